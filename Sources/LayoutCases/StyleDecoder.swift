import Flexbox
import JSONPaths

/// Applies a JSON style object (React Native / Yoga-JS camelCase keys, CSS-spelled values)
/// to a `Style`.
public enum StyleDecoder {
    /// Which values a length key accepts.
    enum LengthKind {
        /// Points, percentages, `auto` and the content keywords (sizes, flex basis).
        case size
        /// Points, percentages and the content keywords (min/max sizes).
        case bound
        /// Points, percentages and `auto` (margins, insets).
        case autoAllowed
        /// Points and percentages (padding, gaps).
        case plain
        /// Points only (borders).
        case points
    }

    typealias Setter = @Sendable (inout Style, JSONValue, JSONPath) throws(CaseError) -> Void

    /// Applies every key of `json` to `style`.
    public static func apply(_ json: JSONValue, to style: inout Style, path: JSONPath) throws(CaseError) {
        guard case .object(let members) = json else { throw CaseError(path, "expected an object, got \(json.summary)") }
        for (key, value) in members {
            guard let setter = setters[key] else {
                throw CaseError(path.appending(key: key), "unknown style key")
            }
            try setter(&style, value, path.appending(key: key))
        }
    }

    static func length(_ json: JSONValue, _ path: JSONPath, _ kind: LengthKind) throws(CaseError) -> Length {
        switch json {
        case .number(let value):
            return .points(try CaseDecoder.float(value, path))
        case .string(let text):
            if text.hasSuffix("%"), kind != .points, let value = Double(text.dropLast()) {
                return .percent(try CaseDecoder.float(value, path))
            }
            switch (text, kind) {
            case ("auto", .size), ("auto", .autoAllowed): return .auto
            case ("max-content", .size), ("max-content", .bound): return .maxContent
            case ("fit-content", .size), ("fit-content", .bound): return .fitContent
            case ("stretch", .size), ("stretch", .bound): return .stretch
            default: break
            }
            let accepted: String
            switch kind {
            case .size: accepted = "a number, \"N%\", \"auto\", \"max-content\", \"fit-content\" or \"stretch\""
            case .bound: accepted = "a number, \"N%\", \"max-content\", \"fit-content\" or \"stretch\""
            case .autoAllowed: accepted = "a number, \"N%\" or \"auto\""
            case .plain: accepted = "a number or \"N%\""
            case .points: accepted = "a number"
            }
            throw CaseError(path, "expected \(accepted), got \(json.summary)")
        default:
            throw CaseError(path, kind == .points ? "expected a number, got \(json.summary)"
                            : "expected a number or a string, got \(json.summary)")
        }
    }

    static func number(_ json: JSONValue, _ path: JSONPath) throws(CaseError) -> Float {
        try CaseDecoder.number(json, path)
    }

    /// Sets a keyword property from its CSS spelling.
    static func keywordSetter<E: RawRepresentable & CaseIterable & Sendable>(_ key: WritableKeyPath<Style, E> & Sendable)
        -> Setter where E.RawValue == String {
        { (style: inout Style, json: JSONValue, path: JSONPath) throws(CaseError) in
            style[keyPath: key] = try CaseDecoder.enumValue(json, path, E.self)
        }
    }

    /// Sets a number property (flex factors).
    static func numberSetter(_ key: WritableKeyPath<Style, Float?> & Sendable) -> Setter {
        { (style: inout Style, json: JSONValue, path: JSONPath) throws(CaseError) in style[keyPath: key] = try number(json, path) }
    }

    static func lengthSetter(_ kind: LengthKind, _ set: @escaping @Sendable (inout Style, Length) -> Void) -> Setter {
        { (style: inout Style, json: JSONValue, path: JSONPath) throws(CaseError) in set(&style, try length(json, path, kind)) }
    }

    static func edgeSetters(_ prefix: String, _ suffix: String, _ kind: LengthKind,
                            _ edges: WritableKeyPath<Style, Edges> & Sendable) -> [(String, Setter)] {
        let parts: [(String, WritableKeyPath<Edges, Length> & Sendable)] = [
            ("Left", \.left), ("Top", \.top), ("Right", \.right), ("Bottom", \.bottom), ("Start", \.start),
            ("End", \.end), ("Horizontal", \.horizontal), ("Vertical", \.vertical), ("", \.all),
        ]
        return parts.map { name, edge in
            (prefix + name + suffix, lengthSetter(kind) { $0[keyPath: edges][keyPath: edge] = $1 })
        }
    }

    static let setters: [String: Setter] = {
        var table: [String: Setter] = [
            "direction": keywordSetter(\.direction),
            "flexDirection": keywordSetter(\.flexDirection),
            "justifyContent": keywordSetter(\.justifyContent),
            "alignItems": keywordSetter(\.alignItems),
            "alignSelf": keywordSetter(\.alignSelf),
            "alignContent": keywordSetter(\.alignContent),
            "flexWrap": keywordSetter(\.flexWrap),
            "position": keywordSetter(\.position),
            "display": keywordSetter(\.display),
            "overflow": keywordSetter(\.overflow),
            "boxSizing": keywordSetter(\.boxSizing),
            "flex": numberSetter(\.flex),
            "flexGrow": numberSetter(\.flexGrow),
            "flexShrink": numberSetter(\.flexShrink),
            "aspectRatio": { (s: inout Style, j: JSONValue, p: JSONPath) throws(CaseError) in
                let ratio = try number(j, p)
                guard ratio >= 0 else { throw CaseError(p, "expected a non-negative number, got \(j.summary)") }
                // A degenerate ratio (0 or infinite) acts as unset, as in CSS.
                s.aspectRatio = ratio == 0 || ratio.isInfinite ? nil : ratio
            },
            "flexBasis": lengthSetter(.size) { $0.flexBasis = $1 },
            "width": lengthSetter(.size) { $0.width = $1 },
            "height": lengthSetter(.size) { $0.height = $1 },
            "minWidth": lengthSetter(.bound) { $0.minWidth = $1 },
            "minHeight": lengthSetter(.bound) { $0.minHeight = $1 },
            "maxWidth": lengthSetter(.bound) { $0.maxWidth = $1 },
            "maxHeight": lengthSetter(.bound) { $0.maxHeight = $1 },
            "left": lengthSetter(.autoAllowed) { $0.inset.left = $1 },
            "top": lengthSetter(.autoAllowed) { $0.inset.top = $1 },
            "right": lengthSetter(.autoAllowed) { $0.inset.right = $1 },
            "bottom": lengthSetter(.autoAllowed) { $0.inset.bottom = $1 },
            "start": lengthSetter(.autoAllowed) { $0.inset.start = $1 },
            "end": lengthSetter(.autoAllowed) { $0.inset.end = $1 },
            "gap": lengthSetter(.plain) { $0.gap = $1 },
            "rowGap": lengthSetter(.plain) { $0.rowGap = $1 },
            "columnGap": lengthSetter(.plain) { $0.columnGap = $1 },
        ]
        for (key, setter) in edgeSetters("margin", "", .autoAllowed, \.margin)
            + edgeSetters("padding", "", .plain, \.padding)
            + edgeSetters("border", "Width", .points, \.border)
            where !["borderHorizontalWidth", "borderVerticalWidth"].contains(key) {
            table[key] = setter
        }
        return table
    }()
}
