import Foundation
import JSONPaths
import Render
import Typesetting

/// Decodes the JSON display-list format of `trellis draw` (documented in the README, section
/// "Text and rendering"). Strict: unknown keys and primitives are errors naming their JSON path.
public enum DisplayListDecoder {
    /// Decodes `data`. Relative image paths are resolved against `baseDirectory` (the JSON file's
    /// directory) when given. O(document size).
    public static func decode(_ data: Data, baseDirectory: URL? = nil) throws(DisplayListDecodingError) -> DisplayList {
        let value: JSONValue
        do {
            value = try JSONValue(parsing: data)
        } catch {
            throw DisplayListDecodingError(path: .root, message: "malformed JSON (\(error))")
        }
        let root = JSONNode(value: value, path: .root)
        let fields = try root.object(allowing: ["size", "background", "items"])
        let sizeNode = try fields.required("size", in: root)
        let size = try sizeNode.numbers(count: 2)
        guard size.allSatisfy({ $0 > 0 }) else { throw sizeNode.fail("width and height must be positive") }
        var list = DisplayList(size: Size(width: size[0], height: size[1]))
        if let background = fields["background"] { list.background = try color(background) }
        let items = ItemDecoder(baseDirectory: baseDirectory)
        for node in try fields.required("items", in: root).array() {
            list.items.append(try items.item(node))
        }
        return list
    }

    static func color(_ node: JSONNode) throws(DisplayListDecodingError) -> Color {
        let text = try node.string()
        guard let color = Color(hex: text) else { throw node.fail("'\(text)' is not a #RGB, #RRGGBB or #RRGGBBAA colour") }
        return color
    }

    /// `[x, y, width, height]`.
    static func rect(_ node: JSONNode) throws(DisplayListDecodingError) -> Rect {
        let v = try node.numbers(count: 4)
        guard v[2] >= 0, v[3] >= 0 else { throw node.fail("width and height must not be negative") }
        return Rect(x: v[0], y: v[1], width: v[2], height: v[3])
    }

    /// A number (all corners) or `[topLeft, topRight, bottomRight, bottomLeft]`.
    static func radii(_ node: JSONNode?) throws(DisplayListDecodingError) -> CornerRadii {
        guard let node else { return .zero }
        if case .number(let all) = node.value { return CornerRadii(all) }
        let v = try node.numbers(count: 4)
        return CornerRadii(topLeft: v[0], topRight: v[1], bottomRight: v[2], bottomLeft: v[3])
    }
}
