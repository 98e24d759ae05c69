import JSONPaths

/// One encoded value, with the Swift types that encoded themselves into it (outermost first).
/// The JSON Schema generator reads those types to find what enums encode to.
final class EncodedNode {
    enum Content {
        case empty
        case scalar(JSONValue)
        case object([(String, EncodedNode)])
        case array([EncodedNode])
    }

    var content = Content.empty
    var types: [Any.Type] = []

    /// The JSON this node stands for (a node nothing was written to is `{}`, as in JSONEncoder).
    var json: JSONValue {
        switch content {
        case .empty: .object([])
        case .scalar(let value): value
        case .object(let members): .object(members.map { ($0.0, $0.1.json) })
        case .array(let elements): .array(elements.map(\.json))
        }
    }

    /// This node and every node inside it, depth first.
    var all: [EncodedNode] {
        switch content {
        case .empty, .scalar: [self]
        case .object(let members): [self] + members.flatMap { $0.1.all }
        case .array(let elements): [self] + elements.flatMap(\.all)
        }
    }

    // Both appends first take the array out of `content`, so that it is held once and grows in
    // place: appending while `content` still held it would copy it, and a 10,000-element array
    // would take quadratic time to write.

    func member(_ key: String) -> EncodedNode {
        guard case .object(var members) = content else {
            let node = EncodedNode()
            content = .object([(key, node)])
            return node
        }
        if let found = members.first(where: { $0.0 == key }) { return found.1 }
        content = .empty
        let node = EncodedNode()
        members.append((key, node))
        content = .object(members)
        return node
    }

    func appendElement() -> EncodedNode {
        let node = EncodedNode()
        guard case .array(var elements) = content else {
            content = .array([node])
            return node
        }
        content = .empty
        elements.append(node)
        content = .array(elements)
        return node
    }
}

/// An `Encoder` that builds an `EncodedNode` tree. Non-finite numbers are errors naming their path.
struct TreeEncoder: Encoder {
    let node: EncodedNode
    let path: JSONPath
    /// Whether nodes note the types that encoded into them (only the schema generator reads them).
    let recordsTypes: Bool
    var codingPath: [any CodingKey] { path.codingPath }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    static func encode(_ value: some Encodable, recordingTypes: Bool = true) throws(PropsJSONError) -> EncodedNode {
        let root = EncodedNode()
        do {
            try TreeEncoder(node: root, path: .root, recordsTypes: recordingTypes).write(value)
        } catch let error as PropsJSONError {
            throw error
        } catch {
            throw PropsJSONError(path: .root, reason: "cannot be written as JSON: \(error)")
        }
        return root
    }

    /// Writes `value` into this encoder's node: scalars directly, others through `encode(to:)`.
    func write<T: Encodable>(_ value: T) throws {
        if recordsTypes { node.types.append(T.self) }
        switch value {
        case let string as String: node.content = .scalar(.string(string))
        case let bool as Bool: node.content = .scalar(.bool(bool))
        case let integer as any BinaryInteger: node.content = .scalar(.number(Double(integer)))
        case let floating as any BinaryFloatingPoint:
            let number = Double(floating)
            guard number.isFinite else {
                throw PropsJSONError(path: path, reason: "\(number) cannot be written as JSON (not a finite number)")
            }
            node.content = .scalar(.number(number))
        default:
            try value.encode(to: self)
        }
    }

    func child(_ node: EncodedNode, _ component: JSONPath.Component) -> TreeEncoder {
        TreeEncoder(node: node, path: path.appending(component), recordsTypes: recordsTypes)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .object = node.content {} else { node.content = .object([]) }
        return KeyedEncodingContainer(Keyed<Key>(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .array = node.content {} else { node.content = .array([]) }
        return Unkeyed(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { Single(encoder: self) }

    // The generic `encode` methods below also witness the scalar requirements (`encode(_: Int)` …).

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let encoder: TreeEncoder
        var codingPath: [any CodingKey] { encoder.codingPath }

        private func member(_ key: Key) -> TreeEncoder {
            encoder.child(encoder.node.member(key.stringValue), .key(key.stringValue))
        }

        mutating func encodeNil(forKey key: Key) { member(key).node.content = .scalar(.null) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try member(key).write(value) }
        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type, forKey key: Key
        ) -> KeyedEncodingContainer<NestedKey> {
            member(key).container(keyedBy: keyType)
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            member(key).unkeyedContainer()
        }
        mutating func superEncoder() -> any Encoder { member(Key(stringValue: "super")!) }
        mutating func superEncoder(forKey key: Key) -> any Encoder { member(key) }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let encoder: TreeEncoder
        var codingPath: [any CodingKey] { encoder.codingPath }
        var count: Int {
            if case .array(let elements) = encoder.node.content { return elements.count }
            return 0
        }

        private func next() -> TreeEncoder {
            let index = count
            return encoder.child(encoder.node.appendElement(), .index(index))
        }

        mutating func encodeNil() { next().node.content = .scalar(.null) }
        mutating func encode<T: Encodable>(_ value: T) throws { try next().write(value) }
        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type
        ) -> KeyedEncodingContainer<NestedKey> {
            next().container(keyedBy: keyType)
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { next().unkeyedContainer() }
        mutating func superEncoder() -> any Encoder { next() }
    }

    struct Single: SingleValueEncodingContainer {
        let encoder: TreeEncoder
        var codingPath: [any CodingKey] { encoder.codingPath }

        mutating func encodeNil() { encoder.node.content = .scalar(.null) }
        mutating func encode<T: Encodable>(_ value: T) throws { try encoder.write(value) }
    }
}
