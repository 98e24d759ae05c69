import JSONPaths
/// A JSON value and its path in the document, with typed accessors that throw
/// `DisplayListDecodingError`s naming that path.
struct JSONNode {
    let value: JSONValue
    let path: JSONPath

    func fail(_ message: String) -> DisplayListDecodingError {
        DisplayListDecodingError(path: path, message: message)
    }

    func object(allowing keys: Set<String>) throws(DisplayListDecodingError) -> [String: JSONNode] {
        guard case .object(let fields) = value else { throw fail("expected an object, got \(value.kindDescription)") }
        if let unknown = fields.filter({ !keys.contains($0.0) }).min(by: { $0.0 < $1.0 }) {
            throw JSONNode(value: unknown.1, path: path.appending(key: unknown.0))
                .fail("unknown key '\(unknown.0)' (expected one of: \(keys.sorted().joined(separator: ", ")))")
        }
        return fields.reduce(into: [:]) { $0[$1.0] = JSONNode(value: $1.1, path: path.appending(key: $1.0)) }
    }

    func array() throws(DisplayListDecodingError) -> [JSONNode] {
        guard case .array(let items) = value else { throw fail("expected an array, got \(value.kindDescription)") }
        return items.enumerated().map { JSONNode(value: $1, path: path.appending(index: $0)) }
    }

    func number() throws(DisplayListDecodingError) -> Double {
        guard case .number(let number) = value else { throw fail("expected a number, got \(value.kindDescription)") }
        return number
    }

    func string() throws(DisplayListDecodingError) -> String {
        guard case .string(let string) = value else { throw fail("expected a string, got \(value.kindDescription)") }
        return string
    }

    func bool() throws(DisplayListDecodingError) -> Bool {
        guard case .bool(let bool) = value else { throw fail("expected true or false, got \(value.kindDescription)") }
        return bool
    }

    func numbers(count: Int) throws(DisplayListDecodingError) -> [Double] {
        let items = try array()
        guard items.count == count else { throw fail("expected \(count) numbers, got \(items.count)") }
        var result: [Double] = []
        for item in items { result.append(try item.number()) }
        return result
    }

    /// One of `cases` by its raw value.
    func oneOf<T: RawRepresentable & CaseIterable>(_ type: T.Type) throws(DisplayListDecodingError) -> T
    where T.RawValue == String {
        let name = try string()
        guard let value = T(rawValue: name) else {
            throw fail("'\(name)' is not one of \(T.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return value
    }
}

extension Dictionary where Key == String, Value == JSONNode {
    /// The field, or an error naming `parent.key` when it is missing.
    func required(_ key: String, in parent: JSONNode) throws(DisplayListDecodingError) -> JSONNode {
        guard let node = self[key] else {
            throw DisplayListDecodingError(path: parent.path.appending(key: key), message: "missing")
        }
        return node
    }
}
