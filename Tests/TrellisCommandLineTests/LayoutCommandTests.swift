import Foundation
import Testing

/// `trellis layout` as a user runs it (issue 2, "The CLI: trellis layout").
@Suite("trellis layout")
struct LayoutCommandTests {
    /// A 100×50 row whose two children grow equally: 50 pt each.
    static let rowCase = """
        {"name": "row", "root": {"style": {"flexDirection": "row", "width": 100, "height": 50},
          "children": [{"style": {"flexGrow": 1}}, {"style": {"flexGrow": 1}}]}}
        """
    static let rowLayout = #"{"left":0,"top":0,"width":100,"height":50,"children":["#
        + #"{"left":0,"top":0,"width":50,"height":50,"children":[]},"#
        + #"{"left":50,"top":0,"width":50,"height":50,"children":[]}]}"#

    /// Three cases for `--check`: one passes, one expects the second child 60 wide (it is 50),
    /// one is skipped (its expectation is wrong too, so running it would fail).
    static let checkCases = """
        [{"name": "fixed", "root": {"style": {"width": 10, "height": 20}},
          "expected": {"left": 0, "top": 0, "width": 10, "height": 20, "children": []}},
         {"name": "grow", "root": {"style": {"flexDirection": "row", "width": 100, "height": 50},
            "children": [{"style": {"flexGrow": 1}}, {"style": {"flexGrow": 1}}]},
          "expected": {"left": 0, "top": 0, "width": 100, "height": 50, "children": [
            {"left": 0, "top": 0, "width": 50, "height": 50, "children": []},
            {"left": 50, "top": 0, "width": 60, "height": 50, "children": []}]}},
         {"name": "skipped", "skip": "not supported", "root": {"style": {"width": 1}},
          "expected": {"left": 0, "top": 0, "width": 99, "height": 0}}]
        """

    static func passingCase(_ name: String, width: Int) -> String {
        """
        {"name": "\(name)", "root": {"style": {"width": \(width), "height": 5}},
         "expected": {"left": 0, "top": 0, "width": \(width), "height": 5}}
        """
    }

    // MARK: Printing layouts

    @Test func oneCaseInPrintsOneLayoutObject() throws {
        let scratch = try Scratch()
        let file = try scratch.write(Self.rowCase, to: "row.json")
        let run = try TrellisBinary.run(["layout", file.path])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout == Self.rowLayout + "\n")
        #expect(run.stderr == "")
    }

    @Test func anArrayOfCasesInPrintsAnArrayOfLayoutsInTheSameOrder() throws {
        let scratch = try Scratch()
        let file = try scratch.write("[\(Self.passingCase("a", width: 10)), \(Self.rowCase)]", to: "cases.json")
        let run = try TrellisBinary.run(["layout", file.path])
        #expect(run.status == 0, "\(run)")
        let layouts = try #require(try parseJSON(run.stdout) as? [[String: Any]])
        #expect(layouts.count == 2)
        #expect(layouts.first?["width"] as? Double == 10)
        #expect(layouts.last?["width"] as? Double == 100)
        #expect((layouts.last?["children"] as? [[String: Any]])?.map { $0["left"] as? Double } == [0, 50])
        #expect(run.stderr == "")
    }

    @Test func anArrayOfOneCaseStillPrintsAnArrayAndAnEmptyArrayPrintsAnEmptyArray() throws {
        let one = try TrellisBinary.run(["layout", "-"], input: "[\(Self.rowCase)]")
        #expect(one.status == 0, "\(one)")
        #expect(one.stdout == "[" + Self.rowLayout + "]\n")
        let none = try TrellisBinary.run(["layout", "-"], input: "[]")
        #expect(none.status == 0, "\(none)")
        #expect(none.stdout == "[]\n")
    }

    @Test func aDashReadsTheCaseFromStandardInput() throws {
        let run = try TrellisBinary.run(["layout", "-"], input: Self.rowCase)
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout == Self.rowLayout + "\n")
    }

    // MARK: --check

    @Test func checkPrintsEachFailureWithItsFirstDifferingNodeAndEndsWithTheTotals() throws {
        let scratch = try Scratch()
        let file = try scratch.write(Self.checkCases, to: "cases.json")
        let run = try TrellisBinary.run(["layout", "--check", file.path])
        #expect(run.stdoutLines == [
            "FAIL grow: $.children[1].width: expected 60, got 50",
            "1 passed, 1 failed, 1 skipped",
        ], "\(run)")
    }

    @Test func checkExitsWithOneWhenAnyCaseFails() throws {
        let scratch = try Scratch()
        let file = try scratch.write(Self.checkCases, to: "cases.json")
        let run = try TrellisBinary.run(["layout", "--check", file.path])
        #expect(run.status == 1, "\(run)")
        #expect(run.stderr == "")
    }

    @Test func checkExitsWithZeroAndPrintsOnlyTheTotalsWhenEveryCasePasses() throws {
        let scratch = try Scratch()
        let file = try scratch.write("[\(Self.passingCase("a", width: 10)), \(Self.passingCase("b", width: 20))]",
                                     to: "cases.json")
        let run = try TrellisBinary.run(["layout", "--check", file.path])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout == "2 passed, 0 failed, 0 skipped\n")
        #expect(run.stderr == "")
    }

    @Test func checkToleratesDifferencesUpToOneThousandth() throws {
        let cases = """
            [{"name": "within", "root": {"style": {"width": 10, "height": 5}},
              "expected": {"left": 0, "top": 0, "width": 10.0009, "height": 5}},
             {"name": "beyond", "root": {"style": {"width": 10, "height": 5}},
              "expected": {"left": 0, "top": 0, "width": 10.002, "height": 5}}]
            """
        let run = try TrellisBinary.run(["layout", "--check", "-"], input: cases)
        #expect(run.status == 1, "\(run)")
        #expect(run.stdoutLines.count == 2)
        #expect(run.stdoutLines.first?.hasPrefix("FAIL beyond: $.width: expected 10.002") == true)
        #expect(run.stdoutLines.last == "1 passed, 1 failed, 0 skipped")
    }

    @Test func checkCountsTheCasesOfEveryFileGiven() throws {
        let scratch = try Scratch()
        let first = try scratch.write(Self.passingCase("a", width: 10), to: "a.json")
        let second = try scratch.write(Self.checkCases, to: "b.json")
        let run = try TrellisBinary.run(["layout", "--check", first.path, second.path])
        #expect(run.status == 1, "\(run)")
        #expect(run.stdoutLines.last == "2 passed, 1 failed, 1 skipped")
    }

    // The shared Yoga corpus (`../shared/flexbox/yoga-cases.json`) is checked by `make conformance`,
    // not here: the test suite runs from the repository alone.
    @Test func checkPassesEveryCommittedFixture() throws {
        let folder = TrellisBinary.packageRoot.appendingPathComponent("Tests/FlexboxTests/Fixtures")
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        try #require(files.count > 100, "expected the committed fixtures in \(folder.path)")
        var runnable = 0, skipped = 0
        for file in files {
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: file))
            let cases: [[String: Any]]
            if let array = json as? [[String: Any]] { cases = array } else { cases = [try #require(json as? [String: Any])] }
            skipped += cases.filter { $0["skip"] != nil }.count
            runnable += cases.filter { $0["skip"] == nil }.count
        }
        let run = try TrellisBinary.run(["layout", "--check"] + files.map(\.path), timeout: 120)
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout == "\(runnable) passed, 0 failed, \(skipped) skipped\n")
    }

    // MARK: --bench

    @Test func benchPrintsOneJSONLinePerCaseWithNameNodesRunsAndTimes() throws {
        let scratch = try Scratch()
        let file = try scratch.write("[\(Self.passingCase("a", width: 10)), \(Self.rowCase)]", to: "cases.json")
        let run = try TrellisBinary.run(["layout", "--bench", "--runs", "5", file.path])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr == "")
        let lines = try run.stdoutLines.map { try #require(try parseJSON($0) as? [String: Any]) }
        #expect(lines.count == 2)
        for line in lines {
            #expect(Set(line.keys) == ["name", "nodes", "runs", "minMicros", "medianMicros"])
            #expect(line["runs"] as? Int == 5)
            let minimum = try #require(line["minMicros"] as? Double)
            let median = try #require(line["medianMicros"] as? Double)
            #expect(minimum > 0 && minimum <= median, "min \(minimum), median \(median)")
        }
        #expect(lines.map { $0["name"] as? String } == ["a", "row"])
        #expect(lines.map { $0["nodes"] as? Int } == [1, 3])
    }

    @Test func benchTimesTheRelayoutAfterABenchMutation() throws {
        let mutating = """
            {"name": "mutate", "root": {"style": {"width": 100}, "children": [{"style": {"height": 10}}]},
             "bench": {"mutate": {"path": [0], "style": {"height": 20}}}}
            """
        let run = try TrellisBinary.run(["layout", "--bench", "--runs", "3", "-"], input: mutating)
        #expect(run.status == 0, "\(run)")
        let line = try #require(try parseJSON(run.stdout) as? [String: Any])
        #expect(line["name"] as? String == "mutate")
        #expect(line["nodes"] as? Int == 2)
    }

    /// The shape of `../shared/flexbox/bench/chain16.json` (which `make bench` times): a 500-wide
    /// root, 16 nested shrinking rows, a 100×10 leaf; 18 nodes.
    static func chain(depth: Int) -> String {
        var node = #"{"style": {"width": 100, "height": 10}}"#
        for _ in 0..<depth { node = #"{"style": {"flexDirection": "row", "flexShrink": 1}, "children": ["# + node + "]}" }
        return #"{"name": "bench/chain\#(depth)", "config": {"errata": ["min-size-undefined-instead-of-auto"]}, "#
            + #""root": {"style": {"width": 500}, "children": ["# + node + "]}}"
    }

    @Test func benchRunsADeepChainTree() throws {
        let scratch = try Scratch()
        let file = try scratch.write(Self.chain(depth: 16), to: "chain16.json")
        let run = try TrellisBinary.run(["layout", "--bench", "--runs", "3", file.path])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutLines.count == 1)
        let line = try #require(try parseJSON(run.stdout) as? [String: Any])
        #expect((line["nodes"] as? Int ?? 0) > 16)
    }

    // MARK: Bad input

    @Test func aValueOfTheWrongTypeIsOneLineNamingItsJSONPathAndExitsTwo() throws {
        let scratch = try Scratch()
        let cases = """
            [{"name": "0", "root": {}}, {"name": "1", "root": {}}, {"name": "2", "root": {}},
             {"name": "3", "root": {"children": [{}, {}, {"style": {"flexGrow": "x"}}]}}]
            """
        let file = try scratch.write(cases, to: "bad.json")
        let run = try TrellisBinary.run(["layout", file.path])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr == "\(file.path): $[3].root.children[2].style.flexGrow: expected a number, got \"x\"\n")
        #expect(run.stdout == "")
    }

    @Test func badInputOnStandardInputNamesOnlyTheJSONPath() throws {
        let run = try TrellisBinary.run(["layout", "-"], input: #"{"name": "a", "root": {"style": {"flexGrow": "x"}}}"#)
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr == "$.root.style.flexGrow: expected a number, got \"x\"\n")
        #expect(run.stdout == "")
    }

    @Test(arguments: [
        (#"{"name": "a","#, "malformed JSON"),
        (#"{"name": "a", "root": {"style": {"flexGrw": 1}}}"#, "$.root.style.flexGrw: unknown style key"),
        (#"{"name": "a", "root": {"style": {"flexDirection": "diagonal"}}}"#,
         #"$.root.style.flexDirection: unknown value "diagonal""#),
        (#"{"name": "a", "root": {"measure": {"type": "lorem"}}}"#, #"$.root.measure.type: unknown measure kind "lorem""#),
    ])
    func everyKindOfBadInputIsOneErrorLineWithExitTwoAndNothingOnStdout(input: String, message: String) throws {
        let run = try TrellisBinary.run(["layout", "-"], input: input)
        #expect(run.status == 2, "\(run)")
        #expect(run.stderrLines.count == 1, "\(run)")
        #expect(run.stderr.hasPrefix(message), "\(run)")
        #expect(run.stdout == "")
    }

    @Test(arguments: [
        (#""margin": 1e39"#, "$.root.style.margin: 1e+39 is out of range"),
        (#""width": 4e38"#, "$.root.style.width: 4e+38 is out of range"),
        (#""minWidth": "1e40%""#, "$.root.style.minWidth: 1e+40 is out of range"),
        (#""width": 3e38, "padding": 3e38"#, "$: the layout overflowed at $.width"),
    ])
    func numbersTooLargeForTheEngineAreAnErrorNamingThePlaceNeverNaNOrInfinityInTheOutput(
        style: String, message: String
    ) throws {
        let run = try TrellisBinary.run(["layout", "-"], input: #"{"name": "a", "root": {"style": {"# + style + "}}}")
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.hasPrefix(message), "\(run)")
        #expect(run.stdout == "")
    }

    @Test(arguments: [["--check"], ["--bench", "--runs", "1"]])
    func nothingIsPrintedOnStdoutWhenALaterFileIsBad(mode: [String]) throws {
        let scratch = try Scratch()
        let good = try scratch.write(Self.checkCases, to: "good.json")
        let bad = try scratch.write(#"{"name": "a", "root": {"style": {"width": true}}}"#, to: "bad.json")
        let run = try TrellisBinary.run(["layout"] + mode + [good.path, bad.path])
        #expect(run.status == 2, "\(run)")
        #expect(run.stdout == "")
        #expect(run.stderrLines.count == 1)
        #expect(run.stderr.hasPrefix("\(bad.path): $.root.style.width:"))
    }

    @Test func aMissingFileIsReportedWithExitTwo() throws {
        let scratch = try Scratch()
        let run = try TrellisBinary.run(["layout", scratch.path("absent.json")])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.hasPrefix(scratch.path("absent.json") + ": cannot read"))
        #expect(run.stdout == "")
    }

    @Test func anUnknownOptionIsAUsageErrorWithExitTwo() throws {
        let run = try TrellisBinary.run(["layout", "--frobnicate", "x.json"])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.hasPrefix("trellis layout: Unknown option '--frobnicate'\nusage: trellis layout"), "\(run)")
        #expect(run.stdout == "")
    }
}
