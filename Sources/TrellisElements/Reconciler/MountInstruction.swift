import Render

/// One step for a host: the reconciler's output. Instructions are data so tests can assert them
/// exactly and every host is a small interpreter.
///
/// Hosts apply a batch in order. Views are built detached (created with their frame, children
/// inserted) and attached to their parent with one `insert`, so a host never lays out half-built
/// subtrees.
/// Child indexes refer to the parent's child list as it is when the instruction is applied.
public enum MountInstruction: Hashable, Sendable, CustomStringConvertible {
    /// Make a new detached view of `kind` with all its properties and its frame (in the
    /// coordinates of the parent it will be inserted into), as `UIView(frame:)` does.
    case create(ViewID, kind: ElementKind, props: ViewProps, frame: Rect)
    /// Set only these (changed) properties.
    case update(ViewID, changes: [ViewProperty])
    /// Set the frame, in the parent's coordinates.
    case setFrame(ViewID, Rect)
    /// Attach a detached view as the `index`-th child of `parent` (`nil`: the host's root).
    case insert(ViewID, parent: ViewID?, index: Int)
    /// Move an attached child of `parent` to `index` (detach, then insert at `index`).
    case move(ViewID, parent: ViewID, index: Int)
    /// Detach and discard a view and its whole subtree.
    case remove(ViewID)

    /// The view the instruction is about.
    public var viewID: ViewID {
        switch self {
        case .create(let id, _, _, _), .update(let id, _), .setFrame(let id, _), .insert(let id, _, _),
             .move(let id, _, _), .remove(let id):
            return id
        }
    }

    public var description: String {
        switch self {
        case .create(let id, let kind, _, let frame): return "create \(id) \(kind.rawValue) " + rectDescription(frame)
        case .update(let id, let changes): return "update \(id) \(changes.map(\.name).joined(separator: ","))"
        case .setFrame(let id, let frame): return "setFrame \(id) " + rectDescription(frame)
        case .insert(let id, let parent, let index): return "insert \(id) into \(parent.map(\.description) ?? "root") at \(index)"
        case .move(let id, let parent, let index): return "move \(id) in \(parent) to \(index)"
        case .remove(let id): return "remove \(id)"
        }
    }
}

extension ViewProperty {
    /// The property's name, for logs and dumps.
    public var name: String {
        switch self {
        case .background: return "background"
        case .border: return "border"
        case .cornerRadii: return "cornerRadii"
        case .opacity: return "opacity"
        case .clipsContent: return "clipsContent"
        case .content(let content): return content.name
        case .contentInsets: return "contentInsets"
        case .shadow: return "shadow"
        case .gradient: return "gradient"
        case .edgeBorders: return "edgeBorders"
        case .accessibilityLabel: return "accessibilityLabel"
        }
    }
}
