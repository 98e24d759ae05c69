/// A parsed JSON value. Objects keep their keys in document order (error messages and
/// round-trips stay stable); `serialized` writes them sorted. The one JSON value type of the
/// project: layout cases, Props decoding and JSON Schemas use it.
///
/// Numbers are `Double`s: integers beyond ±2^53 lose precision.
public enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// Objects are equal when they have the same members in the same order.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.number(a), .number(b)): return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)): return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    /// Parses UTF-8 JSON text (RFC 8259, any value at the top level).
    /// - Throws: `JSONSyntaxError` with the 1-based line and column of the first error.
    /// - Complexity: O(n) in the length of `bytes`.
    public init(parsing bytes: some Sequence<UInt8>) throws(JSONSyntaxError) {
        self = try JSONParser.parse(Array(bytes))
    }

    /// The member `key` of an object (the first one of that name); nil for other values.
    /// - Complexity: O(m) in the number of members.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    /// What the value is, for messages: `a string`, `a number`, `an object`, `null`…
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
