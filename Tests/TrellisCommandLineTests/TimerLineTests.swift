import CountdownTimer
import Testing
@testable import TrellisCommandLine

/// The interactive `trellis timer` line fits the terminal, so `\r` redraws it in place instead of
/// leaving a wrapped line behind on every tick.
@Suite("trellis timer: the redrawn line fits the terminal")
struct TimerLineTests {
    /// Every Props a 10-second timer shows: idle, each second running and paused, done.
    static let everyTick: [TimerProps] = {
        let commands = TimerFeature(duration: 10, clock: ContinuousClock()).commands
        let states: [TimerState] = [.idle(duration: 10)]
            + (1...10).reversed().map { .running(Countdown(total: 10, remaining: $0)) }
            + (1...10).reversed().map { .paused(Countdown(total: 10, remaining: $0)) }
            + [.finished(total: 10)]
        return states.map { TimerProps(state: $0, commands: commands) }
    }()

    @Test(arguments: [1, 2, 8, 12, 20, 24, 30, 40, 52, 60, 79, 80, 81, 100, 200])
    func everyRedrawnLineIsNarrowerThanTheTerminal(columns: Int) {
        for props in Self.everyTick {
            let line = TimerLine.fitted(props, columns: columns)
            #expect(line.count <= columns - 1, "\(columns) columns: '\(line)' (\(line.count))")
            #expect(!line.contains("\n") && !line.contains("\r"))
        }
    }

    @Test func eightyColumnsKeepTheFullKeyHelpWithANarrowerBar() {
        let line = TimerLine.fitted(Self.everyTick[1], columns: 80)
        #expect(line.hasSuffix("   " + TimerLine.keys))
        #expect(line.hasPrefix("00:10 [░░░░░"))
        #expect(line.count == 79)
    }

    @Test func wideTerminalsShowTheWholeThirtyCellBar() {
        let props = Self.everyTick[1]
        #expect(TimerLine.fitted(props, columns: 200)
                == TimerCommand.line(props, bar: ("█", "░")) + "   " + TimerLine.keys)
    }

    @Test func narrowTerminalsShortenTheHelpThenDropItThenDropTheBar() {
        let props = Self.everyTick[1]   // `00:10 [` + cells + `]   0% Running`: 21 characters + cells
        #expect(TimerLine.fitted(props, columns: 40).hasSuffix("   p/r/s/q"))
        #expect(TimerLine.fitted(props, columns: 30) == "00:10 [░░░░░░░░]   0% Running")
        #expect(TimerLine.fitted(props, columns: 20) == "00:10 0% Running")
        #expect(TimerLine.fitted(props, columns: 8) == "00:10 0")
    }

    @Test(arguments: [("120", 120), ("0", 80), ("-3", 80), ("wide", 80)])
    func columnsComeFromAPositiveCOLUMNSElseEighty(value: String, columns: Int) {
        #expect(TerminalWidth.columns(fromEnvironment: value) == columns)
    }

    @Test func withoutCOLUMNSTheWidthIsEighty() {
        #expect(TerminalWidth.columns(fromEnvironment: nil) == 80)
    }
}
