import Render
import Typesetting

/// A text field's content: what it holds, what it says when empty, and its state.
public struct TextFieldContent: Hashable, Sendable {
    public var value: String
    /// Shown (in the secondary label colour) while `value` is empty.
    public var placeholder: String
    /// Focused fields get an accent outline and a caret after the value.
    public var isFocused: Bool
    /// Disabled fields are drawn at half opacity.
    public var isEnabled: Bool
    /// Font size in points before Dynamic Type.
    public var fontSize: Double

    public init(value: String, placeholder: String = "", isFocused: Bool = false, isEnabled: Bool = true,
                fontSize: Double = 17) {
        self.value = value
        self.placeholder = placeholder
        self.isFocused = isFocused
        self.isEnabled = isEnabled
        self.fontSize = fontSize
    }
}

/// A one-line text input drawn like a rounded-rect iOS field: a box in the background colour with a
/// 1 pt separator outline, the value (or the placeholder) inside 12 pt insets, vertically centred;
/// focused: a 2 pt accent outline and a caret after the value; disabled: half opacity. Value, focus and enabled state
/// come from the Props (editing is the host's business: the UIKit host uses a `UITextField`).
/// Stretches to the width it is offered; its height is one line plus 11 pt above and below.
///
/// ```swift
/// TextField(value: props.username, placeholder: "Username", isFocused: props.focus == .username)
/// ```
public struct TextField: ElementConvertible, Sendable, Equatable {
    public var content: TextFieldContent

    public init(value: String, placeholder: String = "", isFocused: Bool = false, isEnabled: Bool = true,
                fontSize: Double = 17) {
        content = TextFieldContent(value: value, placeholder: placeholder, isFocused: isFocused,
                                   isEnabled: isEnabled, fontSize: fontSize)
    }

    public var element: Element {
        Element(content: .textField(content))
    }
}

/// A text field as a host draws it: the shown text resolved (Dynamic Type, colours, alignment)
/// and measured once, so drawing needs no measurer.
public struct ResolvedTextField: Hashable, Sendable {
    /// The value, or the placeholder when the value is empty.
    public var text: AttributedText
    /// The placeholder string (shown when the value is empty; hosts with their own field keep it).
    public var placeholder: String
    public var isPlaceholder: Bool
    public var isFocused: Bool
    public var isEnabled: Bool
    /// Width of the value on one line (0 for a placeholder): where the caret goes.
    public var valueWidth: Double
    /// Height of one line of the text.
    public var lineHeight: Double
    public var background: Color
    /// The outline of an unfocused field.
    public var outline: Color
    public var accent: Color
    /// True in right-to-left layouts: text and caret start at the right.
    public var rightToLeft: Bool

    public init(text: AttributedText, placeholder: String, isPlaceholder: Bool, isFocused: Bool, isEnabled: Bool, valueWidth: Double,
                lineHeight: Double, background: Color, outline: Color, accent: Color, rightToLeft: Bool) {
        self.text = text
        self.placeholder = placeholder
        self.isPlaceholder = isPlaceholder
        self.isFocused = isFocused
        self.isEnabled = isEnabled
        self.valueWidth = valueWidth
        self.lineHeight = lineHeight
        self.background = background
        self.outline = outline
        self.accent = accent
        self.rightToLeft = rightToLeft
    }

    /// Horizontal inset of the text in points.
    public static let horizontalInset = 12.0
    /// Space above and below the line in points.
    public static let verticalInset = 11.0
    /// Corner radius of the box.
    public static let cornerRadius = 10.0
    /// Width of the focus outline and of the caret.
    public static let focusWidth = 2.0
    /// Width of an unfocused field's outline.
    public static let outlineWidth = 1.0

    /// Where the text line is drawn in `frame`: inside the horizontal insets, vertically centred.
    public func textFrame(in frame: Rect) -> Rect {
        Rect(x: frame.minX + Self.horizontalInset, y: frame.midY - lineHeight / 2,
             width: max(frame.width - 2 * Self.horizontalInset, 0), height: lineHeight)
    }

    /// The caret of a focused field: after the value (clamped to the text frame), as tall as a line.
    public func caretFrame(in frame: Rect) -> Rect {
        let line = textFrame(in: frame)
        let advance = min(isPlaceholder ? 0 : valueWidth, line.width)
        let x = rightToLeft ? line.maxX - advance - Self.focusWidth : line.minX + advance
        return Rect(x: x, y: line.minY, width: Self.focusWidth, height: line.height)
    }

    /// Box, text, outline (accent when focused), then a focused field's caret; disabled in a
    /// half-opacity group. O(1).
    public func displayItems(in frame: Rect) -> [DisplayItem] {
        guard !frame.isEmpty else { return [] }
        let radii = CornerRadii(Self.cornerRadius)
        var items: [DisplayItem] = [.fill(frame, radii: radii, color: background), .text(text, frame: textFrame(in: frame))]
        if isFocused {
            items.append(.border(frame, radii: radii, color: accent, width: Self.focusWidth))
            items.append(.fill(caretFrame(in: frame), radii: CornerRadii(Self.focusWidth / 2), color: accent))
        } else {
            items.append(.border(frame, radii: radii, color: outline, width: Self.outlineWidth))
        }
        if !isEnabled { items = [.pushOpacity(0.5)] + items + [.pop] }
        return items
    }
}
