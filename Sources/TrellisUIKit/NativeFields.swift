#if canImport(UIKit)
import TrellisElements
import UIKit

/// A `UITextField` that forwards its edits instead of keeping them: every change the user makes
/// is reported as a ``NativeFieldEvent`` and refused locally (`shouldChangeCharactersIn` returns
/// false), so the text on screen is always the store's, set back through the mount instructions.
/// While an input method composes (`markedTextRange` is set) the change is let through and
/// reported after it happened, with the marked range, so composition keeps working.
@MainActor
final class FieldView: UITextField, UITextFieldDelegate {
    /// The view's id in the mounted tree.
    var id: ViewID?
    /// Where events go (the screen host's `fieldEvents`).
    var events: ((NativeFieldEvent) -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        delegate = self
        addTarget(self, action: #selector(changed), for: .editingChanged)
    }

    required init?(coder: NSCoder) { nil }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        if textField.markedTextRange != nil { return true }
        let old = (textField.text ?? "") as NSString
        let value = old.replacingCharacters(in: range, with: string)
        let caret = range.location + (string as NSString).length
        report(.edited(currentID, TextEdit(value: value, selection: caret..<caret)))
        return false
    }

    /// After an input method changed the text in place: the value, the selection and the
    /// composition as UIKit holds them.
    @objc private func changed() {
        let value = text ?? ""
        report(.edited(currentID, TextEdit(value: value, selection: selection, marked: markedTextRange.map(utf16Range))))
    }

    func textFieldDidBeginEditing(_ textField: UITextField) { report(.focused(currentID, true)) }
    func textFieldDidEndEditing(_ textField: UITextField) { report(.focused(currentID, false)) }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        report(.returned(currentID))
        return false
    }

    private var currentID: ViewID { id ?? ViewID(0) }

    private var selection: Range<Int> { selectedTextRange.map(utf16Range) ?? 0..<0 }

    private func utf16Range(_ range: UITextRange) -> Range<Int> {
        let start = offset(from: beginningOfDocument, to: range.start)
        let end = offset(from: beginningOfDocument, to: range.end)
        return min(start, end)..<max(start, end)
    }

    private func report(_ event: NativeFieldEvent) {
        guard id != nil else { return }
        events?(event)
    }

    /// Shows the store's value, keeping the caret where the last edit left it.
    func show(value: String, caret: Int?) {
        guard markedTextRange == nil, text != value else { return }
        text = value
        if let caret, let position = position(from: beginningOfDocument, offset: min(caret, (value as NSString).length)) {
            selectedTextRange = textRange(from: position, to: position)
        }
    }
}

/// A `UITextView` for `TextEditor`, forwarding edits like ``FieldView``.
@MainActor
final class EditorView: UITextView, UITextViewDelegate {
    var id: ViewID?
    var events: ((NativeFieldEvent) -> Void)?

    override init(frame: CGRect, textContainer: NSTextContainer?) {
        super.init(frame: frame, textContainer: textContainer)
        delegate = self
    }

    required init?(coder: NSCoder) { nil }

    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        if textView.markedTextRange != nil { return true }
        let value = (textView.text as NSString).replacingCharacters(in: range, with: text)
        let caret = range.location + (text as NSString).length
        report(.edited(id ?? ViewID(0), TextEdit(value: value, selection: caret..<caret)))
        return false
    }

    func textViewDidChange(_ textView: UITextView) {
        let range = textView.selectedRange
        let marked = textView.markedTextRange.map { marked -> Range<Int> in
            let start = textView.offset(from: textView.beginningOfDocument, to: marked.start)
            let end = textView.offset(from: textView.beginningOfDocument, to: marked.end)
            return start..<end
        }
        report(.edited(id ?? ViewID(0), TextEdit(value: textView.text, selection: range.location..<(range.location + range.length),
                                                  marked: marked)))
    }

    func textViewDidBeginEditing(_ textView: UITextView) { report(.focused(id ?? ViewID(0), true)) }
    func textViewDidEndEditing(_ textView: UITextView) { report(.focused(id ?? ViewID(0), false)) }

    private func report(_ event: NativeFieldEvent) {
        guard id != nil else { return }
        events?(event)
    }

    func show(value: String, caret: Int?) {
        guard markedTextRange == nil, text != value else { return }
        text = value
        if let caret { selectedRange = NSRange(location: min(caret, (value as NSString).length), length: 0) }
    }
}

/// The traits a field declares, as UIKit's.
@MainActor
enum NativeTraits {
    static func apply(_ traits: TextInputTraits, secure: Bool, to view: UITextInputTraits & UIView) {
        if let field = view as? UITextField {
            field.keyboardType = keyboard(traits.keyboard)
            field.returnKeyType = returnKey(traits.returnKey)
            field.autocapitalizationType = capitalization(traits.capitalization)
            field.autocorrectionType = traits.autocorrection ? .yes : .no
            field.textContentType = traits.contentType.map(contentType)
            field.isSecureTextEntry = secure
        } else if let editor = view as? UITextView {
            editor.keyboardType = keyboard(traits.keyboard)
            editor.autocapitalizationType = capitalization(traits.capitalization)
            editor.autocorrectionType = traits.autocorrection ? .yes : .no
            editor.textContentType = traits.contentType.map(contentType)
        }
    }

    static func keyboard(_ keyboard: TextInputTraits.Keyboard) -> UIKeyboardType {
        switch keyboard {
        case .text: .default
        case .email: .emailAddress
        case .number: .numberPad
        case .decimal: .decimalPad
        case .phone: .phonePad
        case .url: .URL
        }
    }

    static func returnKey(_ key: TextInputTraits.ReturnKey) -> UIReturnKeyType {
        switch key {
        case .default: .default
        case .done: .done
        case .go: .go
        case .search: .search
        case .send: .send
        case .join: .join
        case .next: .next
        }
    }

    static func capitalization(_ capitalization: TextInputTraits.Capitalization) -> UITextAutocapitalizationType {
        switch capitalization {
        case .none: .none
        case .words: .words
        case .sentences: .sentences
        case .allCharacters: .allCharacters
        }
    }

    static func contentType(_ type: TextInputTraits.ContentType) -> UITextContentType {
        switch type {
        case .username: .username
        case .password: .password
        case .newPassword: .newPassword
        case .oneTimeCode: .oneTimeCode
        case .email: .emailAddress
        case .name: .name
        case .phone: .telephoneNumber
        case .postalCode: .postalCode
        case .streetAddress: .fullStreetAddress
        case .creditCardNumber: .creditCardNumber
        }
    }
}
#endif
