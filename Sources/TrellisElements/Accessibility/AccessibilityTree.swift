import Commands
import Render

/// What a screen reader finds on a laid-out screen: its elements ("stops") in reading order, each
/// with its role, label, value, state, hint, actions and frame on screen.
///
/// Built from the placed layout (the layout pass's tree with the rows of its scroll containers as
/// shown) in one walk. What an element does not declare in its ``Semantics`` is derived:
/// - a text is static text; a tappable view a button; a `Toggle` a switch whose value is "on" or
///   "off"; a `TextField` a text field whose value is its text, labelled by its placeholder (a
///   `SecureField` never gives its value); a progress ring a progress indicator ("40 %"); an
///   activity indicator "In progress", busy; an image or custom leaf with a label an image, and
///   without one decoration (not read); a box with a label, with swipe actions or that combines
///   its children, a group.
/// - An element that is read merges its subtree: its label, when it has none, joins the labels
///   of what is inside ("Anna Petrova, 09:00, Here are the mockups…"), and it offers the swipe
///   actions and the tappable descendants inside it as custom actions. A combining container
///   without a role of its own takes the role, value and activation of its first interactive
///   descendant (a settings row read as "Notifications, switch, on"); a tappable row without a
///   declared role takes those of a switch or adjustable inside it.
/// - Elements at opacity below 0.01 and hidden ones are not read, with their subtrees.
/// - Reading order follows the layout within each container: lines top to bottom, and within a
///   line leading to trailing (right to left in RTL); a container's elements are read together,
///   and a higher sort priority goes first among siblings.
///
/// A value: build it on any thread.
public struct AccessibilityTree: Sendable, Equatable {
    /// The stops in reading order.
    public var elements: [AccessibilityElement]

    /// The tree of `root` (placed layout, root coordinates = screen), read in `direction`.
    /// - Complexity: O(n log n) in the laid-out nodes.
    public init(_ root: LayoutNode?, direction: LayoutDirection = .leftToRight) {
        guard let root else {
            elements = []
            return
        }
        var reader = Reader(direction: direction, root: root)
        var elements: [AccessibilityElement] = []
        withUnsafePointer(to: root) { root in
            reader.collect(root, origin: Point(x: 0, y: 0), clip: nil, named: true, into: &elements)
        }
        self.elements = elements
    }

    public init(elements: [AccessibilityElement]) {
        self.elements = elements
    }

    /// The first stop at `path`, or whose label is `label`.
    public func element(named name: String) -> AccessibilityElement? {
        elements.first { $0.path == name || $0.path.hasSuffix("/" + name) } ?? elements.first { $0.label == name }
    }

    /// What a screen reader would say, one numbered line per stop:
    /// `1. "Вход", heading, level 1` / `2. "Имя пользователя", text field, "dalooG"`.
    public var spoken: String {
        guard !elements.isEmpty else { return "(no accessibility elements)\n" }
        return elements.enumerated().map { "\($0.offset + 1). \($0.element.spoken)" }.joined(separator: "\n") + "\n"
    }

    /// How `self` differs from `previous`, the tree shown before: which stops appeared, went or
    /// changed, and the notification a host posts for it.
    public func changes(from previous: AccessibilityTree) -> AccessibilityUpdate {
        let old = Dictionary(previous.elements.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let new = Set(elements.map(\.path))
        let added = elements.filter { old[$0.path] == nil }.map(\.path)
        let removed = previous.elements.filter { !new.contains($0.path) }.map(\.path)
        let changed = elements.filter { element in old[element.path].map { $0 != element } ?? false }.map(\.path)
        let notification: AccessibilityUpdate.Notification?
        if let alert = elements.first(where: { $0.role == .alert && old[$0.path]?.label != $0.label }) {
            notification = .announcement(alert.label ?? "")
        } else if !previous.elements.isEmpty, !elements.isEmpty, elements.allSatisfy({ old[$0.path] == nil }) {
            notification = .screenChanged
        } else if !added.isEmpty || !removed.isEmpty || !changed.isEmpty
                    || elements.map(\.path) != previous.elements.map(\.path) {
            notification = .layoutChanged
        } else {
            notification = nil
        }
        return AccessibilityUpdate(added: added, removed: removed, changed: changed, notification: notification)
    }
}

/// What changed between two accessibility trees of a screen (``AccessibilityTree/changes(from:)``).
public struct AccessibilityUpdate: Sendable, Equatable {
    /// What a host tells the screen reader.
    public enum Notification: Sendable, Equatable {
        /// Nothing read before is there: a new screen (VoiceOver moves to its first element).
        case screenChanged
        /// Elements appeared, went, moved or changed: the reader refreshes what it knows.
        case layoutChanged
        /// An alert appeared or changed its text: say it now.
        case announcement(String)
    }

    /// Paths of stops that are new, gone, or changed in role, label, value, state or frame.
    public var added: [String]
    public var removed: [String]
    public var changed: [String]
    /// `nil` when nothing changed.
    public var notification: Notification?
}

/// One stop of the accessibility tree.
public struct AccessibilityElement: Sendable, Equatable {
    /// The laid-out node's path (keys, or `kind#n` among unkeyed siblings).
    public var path: String
    public var role: AccessibilityRole
    public var label: String?
    public var value: String?
    public var hint: String?
    public var headingLevel: Int?
    public var state: AccessibilityState
    /// Custom actions, in order (declared ones, then swipe actions, then tappable descendants).
    public var actions: [AccessibilityAction]
    /// What activating it (a double tap in VoiceOver) performs.
    public var activation: Command?
    public var increment: Command?
    public var decrement: Command?
    /// Its frame on screen, in points.
    public var frame: Rect
    /// The part of the frame its clipping ancestors let through (a scroll view's row half under
    /// its edge); `nil` when none shows (scrolled away, but still reachable by the cursor).
    public var visibleFrame: Rect?
    /// Where activation taps: the centre of the frame.
    public var activationPoint: Point { Point(x: frame.midX, y: frame.midY) }

    /// `"Log in", button, dimmed, busy`: label, role, heading level, value, state, hint, actions.
    public var spoken: String {
        var parts = [label.map { "\"\(escapedForLine($0))\"" } ?? "(no label)"]
        if role != .staticText { parts.append(role.rawValue) }
        if let headingLevel { parts.append("level \(headingLevel)") }
        if let value { parts.append("\"\(escapedForLine(value))\"") }
        parts += state.words
        if let hint { parts.append("hint \"\(escapedForLine(hint))\"") }
        if !actions.isEmpty { parts.append("actions: " + actions.map(\.name).joined(separator: ", ")) }
        return parts.joined(separator: ", ")
    }
}

/// The walk that builds the tree.
private struct Reader {
    let direction: LayoutDirection
    /// The root's path segment: its key or its kind.
    let rootName: String
    /// The steps from the root to the node being read, each a parent and the index of the child
    /// taken: a stop's path is made from them when the stop is made, not for every node walked.
    /// The parents are nodes of the walk's active calls, so their pointers stay valid.
    var trail: [(parent: UnsafePointer<LayoutNode>, index: Int)] = []

    init(direction: LayoutDirection, root: LayoutNode) {
        self.direction = direction
        self.rootName = root.key?.description ?? root.kind.rawValue
    }

    /// `root/key/kind#n…` of the node at ``trail``, as ``LayoutNode/childPathSegments`` names each step.
    func path() -> String {
        var path = rootName
        for step in trail { path += "/" + LayoutNode.pathSegment(of: step.index, in: step.parent.pointee.children) }
        return path
    }

    /// Appends the stops of `node` (the node at ``trail``) and its subtree to `out`, in reading
    /// order. Inside an element being merged, `named` is false: those stops need no path, and the
    /// trail is not kept.
    ///
    /// Nodes are read through pointers into their parents' child arrays, which stay alive and
    /// unchanged for the walk: a laid-out node is large, and passing one by value copies it.
    mutating func collect(_ node: UnsafePointer<LayoutNode>, origin: Point, clip: Rect?, named: Bool,
                          into out: inout [AccessibilityElement]) {
        // The behaviours, read once: one reference (``Interaction`` keeps its fields behind one).
        let interaction = node.pointee.interaction
        let semantics = interaction?.semanticsBox
        if semantics?.value.isHidden == true || node.pointee.props.opacity < 0.01 { return }
        let frame = Rect(x: origin.x + node.pointee.frame.minX, y: origin.y + node.pointee.frame.minY,
                         width: node.pointee.frame.width, height: node.pointee.frame.height)
        let visible = Self.intersection(frame, clip)
        let childClip = node.pointee.props.clipsContent ? (visible ?? Rect(x: frame.minX, y: frame.minY, width: 0, height: 0)) : clip
        let role = semantics?.value.role ?? derivedRole(node, interaction: interaction)
        if let role, semantics?.value.children != .contain {
            var stop = ownStop(node, interaction: interaction, role: role, path: named ? path() : "", frame: frame)
            stop.visibleFrame = visible
            if semantics?.value.children != .ignore, !node.pointee.children.isEmpty {
                var inner: [AccessibilityElement] = []
                node.pointee.children.withUnsafeBufferPointer { children in
                    for index in children.indices {
                        collect(children.baseAddress! + index, origin: frame.origin, clip: childClip, named: false, into: &inner)
                    }
                }
                let adopting = semantics?.value.role != nil ? [] : role == .group ? Self.interactive : Self.controls
                merge(inner, into: &stop, adopting: adopting)
            }
            out.append(stop)
            return
        }
        let start = out.count
        // The children that made stops, and the range of `out` each one's stops fill.
        var ranges: [Range<Int>] = [], readers: [Int] = []
        node.pointee.children.withUnsafeBufferPointer { children in
            for index in children.indices {
                let before = out.count
                trail.append((node, index))
                collect(children.baseAddress! + index, origin: frame.origin, clip: childClip, named: named, into: &out)
                trail.removeLast()
                guard out.count > before else { continue }
                ranges.append(before..<out.count)
                readers.append(index)
            }
        }
        guard ranges.count > 1 else { return }
        let children = node.pointee.children
        let frames = readers.map { children[$0].frame }
        let priorities = readers.map { children[$0].interaction?.semanticsBox?.value.sortPriority ?? 0 }
        let sequence = order(frames, priorities, Array(ranges.indices))
        guard sequence != Array(ranges.indices) else { return }
        let appended = Array(out[start...])
        out.removeSubrange(start...)
        for index in sequence { out += appended[(ranges[index].lowerBound - start)..<(ranges[index].upperBound - start)] }
    }

    /// `frame` within `clip` (`nil`: unclipped); `nil` when nothing of it is inside.
    private static func intersection(_ frame: Rect, _ clip: Rect?) -> Rect? {
        guard let clip else { return frame }
        let inside = frame.intersection(clip)
        return inside.width > 0 && inside.height > 0 ? inside : nil
    }

    /// The role an element has without a declared one; `nil`: a container, not read itself.
    private func derivedRole(_ node: UnsafePointer<LayoutNode>, interaction: Interaction?) -> AccessibilityRole? {
        let labelled = !(node.pointee.props.accessibilityLabel ?? "").isEmpty
        if node.pointee.onTap != nil { return .button }
        switch node.pointee.props.content {
        case .toggle: return .toggle
        case .textField: return interaction?.field?.isSecure == true ? .secureField : .textField
        case .text(let text): return text.isEmpty ? nil : .staticText
        case .image, .custom: return labelled ? .image : nil
        case .progressRing, .activityIndicator: return .progressIndicator
        case .none, .shape: break
        }
        if labelled || interaction?.semanticsBox?.value.children == .combine || interaction?.swipeActions.isEmpty == false {
            return .group
        }
        return nil
    }

    /// The stop `node` makes by itself, before its subtree merges in.
    private func ownStop(_ node: UnsafePointer<LayoutNode>, interaction: Interaction?, role: AccessibilityRole,
                         path: String, frame: Rect) -> AccessibilityElement {
        let box = interaction?.semanticsBox
        var label = node.pointee.props.accessibilityLabel.flatMap { $0.isEmpty ? nil : $0 }
        var value: String?
        var state = box?.value.state ?? AccessibilityState()
        switch node.pointee.props.content {
        case .text(let text): label = label ?? text.string
        case .toggle(let toggle):
            value = toggle.isOn ? "on" : "off"
            if !toggle.isEnabled { state.isDisabled = true }
        case .textField(let field):
            label = label ?? (field.placeholder.isEmpty ? nil : field.placeholder)
            if interaction?.field?.isSecure != true, !field.isPlaceholder, !field.text.isEmpty {
                value = field.text.string
            }
            if !field.isEnabled { state.isDisabled = true }
        case .progressRing(let ring):
            value = "\(Int((min(max(ring.progress, 0), 1) * 100).rounded())) %"
        case .activityIndicator:
            label = label ?? "In progress"
            state.isBusy = true
        default: break
        }
        if interaction?.isDisabled == true { state.isDisabled = true }
        var actions = box?.value.actions ?? []
        if let swipes = interaction?.swipeActions, !swipes.isEmpty {
            actions += swipes.map { AccessibilityAction($0.title, command: $0.command) }
        }
        return AccessibilityElement(path: path, role: role, label: label, value: box?.value.value ?? value,
                                    hint: box?.value.hint, headingLevel: box?.value.headingLevel, state: state,
                                    actions: actions, activation: node.pointee.onTap, increment: box?.value.increment,
                                    decrement: box?.value.decrement, frame: frame, visibleFrame: frame)
    }

    /// Folds the stops inside an element into it: their labels when it has none, their
    /// activation as custom actions, and for a combining group the first interactive one's role.
    /// What a combining group takes the role of: its first interactive element.
    static let interactive = Set(AccessibilityRole.allCases.filter(\.isInteractive))
    /// What a tappable row takes the role of: a switch or an adjustable inside it (a settings
    /// row whose whole width toggles its switch reads "Wi-Fi, switch, on").
    static let controls: Set<AccessibilityRole> = [.toggle, .adjustable]

    private func merge(_ inner: [AccessibilityElement], into stop: inout AccessibilityElement, adopting roles: Set<AccessibilityRole>) {
        guard !inner.isEmpty else { return }
        // A progress indicator around a countdown reads the ring's value.
        stop.value = stop.value ?? inner.first(where: { $0.role == stop.role && $0.value != nil })?.value
        // The interactive stop whose role, value and activation a combining group takes, by index.
        var adopted: Int?
        if let index = inner.firstIndex(where: { roles.contains($0.role) }) {
            adopted = index
            let first = inner[index]
            stop.role = first.role
            stop.value = stop.value ?? first.value
            stop.activation = stop.activation ?? first.activation
            stop.increment = stop.increment ?? first.increment
            stop.decrement = stop.decrement ?? first.decrement
            if first.state.isDisabled { stop.state.isDisabled = true }
        }
        if stop.label == nil {
            let labels = inner.indices.compactMap { $0 == adopted ? inner[$0].label : (inner[$0].label ?? inner[$0].value) }
            stop.label = labels.isEmpty ? nil : labels.joined(separator: ", ")
        }
        for (index, element) in inner.enumerated() where index != adopted {
            stop.actions += element.actions
            if let activation = element.activation, activation != stop.activation, let label = element.label {
                stop.actions.append(AccessibilityAction(label, command: activation))
            }
        }
    }

    /// The order to read sibling groups in (their indices): by sort priority, then in lines top
    /// to bottom, a line leading to trailing. A child joins the line when its vertical middle
    /// lies within the line's first child.
    private func order(_ frames: [Rect], _ priorities: [Double], _ indices: [Int]) -> [Int] {
        guard indices.count > 1 else { return indices }
        let first = priorities[indices[0]]
        if indices.contains(where: { priorities[$0] != first }) {
            return Set(indices.map { priorities[$0] }).sorted(by: >).flatMap { priority in
                order(frames, priorities, indices.filter { priorities[$0] == priority })
            }
        }
        // A column's children one below the other are in reading order already.
        if zip(indices, indices.dropFirst()).allSatisfy({ frames[$0].maxY <= frames[$1].minY }) { return indices }
        let byTop = indices.sorted {
            let a = frames[$0], b = frames[$1]
            return a.minY != b.minY ? a.minY < b.minY : $0 < $1
        }
        var lines: [[Int]] = []
        for index in byTop {
            let frame = frames[index]
            if let first = lines.last?.first,
               frame.midY < frames[first].maxY || frame.height == 0 && frame.minY == frames[first].minY {
                lines[lines.count - 1].append(index)
            } else {
                lines.append([index])
            }
        }
        let rightToLeft = direction == .rightToLeft
        return lines.flatMap { line in
            line.sorted {
                let a = frames[$0], b = frames[$1]
                if rightToLeft { return a.maxX != b.maxX ? a.maxX > b.maxX : $0 < $1 }
                return a.minX != b.minX ? a.minX < b.minX : $0 < $1
            }
        }
    }
}
