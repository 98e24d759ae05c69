import Foundation
import Testing

/// `trellis timer` when standard input is not a terminal (issue 3: the shared TimerFeature driving
/// a terminal UI; scripted runs print one progress line per tick until done).
@Suite("trellis timer")
struct TimerCommandTests {
    @Test func withoutATerminalItCountsDownOneLinePerTickAndExitsZero() throws {
        // 2 seconds of 150 ms each: about 0.3 s of wall time.
        let run = try Trellis.run(["timer", "2", "--tick-ms", "150"], timeout: 30)
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr == "")
        #expect(run.stdoutLines == [
            "00:02 [------------------------------]   0% Running",
            "00:01 [###############---------------]  50% Running",
            "00:00 [##############################] 100% Done",
        ], "\(run)")
    }

    @Test func withoutATerminalItWritesNoEscapeSequences() throws {
        let run = try Trellis.run(["timer", "1", "--tick-ms", "50"], timeout: 30)
        #expect(run.status == 0, "\(run)")
        #expect(!run.stdout.contains("\u{1B}"))
        #expect(!run.stdout.contains("\r"))
    }

    @Test func graphPrintsTheStateDiagramAsMermaid() throws {
        let run = try Trellis.run(["timer", "--graph", "mermaid"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutLines.first == "stateDiagram-v2")
        #expect(run.stdoutLines.contains("    idle --> running: start"), "\(run)")
    }

    @Test func graphPrintsTheStateDiagramAsDot() throws {
        let run = try Trellis.run(["timer", "--graph", "dot"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.hasPrefix("digraph"), "\(run)")
        #expect(run.stdout.contains("idle") && run.stdout.contains("running"))
    }

    @Test(arguments: [["0"], ["360000"], ["abc"], ["3", "4"], ["--tick-ms", "0"], ["--graph", "svg"]])
    func outOfRangeOrUnknownArgumentsAreUsageErrorsWithExitTwo(arguments: [String]) throws {
        let run = try Trellis.run(["timer"] + arguments, timeout: 10)
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.contains("usage: trellis timer"), "\(run)")
        #expect(run.stdout == "")
    }
}
