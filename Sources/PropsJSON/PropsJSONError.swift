import JSONPaths

/// Why JSON did not become Props: where (a JSON path such as `$.characteristics[3].value`, or a
/// line and column for malformed JSON) and why, in words that never name a Swift type.
public struct PropsJSONError: Error, Equatable, Sendable, CustomStringConvertible {
    /// JSON path of the problem; `$` for malformed JSON.
    public var path: JSONPath
    /// What is wrong there, e.g. `expected a string, found a number`.
    public var reason: String
    /// 1-based line of a syntax error in malformed JSON; nil otherwise.
    public var line: Int?
    /// 1-based column of a syntax error in malformed JSON; nil otherwise.
    public var column: Int?

    /// A problem with the value at `path`.
    public init(path: JSONPath, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// A syntax error in malformed JSON.
    public init(line: Int, column: Int, reason: String) {
        self.init(path: .root, reason: reason)
        self.line = line
        self.column = column
    }

    /// `$.characteristics[3].value: expected a string, found a number`, or
    /// `line 3, column 14: expected ',' or '}'` for malformed JSON.
    public var description: String {
        if let line, let column { return "line \(line), column \(column): \(reason)" }
        return "\(path): \(reason)"
    }
}
