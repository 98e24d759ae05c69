/// Where a value sits in a JSON document: `$`, `$.price`, `$.characteristics[3].value`,
/// `$["a b"]`. The one spelling every decoder of the project uses in its error messages.
///
/// Keys that are identifiers (a letter or `_`, then letters, digits or `_`) are written `.key`;
/// any other key is written `["…"]` with `"` and `\` escaped (and `\n`, `\r`, `\t`), so that
/// `JSONPath(path.description) == path` for every path.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible, Comparable {
    /// One step into a JSON value.
    public enum Component: Hashable, Sendable, Comparable {
        /// A member of an object.
        case key(String)
        /// An element of an array (0-based).
        case index(Int)

        /// Indexes sort before keys; indexes numerically, keys by their characters.
        public static func < (lhs: Component, rhs: Component) -> Bool {
            switch (lhs, rhs) {
            case let (.index(a), .index(b)): a < b
            case let (.key(a), .key(b)): a < b
            case (.index, .key): true
            case (.key, .index): false
            }
        }
    }

    /// The steps from the document's root, outermost first.
    public var components: [Component]

    /// The document's root, `$`.
    public static let root = JSONPath()

    /// The path of `components`, the root when empty.
    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// The path of a `Codable` coding path. A key with an `intValue` whose `stringValue` is
    /// `Index N` (what containers name array positions) or the number itself is an array index;
    /// every other key is an object key.
    /// - Complexity: O(n) in the number of keys.
    public init(codingPath: [any CodingKey]) {
        self.components = codingPath.map(Self.component)
    }

    /// The component a coding key stands for (see `init(codingPath:)`).
    public static func component(_ key: any CodingKey) -> Component {
        if let index = key.intValue, key.stringValue == "Index \(index)" || key.stringValue == "\(index)" {
            return .index(index)
        }
        return .key(key.stringValue)
    }

    /// This path followed by the member `key`.
    public func appending(key: String) -> JSONPath { appending(.key(key)) }

    /// This path followed by the array element `index`.
    public func appending(index: Int) -> JSONPath { appending(.index(index)) }

    /// This path followed by `component`.
    public func appending(_ component: Component) -> JSONPath {
        var result = self
        result.components.append(component)
        return result
    }

    /// `$` followed by `.key`, `["odd key"]` and `[index]` steps.
    /// - Complexity: O(n) in the length of the result.
    public var description: String {
        var result = "$"
        for component in components {
            switch component {
            case .index(let index):
                result += "[\(index)]"
            case .key(let key) where Self.isIdentifier(key):
                result += "." + key
            case .key(let key):
                result += "[" + JSONValue.string(key).jsonText + "]"  // a JSON string literal
            }
        }
        return result
    }

    /// Paths sort by their components, a path before the paths inside it.
    public static func < (lhs: JSONPath, rhs: JSONPath) -> Bool {
        lhs.components.lexicographicallyPrecedes(rhs.components)
    }

    static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, isIdentifierStart(first) else { return false }
        return key.unicodeScalars.allSatisfy { isIdentifierStart($0) || ("0"..."9").contains($0) }
    }

    static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
    }
}

/// A coding key for any member or position: what encoders and decoders over JSON put in their
/// coding paths. Array positions are spelled `Index N`, as Foundation's coders spell them.
public struct JSONCodingKey: CodingKey, Hashable, Sendable {
    public let stringValue: String
    public let intValue: Int?

    /// The key of an object member.
    public init(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    /// The key of array position `intValue`.
    public init(intValue: Int) {
        self.stringValue = "Index \(intValue)"
        self.intValue = intValue
    }

    /// The key of one path component.
    public init(_ component: JSONPath.Component) {
        switch component {
        case .key(let key): self.init(stringValue: key)
        case .index(let index): self.init(intValue: index)
        }
    }
}

extension JSONPath {
    /// The coding path of this path (`init(codingPath:)` maps it back to an equal path).
    public var codingPath: [any CodingKey] { components.map(JSONCodingKey.init) }
}
