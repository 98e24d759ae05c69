import Commands

/// What an element is to assistive technology beyond what it draws: its role, value, hint, state,
/// custom actions, and how its subtree is grouped. Every field is optional: what is not declared
/// comes from the element itself (``AccessibilityTree`` says how): a `Text` is static text, a
/// `Toggle` a switch with its on/off value, a tappable view a button that reads the texts inside
/// it, a `TextField` a text field labelled by its placeholder, an image without a label is
/// decorative and hidden.
///
/// Declared with the modifiers (`.accessibilityRole(_:)`, `.accessibilityValue(_:)`,
/// `.accessibilityHint(_:)`, `.accessibilityState(_:)`, `.accessibilityAction(_:_:)`,
/// `.accessibilityChildren(_:)`, `.accessibilityHidden()`, `.accessibilitySortPriority(_:)`,
/// `.accessibilityHeading(level:)`). The label stays `.accessibilityLabel(_:)`: hosts set it on
/// the view.
///
/// A behaviour, not content: it is never diffed into mount instructions; hosts get the
/// accessibility tree, which is diffed on its own (``AccessibilityTree/changes(from:)``).
public struct Semantics: Sendable, Hashable {
    /// What kind of element it is; `nil`: derived from the element.
    public var role: AccessibilityRole?
    /// Its current value ("on", "40 %", the text typed); `nil`: derived (toggles, fields, rings).
    public var value: String?
    /// What activating it does, read after a pause ("Opens the message").
    public var hint: String?
    /// For a header: its level, 1 (the screen's title) to 6.
    public var headingLevel: Int?
    /// Selected, disabled, expanded or collapsed, busy.
    public var state: AccessibilityState
    /// Actions offered besides activation (VoiceOver's rotor "Actions"), in order.
    public var actions: [AccessibilityAction]
    /// For an adjustable element: what swiping up and down performs.
    public var increment: Command?
    public var decrement: Command?
    /// How the subtree is read: as separate elements, merged into this one, or not at all;
    /// `nil`: an element that is read (a button, a labelled box) merges its subtree, a plain
    /// container lets each child be read.
    public var children: AccessibilityChildren?
    /// Hidden from assistive technology with its whole subtree.
    public var isHidden: Bool
    /// Among siblings, a higher priority is read first; equal priorities follow the layout.
    public var sortPriority: Double

    public init(role: AccessibilityRole? = nil, value: String? = nil, hint: String? = nil, headingLevel: Int? = nil,
                state: AccessibilityState = AccessibilityState(), actions: [AccessibilityAction] = [],
                increment: Command? = nil, decrement: Command? = nil, children: AccessibilityChildren? = nil,
                isHidden: Bool = false, sortPriority: Double = 0) {
        self.role = role
        self.value = value
        self.hint = hint
        self.headingLevel = headingLevel
        self.state = state
        self.actions = actions
        self.increment = increment
        self.decrement = decrement
        self.children = children
        self.isHidden = isHidden
        self.sortPriority = sortPriority
    }
}

/// The kind of an accessibility element: what VoiceOver says after its label and what the web
/// host maps to an ARIA role.
public enum AccessibilityRole: String, Sendable, Hashable, CaseIterable {
    /// Text that reads and does nothing.
    case staticText = "text"
    case button
    case link
    /// A section title; pair it with a level (`.accessibilityHeading(level:)`).
    case header = "heading"
    case textField = "text field"
    case secureField = "secure text field"
    /// An on/off switch; its value is "on" or "off".
    case toggle = "switch"
    /// A value changed by swiping up and down (a stepper, a slider).
    case adjustable
    case image
    case tab
    case list
    case listItem = "list item"
    /// A message that interrupts ("Could not log in").
    case alert
    /// How far a task has come (a progress ring); its value is a percentage.
    case progressIndicator = "progress"
    /// A container read as one element (a merged row) without a role of its own.
    case group

    /// Whether a user acts on it (activate, type, toggle, adjust): lint asks these for a label.
    public var isInteractive: Bool {
        switch self {
        case .button, .link, .textField, .secureField, .toggle, .adjustable, .tab: true
        default: false
        }
    }
}

/// The states an accessibility element can be in besides its value.
public struct AccessibilityState: Sendable, Hashable {
    /// The current one of a set (a tab, a segment).
    public var isSelected: Bool
    /// Shown but not usable now ("dimmed").
    public var isDisabled: Bool
    /// For a disclosure: `true` expanded, `false` collapsed, `nil` neither.
    public var isExpanded: Bool?
    /// Working: its content is about to change ("in progress").
    public var isBusy: Bool

    public init(isSelected: Bool = false, isDisabled: Bool = false, isExpanded: Bool? = nil, isBusy: Bool = false) {
        self.isSelected = isSelected
        self.isDisabled = isDisabled
        self.isExpanded = isExpanded
        self.isBusy = isBusy
    }

    /// The words a screen reader adds for the state, in VoiceOver's order.
    public var words: [String] {
        var words: [String] = []
        if isSelected { words.append("selected") }
        if isDisabled { words.append("dimmed") }
        if let isExpanded { words.append(isExpanded ? "expanded" : "collapsed") }
        if isBusy { words.append("busy") }
        return words
    }
}

/// One custom action of an element ("Delete" on an inbox row): a name and the Command it performs.
public struct AccessibilityAction: Sendable, Hashable {
    public var name: String
    public var command: Command

    public init(_ name: String, command: Command) {
        self.name = name
        self.command = command
    }
}

/// How an element's subtree is read.
public enum AccessibilityChildren: String, Sendable, Hashable {
    /// Each child is read on its own; the element itself is not a stop, even with a label.
    case contain
    /// The element is one stop: its label joins its children's labels, and it takes the role,
    /// value and actions of the first interactive child when it has none of its own.
    case combine
    /// The children are not read; only the element itself is.
    case ignore
}

/// An immutable ``Semantics`` on the heap: equal and hashed by its value.
final class SemanticsBox: Sendable, Hashable {
    let value: Semantics

    init(_ value: Semantics) {
        self.value = value
    }

    static func == (lhs: SemanticsBox, rhs: SemanticsBox) -> Bool { lhs === rhs || lhs.value == rhs.value }
    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
