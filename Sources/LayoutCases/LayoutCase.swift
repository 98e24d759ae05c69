import Flexbox
import JSONPaths

/// One layout case of the DESIGN.md schema: a tree, the space to lay it out in, and optionally
/// the expected layout, a skip reason and a benchmark mutation.
public struct LayoutCase: Sendable {
    public var name: String
    public var config: Config
    public var direction: Direction
    public var availableWidth: Float
    public var availableHeight: Float
    public var root: CaseNode
    public var expected: CaseLayout?
    public var skip: String?
    public var mutation: Mutation?

    public init(name: String, config: Config = Config(), direction: Direction = .ltr, availableWidth: Float = .nan,
                availableHeight: Float = .nan, root: CaseNode, expected: CaseLayout? = nil, skip: String? = nil,
                mutation: Mutation? = nil) {
        self.name = name
        self.config = config
        self.direction = direction
        self.availableWidth = availableWidth
        self.availableHeight = availableHeight
        self.root = root
        self.expected = expected
        self.skip = skip
        self.mutation = mutation
    }
}

/// A node of a case: its style, an optional measure stand-in, its children.
public struct CaseNode: Sendable {
    public var style: Style
    public var measure: MeasureKind?
    public var children: [CaseNode]

    public init(style: Style = Style(), measure: MeasureKind? = nil, children: [CaseNode] = []) {
        self.style = style
        self.measure = measure
        self.children = children
    }

    /// The number of nodes in this subtree.
    public var count: Int { 1 + children.reduce(0) { $0 + $1.count } }
}

/// A style change for `trellis layout --bench`: applied to the node at `path` (child indexes
/// from the root) between the first and the timed second layout.
public struct Mutation: Sendable {
    public var path: [Int]
    /// The style keys to set, as written in JSON (applied over the node's style).
    public var style: JSONValue
    /// Where `style` sits in the input, for error messages.
    public var jsonPath: JSONPath
}

/// A computed or expected layout tree: frame per node, children in order.
public struct CaseLayout: Equatable, Sendable {
    public var left: Double
    public var top: Double
    public var width: Double
    public var height: Double
    public var children: [CaseLayout]

    public init(left: Double, top: Double, width: Double, height: Double, children: [CaseLayout] = []) {
        self.left = left
        self.top = top
        self.width = width
        self.height = height
        self.children = children
    }
}

/// Bad input: one line naming the JSON path and what is wrong there.
public struct CaseError: Error, Sendable, CustomStringConvertible {
    /// Where the problem is; nil when it concerns the whole text (malformed JSON).
    public let path: JSONPath?
    public let message: String

    public init(_ path: JSONPath?, _ message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { path.map { "\($0): \(message)" } ?? message }
}
