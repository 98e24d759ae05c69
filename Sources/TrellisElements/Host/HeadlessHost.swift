import Render

/// An in-memory view tree driven by mount instructions. It validates every instruction (unknown
/// views, double attachment, bad indexes are errors), counts what was done, and prints its hierarchy
/// as text: the base of layout-tree snapshots.
public struct HeadlessHost: MountHost, Sendable {
    /// One view of the headless tree.
    public struct View: Sendable, Equatable {
        /// Which view class a real host would make.
        public var kind: ElementKind
        /// Frame in the parent's coordinates.
        public var frame: Rect
        /// The properties as set by create and update instructions.
        public var props: ViewProps
        /// The parent view; `nil` for a root or a detached view.
        public var parent: ViewID?
        /// Child views in order.
        public var children: [ViewID]
        var attached: Bool
    }

    /// Every live view (attached or not), by handle.
    public private(set) var views: [ViewID: View] = [:]
    /// Children of the host's root (usually one: the screen).
    public private(set) var roots: [ViewID] = []
    /// How many views were ever created; reuse shows as a count that stops growing.
    public private(set) var createdCount = 0

    public init() {}

    public mutating func apply(_ instructions: [MountInstruction]) throws(MountError) {
        for instruction in instructions { try apply(instruction) }
    }

    private mutating func apply(_ instruction: MountInstruction) throws(MountError) {
        switch instruction {
        case .create(let id, let kind, let props, let frame):
            guard views[id] == nil else { throw MountError(instruction, "view already exists") }
            views[id] = View(kind: kind, frame: frame, props: props, parent: nil, children: [], attached: false)
            createdCount += 1
        case .update(let id, let changes):
            guard var view = views[id] else { throw MountError(instruction, "no such view") }
            for change in changes { view.props = view.props.applying(change) }
            views[id] = view
        case .setFrame(let id, let frame):
            guard views[id] != nil else { throw MountError(instruction, "no such view") }
            views[id]!.frame = frame
        case .insert(let id, let parent, let index):
            guard let view = views[id] else { throw MountError(instruction, "no such view") }
            guard !view.attached else { throw MountError(instruction, "view is already attached") }
            try attach(id, to: parent, at: index, instruction)
        case .move(let id, let parent, let index):
            guard let view = views[id], view.attached, view.parent == parent,
                  var siblings = views[parent]?.children, let position = siblings.firstIndex(of: id)
            else { throw MountError(instruction, "view is not a child of \(parent)") }
            // Checked before detaching: a rejected move leaves the view where it was.
            guard index >= 0 && index < siblings.count else { throw MountError(instruction, "index out of range") }
            siblings.remove(at: position)
            siblings.insert(id, at: index)
            views[parent]?.children = siblings
        case .remove(let id):
            guard let view = views[id] else { throw MountError(instruction, "no such view") }
            if let parent = view.parent {
                views[parent]?.children.removeAll { $0 == id }
            } else {
                roots.removeAll { $0 == id }
            }
            discard(id)
        }
    }

    private mutating func attach(_ id: ViewID, to parent: ViewID?, at index: Int,
                                 _ instruction: MountInstruction) throws(MountError) {
        if let parent {
            guard let parentView = views[parent] else { throw MountError(instruction, "no parent \(parent)") }
            guard index >= 0 && index <= parentView.children.count else {
                throw MountError(instruction, "index out of range")
            }
            views[parent]!.children.insert(id, at: index)
        } else {
            guard index >= 0 && index <= roots.count else { throw MountError(instruction, "index out of range") }
            roots.insert(id, at: index)
        }
        views[id]!.parent = parent
        views[id]!.attached = true
    }

    /// Drops a view and its descendants (iteratively: trees may be thousands of levels deep).
    private mutating func discard(_ id: ViewID) {
        var stack = [id]
        while let next = stack.popLast() {
            if let view = views.removeValue(forKey: next) { stack.append(contentsOf: view.children) }
        }
    }

    /// The hierarchy, one view per line, indented two spaces per level:
    /// `text v3 [16 60 343×21] "Honda Legend IV, 2006"` (kind, handle, frame, then text, image
    /// source, a progress ring's `progress=0.25`, the words of `ContentLine` and `PrimitiveLine`, or
    /// accessibility label).
    public func dump() -> String {
        var lines: [String] = []
        var stack: [(ViewID, Int)] = roots.reversed().map { ($0, 0) }
        while let (id, depth) = stack.popLast() {
            guard let view = views[id] else { continue }
            lines.append(String(repeating: "  ", count: depth) + HierarchyLine.describe(id: id, kind: view.kind, frame: view.frame, props: view.props))
            stack.append(contentsOf: view.children.reversed().map { ($0, depth + 1) })
        }
        return lines.joined(separator: "\n")
    }
}

/// The one-line description of a view shared by every hierarchy dump.
enum HierarchyLine {
    static func describe(id: ViewID?, kind: ElementKind, key: ElementKey? = nil, frame: Rect, props: ViewProps) -> String {
        var line = kind.rawValue
        if let id { line += " \(id)" }
        if let key { line += " #\(key)" }
        line += " " + rectDescription(frame)
        let content = ContentLine.describe(props.content)
        if ContentLine.precedesDecorations(props.content) { line += content }
        if props.contentInsets != .zero {
            line += " content=" + rectDescription(props.contentBox(in: Rect(origin: .zero, size: frame.size)))
        }
        line += PrimitiveLine.describe(props)
        if !ContentLine.precedesDecorations(props.content) { line += content }
        if props.opacity != 1 { line += " opacity=\(formatPoints(props.opacity))" }
        if let label = props.accessibilityLabel { line += " label=\"\(label)\"" }
        return line
    }
}

extension MountedTree {
    /// The mounted hierarchy in the headless host's format (keys included), for `--dump` and tests.
    public func dump() -> String {
        guard let root else { return "" }
        var lines: [String] = []
        var stack: [(MountedNode, Int)] = [(root, 0)]
        while let (node, depth) = stack.popLast() {
            lines.append(String(repeating: "  ", count: depth)
                + HierarchyLine.describe(id: node.id, kind: node.kind, key: node.key, frame: node.frame, props: node.props))
            stack.append(contentsOf: node.children.reversed().map { ($0, depth + 1) })
        }
        return lines.joined(separator: "\n")
    }
}

extension HeadlessHost {
    /// The views as a mounted tree (first root only; keys and Commands are not known to a host),
    /// so whatever draws mounted trees can draw what the host shows.
    /// Built without recursion (children before their parent), so a tree of any depth converts on
    /// any thread.
    public var tree: MountedTree {
        let nextID = (views.keys.map(\.rawValue).max() ?? 0) + 1
        guard let first = roots.first, let view = views[first] else { return MountedTree(root: nil, nextID: nextID) }
        // The path from the root to the view being built: each view, its children built so far,
        // and the index of its next child.
        var stack: [(id: ViewID, view: View, children: [MountedNode], next: Int)] = [(first, view, [], 0)]
        while let top = stack.last {
            if top.next < top.view.children.count {
                stack[stack.count - 1].next += 1
                let id = top.view.children[top.next]
                if let child = views[id] { stack.append((id, child, [], 0)) }
                continue
            }
            stack.removeLast()
            let node = MountedNode(id: top.id, kind: top.view.kind, key: nil, frame: top.view.frame, props: top.view.props,
                                   children: top.children)
            guard !stack.isEmpty else { return MountedTree(root: node, nextID: nextID) }
            stack[stack.count - 1].children.append(node)
        }
        return MountedTree(root: nil, nextID: nextID)
    }
}
