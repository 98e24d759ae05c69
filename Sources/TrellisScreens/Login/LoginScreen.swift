import Typesetting
import Trellis
import TrellisCatalog

/// The login form: a title, the two fields and the login button in one of its three states.
public struct LoginScreen: Screen {
    /// The catalog name.
    public static let name = "login"

    /// What the form shows.
    public let props: LoginProps

    public init(_ props: LoginProps) {
        self.props = props
    }

    /// The form, centred vertically in the safe area.
    public var body: Element {
        let texts = props.texts ?? .russian
        return Column {
            Text(texts.title).typography(.largeTitle, weight: .bold).margin(bottom: 24)
            LoginField(field: props.username, isSecure: false).id("username")
            LoginField(field: props.password, isSecure: true).margin(top: 12).id("password")
            LoginButton(action: props.login, texts: texts).margin(top: 24).id("login")
            if let message = props.message {
                Text(message.text).typography(.subheadline).foreground(message.isError ? .destructive : .secondaryLabel)
                    .alignment(.center).margin(top: 12).id("message")
            }
        }
        .padding(horizontal: 24)
        .justifyContent(.center)
        .background(.background)
        .paddingSafeArea()
        .id("login-form")
    }
}

/// A bordered field showing its value (dots when secure) or its placeholder.
struct LoginField: Component {
    let field: LoginProps.Field
    let isSecure: Bool

    var body: Element {
        let shown = isSecure ? String(repeating: "•", count: field.value.count) : field.value
        return Column {
            if field.value.isEmpty {
                Text(field.placeholder).typography(.body).foreground(.secondaryLabel).id("placeholder")
            } else {
                Text(shown).typography(.body).id("value")
            }
        }
        .padding(horizontal: 12, vertical: 12)
        .border(width: 1, color: .separator)
        .cornerRadius(10)
        .accessibilityLabel(field.placeholder)
    }
}

/// The login button: blue and tappable when possible, dimmed with a spinner while in progress,
/// grey and inert when disabled.
struct LoginButton: Component {
    let action: LoginProps.LoginAction
    let texts: LoginProps.Texts

    var body: Element {
        switch action {
        case .possible(let command):
            return label(texts.login, color: ThemedColor(.white), spinner: false)
                .background(.accent)
                .onTap(command)
        case .inProgress:
            return label(texts.loggingIn, color: ThemedColor(.white), spinner: true)
                .background(.accent)
                .opacity(0.6)
        case .disabled:
            return label(texts.login, color: .secondaryLabel, spinner: false)
                .background(.secondaryBackground)
        }
    }

    private func label(_ title: String, color: ThemedColor, spinner: Bool) -> Element {
        Row(spacing: 8, alignment: .center) {
            if spinner {
                Box().size(18).border(width: 2, color: ThemedColor(.white)).cornerRadius(9).id("spinner")
            }
            Text(title).typography(.headline, weight: .semibold).foreground(color).id("title")
        }
        .justifyContent(.center)
        .padding(vertical: 14)
        .cornerRadius(12)
        .accessibilityLabel(title)
    }
}
