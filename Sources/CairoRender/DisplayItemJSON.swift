import Foundation
import JSONPaths
import Render
import Typesetting

/// Display items as the JSON `DisplayListDecoder` reads (`trellis draw`'s input), so a list can be
/// written out and read back unchanged: what the web host's canvas draws from.
///
/// Every item encodes; an image given as bytes encodes as `base64`, a text as its runs with their
/// attributes (the paragraph style is not written: the web host places lines itself).
extension DisplayItem {
    /// The item as one element of a display list's `items`.
    public var json: JSONValue {
        switch self {
        case let .fill(rect, radii, color):
            return object(kindName, [("rect", rect.json), ("radii", radii.json), ("color", color.json)])
        case let .stroke(rect, radii, color, lineWidth):
            return object(kindName, [("rect", rect.json), ("radii", radii.json), ("color", color.json),
                                          ("lineWidth", .number(lineWidth))])
        case let .border(rect, radii, color, width):
            return object(kindName, [("rect", rect.json), ("radii", radii.json), ("color", color.json),
                                          ("width", .number(width))])
        case let .text(text, frame):
            return object(kindName, [("frame", frame.json), ("runs", .array(text.runs.map(\.json)))])
        case let .image(source, frame, contentMode, radii):
            let given: (String, JSONValue) = switch source {
            case .path(let path): ("path", .string(path))
            case .bytes(let bytes): ("base64", .string(Data(bytes).base64EncodedString()))
            case .asset(let name, _): ("asset", .string(name))
            }
            var members: [(String, JSONValue)] = [("frame", frame.json), given]
            if case .asset(_, let folder) = source { members.append(("assets", .string(folder))) }
            members += [("contentMode", .string(contentMode.rawValue)), ("radii", radii.json)]
            return object(kindName, members)
        case let .pushClip(rect, radii):
            return object(kindName, [("rect", rect.json), ("radii", radii.json)])
        case .pushOpacity(let opacity):
            return object(kindName, [("opacity", .number(opacity))])
        case let .arc(center, radius, startAngle, endAngle, color, lineWidth, cap):
            return object(kindName, [("center", center.json), ("radius", .number(radius)),
                                       ("startAngle", .number(startAngle)), ("endAngle", .number(endAngle)),
                                       ("color", color.json), ("lineWidth", .number(lineWidth)),
                                       ("cap", .string(cap.rawValue))])
        case let .shadow(rect, radii, shadow):
            return object(kindName, [("rect", rect.json), ("radii", radii.json), ("color", shadow.color.json),
                                          ("offset", shadow.offset.json), ("blur", .number(shadow.blur)),
                                          ("opacity", .number(shadow.opacity))])
        case let .gradient(rect, radii, gradient):
            var members: [(String, JSONValue)] = [
                ("rect", rect.json), ("radii", radii.json),
                ("stops", .array(gradient.stops.map {
                    .object([("color", $0.color.json), ("location", .number($0.location))])
                })),
            ]
            switch gradient.direction {
            case let .points(start, end): members += [("start", start.json), ("end", end.json)]
            case .angle(let degrees): members.append(("angle", .number(degrees)))
            }
            return object(kindName, members)
        case let .borders(rect, borders):
            let sides = [("top", borders.top), ("right", borders.right), ("bottom", borders.bottom), ("left", borders.left)]
            return object(kindName, [("rect", rect.json)] + sides.map { name, side in
                (name, .object([("width", .number(side.width)), ("color", side.color.json)]))
            })
        case let .fillPath(path, color, rule):
            return object(kindName, [("path", .string(path.svgData)), ("color", color.json),
                                            ("rule", .string(rule.rawValue))])
        case let .strokePath(path, color, lineWidth, cap, join):
            return object(kindName, [("path", .string(path.svgData)), ("color", color.json),
                                              ("lineWidth", .number(lineWidth)), ("cap", .string(cap.rawValue)),
                                              ("join", .string(join.rawValue))])
        case .pushTransform(let t):
            return object(kindName, [("matrix", .array([t.a, t.b, t.c, t.d, t.tx, t.ty].map(JSONValue.number)))])
        case .pop:
            return object(kindName, [])
        }
    }

    private func object(_ type: String, _ members: [(String, JSONValue)]) -> JSONValue {
        .object([("type", .string(type))] + members)
    }
}

extension TextRun {
    /// `{"text", "family", "size", "weight", "italic", "color"?, "letterSpacing", "underline", "strikethrough"}`.
    public var json: JSONValue {
        let a = attributes
        var members: [(String, JSONValue)] = [("text", .string(text)), ("family", .string(a.family)),
                                              ("size", .number(a.size)), ("weight", .number(Double(a.weight.value))),
                                              ("italic", .bool(a.italic))]
        if let color = a.color { members.append(("color", color.json)) }
        members += [("letterSpacing", .number(a.letterSpacing)), ("underline", .bool(a.underline)),
                    ("strikethrough", .bool(a.strikethrough))]
        return .object(members)
    }
}

extension Rect {
    /// `[x, y, width, height]`.
    public var json: JSONValue { .array([minX, minY, width, height].map(JSONValue.number)) }
}

extension Point {
    /// `[x, y]`.
    public var json: JSONValue { .array([.number(x), .number(y)]) }
}

extension CornerRadii {
    /// `[topLeft, topRight, bottomRight, bottomLeft]`.
    public var json: JSONValue { .array([topLeft, topRight, bottomRight, bottomLeft].map(JSONValue.number)) }
}

extension Color {
    /// `"#RRGGBBAA"`.
    public var json: JSONValue { .string(description) }
}

extension VectorPath {
    /// The path as SVG path data (absolute commands: `M`, `L`, `Q`, `C`, `Z`), which
    /// `VectorPath(svg:)` reads back.
    public var svgData: String {
        var parts: [String] = []
        for element in elements {
            switch element {
            case .move(let p): parts.append("M\(p.x) \(p.y)")
            case .line(let p): parts.append("L\(p.x) \(p.y)")
            case let .quad(c, p): parts.append("Q\(c.x) \(c.y) \(p.x) \(p.y)")
            case let .cubic(c1, c2, p): parts.append("C\(c1.x) \(c1.y) \(c2.x) \(c2.y) \(p.x) \(p.y)")
            case .close: parts.append("Z")
            }
        }
        return parts.joined(separator: " ")
    }
}
