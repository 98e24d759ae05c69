/// What a host's keyboard offers for a field: which keys, what the return key says, how typed
/// text is capitalised and corrected, and what the field holds (for autofill). Declared on the
/// element (`.keyboard(_:)`, `.returnKey(_:)`, …), shown in `--dump`, and mapped by hosts with a
/// native keyboard (the UIKit host to `UITextInputTraits`); the simulated keyboard ignores them.
public struct TextInputTraits: Hashable, Sendable, CustomStringConvertible {
    /// Which keyboard appears (`UIKeyboardType`).
    public enum Keyboard: String, Hashable, Sendable, CaseIterable, Codable {
        case text, email, number, decimal, phone, url
    }

    /// What the return key says and does.
    public enum ReturnKey: String, Hashable, Sendable, CaseIterable, Codable {
        /// "return": submits (one-line fields) or breaks the line (`TextEditor`).
        case `default`
        /// "Done": submits and ends editing.
        case done
        /// "Go", "Search", "Send", "Join": submits and ends editing.
        case go, search, send, join
        /// "Next": submits and moves focus to the next field in reading order (or the one the
        /// element names with `.nextFocus(_:)`).
        case next
    }

    /// How typed text is capitalised.
    public enum Capitalization: String, Hashable, Sendable, CaseIterable, Codable {
        case none, words, sentences, allCharacters
    }

    /// What the field holds, for the system's autofill (`UITextContentType`).
    public enum ContentType: String, Hashable, Sendable, CaseIterable, Codable {
        case username, password, newPassword, oneTimeCode, email, name, phone, postalCode, streetAddress,
             creditCardNumber
    }

    public var keyboard: Keyboard
    public var returnKey: ReturnKey
    public var capitalization: Capitalization
    public var autocorrection: Bool
    public var contentType: ContentType?

    public init(keyboard: Keyboard = .text, returnKey: ReturnKey = .default, capitalization: Capitalization = .sentences,
                autocorrection: Bool = true, contentType: ContentType? = nil) {
        self.keyboard = keyboard
        self.returnKey = returnKey
        self.capitalization = capitalization
        self.autocorrection = autocorrection
        self.contentType = contentType
    }

    /// The defaults of a field: text keyboard, "return", sentence case, autocorrected.
    public static let standard = TextInputTraits()

    /// The `--dump` words of the traits that differ from ``standard``, e.g. `keyboard=email return=next`.
    public var description: String {
        var words: [String] = []
        if keyboard != .text { words.append("keyboard=\(keyboard.rawValue)") }
        if returnKey != .default { words.append("return=\(returnKey.rawValue)") }
        if capitalization != .sentences { words.append("caps=\(capitalization.rawValue)") }
        if !autocorrection { words.append("autocorrect=off") }
        if let contentType { words.append("content=\(contentType.rawValue)") }
        return words.joined(separator: " ")
    }
}
