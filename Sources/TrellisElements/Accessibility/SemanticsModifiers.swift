import Commands

extension ElementConvertible {
    /// Changes the element's ``Semantics``, starting from none declared.
    private func semantics(_ change: @escaping @Sendable (inout Semantics) -> Void) -> Element {
        interacting { interaction in
            var semantics = interaction.semantics ?? Semantics()
            change(&semantics)
            interaction.semantics = semantics
        }
    }

    /// What kind of element a screen reader announces (a button, a header, a link…).
    public func accessibilityRole(_ role: AccessibilityRole) -> Element {
        semantics { $0.role = role }
    }

    /// A header of `level` (1 is the screen's title).
    public func accessibilityHeading(level: Int = 1) -> Element {
        semantics {
            $0.role = .header
            $0.headingLevel = level
        }
    }

    /// The element's current value, read after its label and role ("3 of 5", "on").
    public func accessibilityValue(_ value: String?) -> Element {
        semantics { $0.value = value }
    }

    /// What activating the element does, read after a pause.
    public func accessibilityHint(_ hint: String?) -> Element {
        semantics { $0.hint = hint }
    }

    /// Selected, dimmed, expanded or collapsed, busy.
    public func accessibilityState(_ state: AccessibilityState) -> Element {
        semantics { $0.state = state }
    }

    /// Adds a custom action: VoiceOver's rotor offers `name`, and choosing it performs `command`.
    public func accessibilityAction(_ name: String, _ command: Command?) -> Element {
        guard let command else { return element }
        return semantics { $0.actions.append(AccessibilityAction(name, command: command)) }
    }

    /// An adjustable element: swiping up performs `increment`, swiping down `decrement`.
    public func accessibilityAdjustable(increment: Command?, decrement: Command?) -> Element {
        semantics {
            $0.role = .adjustable
            $0.increment = increment
            $0.decrement = decrement
        }
    }

    /// How the element's subtree is read: `.combine` makes it one stop (a list row read as
    /// "Anna Petrova, 09:00, 1 unread, Here are the mockups…").
    public func accessibilityChildren(_ children: AccessibilityChildren) -> Element {
        semantics { $0.children = children }
    }

    /// Hides the element and its subtree from assistive technology (decoration).
    public func accessibilityHidden(_ isHidden: Bool = true) -> Element {
        semantics { $0.isHidden = isHidden }
    }

    /// Among its siblings, a higher priority is read first.
    public func accessibilitySortPriority(_ priority: Double) -> Element {
        semantics { $0.sortPriority = priority }
    }
}
