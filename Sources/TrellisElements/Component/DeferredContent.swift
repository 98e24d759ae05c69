/// The content of an element whose real element is made during the layout pass: a memoized
/// ``PropsComponent`` (its body is built only when its Props changed) or an ``EnvironmentReader``
/// (its body is built from the environment the pass lays out for).
///
/// Modifiers applied to such an element change its own fields as usual (so equality and identity
/// see them) and are recorded; the layout pass replays them on the body it builds, so
/// `Row(props).margin(top: 8).id(props.id)` means exactly what it means for an eager component.
///
/// Equality: two memoized components are equal when they are of the same type, their Props are
/// equal and the same number of modifiers was applied; an environment reader is never equal to
/// anything (its closure cannot be compared), so it is rebuilt on every pass.
public struct DeferredContent: Sendable, Hashable {
    enum Source: Sendable {
        case component(type: ObjectIdentifier, props: any Equatable & Sendable, component: any PropsComponent.Type, body: @Sendable () -> Element)
        case environment(@Sendable (Environment) -> Element)
    }

    let source: Source
    /// Modifiers applied to the placeholder, in order; replayed on the built body.
    var modifiers: [@Sendable (inout Element) -> Void] = []

    init(_ source: Source) {
        self.source = source
    }

    /// The element this content stands for, before the placeholder's modifiers are replayed.
    /// MAY run off the main thread.
    func body(in environment: Environment) -> Element {
        switch source {
        case .component(_, _, _, let body): return body()
        case .environment(let build): return build(environment)
        }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        guard lhs.modifiers.count == rhs.modifiers.count else { return false }
        switch (lhs.source, rhs.source) {
        case let (.component(left, leftProps, _, _), .component(right, rightProps, _, _)):
            return left == right && equal(leftProps, rightProps)
        default:
            return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch source {
        case .component(let type, _, _, _): hasher.combine(type)
        case .environment: hasher.combine(0)
        }
        hasher.combine(modifiers.count)
    }

    private static func equal(_ left: any Equatable & Sendable, _ right: any Equatable & Sendable) -> Bool {
        func open<T: Equatable>(_ left: T) -> Bool { (right as? T) == left }
        return open(left)
    }
}

extension Element {
    /// Whether the layout pass still has to build this element's body.
    var isDeferred: Bool {
        if case .deferred = content { return true }
        return false
    }

    /// The element with every deferred layer built for `environment`: the body, with the
    /// placeholder's modifiers replayed on it and the placeholder's key (set by `ForEach` or `.id`)
    /// winning. A concrete element is returned as is.
    /// - Complexity: the cost of the bodies built (O(1) layers for a concrete element).
    func resolved(in environment: Environment) -> Element {
        var environment = environment
        var element = self
        while case .deferred(let deferred) = element.content {
            // A placeholder's own environment values reach the body it stands for.
            environment.setValues(of: element)
            var body = deferred.body(in: environment)
            for modifier in deferred.modifiers { modifier(&body) }
            if let key = element.key { body.key = key }
            element = body
        }
        return element
    }
}

extension ElementConvertible {
    /// Applies `change` to the element; on a deferred element the change is also recorded and
    /// replayed on its body when the layout pass builds it. Every modifier goes through here.
    public func modified(_ change: @escaping @Sendable (inout Element) -> Void) -> Element {
        var element = self.element
        change(&element)
        if case .deferred(var deferred) = element.content {
            deferred.modifiers.append(change)
            element.content = .deferred(deferred)
        }
        return element
    }
}

extension Environment {
    /// The app's values of `element` (`environment(_:_:)`) set over these.
    mutating func setValues(of element: Element) {
        if let edits = element.environmentValues { values = values.merging(edits) }
    }
}
