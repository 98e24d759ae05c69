import Commands
import Render

/// What an element does under a finger besides a tap: the behaviours of a view, kept apart from
/// its content (never diffed into mount instructions; hit testing and gesture recognition read
/// them). Build it with the modifiers: `.onLongPress(_:)`, `.onDoubleTap(_:)`, `.onDrag(_:)`,
/// `.swipeActions(_:)`, `.pressedLook(_:)`, `.disabled(_:)`.
public struct Interaction: Sendable, Hashable {
    /// Performed when a finger stays down on the view for ``GestureSettings/longPressDuration``
    /// without moving further than the slop; the tap that would follow is not performed.
    public var onLongPress: Command? {
        get { storage.fields.onLongPress }
        set { update { $0.onLongPress = newValue } }
    }
    /// Performed instead of the second tap when two taps land on the view within
    /// ``GestureSettings/doubleTapInterval``.
    public var onDoubleTap: Command? {
        get { storage.fields.onDoubleTap }
        set { update { $0.onDoubleTap = newValue } }
    }
    /// Receives a drag on the view: its phase, translation and velocity.
    public var onDrag: CommandWith<DragValue>? {
        get { storage.fields.onDrag }
        set { update { $0.onDrag = newValue } }
    }
    /// Actions revealed by swiping the view (a list row) toward the leading edge; a full swipe
    /// performs the first one.
    public var swipeActions: [SwipeAction] {
        get { storage.fields.swipeActions }
        set { update { $0.swipeActions = newValue } }
    }
    /// How the view looks while a finger is down on it (tappable views only).
    public var pressedLook: ControlLook {
        get { storage.fields.pressedLook }
        set { update { $0.pressedLook = newValue } }
    }
    /// A disabled view takes no touch: it is not hit, and touches go to what is under it.
    public var isDisabled: Bool {
        get { storage.fields.isDisabled }
        set { update { $0.isDisabled = newValue } }
    }
    /// Receives a drag that starts at the view's leading edge (within
    /// ``GestureSettings/edgeWidth``): a navigation stack's interactive back swipe.
    public var onEdgeSwipe: CommandWith<DragValue>? {
        get { storage.fields.onEdgeSwipe }
        set { update { $0.onEdgeSwipe = newValue } }
    }
    /// Where the view slides in from when it appears during an animation, and out to when it
    /// disappears, in units of its own size: `(1, 0)` is one width to the right (a pushed
    /// screen). `nil`: it fades in and out.
    public var slide: Point? {
        get { storage.fields.slide }
        set { update { $0.slide = newValue } }
    }
    /// Set by the runtime on a scroll container's view: its id and axis (for routing drags).
    public var scroll: ScrollBehavior? {
        get { storage.fields.scroll }
        set { update { $0.scroll = newValue } }
    }
    /// A text field's editing behaviour (set by `TextField`, `SecureField`, `TextEditor`).
    public var field: FieldBehavior? {
        get { storage.fields.field }
        set { update { $0.field = newValue } }
    }
    /// A tap on the view ends editing (see `endsEditingOnTap()`).
    public var endsEditing: Bool {
        get { storage.fields.endsEditing }
        set { update { $0.endsEditing = newValue } }
    }
    /// What the element is to assistive technology beyond its label (`.accessibilityRole(_:)`
    /// and the other accessibility modifiers); `nil`: everything is derived from the element.
    public var semantics: Semantics? {
        get { storage.fields.semantics?.value }
        set { update { $0.semantics = newValue.map(SemanticsBox.init) } }
    }
    /// ``semantics`` without a copy: read by the accessibility tree for every laid-out node.
    var semanticsBox: SemanticsBox? { storage.fields.semantics }

    /// The behaviours, behind one reference: an interaction is copied with every element,
    /// laid-out node and mounted view, and its Commands would make each copy large.
    /// Copy on write: a change made while the box is shared goes to a new box.
    private var storage: Storage

    /// Unchecked: `fields` changes only in ``update(_:)``, when the interaction being changed
    /// holds the only reference, so no other copy, on any thread, can see it change.
    private final class Storage: @unchecked Sendable {
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private struct Fields: Sendable, Hashable {
        var onLongPress: Command?
        var onDoubleTap: Command?
        var onDrag: CommandWith<DragValue>?
        var swipeActions: [SwipeAction]
        var pressedLook: ControlLook
        var isDisabled: Bool
        var onEdgeSwipe: CommandWith<DragValue>?
        var slide: Point?
        var scroll: ScrollBehavior?
        var field: FieldBehavior?
        var endsEditing = false
        var semantics: SemanticsBox?
    }

    private mutating func update(_ change: (inout Fields) -> Void) {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
        change(&storage.fields)
    }

    public init(onLongPress: Command? = nil, onDoubleTap: Command? = nil, onDrag: CommandWith<DragValue>? = nil,
                swipeActions: [SwipeAction] = [], pressedLook: ControlLook = .pressed, isDisabled: Bool = false,
                onEdgeSwipe: CommandWith<DragValue>? = nil, scroll: ScrollBehavior? = nil) {
        storage = Storage(Fields(onLongPress: onLongPress, onDoubleTap: onDoubleTap, onDrag: onDrag,
                                 swipeActions: swipeActions, pressedLook: pressedLook, isDisabled: isDisabled,
                                 onEdgeSwipe: onEdgeSwipe, scroll: scroll))
    }

    /// No behaviour at all.
    public static let none = Interaction()

    public static func == (lhs: Interaction, rhs: Interaction) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(storage.fields) }
}

/// A scroll container's identity for gesture routing.
public struct ScrollBehavior: Sendable, Hashable {
    /// The container's id (its `ScrollExtent` key).
    public var id: String
    /// The axis it scrolls along.
    public var axis: Axis

    public init(id: String, axis: Axis) {
        self.id = id
        self.axis = axis
    }
}

/// The direction a scroll container moves its content in.
public enum Axis: String, Sendable, Hashable, Codable, CaseIterable {
    /// Top to bottom (lists, forms).
    case vertical
    /// Leading to trailing (chip rows, carousels).
    case horizontal
}

/// One action behind a swiped row ("Delete", "Archive").
public struct SwipeAction: Sendable, Hashable {
    /// The button's title.
    public var title: String
    /// What the action does.
    public var command: Command
    /// Drawn red, as a destructive action.
    public var isDestructive: Bool

    public init(_ title: String, isDestructive: Bool = false, command: Command) {
        self.title = title
        self.command = command
        self.isDestructive = isDestructive
    }
}

/// What a drag reports to `.onDrag(_:)`.
public struct DragValue: Sendable, Hashable, CustomStringConvertible {
    /// Where the drag is.
    public enum Phase: String, Sendable, Hashable, Codable {
        /// The finger moved past the slop: the drag starts.
        case began
        /// The finger moved.
        case changed
        /// The finger lifted.
        case ended
        /// The drag was interrupted (the pointer was cancelled).
        case cancelled
    }

    /// Where the drag is.
    public var phase: Phase
    /// The finger's movement since it went down, in points.
    public var translation: Point
    /// The finger's velocity, in points per second.
    public var velocity: Point
    /// The size of the view the gesture is on (thresholds such as "past half the width").
    public var size: Size

    public init(phase: Phase, translation: Point, velocity: Point = Point(x: 0, y: 0), size: Size = Size(width: 0, height: 0)) {
        self.phase = phase
        self.translation = translation
        self.velocity = velocity
        self.size = size
    }

    public var description: String {
        "\(phase.rawValue) (\(format(translation.x)), \(format(translation.y)))"
    }

    private func format(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}

extension ElementConvertible {
    func interacting(_ change: @escaping @Sendable (inout Interaction) -> Void) -> Element {
        modified { element in
            // Taken out of the element, so that the change is made in place when nothing else holds it.
            var interaction = element.interaction ?? Interaction()
            element.interaction = nil
            change(&interaction)
            element.interaction = interaction
        }
    }

    /// Performs `command` when a finger rests on the element for half a second.
    public func onLongPress(_ command: Command?) -> Element {
        interacting { $0.onLongPress = command }
    }

    /// Performs `command` on a double tap (the first tap still performs `onTap`).
    public func onDoubleTap(_ command: Command?) -> Element {
        interacting { $0.onDoubleTap = command }
    }

    /// Reports drags on the element (phase, translation, velocity) to `command`.
    public func onDrag(_ command: CommandWith<DragValue>?) -> Element {
        interacting { $0.onDrag = command }
    }

    /// Actions a swipe toward the leading edge reveals on the element (a list row); a full swipe
    /// performs the first.
    public func swipeActions(_ actions: [SwipeAction]) -> Element {
        interacting { $0.swipeActions = actions }
    }

    /// How the element looks while a finger is down on it (default: dimmed to 0.6, as UIKit's
    /// highlighted system button).
    public func pressedLook(_ look: ControlLook) -> Element {
        interacting { $0.pressedLook = look }
    }

    /// Reports drags that start at the element's leading edge to `command` (interactive back).
    /// The translation's and velocity's `x` grow toward the trailing edge in either direction.
    public func onEdgeSwipe(_ command: CommandWith<DragValue>?) -> Element {
        interacting { $0.onEdgeSwipe = command }
    }

    /// Slides the element in from `fraction` of its own size away when it appears during an
    /// animation, and out there when it disappears (instead of fading).
    public func slide(from fraction: Point?) -> Element {
        interacting { $0.slide = fraction }
    }

    /// A disabled element takes no touch: taps go to what lies under it.
    public func disabled(_ isDisabled: Bool = true) -> Element {
        interacting { $0.isDisabled = isDisabled }
    }
}

extension ControlLook {
    /// `props` with this look applied, colours resolved for `scheme`.
    func applied(to props: ViewProps, scheme: ColorScheme) -> ViewProps {
        var props = props
        if let background { props.background = background.resolved(in: scheme) }
        if let borderColor, props.borderWidth > 0 { props.borderColor = borderColor.resolved(in: scheme) }
        if let opacity, opacity.isFinite { props.opacity = min(max(props.opacity * opacity, 0), 1) }
        return props
    }
}
