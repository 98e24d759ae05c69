import Foundation
import Testing

/// `trellis draw` as a user runs it (issue 5: "Bad input … one-line error naming the JSON path and
/// exit code 2; an unreadable image … draws a visible placeholder and reports it").
@Suite("trellis draw")
struct DrawCommandTests {
    static let card = """
        {"size": [40, 30], "background": "#FFFFFF", "items": [
          {"type": "fill", "rect": [5, 5, 20, 10], "color": "#FF0000"},
          {"type": "border", "rect": [2, 2, 36, 26], "radii": 4, "color": "#000000", "width": 1}
        ]}
        """

    @Test func drawsAPNGOfTheCanvasSizeTimesTheScaleSilently() throws {
        let scratch = try Scratch()
        let input = try scratch.write(Self.card, to: "card.json")
        let run = try TrellisBinary.run(["draw", input.path, "--scale", "2", "-o", scratch.path("card.png")])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout == "" && run.stderr == "")
        #expect(PNGHeader(contentsOf: scratch.url.appendingPathComponent("card.png")) == PNGHeader(width: 80, height: 60))
    }

    @Test func withoutDashOTheOutputIsTheInputPathWithPNGExtension() throws {
        let scratch = try Scratch()
        let input = try scratch.write(Self.card, to: "card.json")
        let run = try TrellisBinary.run(["draw", input.path])
        #expect(run.status == 0, "\(run)")
        #expect(PNGHeader(contentsOf: scratch.url.appendingPathComponent("card.png")) == PNGHeader(width: 40, height: 30))
    }

    @Test func theSameListGivesByteIdenticalPNGsAlsoFromStandardInput() throws {
        let scratch = try Scratch()
        let input = try scratch.write(Self.card, to: "card.json")
        let fromFile = try TrellisBinary.run(["draw", input.path, "--scale", "3", "-o", scratch.path("a.png")])
        let fromStdin = try TrellisBinary.run(["draw", "-", "--scale", "3", "-o", scratch.path("b.png")], input: Self.card)
        #expect(fromFile.status == 0 && fromStdin.status == 0, "\(fromFile)\n\(fromStdin)")
        let first = try Data(contentsOf: scratch.url.appendingPathComponent("a.png"))
        let second = try Data(contentsOf: scratch.url.appendingPathComponent("b.png"))
        #expect(first == second)
    }

    /// Lists that do not decode, and the start of the one line each must produce.
    static let undecodable: [(list: String, message: String)] = [
        (##"{"size": [40, 30], "items": ["##, "trellis draw: $: malformed JSON"),
        (##"{"size": [40, 30], "items": [{"type": "fill", "rect": [0, 0, 1, 1], "color": "#000"}, "##
            + ##"{"type": "circle", "rect": [0, 0, 1, 1]}]}"##, "trellis draw: $.items[1].type: unknown primitive 'circle'"),
        (##"{"size": [40, 30], "items": [{"type": "fill", "rect": [0, 0, 1, "wide"], "color": "#000"}]}"##,
         "trellis draw: $.items[0].rect"),
        (##"{"size": [40, 30], "items": [{"type": "fill", "rect": [0, 0, 1, 1], "color": "red"}]}"##,
         "trellis draw: $.items[0].color: 'red' is not a #RGB"),
        (##"{"size": [40, 30], "items": [], "extra": 1}"##, "trellis draw: $.extra: unknown key 'extra'"),
        (##"{"size": [0, 30], "items": []}"##, "trellis draw: $.size: width and height must be positive"),
    ]

    @Test(arguments: undecodable)
    func aListThatDoesNotDecodeIsOneLineNamingTheJSONPathWithExitTwoAndNoPNG(list: String, message: String) throws {
        let scratch = try Scratch()
        let run = try TrellisBinary.run(["draw", "-", "-o", scratch.path("out.png")], input: list)
        #expect(run.status == 2, "\(run)")
        #expect(run.stderrLines.count == 1, "\(run)")
        #expect(run.stderr.hasPrefix(message), "\(run)")
        #expect(run.stdout == "")
        #expect(!FileManager.default.fileExists(atPath: scratch.path("out.png")))
    }

    @Test func unbalancedPushAndPopAreRepairedAndReportedWithExitTwo() throws {
        let scratch = try Scratch()
        let list = ##"{"size": [10, 10], "items": [{"type": "pop"}, {"type": "pushClip", "rect": [0, 0, 5, 5]}]}"##
        let run = try TrellisBinary.run(["draw", "-", "-o", scratch.path("out.png")], input: list)
        #expect(run.status == 2, "\(run)")
        #expect(run.stderrLines == [
            "trellis draw: $.items[0]: pop without a matching push (ignored)",
            "trellis draw: $.items[1]: push is never popped (closed at the end)",
        ], "\(run)")
        #expect(PNGHeader(contentsOf: scratch.url.appendingPathComponent("out.png")) == PNGHeader(width: 10, height: 10))
    }

    @Test func anUnreadableImageIsDrawnAsAPlaceholderAndReportedWithExitTwo() throws {
        let scratch = try Scratch()
        try scratch.write("not a png", to: "broken.png")
        let withImage = ##"{"size": [40, 30], "background": "#FFFFFF", "items": ["##
            + ##"{"type": "image", "frame": [10, 5, 20, 20], "path": "broken.png"}]}"##
        let withoutImage = ##"{"size": [40, 30], "background": "#FFFFFF", "items": []}"##
        let input = try scratch.write(withImage, to: "image.json")
        let blank = try scratch.write(withoutImage, to: "blank.json")
        let run = try TrellisBinary.run(["draw", input.path, "-o", scratch.path("image.png")])
        _ = try TrellisBinary.run(["draw", blank.path, "-o", scratch.path("blank.png")])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderrLines.count == 1)
        #expect(run.stderr.hasPrefix("trellis draw: $.items[0]: cannot read image"), "\(run)")
        #expect(run.stderr.contains("broken.png") && run.stderr.contains("placeholder"), "\(run)")
        // The PNG is still written, and the placeholder makes it differ from the empty canvas.
        let drawn = try Data(contentsOf: scratch.url.appendingPathComponent("image.png"))
        let empty = try Data(contentsOf: scratch.url.appendingPathComponent("blank.png"))
        #expect(PNGHeader(drawn) == PNGHeader(width: 40, height: 30))
        #expect(drawn != empty)
    }

    @Test func anAssetIsLookedUpInItsFolderBesideTheJSONAndAMissingOneIsNamed() throws {
        let scratch = try Scratch()
        // A @2x-only asset: drawn at --scale 3 (the nearest variant), no issue.
        let icon = try scratch.write(##"{"size": [4, 4], "background": "#FF0000", "items": []}"##, to: "icon.json")
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("icons"), withIntermediateDirectories: true)
        let drawIcon = try TrellisBinary.run(["draw", icon.path, "--scale", "2", "-o", scratch.path("icons/dot@2x.png")])
        #expect(drawIcon.status == 0, "\(drawIcon)")
        let list = try scratch.write(##"{"size": [8, 8], "items": [{"type": "image", "frame": [0, 0, 8, 8], "asset": "dot", "assets": "icons"}]}"##,
                                     to: "list.json")
        let run = try TrellisBinary.run(["draw", list.path, "--scale", "3", "-o", scratch.path("list.png")])
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run)")
        let missing = try scratch.write(##"{"size": [8, 8], "items": [{"type": "image", "frame": [0, 0, 8, 8], "asset": "star", "assets": "icons"}]}"##,
                                        to: "missing.json")
        let failed = try TrellisBinary.run(["draw", missing.path, "-o", scratch.path("missing.png")])
        #expect(failed.status == 2, "\(failed)")
        #expect(failed.stderrLines.count == 1)
        #expect(failed.stderr.hasPrefix("trellis draw: $.items[0]: image asset 'star' not found in '"), "\(failed)")
        #expect(failed.stderr.contains("looked for star.png, star@2x.png, star@3x.png"), "\(failed)")
    }

    @Test func aMissingImageFileIsResolvedBesideTheJSONAndReportedByPath() throws {
        let scratch = try Scratch()
        let list = ##"{"size": [40, 30], "items": [{"type": "image", "frame": [0, 0, 10, 10], "path": "nope.png"}]}"##
        let input = try scratch.write(list, to: "list.json")
        let run = try TrellisBinary.run(["draw", input.path, "-o", scratch.path("out.png")])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.contains(scratch.path("nope.png")), "\(run)")
        #expect(FileManager.default.fileExists(atPath: scratch.path("out.png")))
    }

    @Test func aNonPositiveScaleIsAUsageErrorWithExitTwo() throws {
        let run = try TrellisBinary.run(["draw", "-", "--scale", "0"], input: Self.card)
        #expect(run.status == 2, "\(run)")
        #expect(run.stderrLines.first == "trellis draw: --scale: '0' is not a positive number")
    }
}
