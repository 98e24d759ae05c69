import Trellis

/// The Commands of the login form, created once.
public struct LoginCommands: Sendable {
    /// Receives edits of the user name.
    public let updateUsername: CommandWith<String>
    /// Receives edits of the password.
    public let updatePassword: CommandWith<String>
    /// Logs in.
    public let login: Command

    /// Commands that report their name (and the edited value) to `perform`.
    public init(perform: @escaping @Sendable (String) -> Void = { _ in }) {
        updateUsername = CommandWith<String>("updateUsername") { perform("updateUsername(\($0))") }
        // The password itself is not reported: it stays in the store and the field.
        updatePassword = CommandWith<String>("updatePassword") { _ in perform("updatePassword(\(Secret.redaction))") }
        login = Command("login") { perform("login") }
    }
}

extension LoginProps {
    /// A filled-in form whose login action is in `state`: `"possible"`, `"inProgress"` or `"disabled"`
    /// (a disabled form has an empty password, as a real one would).
    public static func sample(_ action: SampleAction = .possible, commands: LoginCommands = LoginCommands()) -> LoginProps {
        let login: LoginAction
        switch action {
        case .possible: login = .possible(commands.login)
        case .inProgress: login = .inProgress
        case .disabled: login = .disabled
        }
        return LoginProps(
            username: Field<String>(value: "dalooG", placeholder: "Имя пользователя", update: commands.updateUsername),
            password: Field<Secret>(value: Secret(action == .disabled ? "" : "mobius2018"), placeholder: "Пароль",
                                    update: commands.updatePassword),
            login: login)
    }

    /// The three states of `LoginAction`, for samples and goldens.
    public enum SampleAction: String, CaseIterable, Sendable {
        case possible
        case inProgress
        case disabled
    }
}

extension LoginScreen {
    /// Every case of `LoginAction` (the talk's possible / inProgress / disabled), an untouched
    /// form, values longer than the fields, and the form in Hebrew (right to left) and Japanese,
    /// with emoji in the user names.
    public static var samples: [Sample<LoginProps>] {
        let commands = LoginCommands()
        var empty = LoginProps.sample(.disabled, commands: commands)
        empty.username.value = ""
        var long = LoginProps.sample(.possible, commands: commands)
        long.username.value = "a.very.long.user.name.that.does.not.fit@example-company-with-a-long-domain.com"
        long.password.value = Secret(String(repeating: "x", count: 64))
        var hebrew = LoginProps.sample(.possible, commands: commands)
        hebrew.username = .init(value: "נועה כהן 🎉", placeholder: "שם משתמש", update: commands.updateUsername)
        hebrew.password.placeholder = "סיסמה"
        hebrew.texts = .init(title: "כניסה", login: "התחברות", loggingIn: "מתחברים…")
        var japanese = LoginProps.sample(.inProgress, commands: commands)
        japanese.username = .init(value: "山田 花子 👍", placeholder: "ユーザー名", update: commands.updateUsername)
        japanese.password.placeholder = "パスワード"
        japanese.texts = .init(title: "ログイン", login: "ログイン", loggingIn: "ログイン中…")
        return LoginProps.SampleAction.allCases.map { Sample($0.rawValue, LoginProps.sample($0, commands: commands)) }
            + [Sample("empty", empty), Sample("long", long),
               Sample("hebrew", hebrew, writingDirection: .rightToLeft), Sample("japanese", japanese)]
    }
}
