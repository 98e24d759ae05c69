import Flexbox
import Synchronization

/// Counts and records calls of a measure function (which is `@Sendable`, so shared state goes
/// through a mutex).
final class MeasureRecorder: Sendable {
    private let calls = Mutex<[(Float, MeasureMode, Float, MeasureMode)]>([])

    var count: Int { calls.withLock { $0.count } }
    var modes: [(MeasureMode, MeasureMode)] { calls.withLock { $0.map { ($0.1, $0.3) } } }

    func reset() { calls.withLock { $0.removeAll() } }

    /// A measure function returning `size` (clamped by exact constraints) that records its calls.
    func function(_ size: Size) -> MeasureFunction {
        { [self] width, widthMode, height, heightMode in
            calls.withLock { $0.append((width, widthMode, height, heightMode)) }
            return Size(width: widthMode == .exactly ? width : widthMode == .atMost ? min(size.width, width) : size.width,
                        height: heightMode == .exactly ? height : heightMode == .atMost ? min(size.height, height) : size.height)
        }
    }
}

extension Style {
    /// A style built by mutating Yoga's defaults.
    static func with(_ configure: (inout Style) -> Void) -> Style {
        var style = Style()
        configure(&style)
        return style
    }
}
