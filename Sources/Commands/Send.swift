/// Turns a feature's intents into Commands for its Props: `send(.login)` is the Command that
/// sends `.login`, `send("updateUsername") { .updateUsername($0) }` the `CommandWith<String>`
/// that sends each edit. Commands made by one `Send` from equal intents (or the same name) are
/// equal, so Props built again from an equal state compare equal and memoization holds, with no
/// Command cached by hand.
///
/// ```swift
/// func props(for state: State, send: Send<Intent>) -> LoginProps {
///     LoginProps(username: .init(value: state.username, update: send("updateUsername") { .updateUsername($0) }),
///                login: state.canLogIn ? .possible(send(.login)) : .disabled)
/// }
/// ```
///
/// A Command from `send(_:)` is named after the intent's case (`login` for `.login`,
/// `open` for `.open("m1")`): the name Props JSON shows and re-attaches it by.
///
/// Threading: performing a Command calls the `Send`'s body on the caller's thread.
public struct Send<Intent: Hashable & Sendable>: Sendable {
    private let base: CommandWith<Intent>

    /// A sender whose Commands call `body` with their intent.
    public init(file: StaticString = #fileID, line: UInt = #line, _ body: @escaping @Sendable (Intent) -> Void) {
        base = CommandWith("send", file: file, line: line, perform: body)
    }

    /// Sends `intent` now.
    public func callAsFunction(send intent: Intent) {
        base(intent)
    }

    /// The Command that sends `intent`, named after its case.
    public func callAsFunction(_ intent: Intent) -> Command {
        let body = base.body
        return Command(name: Self.caseName(of: intent), file: base.file, line: base.line,
                       identity: base.identity.bound(to: intent), body: { _ in body(intent) }, target: base.target)
    }

    /// The Command named `name` that sends `intent(value)` for each value it is performed with.
    public func callAsFunction<Value: Sendable>(_ name: String,
                                                _ intent: @escaping @Sendable (Value) -> Intent) -> CommandWith<Value> {
        let body = base.body
        return CommandWith<Value>(name: name, file: base.file, line: base.line,
                                  identity: base.identity.bound(to: Pullback(name: name)),
                                  body: { value in body(intent(value)) }, target: base.target)
    }

    /// The case name of an enum value as Swift prints it: `open` for `.open("m1")`.
    static func caseName(of intent: Intent) -> String {
        let printed = String(describing: intent)
        return String(printed.prefix { $0 != "(" })
    }

    /// The identity of a Command made from a value transform: one per name.
    private struct Pullback: Hashable, Sendable {
        let name: String
    }
}
