import Flexbox

/// A problem the layout pass found in its input and worked around, naming the element and the
/// property. Diagnostics describe the whole tree of each pass (unchanged elements included).
public struct LayoutDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// The element, from below the root down: each element's key, or its index among its
    /// parent's children when it has none. Empty for the root.
    public var path: [ElementPathComponent]
    /// The style key as the case-file schema spells it (`width`, `marginLeft`, `flexGrow`), or
    /// `frame` for a frame the engine computed from other non-finite input (a measurer's size).
    public var property: String
    /// The value as given.
    public var value: Double
    /// What layout used instead, e.g. `auto` or `1000000`.
    public var replacement: String

    public init(path: [ElementPathComponent], property: String, value: Double, replacement: String) {
        self.path = path
        self.property = property
        self.value = value
        self.replacement = replacement
    }

    /// A tree of `depth` levels, deeper than `LayoutSession.maximumDepth`: nothing was laid out.
    /// Its property is `depth`, its value the depth, its replacement `nothing`.
    public static func tooDeep(_ depth: Int) -> LayoutDiagnostic {
        LayoutDiagnostic(path: [], property: depthProperty, value: Double(depth), replacement: "nothing")
    }

    /// The property of `tooDeep` diagnostics (no style key is spelt so).
    static let depthProperty = "depth"

    /// Whether this is a `tooDeep` diagnostic: the tree was refused, nothing was laid out.
    public var isTooDeep: Bool { path.isEmpty && property == Self.depthProperty }

    /// E.g. `list/row-3/[0] width: inf, used auto`, or for a tree over the depth limit
    /// `the screen is 20,006 levels deep; at most 20,000 are laid out`.
    public var description: String {
        if isTooDeep {
            return "the screen is \(grouped(Int(value))) levels deep; at most \(grouped(LayoutSession.maximumDepth)) are laid out"
        }
        let element = path.isEmpty ? "root" : path.map(\.description).joined(separator: "/")
        return "\(element) \(property): \(value), used \(replacement)"
    }

    /// `20006` as `20,006`.
    private func grouped(_ number: Int) -> String {
        var digits = String(number.magnitude)
        var groups: [Substring] = []
        while digits.count > 3 {
            groups.insert(digits.suffix(3), at: 0)
            digits.removeLast(3)
        }
        groups.insert(Substring(digits), at: 0)
        return (number < 0 ? "-" : "") + groups.joined(separator: ",")
    }
}

/// One step of an element path: the element's key, or its index among its siblings.
public enum ElementPathComponent: Hashable, Sendable, CustomStringConvertible {
    case key(ElementKey)
    case index(Int)

    /// The key as is; an index as `[i]`.
    public var description: String {
        switch self {
        case .key(let key): return key.description
        case .index(let index): return "[\(index)]"
        }
    }
}

/// The rule for numbers in styles: every length and flex factor the engine gets is finite and at
/// most `limit` in magnitude, so sums and pixel snapping cannot overflow into infinite or NaN
/// frames. A non-finite value falls back to the property's default (`auto` or unset); a finite one
/// beyond the limit is clamped to it.
enum StyleValidation {
    /// The largest magnitude of a length (points or percent) or a flex factor.
    static let limit: Float = 1_000_000

    /// Repairs `style` in place and reports each property it changed as (key, value, replacement).
    static func repair(_ style: inout Style, report: (String, Float, String) -> Void) {
        // Names are autoclosures: building 36 property names per node on every pass, when almost
        // every style is fine, cost more than the whole check.
        func length(_ name: @autoclosure () -> String, _ value: inout Length, default fallback: Length) {
            switch value {
            case .points(let number):
                guard let fixed = fixed(number) else { return }
                value = fixed.map(Length.points) ?? fallback
                report(name(), number, describe(value))
            case .percent(let number):
                guard let fixed = fixed(number) else { return }
                value = fixed.map(Length.percent) ?? fallback
                report(name(), number, describe(value))
            case .undefined, .auto, .maxContent, .fitContent, .stretch:
                return
            }
        }
        func factor(_ name: String, _ value: inout Float?) {
            guard let number = value, let fixed = fixed(number) else { return }
            value = fixed
            report(name, number, fixed.map { "\($0)" } ?? "unset")
        }
        func edges(_ prefix: String, _ suffix: String, _ edges: inout Edges) {
            func name(_ edge: String) -> String { prefix.isEmpty ? edge.lowercased() : prefix + edge + suffix }
            length(name("Left"), &edges.left, default: .undefined)
            length(name("Top"), &edges.top, default: .undefined)
            length(name("Right"), &edges.right, default: .undefined)
            length(name("Bottom"), &edges.bottom, default: .undefined)
            length(name("Start"), &edges.start, default: .undefined)
            length(name("End"), &edges.end, default: .undefined)
            length((prefix.isEmpty ? "inset" : prefix) + "Horizontal" + suffix, &edges.horizontal, default: .undefined)
            length((prefix.isEmpty ? "inset" : prefix) + "Vertical" + suffix, &edges.vertical, default: .undefined)
            length((prefix.isEmpty ? "inset" : prefix) + suffix, &edges.all, default: .undefined)
        }
        length("width", &style.width, default: .auto)
        length("height", &style.height, default: .auto)
        length("minWidth", &style.minWidth, default: .undefined)
        length("minHeight", &style.minHeight, default: .undefined)
        length("maxWidth", &style.maxWidth, default: .undefined)
        length("maxHeight", &style.maxHeight, default: .undefined)
        length("flexBasis", &style.flexBasis, default: .auto)
        length("gap", &style.gap, default: .undefined)
        length("rowGap", &style.rowGap, default: .undefined)
        length("columnGap", &style.columnGap, default: .undefined)
        edges("margin", "", &style.margin)
        edges("padding", "", &style.padding)
        edges("border", "Width", &style.border)
        edges("", "", &style.inset)
        factor("flex", &style.flex)
        factor("flexGrow", &style.flexGrow)
        factor("flexShrink", &style.flexShrink)
        factor("aspectRatio", &style.aspectRatio)
    }

    /// `nil` when `number` is fine; otherwise `.some(nil)` for a non-finite number (use the
    /// default) or `.some(clamped)`.
    private static func fixed(_ number: Float) -> Float?? {
        guard number.isFinite else { return .some(nil) }
        guard abs(number) > limit else { return nil }
        return .some(number < 0 ? -limit : limit)
    }

    private static func describe(_ length: Length) -> String {
        switch length {
        case .points(let value): return "\(value)"
        case .percent(let value): return "\(value)%"
        case .auto: return "auto"
        case .undefined: return "unset"
        case .maxContent: return "max-content"
        case .fitContent: return "fit-content"
        case .stretch: return "stretch"
        }
    }
}
