import Render
import Typesetting

/// The headless dump's words for shadows, gradients, per-edge borders, shapes, switches,
/// activity indicators and text fields, e.g. ` shadow(0,4 blur 12 @0.2) switch=on disabled`.
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
        if let shape = props.shape {
            var parts = ["\(shape.path.elements.count) steps in \(formatPoints(shape.viewBox.width))×\(formatPoints(shape.viewBox.height))"]
            if shape.fill != nil { parts.append(shape.fillRule == .evenOdd ? "fill evenOdd" : "fill") }
            if shape.stroke != nil { parts.append("stroke \(formatPoints(shape.lineWidth))") }
            line += " path(\(parts.joined(separator: ", ")))"
        }
        if let toggle = props.toggle {
            line += toggle.isOn ? " switch=on" : " switch=off"
            if !toggle.isEnabled { line += " disabled" }
        }
        if let indicator = props.activityIndicator {
            line += " spinner(t=\(formatPoints(indicator.time)) head=\(indicator.headSpoke))"
        }
        if let field = props.textField {
            line += field.isPlaceholder ? " field(placeholder \"\(field.text.string)\")" : " field(\"\(field.text.string)\")"
            if field.style != .singleLine { line += " \(field.style.rawValue)" }
            if !field.traits.description.isEmpty { line += " \(field.traits.description)" }
            if field.isFocused { line += " focused" }
            if let editing = field.editing, field.isFocused, !editing.selection.isEmpty { line += " selection" }
            if field.error != nil { line += " error" }
            if !field.isEnabled { line += " disabled" }
        }
        return line
    }
}
