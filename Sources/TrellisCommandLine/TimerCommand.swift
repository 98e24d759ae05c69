// `trellis timer [SECONDS] [--tick-ms MS] [--plain]` — the shared TimerFeature driving a terminal UI;
// `trellis timer --graph mermaid|dot` prints the timer's state diagram (the README's picture).
import ArgumentParser
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
struct TimerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timer",
        abstract: "The shared timer feature in the terminal (keys p/r/s/q), or its state diagram."
    )

    enum GraphFormat: String, CaseIterable, ExpressibleByArgument {
        case mermaid, dot
    }

    @Argument(help: "Seconds to count down, 1…359999.")
    var seconds = 10

    @Option(help: ArgumentHelp("Real milliseconds per timer second (scripts and tests run it faster).", valueName: "ms"))
    var tickMs = 1_000

    @Flag(help: "One progress line per tick, no redrawing (also without a terminal).")
    var plain = false

    @Option(help: "Print the timer's state diagram instead of running it.")
    var graph: GraphFormat?

    func validate() throws {
        guard (1...359_999).contains(seconds) else {
            throw ValidationError("'\(seconds)' is not a number of seconds in 1…359999")
        }
        guard tickMs > 0 else {
            throw ValidationError("--tick-ms: '\(tickMs)' is not a positive whole number of milliseconds")
        }
    }

    func run() throws {
        if let graph {
            let diagram = TimerMachine.Definition.timer(duration: 10).graph
            Self.emit(graph == .mermaid ? diagram.mermaid : diagram.dot)
            return
        }
        let clock = ScaledClock(millisecondsPerSecond: tickMs)
        let feature = TimerFeature(duration: seconds, clock: clock)
        defer { feature.close() }
        let interactive = !plain && isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
        try ExitCode.check(interactive ? Self.runInteractive(feature) : Self.runPlain(feature))
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
