import Trellis

/// The login form: a title, the two fields and the login button in one of its three states.
public struct LoginScreen: Screen {
    /// The catalog name.
    public static let name = "login"

    /// What the form shows.
    public let props: LoginProps

    public init(props: LoginProps) { self.props = props }

    /// The form, centred vertically in the safe area.
    public var body: Element {
        let texts = props.texts ?? .russian
        return Column {
            Text(texts.title).font(.title1, weight: .bold).accessibilityHeading(level: 1).margin(bottom: 24)
            TextField(props.username.placeholder, value: props.username.value, onChange: props.username.update)
                .textContentType(.username).textCapitalization(.none).autocorrection(false).returnKey(.next)
                .accessibilityLabel(props.username.placeholder).id("username")
            SecureField(props.password.placeholder, secret: props.password.value, onChange: props.password.update,
                        onSubmit: props.login.possible)
                .returnKey(.go).accessibilityLabel(props.password.placeholder).margin(top: 12).id("password")
            LoginButton(action: props.login, texts: texts).margin(top: 24).id("login")
            if let message = props.message {
                Text(message.text).font(.subheadline).foreground(message.isError ? .destructive : .secondaryLabel)
                    .alignment(.center).accessibilityRole(message.isError ? .alert : .staticText).margin(top: 12).id("message")
            }
        }
        .padding(horizontal: 24)
        .justifyContent(.center)
        .background(.background)
        .paddingSafeArea()
        .endsEditingOnTap()
        .id("login-form")
    }
}

/// The login button: blue and tappable when possible, dimmed with a spinner while in progress,
/// grey and inert when disabled.
struct LoginButton: Component {
    let action: LoginProps.LoginAction
    let texts: LoginProps.Texts

    var body: Element {
        // Read through the prisms: the Command when logging in is possible, else whether one runs.
        if let login = action.possible {
            return label(texts.login, color: ThemedColor(.white), spinner: false)
                .background(.accent)
                .onTap(login)
        }
        if action.is(\.inProgress) {
            return label(texts.loggingIn, color: ThemedColor(.white), spinner: true)
                .background(.accent)
                .opacity(0.6)
                .accessibilityState(AccessibilityState(isDisabled: true, isBusy: true))
        }
        return label(texts.login, color: .secondaryLabel, spinner: false)
            .background(.secondaryBackground)
            .accessibilityState(AccessibilityState(isDisabled: true))
    }

    private func label(_ title: String, color: ThemedColor, spinner: Bool) -> Element {
        Row(spacing: 8, alignment: .center) {
            if spinner {
                Box().size(18).border(width: 2, color: ThemedColor(.white)).cornerRadius(9).accessibilityHidden().id("spinner")
            }
            // Capped at 44 pt, as the listing's call button: at the largest sizes "Входим…" beside
            // the spinner is wider than the button, which pushed the spinner past its edge.
            Text(title).font(.headline, weight: .semibold).foreground(color).maximumScaledSize(44)
                .flex(shrink: 1).id("title")
        }
        .justifyContent(.center)
        .padding(vertical: 14)
        .cornerRadius(12)
        .accessibilityLabel(title)
        .accessibilityRole(.button)
    }
}
