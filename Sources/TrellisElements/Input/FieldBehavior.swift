import Commands

/// One edit of a field as its `onEdit` Command receives it: the whole new value, where the
/// selection is, and what part is still being composed by an input method. Offsets are UTF-16
/// code units into `value` (UIKit's `NSRange` convention).
public struct TextEdit: Hashable, Sendable, CustomStringConvertible {
    /// The value after the edit.
    public var value: String
    /// The selection after the edit (empty: the caret).
    public var selection: Range<Int>
    /// The marked (composing) part, if an input method is composing.
    public var marked: Range<Int>?
    /// Whether the value is a secure field's (then `description` redacts it).
    public var isSecure: Bool

    public init(value: String, selection: Range<Int>, marked: Range<Int>? = nil, isSecure: Bool = false) {
        self.value = value
        self.selection = selection
        self.marked = marked
        self.isSecure = isSecure
    }

    public var description: String {
        let shown = isSecure ? Secret.redaction : "\"\(value)\""
        let marks = marked.map { " marked \($0.lowerBound)..<\($0.upperBound)" } ?? ""
        return "\(shown) selection \(selection.lowerBound)..<\(selection.upperBound)\(marks)"
    }
}

/// What a field does with edits: the behaviour half of a field element (never diffed, never sent
/// to hosts as content; the runtime reads it to edit, hosts with a native editor to forward).
public struct FieldBehavior: Sendable, Hashable {
    /// The value the Props hold (the only place a secure field's value is besides the store).
    public var value: String
    /// One line, secure or several lines.
    public var style: FieldStyle
    /// Receives the new value after every edit.
    public var onChange: CommandWith<String>?
    /// Receives every edit with its selection and composition.
    public var onEdit: CommandWith<TextEdit>?
    /// Performed by the return key of a one-line field.
    public var onSubmit: Command?
    /// Receives focus changes (true: focused).
    public var onFocusChange: CommandWith<Bool>?
    /// The field `.next` moves focus to (by key); `nil`: the next field in reading order.
    public var nextFocus: String?
    /// What the return key does.
    public var returnKey: TextInputTraits.ReturnKey
    /// A disabled field takes no focus.
    public var isEnabled: Bool

    public init(value: String, style: FieldStyle, onChange: CommandWith<String>? = nil, onEdit: CommandWith<TextEdit>? = nil,
                onSubmit: Command? = nil, onFocusChange: CommandWith<Bool>? = nil, nextFocus: String? = nil,
                returnKey: TextInputTraits.ReturnKey = .default, isEnabled: Bool = true) {
        self.value = value
        self.style = style
        self.onChange = onChange
        self.onEdit = onEdit
        self.onSubmit = onSubmit
        self.onFocusChange = onFocusChange
        self.nextFocus = nextFocus
        self.returnKey = returnKey
        self.isEnabled = isEnabled
    }

    /// Whether the value is hidden everywhere but the store and the field.
    public var isSecure: Bool { style == .secure }
}

extension ElementConvertible {
    /// A tap on this element (outside any field) ends editing: the focused field loses focus and
    /// the keyboard goes down, as a form's background does on iOS.
    public func endsEditingOnTap(_ ends: Bool = true) -> Element {
        interacting { $0.endsEditing = ends }
    }
}
