import JSONPaths

/// A session file (or session) that cannot be used: what is wrong and where — the JSON path of the
/// member, or the line and column of malformed JSON. Reading stops at the first problem and gives
/// nothing back, so nothing is changed by a bad file.
public struct SessionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Where in the document (`nil` for malformed JSON, see `line` and `column`).
    public var path: JSONPath?
    /// The 1-based line of malformed JSON.
    public var line: Int?
    /// The 1-based column of malformed JSON.
    public var column: Int?
    /// What is wrong.
    public var reason: String

    public init(path: JSONPath?, reason: String) {
        self.path = path
        self.reason = reason
    }

    public init(line: Int, column: Int, reason: String) {
        self.line = line
        self.column = column
        self.reason = reason
    }

    /// `$.events[3].input.pointer: …`, or `line 2, column 7: …`.
    public var description: String {
        if let path { return "\(path): \(reason)" }
        if let line, let column { return "line \(line), column \(column): \(reason)" }
        return reason
    }
}

/// A JSON value and where it is, read with errors that name the path: what session files are
/// read with.
struct SessionReader {
    let value: JSONValue
    let path: JSONPath

    init(_ value: JSONValue, at path: JSONPath = .root) {
        self.value = value
        self.path = path
    }

    func error(_ reason: String) -> SessionError { SessionError(path: path, reason: reason) }

    /// The object's members, refusing any key not in `allowed`.
    func members(allowing allowed: Set<String>) throws(SessionError) -> [(String, JSONValue)] {
        guard case .object(let members) = value else { throw error("expected an object, got \(value.kindDescription)") }
        if let unknown = members.first(where: { !allowed.contains($0.0) }) {
            throw SessionError(path: path.appending(key: unknown.0),
                               reason: "unknown key (expected one of \(allowed.sorted().joined(separator: ", ")))")
        }
        return members
    }

    /// The member `key`, `nil` when absent (or `null`).
    func optional(_ key: String) -> SessionReader? {
        guard let member = value[key], member != .null else { return nil }
        return SessionReader(member, at: path.appending(key: key))
    }

    /// The member `key`; an error naming it when absent.
    func required(_ key: String) throws(SessionError) -> SessionReader {
        guard let member = value[key] else { throw error("missing \"\(key)\"") }
        return SessionReader(member, at: path.appending(key: key))
    }

    func string() throws(SessionError) -> String {
        guard case .string(let string) = value else { throw error("expected a string, got \(value.kindDescription)") }
        return string
    }

    func number() throws(SessionError) -> Double {
        guard case .number(let number) = value, number.isFinite else {
            throw error("expected a number, got \(value.kindDescription)")
        }
        return number
    }

    /// A whole number within `range`.
    func integer(in range: ClosedRange<Int> = 0...Int(Int32.max)) throws(SessionError) -> Int {
        let number = try number()
        guard number == number.rounded(.towardZero), number >= Double(range.lowerBound), number <= Double(range.upperBound) else {
            throw error("expected a whole number from \(range.lowerBound) to \(range.upperBound), got \(value.jsonText)")
        }
        return Int(number)
    }

    func bool() throws(SessionError) -> Bool {
        guard case .bool(let bool) = value else { throw error("expected true or false, got \(value.kindDescription)") }
        return bool
    }

    /// `true` (the only value of flag members such as `{"frame": true}`).
    func flag() throws(SessionError) {
        guard value == .bool(true) else { throw error("takes true, got \(value.jsonText)") }
    }

    func array() throws(SessionError) -> [SessionReader] {
        guard case .array(let elements) = value else { throw error("expected an array, got \(value.kindDescription)") }
        return elements.enumerated().map { SessionReader($0.element, at: path.appending(index: $0.offset)) }
    }

    /// `count` numbers in an array (`[x, y]`, `[top, left, bottom, right]`).
    func numbers(_ count: Int) throws(SessionError) -> [Double] {
        let elements = try array()
        guard elements.count == count else { throw error("expected \(count) numbers, got \(elements.count) elements") }
        var numbers: [Double] = []
        for element in elements { numbers.append(try element.number()) }
        return numbers
    }

    /// A value of a string enum, listing the values it takes when it is another.
    func oneOf<T: RawRepresentable & CaseIterable>(_ type: T.Type) throws(SessionError) -> T where T.RawValue == String {
        let string = try string()
        guard let value = T(rawValue: string) else {
            throw error("expected one of \(T.allCases.map(\.rawValue).joined(separator: ", ")), got \"\(string)\"")
        }
        return value
    }
}
