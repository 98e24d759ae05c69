import Foundation
import Commands
import MVI
import Testing

/// The login screen's Props: immutable values, an enum that makes impossible states
/// unrepresentable, and prisms that read one case.
private struct LoginProps: Equatable, Codable, Sendable {
    struct Field: Equatable, Codable, Sendable {
        let value: String
        let update: CommandWith<String>
    }

    enum LoginAction: Equatable, Codable, Sendable {
        case possible(Command)
        case inProgress
        case disabled

        // Prisms: what a view needs, without a switch at every use.
        var possible: Command? { if case .possible(let command) = self { command } else { nil } }
        var isInProgress: Bool { self == .inProgress }
        var isDisabled: Bool { self == .disabled }
    }

    let username: Field
    let password: Field
    let login: LoginAction
}

@Suite("Props conventions")
struct PropsConventionTests {
    let updateUsername = CommandWith<String>("updateUsername") { _ in }
    let updatePassword = CommandWith<String>("updatePassword") { _ in }
    let login = Command("login") {}

    private func props(_ username: String, _ password: String, loggingIn: Bool = false) -> LoginProps {
        let action: LoginProps.LoginAction = loggingIn ? .inProgress
            : (username.isEmpty || password.isEmpty) ? .disabled : .possible(login)
        return LoginProps(username: .init(value: username, update: updateUsername),
                          password: .init(value: password, update: updatePassword),
                          login: action)
    }

    @Test func prismsReadTheCaseAViewNeeds() {
        #expect(props("ann", "secret").login.possible == login)
        #expect(props("ann", "").login.isDisabled)
        #expect(props("ann", "secret", loggingIn: true).login.isInProgress)
        #expect(props("ann", "secret", loggingIn: true).login.possible == nil)
    }

    @Test func propsBuiltTwiceFromTheSameStateAreEqual() {
        #expect(props("ann", "secret") == props("ann", "secret"))
        #expect(props("ann", "secret") != props("ann", "secre"))
    }

    @Test func propsWithAnEnumOfCommandsRoundTripThroughJSON() throws {
        let current = props("ann", "secret")
        let json = try JSONEncoder().encode(current)
        #expect(String(decoding: json, as: UTF8.self).contains(#""possible":{"_0":"login"}"#))
        let decoder = JSONDecoder()
        decoder.userInfo[.commandCatalog] = try CommandCatalog(commandsOf: current)
        #expect(try decoder.decode(LoginProps.self, from: json) == current)
    }

    @Test func aRemoteEditCanDisableTheButtonButNotAddBehaviour() throws {
        let current = props("ann", "secret")
        let decoder = JSONDecoder()
        decoder.userInfo[.commandCatalog] = try CommandCatalog(commandsOf: current)
        let disabled = #"""
        {"username": {"value": "ann", "update": "updateUsername"},
         "password": {"value": "", "update": "updatePassword"}, "login": {"disabled": {}}}
        """#
        #expect(try decoder.decode(LoginProps.self, from: Data(disabled.utf8)).login.isDisabled)
        let injected = disabled.replacingOccurrences(of: "updatePassword", with: "deleteAccount")
        #expect(throws: DecodingError.self) { try decoder.decode(LoginProps.self, from: Data(injected.utf8)) }
    }
}
