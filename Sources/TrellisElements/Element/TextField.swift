import Commands
import Render
import Typesetting

/// How a field edits: one line, one line shown as bullets, or several lines.
public enum FieldStyle: String, Hashable, Sendable, Codable {
    /// One line (`UITextField`): a long value scrolls sideways to keep the caret in view.
    case singleLine
    /// One line of bullets, one per character (`UITextField.isSecureTextEntry`); its value never
    /// leaves the store and the field (not in `--dump`, logs or recorded Commands).
    case secure
    /// Several lines that wrap (`UITextView`); return breaks the line.
    case multiline
}

/// A text field's content: what it holds, what it says when empty, and its state.
public struct TextFieldContent: Hashable, Sendable {
    public var value: String
    /// Shown (in the secondary label colour) while `value` is empty.
    public var placeholder: String
    /// Focused fields get an accent outline and a caret; Props that turn this on focus the field
    /// in a running screen (focus is the runtime's state from then on, see ``RuntimeCore``).
    public var isFocused: Bool
    /// Disabled fields are drawn at half opacity and take no focus.
    public var isEnabled: Bool
    /// Font size in points before Dynamic Type.
    public var fontSize: Double
    /// One line, secure or several lines.
    public var style: FieldStyle
    /// The keyboard a host shows for it.
    public var traits: TextInputTraits
    /// Drawn with a red outline (the Props say the value is wrong).
    public var isError: Bool
    /// A multi-line field is at least this many lines tall.
    public var minLines: Int

    public init(value: String, placeholder: String = "", isFocused: Bool = false, isEnabled: Bool = true,
                fontSize: Double = 17, style: FieldStyle = .singleLine, traits: TextInputTraits = .standard,
                isError: Bool = false, minLines: Int = 1) {
        self.value = value
        self.placeholder = placeholder
        self.isFocused = isFocused
        self.isEnabled = isEnabled
        self.fontSize = fontSize
        self.style = style
        self.traits = traits
        self.isError = isError
        self.minLines = max(1, minLines)
    }
}

/// A one-line text input drawn like a rounded-rect iOS field: a box in the background colour with a
/// 1 pt separator outline, the value (or the placeholder) inside 12 pt insets, vertically centred;
/// focused: a 2 pt accent outline, the caret and the selection; disabled: half opacity; an error:
/// a red outline. The store owns the text: the field shows `value` from the Props and reports
/// every edit to `onChange` (and, with selection and composition, to `onEdit`); the runtime edits
/// (caret, selection, grapheme-cluster deletion, undo, clipboard, IME composition) and hosts with
/// a native editor forward theirs. An edit the store does not take leaves the store's value.
/// Stretches to the width it is offered; its height is one line plus 11 pt above and below.
///
/// ```swift
/// TextField("Username", value: props.username.value, onChange: props.username.update)
///     .textContentType(.username).returnKey(.next)
/// ```
public struct TextField: ElementConvertible, Sendable, Equatable {
    public var content: TextFieldContent
    public var behavior: FieldBehavior

    public init(_ placeholder: String, value: String, onChange: CommandWith<String>? = nil,
                onEdit: CommandWith<TextEdit>? = nil, onSubmit: Command? = nil, isFocused: Bool = false,
                isEnabled: Bool = true, fontSize: Double = 17) {
        content = TextFieldContent(value: value, placeholder: placeholder, isFocused: isFocused,
                                   isEnabled: isEnabled, fontSize: fontSize)
        behavior = FieldBehavior(value: value, style: .singleLine, onChange: onChange, onEdit: onEdit, onSubmit: onSubmit)
    }

    /// A field without Commands: edits go nowhere (a picture of a field).
    public init(value: String, placeholder: String = "", isFocused: Bool = false, isEnabled: Bool = true,
                fontSize: Double = 17) {
        self.init(placeholder, value: value, isFocused: isFocused, isEnabled: isEnabled, fontSize: fontSize)
    }

    public var element: Element { FieldElement.make(content, behavior) }
}

/// A one-line field whose value is drawn as bullets (a password, a one-time code). Its value is
/// shown nowhere else: `--dump` prints the bullets, Commands it performs are recorded as
/// `Secret.redaction`, and copy and cut do nothing (as on iOS). Pair it with a ``Secret`` in the
/// Props so the value is redacted where Props are encoded.
public struct SecureField: ElementConvertible, Sendable, Equatable {
    public var content: TextFieldContent
    public var behavior: FieldBehavior

    public init(_ placeholder: String = "", value: String, onChange: CommandWith<String>? = nil,
                onEdit: CommandWith<TextEdit>? = nil, onSubmit: Command? = nil, isFocused: Bool = false,
                isEnabled: Bool = true, fontSize: Double = 17) {
        content = TextFieldContent(value: value, placeholder: placeholder, isFocused: isFocused, isEnabled: isEnabled,
                                   fontSize: fontSize, style: .secure,
                                   traits: TextInputTraits(capitalization: .none, autocorrection: false, contentType: .password))
        behavior = FieldBehavior(value: value, style: .secure, onChange: onChange, onEdit: onEdit, onSubmit: onSubmit)
    }

    /// A secure field for a ``Secret`` of the Props.
    public init(_ placeholder: String = "", secret: Secret, onChange: CommandWith<String>? = nil,
                onSubmit: Command? = nil, isFocused: Bool = false, isEnabled: Bool = true) {
        self.init(placeholder, value: secret.value, onChange: onChange, onSubmit: onSubmit, isFocused: isFocused,
                  isEnabled: isEnabled)
    }

    public var element: Element { FieldElement.make(content, behavior) }
}

/// A multi-line text input (`UITextView`): the value wraps inside the field, which grows with its
/// lines (at least `minLines`); return breaks the line. Edits reach the store as with ``TextField``.
public struct TextEditor: ElementConvertible, Sendable, Equatable {
    public var content: TextFieldContent
    public var behavior: FieldBehavior

    public init(_ placeholder: String = "", value: String, onChange: CommandWith<String>? = nil,
                onEdit: CommandWith<TextEdit>? = nil, minLines: Int = 3, isFocused: Bool = false,
                isEnabled: Bool = true, fontSize: Double = 17) {
        content = TextFieldContent(value: value, placeholder: placeholder, isFocused: isFocused, isEnabled: isEnabled,
                                   fontSize: fontSize, style: .multiline, minLines: minLines)
        behavior = FieldBehavior(value: value, style: .multiline, onChange: onChange, onEdit: onEdit, onSubmit: nil)
    }

    public var element: Element { FieldElement.make(content, behavior) }
}

/// The element of every field: content (diffed) and the field's behaviour (never diffed).
enum FieldElement {
    static func make(_ content: TextFieldContent, _ behavior: FieldBehavior) -> Element {
        var element = Element(content: .textField(content))
        var interaction = Interaction()
        var behavior = behavior
        behavior.returnKey = content.traits.returnKey
        behavior.isEnabled = content.isEnabled
        interaction.field = behavior
        element.interaction = interaction
        return element
    }
}

extension ElementConvertible {
    /// `change` applied to the field content of a field element (other elements are unchanged).
    private func field(_ change: @escaping @Sendable (inout TextFieldContent) -> Void) -> Element {
        modified { element in
            guard case .textField(var content) = element.content else { return }
            change(&content)
            element.content = .textField(content)
            element.interaction?.field?.returnKey = content.traits.returnKey
        }
    }

    /// The keyboard a host shows for this field.
    public func keyboard(_ keyboard: TextInputTraits.Keyboard) -> Element { field { $0.traits.keyboard = keyboard } }
    /// What the return key of this field says and does (`.next` moves focus on).
    public func returnKey(_ key: TextInputTraits.ReturnKey) -> Element { field { $0.traits.returnKey = key } }
    /// How typed text is capitalised.
    public func textCapitalization(_ capitalization: TextInputTraits.Capitalization) -> Element {
        field { $0.traits.capitalization = capitalization }
    }
    /// Whether the keyboard corrects words.
    public func autocorrection(_ isOn: Bool) -> Element { field { $0.traits.autocorrection = isOn } }
    /// What the field holds, for autofill.
    public func textContentType(_ type: TextInputTraits.ContentType?) -> Element { field { $0.traits.contentType = type } }
    /// Draws the field with an error outline.
    public func fieldError(_ isError: Bool = true) -> Element { field { $0.isError = isError } }
    /// Where `.next` on this field's return key moves focus: the field keyed `key` (default: the
    /// next field in reading order).
    public func nextFocus(_ key: String?) -> Element {
        modified { $0.interaction?.field?.nextFocus = key }
    }
    /// Reports focus changes of this field (true: it became focused).
    public func onFocusChange(_ command: CommandWith<Bool>?) -> Element {
        modified { $0.interaction?.field?.onFocusChange = command }
    }
}

/// What the runtime draws into a focused field: the caret, the selection and the composition,
/// in the coordinates of the field's text (its unscrolled first line at 0, 0).
public struct FieldEditingLook: Hashable, Sendable {
    /// The caret (nil while a selection is shown or while the caret blinks off).
    public var caret: Rect?
    /// The selection highlight: one rectangle per visual run per line.
    public var selection: [Rect]
    /// Marked text (an input method's composition): underlined.
    public var marked: [Rect]
    /// How far a one-line field's text is scrolled to the left (to keep the caret in view).
    public var scrollX: Double

    public init(caret: Rect?, selection: [Rect] = [], marked: [Rect] = [], scrollX: Double = 0) {
        self.caret = caret
        self.selection = selection
        self.marked = marked
        self.scrollX = scrollX
    }
}

/// A text field as a host draws it: the shown text resolved (Dynamic Type, colours, alignment)
/// and measured once, so drawing needs no measurer.
public struct ResolvedTextField: Hashable, Sendable {
    /// The value (bullets for a secure field), or the placeholder when the value is empty.
    public var text: AttributedText
    /// The placeholder string (shown when the value is empty; hosts with their own field keep it).
    public var placeholder: String
    public var isPlaceholder: Bool
    public var isFocused: Bool
    public var isEnabled: Bool
    /// Width of the shown value on one line (0 for a placeholder): where the caret goes.
    public var valueWidth: Double
    /// Height of one line of the text.
    public var lineHeight: Double
    public var background: Color
    /// The outline of an unfocused field.
    public var outline: Color
    public var accent: Color
    /// True in right-to-left layouts: text and caret start at the right.
    public var rightToLeft: Bool
    /// One line, secure or several lines.
    public var style: FieldStyle
    /// The keyboard a host shows.
    public var traits: TextInputTraits
    /// The red outline of a field whose Props say its value is wrong; `nil`: no error.
    public var error: Color?
    /// Height of a multi-line field's text (its lines, at least `minLines`); one line otherwise.
    public var textHeight: Double
    /// Set by the runtime while the field is focused: caret, selection, composition, scrolling.
    public var editing: FieldEditingLook?

    public init(text: AttributedText, placeholder: String, isPlaceholder: Bool, isFocused: Bool, isEnabled: Bool, valueWidth: Double,
                lineHeight: Double, background: Color, outline: Color, accent: Color, rightToLeft: Bool,
                style: FieldStyle = .singleLine, traits: TextInputTraits = .standard, error: Color? = nil,
                textHeight: Double? = nil, editing: FieldEditingLook? = nil) {
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
        self.style = style
        self.traits = traits
        self.error = error
        self.textHeight = textHeight ?? lineHeight
        self.editing = editing
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

    /// Where the text is drawn in `frame`: inside the insets; one line vertically centred, the
    /// lines of a multi-line field from the top inset.
    public func textFrame(in frame: Rect) -> Rect {
        let width = max(frame.width - 2 * Self.horizontalInset, 0)
        if style == .multiline {
            return Rect(x: frame.minX + Self.horizontalInset, y: frame.minY + Self.verticalInset, width: width,
                        height: max(frame.height - 2 * Self.verticalInset, 0))
        }
        return Rect(x: frame.minX + Self.horizontalInset, y: frame.midY - lineHeight / 2, width: width, height: lineHeight)
    }

    /// Where the text itself goes: while the runtime edits a one-line field its line is as wide
    /// as its value (never wrapped) and scrolled by the editing look; otherwise the text frame
    /// (a long value ends in an ellipsis, as an idle `UITextField` shows it).
    func textBox(in frame: Rect) -> Rect {
        let line = textFrame(in: frame)
        guard style != .multiline, !isPlaceholder, editing != nil else { return line }
        let width = max(line.width, valueWidth)
        let scroll = editing?.scrollX ?? 0
        let x = rightToLeft ? line.maxX - width + scroll : line.minX - scroll
        return Rect(x: x, y: line.minY, width: width, height: line.height)
    }

    /// The caret of a focused field without an editing look: after the value (clamped to the
    /// text frame), as tall as a line.
    public func caretFrame(in frame: Rect) -> Rect {
        let line = textFrame(in: frame)
        let advance = min(isPlaceholder ? 0 : valueWidth, line.width)
        let x = rightToLeft ? line.maxX - advance - Self.focusWidth : line.minX + advance
        return Rect(x: x, y: line.minY, width: Self.focusWidth, height: lineHeight)
    }

    /// Box, selection, text, composition underline, outline (accent when focused, red for an
    /// error), then a focused field's caret; disabled in a half-opacity group clipped to the
    /// frame (a switch-sized group buffer, not a canvas). O(1) plus the selection's runs.
    public func displayItems(in frame: Rect) -> [DisplayItem] {
        guard !frame.isEmpty else { return [] }
        let radii = CornerRadii(Self.cornerRadius)
        let line = textFrame(in: frame)
        let box = textBox(in: frame)
        var items: [DisplayItem] = [.fill(frame, radii: radii, color: background)]
        var inner: [DisplayItem] = []
        if let editing, isFocused {
            for rect in editing.selection {
                inner.append(.fill(rect.offsetBy(box.origin), radii: CornerRadii(0), color: Color(red: accent.red, green: accent.green, blue: accent.blue, alpha: accent.alpha * 0.25)))
            }
        }
        inner.append(.text(text, frame: box))
        if let editing, isFocused {
            for rect in editing.marked {
                let under = Rect(x: box.minX + rect.minX, y: box.minY + rect.maxY - 1.5, width: rect.width, height: 1.5)
                inner.append(.fill(under, radii: CornerRadii(0), color: accent))
            }
        }
        // The text is clipped to the inset frame, so a long one-line value scrolls inside it.
        let clip = Rect(x: line.minX - Self.focusWidth, y: frame.minY, width: line.width + 2 * Self.focusWidth,
                        height: frame.height)
        items += [.pushClip(clip, radii: CornerRadii(0))] + inner + [.pop]
        if isFocused {
            items.append(.border(frame, radii: radii, color: error ?? accent, width: Self.focusWidth))
            if let editing {
                if let caret = editing.caret {
                    items.append(.fill(caret.offsetBy(box.origin), radii: CornerRadii(Self.focusWidth / 2), color: accent))
                }
            } else {
                items.append(.fill(caretFrame(in: frame), radii: CornerRadii(Self.focusWidth / 2), color: accent))
            }
        } else if let error {
            items.append(.border(frame, radii: radii, color: error, width: Self.focusWidth * 0.75))
        } else {
            items.append(.border(frame, radii: radii, color: outline, width: Self.outlineWidth))
        }
        if !isEnabled { items = [.pushClip(frame, radii: radii), .pushOpacity(0.5)] + items + [.pop, .pop] }
        return items
    }
}

