/// One place where two JSON values differ: its path and the value on each side, `nil` where a
/// side has nothing there (a member or an element only the other side has).
public struct JSONDifference: Equatable, Sendable, CustomStringConvertible {
    /// Where, from the root of both values.
    public var path: JSONPath
    /// The value on the first side (`nil`: absent).
    public var old: JSONValue?
    /// The value on the second side (`nil`: absent).
    public var new: JSONValue?

    public init(path: JSONPath, old: JSONValue?, new: JSONValue?) {
        self.path = path
        self.old = old
        self.new = new
    }

    /// `$.title: "00:10" → "00:09"`, with `(absent)` for a missing side.
    public var description: String {
        "\(path): \(Self.text(old)) → \(Self.text(new))"
    }

    /// A side's value as messages show it: its compact JSON, or `(absent)`.
    public static func text(_ value: JSONValue?) -> String {
        value?.jsonText ?? "(absent)"
    }
}

extension JSONValue {
    /// Every place where `other` differs from this value, deepest first-differing paths only:
    /// objects are compared member by member (whatever their order), arrays element by element,
    /// anything else as a whole. Empty when the two are equal.
    /// - Complexity: O(n) in the size of the two values.
    public func differences(to other: JSONValue, at path: JSONPath = .root) -> [JSONDifference] {
        var result: [JSONDifference] = []
        Self.collect(self, other, at: path, into: &result)
        return result
    }

    private static func collect(_ old: JSONValue, _ new: JSONValue, at path: JSONPath, into result: inout [JSONDifference]) {
        switch (old, new) {
        case (.object(let left), .object(let right)):
            var rightByKey: [String: JSONValue] = [:]
            for (key, value) in right where rightByKey[key] == nil { rightByKey[key] = value }
            var seen: Set<String> = []
            for (key, value) in left where seen.insert(key).inserted {
                if let counterpart = rightByKey[key] {
                    collect(value, counterpart, at: path.appending(key: key), into: &result)
                } else {
                    result.append(JSONDifference(path: path.appending(key: key), old: value, new: nil))
                }
            }
            for (key, value) in right where seen.insert(key).inserted {
                result.append(JSONDifference(path: path.appending(key: key), old: nil, new: value))
            }
        case (.array(let left), .array(let right)):
            for index in 0..<max(left.count, right.count) {
                let element = path.appending(index: index)
                switch (index < left.count, index < right.count) {
                case (true, true): collect(left[index], right[index], at: element, into: &result)
                case (true, false): result.append(JSONDifference(path: element, old: left[index], new: nil))
                default: result.append(JSONDifference(path: element, old: nil, new: right[index]))
                }
            }
        default:
            if old != new { result.append(JSONDifference(path: path, old: old, new: new)) }
        }
    }
}
