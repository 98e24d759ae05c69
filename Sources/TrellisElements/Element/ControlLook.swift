import Render
import Typesetting

/// The interaction state of a control, as the Props say it (a pressed button, a disabled action).
public enum ControlState: String, Hashable, Sendable, CaseIterable, Codable {
    case normal
    case pressed
    case disabled
}

/// How an element looks in one `ControlState`: each given value replaces the element's own.
public struct ControlLook: Hashable, Sendable {
    /// Replaces the background colour.
    public var background: ThemedColor?
    /// Replaces the colour of a text element (its spans keep theirs).
    public var foreground: ThemedColor?
    /// Replaces the border colour (when the element has a border).
    public var borderColor: ThemedColor?
    /// Multiplies the element's opacity.
    public var opacity: Double?

    public init(background: ThemedColor? = nil, foreground: ThemedColor? = nil, borderColor: ThemedColor? = nil,
                opacity: Double? = nil) {
        self.background = background
        self.foreground = foreground
        self.borderColor = borderColor
        self.opacity = opacity
    }

    /// UIKit's highlighted system button: dimmed to 0.6.
    public static let pressed = ControlLook(opacity: 0.6)
    /// A disabled control: faded to 0.4.
    public static let disabled = ControlLook(opacity: 0.4)
    /// No change.
    public static let unchanged = ControlLook()
}

extension ElementConvertible {
    /// The look of `state`: the normal element as built, or it with the `pressed` / `disabled`
    /// look applied. Driven by Props (a pure function of `state`), so every state has a snapshot.
    ///
    /// ```swift
    /// Text("Buy").padding(12).background(.accent)
    ///     .look(props.buy == nil ? .disabled : .normal, pressed: ControlLook(background: .accentPressed))
    /// ```
    public func look(_ state: ControlState, pressed: ControlLook = .pressed, disabled: ControlLook = .disabled) -> Element {
        let look: ControlLook
        switch state {
        case .normal: return element
        case .pressed: look = pressed
        case .disabled: look = disabled
        }
        return modified { element in
            if let background = look.background { element.appearance.background = background }
            if let color = look.borderColor, let border = element.appearance.border {
                element.appearance.border = Border(width: border.width, color: color)
            }
            if let opacity = look.opacity, opacity.isFinite {
                element.appearance.opacity = min(max(element.appearance.opacity * opacity, 0), 1)
            }
            if let foreground = look.foreground, case .text(var text) = element.content {
                text.style.color = foreground
                element.content = .text(text)
            }
        }
    }
}
