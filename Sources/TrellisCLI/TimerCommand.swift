// `trellis timer [SECONDS] [--tick-ms MS] [--plain]` — the shared TimerFeature driving a terminal UI;
// `trellis timer --graph mermaid|dot` prints the timer's state diagram (the README's picture).
import Foundation
import StateMachines
import CountdownTimer
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The timer of the KMM talk in a terminal: it starts at once, redraws a progress bar in place, and
/// reads keys p/r/s/q for pause, resume (or start/restart), reset and quit. When stdin or stdout is not a terminal (or with
/// `--plain`) it starts at once and prints one progress line per tick until done, so it can be
/// scripted and tested.
enum TimerCommand {
    static let usage = """
        usage: trellis timer [SECONDS] [--tick-ms MS] [--plain]   (SECONDS: 1…359999, default 10)
               trellis timer --graph mermaid|dot
        """

    static func run(_ args: [String]) -> Int32 {
        if args.first == "--graph" {
            let graph = TimerMachine.Definition.timer(duration: 10).graph
            switch args.dropFirst().first {
            case "mermaid" where args.count == 2: emit(graph.mermaid)
            case "dot" where args.count == 2: emit(graph.dot)
            default:
                printError("trellis timer: --graph takes 'mermaid' or 'dot'\n" + usage)
                return 2
            }
            return 0
        }
        let options: Options
        do {
            options = try Options(args)
        } catch {
            printError("trellis timer: \(error.message)\n" + usage)
            return 2
        }
        let clock = ScaledClock(millisecondsPerSecond: options.tickMilliseconds)
        let feature = TimerFeature(duration: options.seconds, clock: clock)
        defer { feature.close() }
        let interactive = !options.plain && isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
        return interactive ? runInteractive(feature) : runPlain(feature)
    }

    /// Starts the countdown and prints a line whenever the props change, until finished.
    private static func runPlain(_ feature: TimerFeature) -> Int32 {
        var shown: TimerProps?
        feature.start()
        while true {
            // Drained before the props are read: the store reduces to `finished` before it posts
            // `.finished`, so the Done line is always printed before returning.
            let finished = feature.store.drainSideEffects().contains(.finished)
            let props = feature.props
            if props != shown {
                emit(line(props, bar: ("#", "-")) + "\n")
                shown = props
            }
            if finished || props.primary.restart != nil { return 0 }
            usleep(20_000)
        }
    }

    /// Raw-mode loop: poll the keyboard, send commands, redraw in place.
    private static func runInteractive(_ feature: TimerFeature) -> Int32 {
        let terminal = RawTerminal()
        defer { terminal.restore() }
        emit("\u{1B}[?25l")   // hide the cursor while drawing
        defer { emit("\u{1B}[?25h\n") }
        var shown: TimerProps?
        feature.start()
        while true {
            let props = feature.props
            if props != shown {
                // Within the terminal's width: a wrapped line would not be redrawn in place.
                emit("\r\u{1B}[2K" + TimerLine.fitted(props, columns: TerminalWidth.current()))
                shown = props
            }
            if feature.store.drainSideEffects().contains(.finished) { emit("\u{7}") }
            guard let key = terminal.readKey(timeoutMilliseconds: 50) else { continue }
            switch key {
            case "p": props.primary.pause?()
            case "r": (props.primary.start ?? props.primary.resume ?? props.primary.restart)?()
            case "s": props.reset?()
            case "q", "\u{3}", "\u{4}": return 0
            default: break
            }
        }
    }

    /// Writes straight to standard output (unbuffered, so a redraw shows at once).
    private static func emit(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// `00:07 [######----------]  30% Running`
    static func line(_ props: TimerProps, bar: (filled: Character, empty: Character), width: Int = 30) -> String {
        let filled = min(width, max(0, Int((props.progress * Double(width)).rounded(.down))))
        let percent = String(Int((props.progress * 100).rounded(.down)))
        let padded = String(repeating: " ", count: max(0, 3 - percent.count)) + percent
        return props.title + " [" + String(repeating: bar.filled, count: filled)
            + String(repeating: bar.empty, count: width - filled) + "] " + padded + "% " + props.caption
    }

    struct Options {
        var seconds = 10
        var tickMilliseconds = 1_000
        var plain = false

        /// Reads the arguments; a bad one is named in the error.
        init(_ args: [String]) throws(UsageError) {
            var rest = args[...]
            var sawSeconds = false
            while let arg = rest.popFirst() {
                switch arg {
                case "--plain":
                    plain = true
                case "--tick-ms":
                    guard let text = rest.popFirst() else { throw .init(message: "--tick-ms needs a value") }
                    guard let value = Int(text), value > 0 else {
                        throw .init(message: "--tick-ms: '\(text)' is not a positive whole number of milliseconds")
                    }
                    tickMilliseconds = value
                default:
                    guard !sawSeconds else { throw .init(message: "unexpected argument '\(arg)' (SECONDS given already)") }
                    guard let value = Int(arg), (1...359_999).contains(value) else {
                        throw .init(message: "'\(arg)' is not a number of seconds in 1…359999")
                    }
                    seconds = value
                    sawSeconds = true
                }
            }
        }
    }
}

/// Standard input in raw mode (no line buffering, no echo, Ctrl-C read as a key) until `restore()`.
private final class RawTerminal {
    private var original = termios()
    private var isRaw = false

    init() {
        guard tcgetattr(STDIN_FILENO, &original) == 0 else { return }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
        isRaw = tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0
    }

    func restore() {
        if isRaw { _ = tcsetattr(STDIN_FILENO, TCSANOW, &original) }
        isRaw = false
    }

    /// The next key pressed within the timeout, if any.
    func readKey(timeoutMilliseconds: Int32) -> Character? {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, timeoutMilliseconds) > 0 else { return nil }
        var byte: UInt8 = 0
        guard read(STDIN_FILENO, &byte, 1) == 1 else { return "q" }   // end of input: quit
        return Character(Unicode.Scalar(byte))
    }
}

/// A clock whose seconds last `millisecondsPerSecond` real milliseconds (1000 = real time), so
/// scripts and tests can run the timer quickly.
struct ScaledClock: Clock {
    private let base = ContinuousClock()
    private let start = ContinuousClock.now
    private let factor: Double

    init(millisecondsPerSecond: Int) { factor = Double(millisecondsPerSecond) / 1_000 }

    var now: OffsetInstant { OffsetInstant(offset: (base.now - start) / factor) }
    var minimumResolution: Duration { base.minimumResolution }

    func sleep(until deadline: OffsetInstant, tolerance: Duration?) async throws {
        let wait = now.duration(to: deadline)
        if wait > .zero { try await base.sleep(for: wait * factor) }
    }
}
