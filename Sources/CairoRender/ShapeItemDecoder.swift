import Render
import Typesetting
import JSONPaths

/// Decodes the shadow, gradient, per-edge border and vector path items (see `DisplayListDecoder`).
enum ShapeItemDecoder {
    /// `{"rect", "radii"?, "color"? (black), "offset"? [x, y], "blur"? (0), "opacity"? (1)}`.
    static func shadow(_ node: JSONNode) throws(DisplayListDecodingError) -> DisplayItem {
        let f = try node.object(allowing: ["type", "rect", "radii", "color", "offset", "blur", "opacity"])
        var shadow = Shadow(color: Color(red: 0, green: 0, blue: 0), offset: .zero, blur: 0, opacity: 1)
        if let v = f["color"] { shadow.color = try DisplayListDecoder.color(v) }
        if let v = f["offset"] {
            let offset = try v.numbers(count: 2)
            shadow.offset = Point(x: offset[0], y: offset[1])
        }
        if let v = f["blur"] {
            shadow.blur = try v.number()
            guard shadow.blur >= 0 else { throw v.fail("blur \(shadow.blur) must not be negative") }
        }
        if let v = f["opacity"] { shadow.opacity = try unit(v, "opacity") }
        return .shadow(try DisplayListDecoder.rect(f.required("rect", in: node)),
                       radii: try DisplayListDecoder.radii(f["radii"]), shadow: shadow)
    }

    /// `{"rect", "radii"?, "stops": [{"color", "location"}] | "colors": [c…], then "start"/"end"
    /// ([x, y] in the unit square, default top → bottom) or "angle" (CSS degrees)}`.
    static func gradient(_ node: JSONNode) throws(DisplayListDecodingError) -> DisplayItem {
        let f = try node.object(allowing: ["type", "rect", "radii", "stops", "colors", "start", "end", "angle"])
        var stops: [GradientStop] = []
        switch (f["stops"], f["colors"]) {
        case (let list?, nil):
            for stopNode in try list.array() {
                let s = try stopNode.object(allowing: ["color", "location"])
                stops.append(GradientStop(try DisplayListDecoder.color(s.required("color", in: stopNode)),
                                          at: try unit(s.required("location", in: stopNode), "location")))
            }
        case (nil, let list?):
            let nodes = try list.array()
            let last = Double(max(nodes.count - 1, 1))
            for (index, colorNode) in nodes.enumerated() {
                stops.append(GradientStop(try DisplayListDecoder.color(colorNode), at: Double(index) / last))
            }
        case (.some, .some):
            throw node.fail("give either 'stops' or 'colors', not both")
        case (nil, nil):
            throw DisplayListDecodingError(path: node.path.appending(key: "stops"), message: "missing (or give 'colors')")
        }
        guard !stops.isEmpty else { throw (f["stops"] ?? f["colors"]!).fail("a gradient needs at least one colour") }
        var direction = LinearGradient.Direction.points(start: Point(x: 0.5, y: 0), end: Point(x: 0.5, y: 1))
        if let angle = f["angle"] {
            guard f["start"] == nil, f["end"] == nil else { throw node.fail("give either 'angle' or 'start'/'end', not both") }
            direction = .angle(try angle.number())
        } else if f["start"] != nil || f["end"] != nil {
            let start = try f.required("start", in: node).numbers(count: 2)
            let end = try f.required("end", in: node).numbers(count: 2)
            direction = .points(start: Point(x: start[0], y: start[1]), end: Point(x: end[0], y: end[1]))
        }
        return .gradient(try DisplayListDecoder.rect(f.required("rect", in: node)),
                         radii: try DisplayListDecoder.radii(f["radii"]),
                         gradient: LinearGradient(stops: stops, direction: direction))
    }

    /// `{"rect", "top"?, "right"?, "bottom"?, "left"?}`, each side `{"width", "color"}`; at least one.
    static func borders(_ node: JSONNode) throws(DisplayListDecodingError) -> DisplayItem {
        let f = try node.object(allowing: ["type", "rect", "top", "right", "bottom", "left"])
        func side(_ key: String) throws(DisplayListDecodingError) -> BorderSide {
            guard let sideNode = f[key] else { return .none }
            let s = try sideNode.object(allowing: ["width", "color"])
            let widthNode = try s.required("width", in: sideNode)
            let width = try widthNode.number()
            guard width >= 0 else { throw widthNode.fail("width \(width) must not be negative") }
            return BorderSide(width: width, color: try DisplayListDecoder.color(s.required("color", in: sideNode)))
        }
        guard ["top", "right", "bottom", "left"].contains(where: { f[$0] != nil }) else {
            throw node.fail("give at least one of top, right, bottom, left")
        }
        return .borders(try DisplayListDecoder.rect(f.required("rect", in: node)),
                        Borders(top: try side("top"), right: try side("right"), bottom: try side("bottom"),
                                left: try side("left")))
    }

    /// `{"path": SVG path data, "color", "rule"?: "nonZero"|"evenOdd"}`.
    static func fillPath(_ node: JSONNode) throws(DisplayListDecodingError) -> DisplayItem {
        let f = try node.object(allowing: ["type", "path", "color", "rule"])
        return .fillPath(try path(f.required("path", in: node)),
                         color: try DisplayListDecoder.color(f.required("color", in: node)),
                         rule: try f["rule"]?.oneOf(FillRule.self) ?? .nonZero)
    }

    /// `{"path", "color", "lineWidth"? (1), "cap"?, "join"?}`.
    static func strokePath(_ node: JSONNode) throws(DisplayListDecodingError) -> DisplayItem {
        let f = try node.object(allowing: ["type", "path", "color", "lineWidth", "cap", "join"])
        var lineWidth = 1.0
        if let v = f["lineWidth"] {
            lineWidth = try v.number()
            guard lineWidth > 0 else { throw v.fail("lineWidth \(lineWidth) must be positive") }
        }
        return .strokePath(try path(f.required("path", in: node)),
                           color: try DisplayListDecoder.color(f.required("color", in: node)), lineWidth: lineWidth,
                           cap: try f["cap"]?.oneOf(LineCap.self) ?? .butt,
                           join: try f["join"]?.oneOf(LineJoin.self) ?? .miter)
    }

    /// SVG path data, its syntax errors reported at the JSON path.
    private static func path(_ node: JSONNode) throws(DisplayListDecodingError) -> VectorPath {
        let data = try node.string()
        do {
            return try VectorPath(svg: data)
        } catch {
            throw node.fail(error.description)
        }
    }

    /// A number within 0...1.
    private static func unit(_ node: JSONNode, _ name: String) throws(DisplayListDecodingError) -> Double {
        let value = try node.number()
        guard (0...1).contains(value) else { throw node.fail("\(name) \(value) is not within 0...1") }
        return value
    }
}
