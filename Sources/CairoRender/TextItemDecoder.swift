import Render
import Typesetting
import JSONPaths

/// Decodes a `"type": "text"` item: either `"text"` plus run attributes at the item level, or
/// `"runs": [{"text": …, attributes…}]`; `"paragraph"` holds the paragraph style.
enum TextItemDecoder {
    static let attributeKeys: Set<String> = ["family", "size", "weight", "italic", "color", "letterSpacing",
                                             "underline", "strikethrough"]

    static func text(_ node: JSONNode) throws(DisplayListDecodingError) -> DisplayItem {
        let f = try node.object(allowing: attributeKeys.union(["type", "frame", "text", "runs", "paragraph"]))
        let frame = try DisplayListDecoder.rect(f.required("frame", in: node))
        let base = try attributes(f, base: TextAttributes())
        var runs: [TextRun] = []
        switch (f["text"], f["runs"]) {
        case (let text?, nil):
            runs = [TextRun(try text.string(), base)]
        case (nil, let list?):
            for runNode in try list.array() {
                let r = try runNode.object(allowing: attributeKeys.union(["text"]))
                runs.append(TextRun(try r.required("text", in: runNode).string(), try attributes(r, base: base)))
            }
        case (.some, .some):
            throw node.fail("give either 'text' or 'runs', not both")
        case (nil, nil):
            throw DisplayListDecodingError(path: node.path.appending(key: "text"), message: "missing (or give 'runs')")
        }
        let paragraph = try f["paragraph"].map { (node) throws(DisplayListDecodingError) in try paragraphStyle(node) }
        return .text(AttributedText(runs: runs, paragraph: paragraph ?? ParagraphStyle()), frame: frame)
    }

    private static func attributes(_ f: [String: JSONNode], base: TextAttributes) throws(DisplayListDecodingError)
        -> TextAttributes {
        var a = base
        if let v = f["family"] { a.family = try v.string() }
        if let v = f["size"] {
            a.size = try v.number()
            guard a.size > 0 else { throw v.fail("font size must be positive") }
        }
        if let v = f["weight"] {
            let weight: FontWeight? = switch v.value {
            case .number(let n) where n >= 1 && n <= 1000: FontWeight(Int(n))
            case .string(let s): FontWeight(name: s)
            default: nil
            }
            guard let weight else { throw v.fail("expected a weight 1...1000 or a name like \"semibold\"") }
            a.weight = weight
        }
        if let v = f["italic"] { a.italic = try v.bool() }
        if let v = f["color"] { a.color = try DisplayListDecoder.color(v) }
        if let v = f["letterSpacing"] { a.letterSpacing = try v.number() }
        if let v = f["underline"] { a.underline = try v.bool() }
        if let v = f["strikethrough"] { a.strikethrough = try v.bool() }
        return a
    }

    private static func paragraphStyle(_ node: JSONNode) throws(DisplayListDecodingError) -> ParagraphStyle {
        let f = try node.object(allowing: ["alignment", "lineHeight", "lineHeightMultiple", "lineSpacing",
                                           "lineBreak", "maxLines"])
        var style = ParagraphStyle()
        if let v = f["alignment"] { style.alignment = try v.oneOf(TextAlignment.self) }
        if let v = f["lineHeight"] { style.lineHeight = .points(try v.number()) }
        if let v = f["lineHeightMultiple"] { style.lineHeight = .multiple(try v.number()) }
        if let v = f["lineSpacing"] { style.lineSpacing = try v.number() }
        if let v = f["lineBreak"] {
            let name = try v.string()
            guard let mode = LineBreakMode(shortName: name) else {
                let names = LineBreakMode.allCases.map(\.shortName).sorted()
                throw v.fail("'\(name)' is not one of \(names.joined(separator: ", "))")
            }
            style.lineBreakMode = mode
        }
        if let v = f["maxLines"] {
            let lines = try v.number()
            guard lines >= 0, lines == lines.rounded() else { throw v.fail("expected a non-negative integer") }
            style.maxLines = Int(lines)
        }
        return style
    }
}
