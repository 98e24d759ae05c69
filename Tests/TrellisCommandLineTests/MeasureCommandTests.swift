import Foundation
import Testing

/// `trellis measure` as a user runs it (issue 5: "prints JSON: size, baseline and each line's text
/// range and width").
@Suite("trellis measure")
struct MeasureCommandTests {
    static func measure(_ arguments: [String], input: String = "") throws -> (Outcome, [String: Any]) {
        let run = try TrellisBinary.run(["measure"] + arguments, input: input)
        let report = try #require(try parseJSON(run.stdout) as? [String: Any], "\(run)")
        return (run, report)
    }

    static func lines(_ report: [String: Any]) throws -> [[String: Any]] {
        try #require(report["lines"] as? [[String: Any]])
    }

    @Test func printsSizeBaselinesAndLinesAsJSON() throws {
        let (run, report) = try Self.measure(["Hello", "--font", "DejaVu Sans 17"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr == "")
        for key in ["width", "height", "firstBaseline", "lastBaseline", "contentWidth", "contentHeight",
                    "truncated", "lines", "diagnostics"] {
            #expect(report[key] != nil, "missing \(key)")
        }
        let line = try #require(try Self.lines(report).first)
        #expect(line["text"] as? String == "Hello")
        #expect(line["range"] as? [Int] == [0, 5])
        let width = try #require(line["width"] as? Double)
        let baseline = try #require(report["firstBaseline"] as? Double)
        let height = try #require(report["height"] as? Double)
        #expect(width > 0 && width <= (report["width"] as? Double ?? 0))
        #expect(baseline > 0 && baseline < height)
    }

    @Test func aNarrowWidthWrapsIntoLinesWhoseRangesCoverTheTextInOrder() throws {
        let text = "Hello world again"
        let (run, report) = try Self.measure([text, "--font", "DejaVu Sans 17", "--width", "60"])
        #expect(run.status == 0, "\(run)")
        let lines = try Self.lines(report)
        #expect(lines.map { $0["text"] as? String } == ["Hello ", "world ", "again"])
        #expect(lines.map { $0["range"] as? [Int] } == [[0, 6], [6, 12], [12, 17]])
        for line in lines { #expect((line["width"] as? Double ?? .infinity) <= 60) }
        let firstBaseline = try #require(report["firstBaseline"] as? Double)
        let lastBaseline = try #require(report["lastBaseline"] as? Double)
        #expect(lastBaseline > firstBaseline)
    }

    @Test func rangesAreUTF8ByteOffsetsForCyrillicText() throws {
        let text = "Проверьте автомобиль"
        let (run, report) = try Self.measure([text, "--font", "DejaVu Sans Semibold 17"])
        #expect(run.status == 0, "\(run)")
        #expect(try Self.lines(report).first?["range"] as? [Int] == [0, text.utf8.count])
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func theSizeIsRoundedUpToThePixelGridOfTheScale(scale: Double) throws {
        let (run, report) = try Self.measure(["Hello", "--font", "DejaVu Sans 17", "--scale", String(scale)])
        #expect(run.status == 0, "\(run)")
        let width = try #require(report["width"] as? Double)
        let contentWidth = try #require(report["contentWidth"] as? Double)
        let pixels = width * scale
        #expect(abs(pixels - pixels.rounded()) < 1e-9, "width \(width) at scale \(scale)")
        #expect(width >= contentWidth && width - contentWidth < 1 / scale + 1e-9)
    }

    @Test func rightToLeftLinesAreReportedAsSuch() throws {
        let (run, report) = try Self.measure(["שלום עולם", "--font", "DejaVu Sans 17", "--width", "200"])
        #expect(run.status == 0, "\(run)")
        let lines = try Self.lines(report)
        #expect(lines.count == 1)
        #expect(lines.first?["rightToLeft"] as? Bool == true)
    }

    @Test func maxLinesTruncatesAndSaysSo() throws {
        let (run, report) = try Self.measure(["Hello world again", "--font", "DejaVu Sans 17", "--width", "60",
                                              "--max-lines", "1"])
        #expect(run.status == 0, "\(run)")
        #expect(try Self.lines(report).count == 1)
        #expect(report["truncated"] as? Bool == true)
    }

    @Test func aDashMeasuresStandardInput() throws {
        let (fromArgument, expected) = try Self.measure(["abc def", "--font", "DejaVu Sans 10"])
        let (fromInput, report) = try Self.measure(["-", "--font", "DejaVu Sans 10"], input: "abc def")
        #expect(fromArgument.status == 0 && fromInput.status == 0, "\(fromInput)")
        #expect(report["width"] as? Double == expected["width"] as? Double)
        #expect(try Self.lines(report).map { $0["text"] as? String } == ["abc def"])
    }

    @Test func anUnknownFamilyFallsBackWithAWarningOnStandardError() throws {
        let (run, report) = try Self.measure(["Hi", "--font", "Nonexistent Family 12"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.contains("unknown font family 'Nonexistent Family'"), "\(run)")
        #expect((report["diagnostics"] as? [String])?.isEmpty == false)
        #expect((report["width"] as? Double ?? 0) > 0)
    }

    @Test func aNonNumericWidthIsAUsageErrorWithExitTwoAndNothingOnStdout() throws {
        let run = try TrellisBinary.run(["measure", "Hi", "--width", "x"])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderrLines.first == "trellis measure: --width: 'x' is not a number")
        #expect(run.stdout == "")
    }
}
