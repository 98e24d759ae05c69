import Foundation
import Testing

/// `trellis timer` when standard input is not a terminal (issue 3: the shared TimerFeature driving
/// a terminal UI; scripted runs print one progress line per tick until done).
@Suite("trellis timer")
struct TimerCommandTests {
    @Test func withoutATerminalItCountsDownOneLinePerTickAndExitsZero() throws {
        // 3 seconds of 200 ms each: about 0.6 s of wall time.
        let run = try TrellisBinary.run(["timer", "3", "--tick-ms", "200"], timeout: 30)
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr == "")
        let ticks = [
            "00:03 [------------------------------]   0% Running",
            "00:02 [##########--------------------]  33% Running",
            "00:01 [####################----------]  66% Running",
            "00:00 [##############################] 100% Done",
        ]
        // It starts at once and ends on Done. A line is printed when the Props change, so on a
        // starved machine two ticks may share one redraw; the lines are always ticks, in order.
        let lines = run.stdoutLines
        #expect(lines.first == ticks.first, "\(run)")
        #expect(lines.last == ticks.last, "\(run)")
        var remaining = ticks[...]
        for line in lines {
            let index = remaining.firstIndex(of: line)
            #expect(index != nil, "unexpected or out-of-order line \(line): \(run)")
            if let index { remaining = remaining[(index + 1)...] }
        }
    }

    @Test func withoutATerminalItWritesNoEscapeSequences() throws {
        let run = try TrellisBinary.run(["timer", "1", "--tick-ms", "50"], timeout: 30)
        #expect(run.status == 0, "\(run)")
        #expect(!run.stdout.contains("\u{1B}"))
        #expect(!run.stdout.contains("\r"))
    }

    @Test func graphPrintsTheStateDiagramAsMermaid() throws {
        let run = try TrellisBinary.run(["timer", "--graph", "mermaid"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutLines.first == "stateDiagram-v2")
        #expect(run.stdoutLines.contains("    idle --> running: start"), "\(run)")
    }

    @Test func graphPrintsTheStateDiagramAsDot() throws {
        let run = try TrellisBinary.run(["timer", "--graph", "dot"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.hasPrefix("digraph"), "\(run)")
        #expect(run.stdout.contains("idle") && run.stdout.contains("running"))
    }

    @Test(arguments: [["0"], ["360000"], ["abc"], ["3", "4"], ["--tick-ms", "0"], ["--graph", "svg"]])
    func outOfRangeOrUnknownArgumentsAreUsageErrorsWithExitTwo(arguments: [String]) throws {
        let run = try TrellisBinary.run(["timer"] + arguments, timeout: 10)
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.contains("usage: trellis timer"), "\(run)")
        #expect(run.stdout == "")
    }
}
