import Foundation
import Render
import Typesetting
import JSONPaths

/// Decodes one element of `items` (see `DisplayListDecoder`).
struct ItemDecoder {
    let baseDirectory: URL?

    static let types = ["fill", "stroke", "border", "text", "image", "arc", "shadow", "gradient", "borders", "fillPath",
                        "strokePath", "pushClip", "pushOpacity", "pushTransform", "pop"]

    func item(_ node: JSONNode) throws(DisplayListDecodingError) -> DisplayItem {
        guard case .object = node.value else { throw node.fail("expected an object, got \(node.value.kindDescription)") }
        guard let typeValue = node.value["type"] else {
            throw DisplayListDecodingError(path: node.path.appending(key: "type"), message: "missing")
        }
        let typeNode = JSONNode(value: typeValue, path: node.path.appending(key: "type"))
        let type = try typeNode.string()
        switch type {
        case "fill":
            let f = try node.object(allowing: ["type", "rect", "radii", "color"])
            return .fill(try DisplayListDecoder.rect(f.required("rect", in: node)),
                         radii: try DisplayListDecoder.radii(f["radii"]),
                         color: try DisplayListDecoder.color(f.required("color", in: node)))
        case "stroke":
            let f = try node.object(allowing: ["type", "rect", "radii", "color", "lineWidth"])
            return .stroke(try DisplayListDecoder.rect(f.required("rect", in: node)),
                           radii: try DisplayListDecoder.radii(f["radii"]),
                           color: try DisplayListDecoder.color(f.required("color", in: node)),
                           lineWidth: try f["lineWidth"]?.number() ?? 1)
        case "border":
            let f = try node.object(allowing: ["type", "rect", "radii", "color", "width"])
            return .border(try DisplayListDecoder.rect(f.required("rect", in: node)),
                           radii: try DisplayListDecoder.radii(f["radii"]),
                           color: try DisplayListDecoder.color(f.required("color", in: node)),
                           width: try f["width"]?.number() ?? 1)
        case "text":
            return try TextItemDecoder.text(node)
        case "image":
            return try image(node)
        case "arc":
            return try arc(node)
        case "shadow":
            return try ShapeItemDecoder.shadow(node)
        case "gradient":
            return try ShapeItemDecoder.gradient(node)
        case "borders":
            return try ShapeItemDecoder.borders(node)
        case "fillPath":
            return try ShapeItemDecoder.fillPath(node)
        case "strokePath":
            return try ShapeItemDecoder.strokePath(node)
        case "pushClip":
            let f = try node.object(allowing: ["type", "rect", "radii"])
            return .pushClip(try DisplayListDecoder.rect(f.required("rect", in: node)),
                             radii: try DisplayListDecoder.radii(f["radii"]))
        case "pushOpacity":
            let f = try node.object(allowing: ["type", "opacity"])
            let opacityNode = try f.required("opacity", in: node)
            let opacity = try opacityNode.number()
            guard (0...1).contains(opacity) else { throw opacityNode.fail("opacity \(opacity) is not within 0...1") }
            return .pushOpacity(opacity)
        case "pushTransform":
            return .pushTransform(try transform(node))
        case "pop":
            _ = try node.object(allowing: ["type"])
            return .pop
        default:
            throw typeNode.fail("unknown primitive '\(type)' (expected one of: \(ItemDecoder.types.joined(separator: ", ")))")
        }
    }

    /// `path` (a PNG file), `base64` (PNG bytes) or `asset` (a name in the `assets` folder, by
    /// default the JSON file's directory) — exactly one of them.
    private func image(_ node: JSONNode) throws(DisplayListDecodingError) -> DisplayItem {
        let f = try node.object(allowing: ["type", "frame", "path", "base64", "asset", "assets", "contentMode", "radii"])
        let given = ["path", "base64", "asset"].filter { f[$0] != nil }
        guard given.count == 1, let key = given.first, let value = f[key] else {
            if given.isEmpty {
                throw DisplayListDecodingError(path: node.path.appending(key: "path"), message: "missing (or give 'base64' or 'asset')")
            }
            throw node.fail("give one of 'path', 'base64' or 'asset', not \(given.map { "'\($0)'" }.joined(separator: " and "))")
        }
        if key != "asset", let folder = f["assets"] { throw folder.fail("'assets' only goes with 'asset'") }
        let source: ImageSource
        switch key {
        case "path":
            source = .path(resolved(try value.string()))
        case "base64":
            guard let data = Data(base64Encoded: try value.string()) else { throw value.fail("not valid base64") }
            source = .bytes(Array(data))
        default:
            let name = try value.string()
            guard !name.isEmpty, !name.contains("/"), !name.hasSuffix(".png") else {
                throw value.fail("'\(name)' is not an asset name (the file name without @2x/@3x and .png, no folders)")
            }
            let folder = try f["assets"]?.string() ?? "."
            source = .asset(name: name, folder: resolved(folder))
        }
        return .image(source, frame: try DisplayListDecoder.rect(f.required("frame", in: node)),
                      contentMode: try f["contentMode"]?.oneOf(ContentMode.self) ?? .fill,
                      radii: try DisplayListDecoder.radii(f["radii"]))
    }

    /// `path` against the JSON file's directory unless it is absolute.
    private func resolved(_ path: String) -> String {
        guard let baseDirectory, !path.hasPrefix("/") else { return path }
        return path == "." ? baseDirectory.path : baseDirectory.appendingPathComponent(path).path
    }

    /// `{"center": [x, y], "radius": r, "startAngle": a, "endAngle": b, "color": c, "lineWidth": w?,
    /// "cap": "butt"|"round"?}` — angles in radians clockwise from 12 o'clock.
    private func arc(_ node: JSONNode) throws(DisplayListDecodingError) -> DisplayItem {
        let f = try node.object(allowing: ["type", "center", "radius", "startAngle", "endAngle", "color", "lineWidth", "cap"])
        let center = try f.required("center", in: node).numbers(count: 2)
        let radiusNode = try f.required("radius", in: node)
        let radius = try radiusNode.number()
        guard radius > 0 else { throw radiusNode.fail("radius \(radius) must be positive") }
        var lineWidth = 1.0
        if let lineWidthNode = f["lineWidth"] {
            lineWidth = try lineWidthNode.number()
            guard lineWidth > 0 else { throw lineWidthNode.fail("lineWidth \(lineWidth) must be positive") }
        }
        return .arc(center: Point(x: center[0], y: center[1]), radius: radius,
                    startAngle: try f.required("startAngle", in: node).number(),
                    endAngle: try f.required("endAngle", in: node).number(),
                    color: try DisplayListDecoder.color(f.required("color", in: node)),
                    lineWidth: lineWidth, cap: try f["cap"]?.oneOf(LineCap.self) ?? .butt)
    }

    /// `{"matrix": [a, b, c, d, tx, ty]}`, `{"translate": [x, y]}`, `{"scale": [x, y]}` or
    /// `{"rotate": radians}` — exactly one of them.
    private func transform(_ node: JSONNode) throws(DisplayListDecodingError) -> Render.AffineTransform {
        let f = try node.object(allowing: ["type", "matrix", "translate", "scale", "rotate"])
        let given = ["matrix", "translate", "scale", "rotate"].filter { f[$0] != nil }
        guard given.count == 1, let key = given.first, let value = f[key] else {
            throw node.fail("give exactly one of matrix, translate, scale, rotate")
        }
        switch key {
        case "matrix":
            let m = try value.numbers(count: 6)
            return Render.AffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5])
        case "translate":
            let t = try value.numbers(count: 2)
            return .translation(x: t[0], y: t[1])
        case "scale":
            let s = try value.numbers(count: 2)
            return .scale(x: s[0], y: s[1])
        default:
            return .rotation(try value.number())
        }
    }
}
