import Render
import Typesetting

/// The headless dump's words for shadows, gradients and per-edge borders, e.g.
/// ` shadow(0,4 blur 12 @0.2) borders(top=1)`.
enum PrimitiveLine {
    /// The segment appended to a view's line (empty when the view has none of these).
    static func describe(_ props: ViewProps) -> String {
        var line = ""
        if let shadow = props.shadow {
            line += " shadow(\(formatPoints(shadow.offset.x)),\(formatPoints(shadow.offset.y)) blur \(formatPoints(shadow.blur)) @\(formatPoints(shadow.opacity)))"
        }
        if let gradient = props.gradient {
            let colors = gradient.stops.map { "\($0.color.description)@\(formatPoints($0.location))" }.joined(separator: " ")
            switch gradient.direction {
            case .angle(let degrees): line += " gradient(\(formatPoints(degrees))° \(colors))"
            case let .points(start, end):
                line += " gradient(\(formatPoints(start.x)),\(formatPoints(start.y))→\(formatPoints(end.x)),\(formatPoints(end.y)) \(colors))"
            }
        }
        if let borders = props.edgeBorders {
            let names = ["top", "right", "bottom", "left"]
            let sides = zip(names, borders.sides).filter { $0.1.isVisible }
                .map { "\($0.0)=\(formatPoints($0.1.width))" }
            if !sides.isEmpty { line += " borders(\(sides.joined(separator: " ")))" }
        }
        return line
    }
}

/// The headless dump's words for a view's content, e.g. ` "Sign in"`, ` image(avatar)`,
/// ` switch=on disabled`, ` field("anna") focused`.
enum ContentLine {
    static func describe(_ content: ViewContent) -> String {
        switch content {
        case .none:
            return ""
        case .text(let text):
            return " \"\(text.string)\""
        case .image(let image):
            return " image(\(image.assetFolder == nil ? "" : "asset:")\(image.source))"
        case .progressRing(let ring):
            return " progress=\(formatPoints(ring.progress))"
        case .custom(let leaf):
            return " custom(\(leaf.leaf.kind))"
        case .shape(let shape):
            var parts = ["\(shape.path.elements.count) steps in \(formatPoints(shape.viewBox.width))×\(formatPoints(shape.viewBox.height))"]
            if shape.fill != nil { parts.append(shape.fillRule == .evenOdd ? "fill evenOdd" : "fill") }
            if shape.stroke != nil { parts.append("stroke \(formatPoints(shape.lineWidth))") }
            return " path(\(parts.joined(separator: ", ")))"
        case .toggle(let toggle):
            return (toggle.isOn ? " switch=on" : " switch=off") + (toggle.isEnabled ? "" : " disabled")
        case .activityIndicator(let indicator):
            return " spinner(t=\(formatPoints(indicator.time)) head=\(indicator.headSpoke))"
        case .textField(let field):
            var line = field.isPlaceholder ? " field(placeholder \"\(field.text.string)\")" : " field(\"\(field.text.string)\")"
            if field.style != .singleLine { line += " \(field.style.rawValue)" }
            if !field.traits.description.isEmpty { line += " \(field.traits.description)" }
            if field.isFocused { line += " focused" }
            if let editing = field.editing, field.isFocused, !editing.selection.isEmpty { line += " selection" }
            if field.error != nil { line += " error" }
            if !field.isEnabled { line += " disabled" }
            return line
        }
    }

    /// Whether the content's words come before the decorations' (texts, images, rings and
    /// custom leaves) or after them (shapes, switches, spinners, fields): the dump's fixed order.
    static func precedesDecorations(_ content: ViewContent) -> Bool {
        switch content {
        case .none, .text, .image, .progressRing, .custom: true
        case .shape, .toggle, .activityIndicator, .textField: false
        }
    }
}

/// `text` made safe for a one-line, double-quoted dump or transcript: backslashes, quotes and
/// line breaks escaped (`\\`, `\"`, `\n`).
public func escapedForLine(_ text: String) -> String {
    var result = ""
    for character in text {
        switch character {
        case "\\": result += "\\\\"
        case "\"": result += "\\\""
        case "\n": result += "\\n"
        default: result.append(character)
        }
    }
    return result
}
