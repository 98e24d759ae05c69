import Flexbox
import Foundation
import PangoText
import Render
import Testing
import Typesetting
@testable import TrellisElements

/// Issue 10's oracle for text on screens: small screens (padded and bordered texts, wrapped
/// left-to-right, right-to-left and mixed paragraphs, baseline rows, emoji and Japanese lines, both
/// font profiles) described once in `Tools/text-screens/cases.py`, laid out by headless Chromium
/// with the same font files (the committed fixture) and here by Trellis — the layout pass for
/// frames, and for lines the measurer at the text's content-box width, which is exactly what every
/// host draws (`DisplayItem.text(_, frame: contentBox)`).
///
/// Tolerances: element frames and first baselines 1 pt; a line's left edge, width and top
/// 0.5 pt (see the README for the residual differences).
@Suite struct TextScreensChromiumTests {
    struct Node: Decodable, Sendable {
        struct Style: Decodable, Sendable {
            var width: Double?
            var height: Double?
            var padding: Padding?
            var border: Double?
            var grow: Double?
            var shrink: Double?
            var alignItems: String?
            var gap: Double?
        }
        /// `padding`: one number or `[top, right, bottom, left]`.
        struct Padding: Decodable, Sendable {
            var edges: [Double]
            init(from decoder: any Decoder) throws {
                let container = try decoder.singleValueContainer()
                if let all = try? container.decode(Double.self) { edges = [all, all, all, all] }
                else { edges = try container.decode([Double].self) }
            }
        }
        var text: String?
        var size: Double?
        var weight: Int?
        var lineHeight: Double?
        var family: String?
        var align: String?
        var row: [Node]?
        var column: [Node]?
        var style: Style?
    }

    struct Expected: Decodable, Sendable {
        struct Line: Decodable, Sendable {
            let text: String
            let x: Double?
            let y: Double?
            let width: Double
            let height: Double
            /// The line box's top (the glyph box's with `line-height: normal`).
            let top: Double?
        }
        let frame: [Double]
        let lines: [Line]?
        let firstBaseline: Double?
        let children: [Expected]?
    }

    struct Case: Decodable, Sendable, CustomTestStringConvertible {
        let name: String
        let profile: String
        let family: String
        let width: Double
        let direction: String
        let root: Node
        let expected: Expected
        var testDescription: String { name }
    }

    static let cases: [Case] = {
        struct File: Decodable { let cases: [Case] }
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/chromium-text-screens.json")
        guard let data = try? Data(contentsOf: url), let file = try? JSONDecoder().decode(File.self, from: data)
        else { return [] }
        return file.cases
    }()

    static let measurers: [String: PangoMeasurer] = [
        "pinned": PangoMeasurer(), "ios": PangoMeasurer(configuration: .profile(.iOS)),
    ]

    // MARK: Building the elements of a case

    static func element(_ node: Node, family: String) -> Element {
        var element: Element
        if let string = node.text {
            var text = Text(string).font(size: node.size ?? 17, weight: FontWeight(node.weight ?? 400),
                                         lineHeight: node.lineHeight)
                .fontFamily(node.family ?? family)
            if let align = node.align { text = text.alignment(align == "center" ? .center : .right) }
            element = text.element
        } else if let children = node.row {
            element = Row { children.map { Self.element($0, family: family) } }.element
        } else {
            element = Column { (node.column ?? []).map { Self.element($0, family: family) } }.element
        }
        guard let style = node.style else { return element }
        if let width = style.width { element = element.width(.points(Float(width))) }
        if let height = style.height { element = element.height(.points(Float(height))) }
        if let padding = style.padding?.edges {
            element = element.padding(top: .points(Float(padding[0])), leading: .points(Float(padding[3])),
                                      bottom: .points(Float(padding[2])), trailing: .points(Float(padding[1])))
        }
        if let border = style.border {
            // A CSS border takes room; Trellis's drawn border does not (like a layer's), so the
            // layout border is set beside it.
            element = element.style { $0.border = Edges(all: .points(Float(border))) }
                .border(width: border, color: .separator)
        }
        if style.grow != nil || style.shrink != nil {
            element = element.style { [grow = style.grow, shrink = style.shrink] in
                if let grow { $0.flexGrow = Float(grow) }
                if let shrink { $0.flexShrink = Float(shrink) }
            }
        }
        if let align = style.alignItems {
            let value: Align = switch align {
            case "start": .flexStart
            case "end": .flexEnd
            case "center": .center
            case "baseline": .baseline
            default: .stretch
            }
            element = element.alignItems(value)
        }
        if let gap = style.gap { element = element.gap(.points(Float(gap))) }
        return element
    }

    /// The case laid out by Trellis: the case's root inside a column of the viewport's width.
    static func layout(_ screen: Case) -> LayoutNode {
        let environment = TrellisElements.Environment(layoutDirection: screen.direction == "rtl" ? .rightToLeft : .leftToRight,
                                              displayScale: 3, textMeasurer: measurers[screen.profile]!)
        let page = Column { element(screen.root, family: screen.family) }
        let laidOut = LayoutSession.layout(page.element, in: Size(width: screen.width, height: 4000),
                                           environment: environment)
        return laidOut.children[0]
    }

    // MARK: Comparing

    struct Comparison {
        var frames: [(path: String, trellis: Rect, chromium: Rect)] = []
        /// Per line: path, Trellis (x, top, width), Chromium (x, top, width).
        var lines: [(path: String, trellis: [Double], chromium: [Double])] = []
        /// Per text: path, Trellis and Chromium first baseline (in the text's frame).
        var baselines: [(path: String, trellis: Double, chromium: Double)] = []
        var mismatches: [String] = []

        var badFrames: [String] {
            frames.filter { pair in
                zip([pair.trellis.minX, pair.trellis.minY, pair.trellis.width, pair.trellis.height],
                    [pair.chromium.minX, pair.chromium.minY, pair.chromium.width, pair.chromium.height])
                    .contains { abs($0 - $1) > 1 }
            }.map { "\($0.path): Trellis \($0.trellis), Chromium \($0.chromium)" }
        }
        var badLines: [String] {
            lines.filter { pair in zip(pair.trellis, pair.chromium).contains { abs($0 - $1) > 0.5 } }
                .map { "\($0.path): Trellis x/top/width \($0.trellis.map(rounded)), Chromium \($0.chromium.map(rounded))" }
        }
        private func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
    }

    static func compare(_ node: LayoutNode, _ expected: Expected, screen: Case, path: String,
                        into result: inout Comparison) {
        let frame = expected.frame
        result.frames.append((path, node.frame, Rect(x: frame[0], y: frame[1], width: frame[2], height: frame[3])))
        if let text = node.props.text, let expectedLines = expected.lines {
            let box = node.props.contentBox(in: Rect(origin: .zero, size: node.frame.size))
            let layout = measurers[screen.profile]!.measure(text, width: box.width, mode: .exactly, scale: 3)
            if let baseline = expected.firstBaseline {
                result.baselines.append((path, box.minY + layout.firstBaseline, baseline))
            }
            guard layout.lines.count == expectedLines.count else {
                result.mismatches.append("\(path): \(layout.lines.count) lines in Trellis, \(expectedLines.count) in Chromium "
                                         + "(\(expectedLines.map(\.text)))")
                return
            }
            for (index, (line, other)) in zip(layout.lines, expectedLines).enumerated() {
                guard let x = other.x, let top = other.top else { continue }
                result.lines.append(("\(path)#\(index) \(other.text.prefix(16))",
                                     [box.minX + line.x, box.minY + line.y, line.width], [x, top, other.width]))
            }
            return
        }
        let children = expected.children ?? []
        guard node.children.count == children.count else {
            result.mismatches.append("\(path): \(node.children.count) children in Trellis, \(children.count) in Chromium")
            return
        }
        for (index, (child, other)) in zip(node.children, children).enumerated() {
            compare(child, other, screen: screen, path: "\(path)/\(child.kind.rawValue)[\(index)]", into: &result)
        }
    }

    static let all: Comparison = {
        var result = Comparison()
        for screen in cases { compare(layout(screen), screen.expected, screen: screen, path: screen.name, into: &result) }
        return result
    }()

    // MARK: Specifications

    @Test("the corpus covers padded and bordered text, RTL, mixed, baseline rows, emoji and CJK, in both profiles")
    func corpusCoversTheScripts() {
        let names = Set(Self.cases.map(\.name))
        for prefix in ["padded-text", "inbox-scripts", "baseline-rows", "settings", "emoji-cjk", "product-card"] {
            #expect(names.contains("\(prefix)-pinned") && names.contains("\(prefix)-ios"), "\(prefix)")
        }
        #expect(Self.cases.contains { $0.direction == "rtl" })
        let texts = Self.cases.flatMap { Self.texts(of: $0.root) }.joined()
        for sample in ["مرحبا", "שלום", "ありがとう", "🎉", "Benachrichtigungen", "Уведомления"] {
            #expect(texts.contains(sample), "no \(sample)")
        }
        #expect(Self.all.lines.count >= 120)
    }

    static func texts(of node: Node) -> [String] {
        [node.text].compactMap { $0 } + (node.row ?? node.column ?? []).flatMap { texts(of: $0) }
    }

    @Test("every element frame is within 1 pt of Chromium's, and the trees have the same shape")
    func framesAgree() {
        let result = Self.all
        #expect(result.mismatches.isEmpty, "\(result.mismatches.joined(separator: "\n"))")
        #expect(result.badFrames.isEmpty, "\(result.badFrames.count) of \(result.frames.count) frames off:\n\(result.badFrames.joined(separator: "\n"))")
    }

    @Test("at least 98% of lines sit within 0.5 pt of Chromium's line box (left edge, top, width)")
    func linesAgree() {
        let result = Self.all
        let bad = result.badLines
        let share = Double(result.lines.count - bad.count) / Double(max(result.lines.count, 1))
        #expect(share >= 0.98, "\(bad.count) of \(result.lines.count) lines off:\n\(bad.joined(separator: "\n"))")
    }
}

extension TextScreensChromiumTests {
    /// Chromium rounds a font's ascent and descent to whole pixels before it centres them in the
    /// line (half-leading), so its baseline moves by up to a pixel from the unrounded one.
    @Test("every text's first baseline is within 1 pt of Chromium's (which rounds ascent and descent)")
    func baselinesAgree() {
        let bad = Self.all.baselines.filter { abs($0.trellis - $0.chromium) > 1 }
            .map { "\($0.path): Trellis \($0.trellis), Chromium \($0.chromium)" }
        #expect(Self.all.baselines.count >= 60)
        #expect(bad.isEmpty, "\(bad.count) of \(Self.all.baselines.count) baselines off:\n\(bad.joined(separator: "\n"))")
    }
}
