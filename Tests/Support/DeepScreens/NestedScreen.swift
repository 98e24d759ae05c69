import TrellisElements
import TrellisCatalog

/// How deep a ``NestedScreen`` nests, and the text at the bottom.
public struct NestedProps: Codable, Equatable, Sendable {
    /// Columns around the leaf text.
    public var levels: Int
    public var label: String

    public init(levels: Int, label: String = "leaf") {
        self.levels = levels
        self.label = label
    }
}

/// A catalog screen whose body nests `levels` columns around one text, built in a loop: a
/// memoized component, so the runtime's root is a deferred element of depth 1 and the depth only
/// shows once the layout pass builds the body (the shape of issue 31's 10,000-level screen).
public struct NestedScreen: Screen {
    public static let name = "nested"
    /// The screen: 10,000 levels.
    public static let deepLevels = 10_000
    public static let samples = [Sample("shallow", NestedProps(levels: 3)),
                                 Sample("deep", NestedProps(levels: deepLevels))]

    public let props: NestedProps
    public init(props: NestedProps) { self.props = props }

    public var body: Element {
        var element = Text(props.label).element
        for _ in 0..<max(props.levels, 0) {
            let child = element
            element = Column { child }.element
        }
        return element
    }
}

extension Catalog {
    /// A catalog of the one ``NestedScreen``.
    public static func nested() -> Catalog {
        var catalog = Catalog()
        try! catalog.register(NestedScreen.self)
        return catalog
    }
}

extension NestedScreen {
    /// Levels of `node`'s first-child chain (a leaf is 1), counted without recursion.
    public static func depth(of node: LayoutNode?) -> Int {
        var depth = 0
        var cursor = node
        while let node = cursor {
            depth += 1
            cursor = node.children.first
        }
        return depth
    }
}
