import Synchronization
import Typesetting

/// Counts measurements and remembers what was measured (10 pt per character, as
/// `FixedAdvanceMeasurer`).
public final class CountingMeasurer: TextMeasurer, Sendable {
    private let base = FixedAdvanceMeasurer()
    private let log = Mutex<[String]>([])
    public var count: Int { log.withLock { $0.count } }
    public var strings: [String] { log.withLock { $0 } }

    public init() {}

    public func measure(_ text: AttributedText, width: Double, mode: TextMeasureMode, scale: Double) -> TextLayout {
        log.withLock { $0.append(text.string) }
        return base.measure(text, width: width, mode: mode, scale: scale)
    }
}
