/// A named, `Sendable` closure: the only way for Props to call back into the state layer.
///
/// Props are values that are compared to decide what to re-render, so a command compares equal
/// by **identity** — the same command (or a copy of it) is equal to itself, two commands created
/// separately are different even when they share a name. Create commands once (in a store, a
/// presenter or a feature) and hand the same value to every Props you build; derived commands
/// (`bind(to:)` with a `Hashable` value, `dispatched(on:)`) stay equal as long as their source and
/// their derivation are equal, so Props rebuilt from the same state compare equal.
///
/// A command encodes as its `name` only and decodes by looking its name up among the live commands
/// of the current Props (see ``CommandCatalog``): remote editing of Props can change data but never
/// inject behaviour.
///
/// ```swift
/// let select = CommandWith<Int>("select") { index in store.send(.select(index)) }
/// let tapRow = select.bind(to: 3)                    // a `Command`, equal to `select.bind(to: 3)`
/// let onMain = tapRow.dispatched(on: MainActor.shared)
/// onMain()                                           // hops to the main actor, then runs
/// ```
///
/// Threading: a plain command runs its body synchronously on the caller's thread, so the body
/// MAY run off the main thread. A command made with `dispatched(on:)` always runs its body on the
/// given actor or executor.
public struct CommandWith<Value: Sendable>: Sendable {
    /// The debug name; also what the command encodes as, and the key it is decoded by.
    public let name: String
    /// Where the command was created (`#fileID`), for debugging.
    public let file: StaticString
    /// Where the command was created (`#line`), for debugging.
    public let line: UInt

    let identity: CommandIdentity
    let body: @Sendable (Value) -> Void
    let target: CommandTarget

    /// Creates a command with a debug name and the closure it performs.
    ///
    /// - Parameters:
    ///   - name: A short, stable name (e.g. `"login"`), unique within the Props it is placed in.
    ///   - body: The work; it receives the value passed when the command is performed.
    public init(
        _ name: String,
        file: StaticString = #fileID,
        line: UInt = #line,
        perform body: @escaping @Sendable (Value) -> Void
    ) {
        self.init(name: name, file: file, line: line,
                  identity: CommandIdentity(), body: body, target: .caller)
    }

    init(
        name: String, file: StaticString, line: UInt,
        identity: CommandIdentity, body: @escaping @Sendable (Value) -> Void, target: CommandTarget
    ) {
        self.name = name
        self.file = file
        self.line = line
        self.identity = identity
        self.body = body
        self.target = target
    }

    /// A command that does nothing. All `nop` commands of one value type are equal.
    public static var nop: Self {
        Self(name: "nop", file: #fileID, line: #line,
             identity: CommandIdentity(origin: .nop), body: { _ in }, target: .caller)
    }

    /// Performs the command with `value` and returns without waiting.
    ///
    /// A plain command runs its body now, on this thread; a dispatched command schedules the body
    /// on its actor or executor.
    public func callAsFunction(_ value: Value) {
        target.schedule { [body] in body(value) }
    }

    /// Performs the command with `value` and returns once the body has run on its actor/executor.
    public func perform(_ value: Value) async {
        await target.run { [body] in body(value) }
    }

    /// A `Command` that performs this command with a fixed `value`.
    ///
    /// Because `value` is `Hashable`, binding the same command to equal values gives equal commands,
    /// so Props built again from the same state stay equal.
    public func bind(to value: Value) -> Command where Value: Hashable {
        derived(identity: identity.bound(to: value), value: value)
    }

    /// A `Command` that performs this command with a fixed `value`. Each call gives a new identity,
    /// because values that are not `Hashable` cannot be compared; prefer the `Hashable` overload.
    public func bind(to value: Value) -> Command {
        derived(identity: CommandIdentity(), value: value)
    }

    private func derived(identity: CommandIdentity, value: Value) -> Command {
        let body = self.body
        return Command(name: name, file: file, line: line, identity: identity,
                       body: { _ in body(value) }, target: target)
    }
}

/// A command that takes no value (e.g. a button's action).
public typealias Command = CommandWith<Void>

extension CommandWith where Value == Void {
    /// Creates a command that takes no value.
    public init(
        _ name: String,
        file: StaticString = #fileID,
        line: UInt = #line,
        perform body: @escaping @Sendable () -> Void
    ) {
        self.init(name: name, file: file, line: line,
                  identity: CommandIdentity(), body: { _ in body() }, target: .caller)
    }

    /// Performs the command and returns without waiting (see `callAsFunction(_:)`).
    public func callAsFunction() { self(()) }

    /// Performs the command and returns once its body has run on its actor/executor.
    public func perform() async { await perform(()) }
}

extension CommandWith: Equatable, Hashable {
    /// Commands are equal when they are the same command (identity), whatever their names.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity == rhs.identity }

    public func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}

extension CommandWith: CustomStringConvertible, CustomDebugStringConvertible {
    public var description: String { "Command(\(name))" }
    public var debugDescription: String { "Command(\(name)) created at \(file):\(line)" }
}

extension CommandWith {
    /// The value bound with `bind(to:)`, if any: what a performed-command log shows as its value.
    public var boundValue: (any Hashable & Sendable)? { identity.argument?.value }
}
