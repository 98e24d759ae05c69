import Render
import TrellisSessions
import TrellisElements

/// A flow driven as a screen reader user drives it: moving an accessibility cursor from element
/// to element in reading order, activating, adjusting, and choosing custom actions. Every move
/// checks what VoiceOver would land on: a step fails (``FlowError``) when the element under the
/// cursor is off screen, or was hidden or removed since the cursor got there.
///
/// ```swift
/// try await flow.focusAccessibilityElement("m0")
/// try await flow.performAccessibilityAction("Delete")
/// ```
/// Actions reach the runtime as `RuntimeInput.accessibility`, so a recorded session keeps them.
extension Flow {
    /// What a screen reader finds on the screen now, in reading order.
    public var accessibility: AccessibilityTree {
        get async { await core.accessibilityTree }
    }

    /// The element under the accessibility cursor, as it is now; `nil` before the cursor moved
    /// or when it is gone.
    public var focusedAccessibilityElement: AccessibilityElement? {
        get async {
            guard let accessibilityCursor else { return nil }
            return await accessibility.elements.first { $0.path == accessibilityCursor }
        }
    }

    /// Moves the cursor to the next element in reading order (the first when it is on none).
    @discardableResult
    public func focusNextAccessibilityElement() async throws(FlowError) -> AccessibilityElement {
        try await moveCursor(by: 1)
    }

    /// Moves the cursor to the previous element in reading order (the last when it is on none).
    @discardableResult
    public func focusPreviousAccessibilityElement() async throws(FlowError) -> AccessibilityElement {
        try await moveCursor(by: -1)
    }

    /// Puts the cursor on the element whose path is or ends in `target` (a key), else whose
    /// label is `target`.
    @discardableResult
    public func focusAccessibilityElement(_ target: String) async throws(FlowError) -> AccessibilityElement {
        let tree = await accessibility
        guard let element = tree.element(named: target) else {
            throw FlowError(target: target, reason: "no accessibility element has this key, path or label",
                            onScreen: Self.labels(tree))
        }
        return try await land(on: element, in: tree)
    }

    /// Activates the element under the cursor (VoiceOver's double tap).
    public func activate() async throws(FlowError) {
        let element = try await cursorElement()
        guard element.activation != nil || element.role == .textField || element.role == .secureField else {
            throw unsupported(element, "it cannot be activated")
        }
        try await send(.activate(element.path))
    }

    /// Adjusts the element under the cursor up (a swipe up on an adjustable element).
    public func increment() async throws(FlowError) {
        let element = try await cursorElement()
        guard element.increment != nil else { throw unsupported(element, "it is not adjustable") }
        try await send(.increment(element.path))
    }

    /// Adjusts the element under the cursor down.
    public func decrement() async throws(FlowError) {
        let element = try await cursorElement()
        guard element.decrement != nil else { throw unsupported(element, "it is not adjustable") }
        try await send(.decrement(element.path))
    }

    /// Performs the custom action `name` of the element under the cursor (from VoiceOver's rotor).
    public func performAccessibilityAction(_ name: String) async throws(FlowError) {
        let element = try await cursorElement()
        guard element.actions.contains(where: { $0.name == name }) else {
            throw unsupported(element, "it has no action \"\(name)\""
                              + (element.actions.isEmpty ? "" : " (its actions: \(element.actions.map(\.name).joined(separator: ", ")))"))
        }
        try await send(.action(element.path, named: name))
    }

    // MARK: - The cursor

    private func moveCursor(by step: Int) async throws(FlowError) -> AccessibilityElement {
        let tree = await accessibility
        guard !tree.elements.isEmpty else {
            throw FlowError(target: step > 0 ? "next" : "previous", reason: "the screen has no accessibility elements", onScreen: [])
        }
        let current = accessibilityCursor.flatMap { path in tree.elements.firstIndex { $0.path == path } }
        let index: Int
        if let current {
            index = current + step
            guard tree.elements.indices.contains(index) else {
                throw FlowError(target: step > 0 ? "next" : "previous",
                                reason: "the cursor is on the \(step > 0 ? "last" : "first") element (\(tree.elements[current].spoken))",
                                onScreen: Self.labels(tree))
            }
        } else {
            index = step > 0 ? 0 : tree.elements.count - 1
        }
        return try await land(on: tree.elements[index], in: tree)
    }

    /// Puts the cursor on `element`, failing when it is outside the screen.
    private func land(on element: AccessibilityElement, in tree: AccessibilityTree) async throws(FlowError) -> AccessibilityElement {
        accessibilityCursor = element.path
        let size = await core.size
        let visible = element.frame.intersection(Rect(x: 0, y: 0, width: size.width, height: size.height))
        guard visible.width > 0, visible.height > 0 else {
            throw FlowError(target: element.label ?? element.path,
                            reason: "the accessibility cursor landed on it off screen at \(element.frame)",
                            onScreen: Self.labels(tree))
        }
        return element
    }

    /// The element under the cursor now; fails when it was hidden or removed, or is off screen.
    private func cursorElement() async throws(FlowError) -> AccessibilityElement {
        let tree = await accessibility
        guard let path = accessibilityCursor else {
            throw FlowError(target: "accessibility cursor", reason: "it is on no element yet: move it first", onScreen: Self.labels(tree))
        }
        guard let element = tree.elements.first(where: { $0.path == path }) else {
            throw FlowError(target: path, reason: "the element under the accessibility cursor was hidden or removed",
                            onScreen: Self.labels(tree))
        }
        return try await land(on: element, in: tree)
    }

    private func send(_ request: AccessibilityInput) async throws(FlowError) {
        if let recorder { recorder.mark(step: request.sessionJSON) }
        await core.input(.accessibility(request))
        await settle()
    }

    private func unsupported(_ element: AccessibilityElement, _ reason: String) -> FlowError {
        FlowError(target: element.label ?? element.path, reason: reason, onScreen: [element.spoken], isWrongKind: true)
    }

    private static func labels(_ tree: AccessibilityTree) -> [String] {
        tree.elements.map { $0.label ?? $0.path }
    }
}
