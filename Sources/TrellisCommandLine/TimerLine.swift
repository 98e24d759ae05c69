// The width of the terminal and the interactive timer line that fits in it: a line longer than the
// terminal wraps, and `\r` then returns only to the start of the last row, so every redraw would
// leave a new line behind instead of replacing the old one.
import CountdownTimer
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum TerminalWidth {
    /// Columns of the terminal on standard output: its window size (`TIOCGWINSZ`), else a positive
    /// `$COLUMNS`, else 80. Read it on every redraw so a resized window is followed.
    static func current() -> Int {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return columns(fromEnvironment: getenv("COLUMNS").map { String(cString: $0) })
    }

    /// `$COLUMNS` when it is a positive whole number, else 80.
    static func columns(fromEnvironment value: String?) -> Int {
        guard let value, let columns = Int(value), columns > 0 else { return 80 }
        return columns
    }
}

enum TimerLine {
    /// The key help after the progress line, and its short form for narrow terminals.
    static let keys = "p pause · r run/resume · s reset · q quit"
    static let shortKeys = "p/r/s/q"
    /// The bar's widest and narrowest useful widths, in cells between its brackets.
    static let widestBar = 30
    static let narrowestBar = 5

    /// The interactive line for a terminal `columns` wide, at most `columns − 1` characters (writing
    /// the last column makes some terminals wrap). The bar narrows (30 cells down to 5) to keep the
    /// key help; when 5 cells do not fit, the help shortens to `p/r/s/q`, then goes; then the bar
    /// goes; a line still too long (a terminal of a few columns) is cut. Every character used is
    /// one cell wide. Pure.
    static func fitted(_ props: TimerProps, columns: Int, bar: (filled: Character, empty: Character) = ("█", "░")) -> String {
        let room = max(0, columns - 1)
        // `TimerCommand.line` is as long with a bar of w cells as with none, plus w.
        let lengthWithoutCells = TimerCommand.line(props, bar: bar, width: 0).count
        for help in [keys, shortKeys] {
            let suffix = "   " + help
            let cells = min(widestBar, room - lengthWithoutCells - suffix.count)
            if cells >= narrowestBar { return TimerCommand.line(props, bar: bar, width: cells) + suffix }
        }
        let cells = min(widestBar, room - lengthWithoutCells)
        if cells >= narrowestBar { return TimerCommand.line(props, bar: bar, width: cells) }
        // No room for a bar: `00:07 30% Running`, cut to the room.
        let percent = Int((props.progress * 100).rounded(.down))
        return String((props.title + " \(percent)% " + props.caption).prefix(room))
    }
}
