import Commands

/// What a screen reader asks of an element of the accessibility tree, by the element's path:
/// what VoiceOver's double tap, swipes up and down, and rotor actions do.
public enum AccessibilityInput: Sendable, Hashable {
    /// Activate it: perform its activation Command, or focus it when it is a text field.
    case activate(String)
    /// Adjust it up or down (an adjustable element).
    case increment(String)
    case decrement(String)
    /// Perform its custom action of this name ("Delete").
    case action(String, named: String)

    /// The path of the element it acts on.
    public var path: String {
        switch self {
        case .activate(let path), .increment(let path), .decrement(let path), .action(let path, _): path
        }
    }
}

/// Why an ``AccessibilityInput`` did nothing.
public enum AccessibilityInputError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No element of the tree has the path.
    case noElement(String)
    /// The element does not do that: it has no activation, is not adjustable, or has no action
    /// of the name (the ones it has are listed).
    case notSupported(String, what: String, actions: [String])

    public var description: String {
        switch self {
        case .noElement(let path):
            "no accessibility element at \(path)"
        case .notSupported(let path, let what, let actions):
            "the accessibility element at \(path) cannot \(what)"
                + (actions.isEmpty ? "" : "; its actions: " + actions.joined(separator: ", "))
        }
    }
}

extension RuntimeCore {
    /// What a screen reader finds on the screen now, in reading order (``AccessibilityTree``).
    public var accessibilityTree: AccessibilityTree {
        AccessibilityTree(placedLayout, direction: environment.layoutDirection)
    }

    /// Does `input` on the element it names, as a screen reader would. A disabled element does
    /// nothing (as VoiceOver's double tap on a dimmed button).
    /// - Returns: The Commands it performed.
    /// - Throws: ``AccessibilityInputError`` when no element has the path or it cannot do that.
    @discardableResult
    public func accessibility(_ input: AccessibilityInput) async throws(AccessibilityInputError) -> [PerformedCommand] {
        guard let element = accessibilityTree.elements.first(where: { $0.path == input.path }) else {
            throw .noElement(input.path)
        }
        let names = element.actions.map(\.name)
        func unsupported(_ what: String) -> AccessibilityInputError { .notSupported(input.path, what: what, actions: names) }
        switch input {
        case .activate:
            if element.role == .textField || element.role == .secureField {
                guard !element.state.isDisabled, let key = element.path.split(separator: "/").last.map(String.init),
                      await focus(key) else { throw unsupported("be activated: it is a disabled field") }
                return []
            }
            guard let command = element.activation else { throw unsupported("be activated") }
            return element.state.isDisabled ? [] : [perform(command)]
        case .increment:
            guard let command = element.increment else { throw unsupported("be incremented") }
            return [perform(command)]
        case .decrement:
            guard let command = element.decrement else { throw unsupported("be decremented") }
            return [perform(command)]
        case .action(_, let name):
            guard let action = element.actions.first(where: { $0.name == name }) else {
                throw unsupported("do \"\(name)\"")
            }
            return [perform(action.command)]
        }
    }
}
