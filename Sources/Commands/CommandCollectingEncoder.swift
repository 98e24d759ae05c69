import JSONPaths

/// Mutable state shared by every container of one collecting walk.
final class CommandCollector {
    var catalog = CommandCatalog()
}

/// An `Encoder` that produces nothing and only records the commands it meets, with their coding
/// paths. Used by `CommandCatalog(commandsOf:)`; keeps the Store module free of Foundation.
struct CommandCollectingEncoder: Encoder {
    let collector: CommandCollector
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// Registers `value` if it is a command, otherwise walks into it. Scalars end the walk.
    func collect<T: Encodable>(_ value: T) throws {
        if let command = value as? any CatalogRegistrable {
            command.register(in: &collector.catalog, at: codingPath)
        } else if !Self.isScalar(value) {
            try value.encode(to: self)
        }
    }

    func nested(_ key: any CodingKey) -> Self {
        Self(collector: collector, codingPath: codingPath + [key])
    }

    private static func isScalar(_ value: Any) -> Bool {
        value is String || value is Bool || value is any BinaryInteger || value is any BinaryFloatingPoint
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(Keyed<Key>(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer { Unkeyed(encoder: self) }

    func singleValueContainer() -> any SingleValueEncodingContainer { Single(encoder: self) }

    // The generic `encode` methods below also witness the scalar requirements (`encode(_: Int)` …),
    // which is why the containers are so short.

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let encoder: CommandCollectingEncoder
        var codingPath: [any CodingKey] { encoder.codingPath }

        mutating func encodeNil(forKey key: Key) {}
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            try encoder.nested(key).collect(value)
        }
        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type, forKey key: Key
        ) -> KeyedEncodingContainer<NestedKey> {
            encoder.nested(key).container(keyedBy: keyType)
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            encoder.nested(key).unkeyedContainer()
        }
        mutating func superEncoder() -> any Encoder { encoder.nested(JSONCodingKey(stringValue: "super")) }
        mutating func superEncoder(forKey key: Key) -> any Encoder { encoder.nested(key) }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let encoder: CommandCollectingEncoder
        var codingPath: [any CodingKey] { encoder.codingPath }
        private(set) var count = 0

        init(encoder: CommandCollectingEncoder) { self.encoder = encoder }

        private mutating func next() -> CommandCollectingEncoder {
            defer { count += 1 }
            return encoder.nested(JSONCodingKey(intValue: count))
        }

        mutating func encodeNil() { count += 1 }
        mutating func encode<T: Encodable>(_ value: T) throws { try next().collect(value) }
        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type
        ) -> KeyedEncodingContainer<NestedKey> {
            next().container(keyedBy: keyType)
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { next().unkeyedContainer() }
        mutating func superEncoder() -> any Encoder { next() }
    }

    struct Single: SingleValueEncodingContainer {
        let encoder: CommandCollectingEncoder
        var codingPath: [any CodingKey] { encoder.codingPath }

        mutating func encodeNil() {}
        mutating func encode<T: Encodable>(_ value: T) throws { try encoder.collect(value) }
    }
}
