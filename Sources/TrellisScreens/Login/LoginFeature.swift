import Trellis

/// The login form as a feature: the store owns both fields; `login` goes `inProgress`, asks the
/// injected backend (which answers after a delay on the feature's clock) and ends signed in or
/// with the backend's error on screen. Closing the screen cancels a request that still runs.
public struct LoginFeature: Feature {
    public typealias Content = LoginScreen

    /// Everything the form knows.
    public struct State: Equatable, Sendable {
        /// The typed user name.
        public var username: String
        /// The typed password.
        public var password: String
        /// Where the login is.
        public var phase: Phase

        public init(username: String = "", password: String = "", phase: Phase = .editing) {
            self.username = username
            self.password = password
            self.phase = phase
        }

        /// Where a login is.
        public enum Phase: Equatable, Sendable {
            /// Typing; nothing asked yet (or asked again after an edit).
            case editing
            /// The backend was asked and has not answered.
            case inProgress
            /// The backend refused, saying why.
            case failed(String)
            /// Signed in as this user.
            case signedIn(String)
        }

        /// Whether a login may start: both fields filled and nothing running.
        public var canLogIn: Bool {
            !username.isEmpty && !password.isEmpty && phase != .inProgress
        }
    }

    /// What the form asks for.
    public enum Intent: Hashable, Sendable {
        case updateUsername(String)
        case updatePassword(String)
        case login
    }

    /// What logging in talks to.
    public struct Backend: Sendable {
        /// Signs `username` in with `password`: the signed-in name, or an error to show.
        public let login: @Sendable (_ username: String, _ password: String) async throws -> String

        public init(login: @escaping @Sendable (_ username: String, _ password: String) async throws -> String) {
            self.login = login
        }

        /// Answers with the user name after `delay` on `clock`.
        public static func succeeding(after delay: Duration = .seconds(1), clock: any Clock<Duration>) -> Backend {
            Backend { username, _ in
                try await clock.sleep(for: delay)
                return username
            }
        }

        /// Refuses with `message` after `delay` on `clock`.
        public static func failing(_ message: String = "Wrong user name or password", after delay: Duration = .seconds(1),
                                   clock: any Clock<Duration>) -> Backend {
            Backend { _, _ in
                try await clock.sleep(for: delay)
                throw Refusal(message: message)
            }
        }

        /// Never answers; calls `onCancel` when the request is cancelled (the screen closed).
        public static func hanging(clock: any Clock<Duration>, onCancel: @escaping @Sendable () -> Void = {}) -> Backend {
            Backend { _, _ in
                do {
                    while true { try await clock.sleep(for: .seconds(3_600)) }
                } catch {
                    onCancel()
                    throw error
                }
            }
        }
    }

    /// A backend's refusal, with the words to show.
    public struct Refusal: Error, Sendable {
        public let message: String
        public init(message: String) { self.message = message }
    }

    public static let name = "login"

    private static let filled = State(username: "dalooG", password: "mobius2018")

    /// `succeeds`, `fails` and `hangs` start with both fields filled (a tap on `login` alone logs
    /// in); `empty` starts blank against a succeeding backend.
    public static let scenarios: [Scenario<LoginFeature>] = [
        Scenario("succeeds", state: filled) { .succeeding(clock: $0.clock) },
        Scenario("fails", state: filled) { .failing(clock: $0.clock) },
        Scenario("hangs", state: filled) { .hanging(clock: $0.clock) },
        Scenario("empty", state: State()) { .succeeding(clock: $0.clock) },
    ]

    public let store: Store<State, Never>
    private let backend: Backend

    public init(state: State, dependencies: Backend) {
        store = Store(initial: state)
        backend = dependencies
    }

    public func handle(_ intent: Intent) {
        switch intent {
        case .updateUsername(let value):
            store.reduce { $0.username = value; if $0.phase != .inProgress { $0.phase = .editing } }
        case .updatePassword(let value):
            store.reduce { $0.password = value; if $0.phase != .inProgress { $0.phase = .editing } }
        case .login:
            guard store.state.canLogIn else { return }
            let backend = self.backend
            store.intent { scope in
                scope.reduce { $0.phase = .inProgress }
                let (username, password) = (scope.state.username, scope.state.password)
                do {
                    let user = try await backend.login(username, password)
                    scope.reduce { $0.phase = .signedIn(user) }
                } catch let refusal as Refusal {
                    scope.reduce { $0.phase = .failed(refusal.message) }
                } catch {
                    // Cancelled: the store is closed, nothing more is shown.
                }
            }
        }
    }

    public func props(for state: State, send: Send<Intent>) -> LoginProps {
        let login: LoginProps.LoginAction = state.phase == .inProgress ? .inProgress
            : state.canLogIn ? .possible(send(.login)) : .disabled
        let message: LoginProps.Message? = switch state.phase {
        case .failed(let reason): LoginProps.Message(reason, isError: true)
        case .signedIn(let user): LoginProps.Message("Signed in as \(user)", isError: false)
        case .editing, .inProgress: nil
        }
        return LoginProps(
            username: .init(value: state.username, placeholder: "Имя пользователя",
                            update: send("updateUsername") { .updateUsername($0) }),
            password: .init(value: Secret(state.password), placeholder: "Пароль",
                            update: send("updatePassword") { .updatePassword($0) }),
            login: login, message: message)
    }
}
