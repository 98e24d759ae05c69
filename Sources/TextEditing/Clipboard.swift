import Synchronization

/// The host's pasteboard as an editor sees it. Hosts supply their own (`UIPasteboard`, a
/// terminal's, a test's); `MemoryClipboard` keeps the string in memory.
public protocol Clipboard: Sendable {
    /// The clipboard's text, nil when it holds none.
    func read() -> String?
    /// Replaces the clipboard's content with `string`.
    func write(_ string: String)
}

/// A clipboard in memory, shared safely between threads (a `Mutex`).
public final class MemoryClipboard: Clipboard {
    private let content: Mutex<String?>

    public init(_ string: String? = nil) {
        content = Mutex(string)
    }

    public func read() -> String? { content.withLock { $0 } }

    public func write(_ string: String) { content.withLock { $0 = string } }
}
