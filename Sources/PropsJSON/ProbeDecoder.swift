import JSONPaths

/// What one probed value turned out to be, filled in by the containers a type's `init(from:)` asks for.
final class ProbeBuilder {
    var fixed: SchemaShape?
    var properties: [(String, ProbeBuilder)] = []
    var required: Set<String> = []
    var isObject = false
    var element: ProbeBuilder?
    /// Keys asked about with `decodeNil(forKey:)`: the standard `decodeIfPresent` does that first.
    var nilChecked: Set<String> = []

    var shape: SchemaShape {
        if isObject { return .object(properties: properties.map { ($0.0, $0.1.shape) }, required: required) }
        if let element { return .array(element.shape) }
        return fixed ?? .unconstrained
    }

    /// The builder of property `key` (required when decoded with `decode`, not `decodeIfPresent`).
    func property(_ key: String, required isRequired: Bool) -> ProbeBuilder {
        let builder = ProbeBuilder()
        properties.removeAll { $0.0 == key }
        properties.append((key, builder))
        if isRequired { required.insert(key) } else { required.remove(key) }
        return builder
    }
}

/// A `Decoder` that hands out synthetic values and records which keys a type reads
/// (`decode` → required, `decodeIfPresent` → optional) and what types it reads them as.
/// It lists no keys (`allKeys` is empty), so enums fail to decode and are described from samples.
struct ProbeDecoder: Decoder {
    let prober: SchemaProber
    let place: ProbePlace
    let builder: ProbeBuilder

    var codingPath: [any CodingKey] { place.path.codingPath }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedDecodingContainer<Key> {
        builder.isObject = true
        return KeyedDecodingContainer(Keyed<Key>(decoder: self))
    }

    func unkeyedContainer() -> any UnkeyedDecodingContainer {
        let element = ProbeBuilder()
        builder.element = element
        return Unkeyed(decoder: ProbeDecoder(prober: prober, place: place.element(0), builder: element))
    }

    func singleValueContainer() -> any SingleValueDecodingContainer { Single(decoder: self) }

    func probe<T: Decodable>(_ type: T.Type) throws -> T {
        let (shape, value) = try prober.probe(T.self, at: place)
        builder.fixed = shape
        return value
    }

    struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let decoder: ProbeDecoder
        var codingPath: [any CodingKey] { decoder.codingPath }
        var allKeys: [Key] { [] }

        func contains(_ key: Key) -> Bool { true }

        private func member(_ key: Key, required: Bool) -> ProbeDecoder {
            ProbeDecoder(prober: decoder.prober, place: decoder.place.member(key.stringValue),
                         builder: decoder.builder.property(key.stringValue, required: required))
        }

        func decodeNil(forKey key: Key) -> Bool {
            decoder.builder.nilChecked.insert(key.stringValue)
            return false
        }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            guard decoder.builder.nilChecked.contains(key.stringValue) else { return try member(key, required: true).probe(T.self) }
            let member = member(key, required: false)
            let value = try member.probe(T.self)
            member.builder.fixed = member.builder.fixed.map(SchemaShape.nullable)
            return value
        }

        func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
            let member = member(key, required: false)
            _ = try member.probe(T.self)
            member.builder.fixed = member.builder.fixed.map(SchemaShape.nullable)
            return nil
        }

        func nestedContainer<NestedKey: CodingKey>(
            keyedBy type: NestedKey.Type, forKey key: Key
        ) -> KeyedDecodingContainer<NestedKey> {
            member(key, required: true).container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedDecodingContainer {
            member(key, required: true).unkeyedContainer()
        }

        func superDecoder() -> any Decoder { member(Key(stringValue: "super")!, required: true) }
        func superDecoder(forKey key: Key) -> any Decoder { member(key, required: true) }
    }

    /// Yields one element (whose shape is every element's), then is at its end.
    struct Unkeyed: UnkeyedDecodingContainer {
        let decoder: ProbeDecoder
        private(set) var currentIndex = 0

        init(decoder: ProbeDecoder) { self.decoder = decoder }

        var codingPath: [any CodingKey] { decoder.codingPath }
        var count: Int? { nil }
        var isAtEnd: Bool { currentIndex > 0 }

        mutating func decodeNil() -> Bool { false }

        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            defer { currentIndex += 1 }
            return try decoder.probe(T.self)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy type: NestedKey.Type
        ) -> KeyedDecodingContainer<NestedKey> {
            currentIndex += 1
            return decoder.container(keyedBy: type)
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedDecodingContainer {
            currentIndex += 1
            return decoder.unkeyedContainer()
        }

        mutating func superDecoder() -> any Decoder {
            currentIndex += 1
            return decoder
        }
    }

    struct Single: SingleValueDecodingContainer {
        let decoder: ProbeDecoder
        var codingPath: [any CodingKey] { decoder.codingPath }

        func decodeNil() -> Bool { false }
        func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.probe(T.self) }
    }
}
