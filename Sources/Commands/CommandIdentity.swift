/// What makes two commands equal: the object created with the original command, plus every
/// derivation applied to it (a bound value, the actor/executor it is dispatched on).
struct CommandIdentity: Hashable, Sendable {
    /// A token allocated once per `CommandWith.init`; only its address matters.
    final class Origin: Sendable {
        /// The shared origin of every `nop` command.
        static let nop = Origin()
    }

    let origin: Origin
    private(set) var argument: HashableArgument?
    private(set) var executor: ObjectIdentifier?

    init(origin: Origin = Origin()) {
        self.origin = origin
    }

    func bound<Value: Hashable & Sendable>(to value: Value) -> CommandIdentity {
        var copy = self
        copy.argument = HashableArgument(value)
        return copy
    }

    func dispatched(on executor: AnyObject) -> CommandIdentity {
        var copy = self
        copy.executor = ObjectIdentifier(executor)
        return copy
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.origin === rhs.origin && lhs.argument == rhs.argument && lhs.executor == rhs.executor
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(origin))
        hasher.combine(argument)
        hasher.combine(executor)
    }
}

/// A type-erased, `Sendable` hashable value (`AnyHashable` is not `Sendable`).
struct HashableArgument: Hashable, Sendable {
    let value: any Hashable & Sendable

    init(_ value: some Hashable & Sendable) { self.value = value }

    static func == (lhs: Self, rhs: Self) -> Bool {
        func equals<T: Hashable>(_ left: T) -> Bool { (rhs.value as? T) == left }
        return equals(lhs.value)
    }

    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
