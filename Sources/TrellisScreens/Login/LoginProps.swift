import Trellis

/// The login form of talk 002: two fields and an action whose three states are an enum, so an
/// impossible state ("in progress but tappable") cannot be expressed.
public struct LoginProps: Equatable, Codable, Sendable {
    /// A text field: its value (a `String`, or a `Secret` that never leaves the store and the
    /// field) and the Command that receives edits.
    public struct Field<Value: Equatable & Codable & Sendable>: Equatable, Codable, Sendable {
        /// What is typed.
        public var value: Value
        /// Shown while the value is empty.
        public var placeholder: String
        /// Receives every edit.
        public var update: CommandWith<String>

        public init(value: Value, placeholder: String, update: CommandWith<String>) {
            self.value = value
            self.placeholder = placeholder
            self.update = update
        }
    }

    /// What the login button can do. `@CasePathable` gives the prisms: `login.possible` is the
    /// Command when logging in is possible (else `nil`), `login.is(\.inProgress)` tests a case.
    @CasePathable @dynamicMemberLookup
    public enum LoginAction: Equatable, Sendable {
        /// Tapping logs in.
        case possible(Command)
        /// A login is running: the button shows progress and does nothing.
        case inProgress
        /// Not allowed yet (e.g. empty fields): the button is greyed out.
        case disabled
    }

    /// The user name field.
    public var username: Field<String>
    /// The password field (shown masked, redacted in JSON).
    public var password: Field<Secret>
    /// What the login button does.
    public var login: LoginAction
    /// The form's own words in the sample's language; `nil` is the talk's Russian.
    public var texts: Texts?
    /// A line under the button: why logging in failed, or who is signed in; `nil`: none.
    public var message: Message?

    public init(username: Field<String>, password: Field<Secret>, login: LoginAction, texts: Texts? = nil, message: Message? = nil) {
        self.username = username
        self.password = password
        self.login = login
        self.texts = texts
        self.message = message
    }

    /// A line of feedback under the button.
    public struct Message: Equatable, Codable, Sendable {
        /// What it says.
        public var text: String
        /// Drawn as an error (red) rather than a confirmation.
        public var isError: Bool

        public init(_ text: String, isError: Bool) {
            self.text = text
            self.isError = isError
        }
    }

    /// The words of the form that are not data: its title and the button's two titles.
    public struct Texts: Equatable, Codable, Sendable {
        /// The form's title ("Вход").
        public var title: String
        /// The button while logging in is possible or disabled ("Войти").
        public var login: String
        /// The button while logging in ("Входим…").
        public var loggingIn: String

        public init(title: String, login: String, loggingIn: String) {
            self.title = title
            self.login = login
            self.loggingIn = loggingIn
        }

        /// The talk's Russian.
        public static let russian = Texts(title: "Вход", login: "Войти", loggingIn: "Входим…")
    }
}

/// JSON: `{"possible": "login"}` (the Command's name), `"inProgress"` or `"disabled"`.
extension LoginProps.LoginAction: Codable {
    private enum CodingKeys: String, CodingKey {
        case possible
    }

    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let name = try? single.decode(String.self) {
            switch name {
            case "inProgress": self = .inProgress
            case "disabled": self = .disabled
            default:
                throw DecodingError.dataCorrupted(.init(
                    codingPath: decoder.codingPath,
                    debugDescription: "unknown login action '\(name)' (expected \"inProgress\", \"disabled\" or {\"possible\": COMMAND})"))
            }
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self = .possible(try container.decode(Command.self, forKey: .possible))
    }

    /// Encodes as the JSON forms above (a Command by its name).
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .possible(let command):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(command, forKey: .possible)
        case .inProgress:
            var container = encoder.singleValueContainer()
            try container.encode("inProgress")
        case .disabled:
            var container = encoder.singleValueContainer()
            try container.encode("disabled")
        }
    }
}
