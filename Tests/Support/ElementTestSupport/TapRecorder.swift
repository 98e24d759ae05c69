import Commands
import Synchronization

/// Records which Commands ran, in order.
public final class TapRecorder: Sendable {
    private let names = Mutex<[String]>([])
    public var performed: [String] { names.withLock { $0 } }

    public init() {}

    /// A Command named `name` that records its name when performed.
    public func command(_ name: String) -> Command {
        Command(name) { [self] in names.withLock { $0.append(name) } }
    }
}
