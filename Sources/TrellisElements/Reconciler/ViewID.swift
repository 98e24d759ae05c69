/// The handle of a mounted view. The reconciler hands out a fresh one for every created view and
/// keeps it for as long as the element keeps its identity, so hosts can keep a dictionary from
/// `ViewID` to their view objects.
public struct ViewID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The handle's number (1, 2, …), unique within one mounted tree's history.
    public let rawValue: Int

    public init(_ rawValue: Int) {
        self.rawValue = rawValue
    }

    public static func < (lhs: ViewID, rhs: ViewID) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { "v\(rawValue)" }
}

/// How the reconciler recognises a child across passes: its key (and kind, since a host cannot turn
/// a label into an image), else its position among unkeyed siblings of the same kind.
enum SiblingIdentity: Hashable {
    case key(ElementKind, ElementKey)
    case position(ElementKind, Int)

    /// Identities for a list of children. A repeated key is a programmer error; the repeats fall back
    /// to positional identity so the screen still mounts.
    /// - Complexity: O(n).
    static func identities<C: Collection>(of children: C, kind: (C.Element) -> ElementKind,
                                          key: (C.Element) -> ElementKey?) -> [SiblingIdentity] {
        var seenKeys: Set<SiblingIdentity> = []
        var positions: [ElementKind: Int] = [:]
        var result: [SiblingIdentity] = []
        result.reserveCapacity(children.count)
        for child in children {
            let childKind = kind(child)
            if let childKey = key(child), seenKeys.insert(.key(childKind, childKey)).inserted {
                result.append(.key(childKind, childKey))
            } else {
                let position = positions[childKind, default: 0]
                positions[childKind] = position + 1
                result.append(.position(childKind, position))
            }
        }
        return result
    }
}
