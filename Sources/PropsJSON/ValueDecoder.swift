import JSONPaths

/// What one decoding run shares between its decoders and containers: the Command catalog (or the
/// binder that chooses Commands by place and element), and, for strict mode, the object members
/// the decoded type read.
final class ReadLog {
    let userInfo: [CodingUserInfoKey: Any]
    /// Chooses each Command by schema place and element identity; nil: by name and path only.
    let binder: CommandBinder?
    /// The schema owner names of the types decoded so far (nil: not a named type).
    private var ownerNames: [ObjectIdentifier: String?] = [:]
    /// Paths of the object members read so far, in reading order (for rolling back).
    private var order: [JSONPath] = []
    private(set) var read: Set<JSONPath> = []
    /// Object keys no case of an enum matched (what `allKeys` left out), by the object's path.
    var unmatchedKeys: [JSONPath: [String]] = [:]
    /// Object keys an enum's cases did match, by the object's path: more than one is two cases
    /// at once (a merge patch that added a case without removing the old one).
    var matchedKeys: [JSONPath: [String]] = [:]

    init(userInfo: [CodingUserInfoKey: Any], binder: CommandBinder? = nil) {
        self.userInfo = userInfo
        self.binder = binder
    }

    /// The `$defs` name of `type` when it owns a schema place (see `SchemaProber.isNamed`).
    func ownerName(of type: Any.Type) -> String? {
        if let known = ownerNames[ObjectIdentifier(type)] { return known }
        let name = SchemaProber.isNamed(type) ? SchemaProber.name(of: type) : nil
        ownerNames[ObjectIdentifier(type)] = name
        return name
    }

    func markRead(_ path: JSONPath) {
        if read.insert(path).inserted { order.append(path) }
    }

    /// Runs `body`; if it throws, forgets what it read, so that a failed `try?` attempt of a
    /// hand-written `init(from:)` leaves nothing behind.
    func attempt<T>(_ body: () throws -> T) rethrows -> T {
        let mark = order.count
        do {
            return try body()
        } catch {
            for path in order[mark...] { read.remove(path) }
            order.removeSubrange(mark...)
            throw error
        }
    }

    /// The first member, in document order, that was never read (or whose decoding failed).
    /// - Complexity: O(n) in the size of `value`.
    func firstUnread(in value: JSONValue, at path: JSONPath = .root) -> JSONPath? {
        switch value {
        case .object(let members):
            for (key, member) in members {
                let memberPath = path.appending(key: key)
                guard read.contains(memberPath) else { return memberPath }
                if let found = firstUnread(in: member, at: memberPath) { return found }
            }
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                if let found = firstUnread(in: element, at: path.appending(index: index)) { return found }
            }
        default:
            break
        }
        return nil
    }
}

/// A `Decoder` over a parsed `JSONValue`: its errors are `PropsJSONError`s naming JSON paths in
/// plain words, and it records which object members were read (strict mode).
struct ValueDecoder: Decoder {
    let value: JSONValue
    /// Where the value is: its path and, when a binder checks Commands, its schema place.
    private(set) var place: ProbePlace
    let log: ReadLog
    /// Whether the value is a dictionary (its members share one schema place).
    private var isDictionary = false

    init(value: JSONValue, path: JSONPath, log: ReadLog) {
        self.init(value: value, place: ProbePlace(path: path, owner: "", relative: .root), log: log)
    }

    private init(value: JSONValue, place: ProbePlace, log: ReadLog) {
        self.value = value
        self.place = place
        self.log = log
    }

    var path: JSONPath { place.path }

    var codingPath: [any CodingKey] { path.codingPath }
    var userInfo: [CodingUserInfoKey: Any] { log.userInfo }

    func fail(_ reason: String) -> PropsJSONError { PropsJSONError(path: path, reason: reason) }

    func mismatch(_ expected: String) -> PropsJSONError {
        fail("expected \(expected), found \(value.kindDescription)")
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else { throw mismatch("an object") }
        return KeyedDecodingContainer(Keyed<Key>(decoder: self, members: members))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else { throw mismatch("an array") }
        return Unkeyed(decoder: self, elements: elements)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { Single(decoder: self) }

    /// Decodes `T` from this decoder's value: scalars directly, everything else through its
    /// `init(from:)`. Reads are forgotten when it throws.
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try log.attempt {
            if let scalar = try scalar(T.self) { return scalar }
            guard let binder = log.binder else { return try T(from: self) }
            if let command = T.self as? any CommandMarker.Type { return try bind(command, with: binder) as! T }
            var entered = self
            if let owner = log.ownerName(of: T.self) { entered.place = place.owned(by: owner) }
            entered.isDictionary = T.self is any ProbedDictionary.Type
            return try T(from: entered)
        }
    }

    /// The Command the binder chooses for the name here, taken from its catalog; problems are
    /// reported at this path.
    private func bind<C: CommandMarker>(_ type: C.Type, with binder: CommandBinder) throws -> C {
        guard case .string(let name) = value else { throw mismatch("a string") }
        let (catalog, at) = try binder.bind(name, at: place)
        do {
            return try C.live(named: name, at: at, in: catalog)
        } catch {
            throw PropsJSONError(path: path, reason: Wording.error(error, log: log).reason)
        }
    }

    private func scalar<T>(_ type: T.Type) throws -> T? {
        switch type {
        case is String.Type:
            guard case .string(let string) = value else { throw mismatch("a string") }
            return string as? T
        case is Bool.Type:
            guard case .bool(let bool) = value else { throw mismatch("true or false") }
            return bool as? T
        case let integer as any FixedWidthInteger.Type:
            return try self.integer(integer) as? T
        case let floating as any BinaryFloatingPoint.Type:
            return try self.floating(floating) as? T
        default:
            return nil
        }
    }

    private func integer<I: FixedWidthInteger>(_ type: I.Type) throws -> I {
        guard case .number(let number) = value else { throw mismatch("an integer") }
        guard number == number.rounded(.towardZero) else { throw fail("expected an integer, found \(number)") }
        guard let result = I(exactly: number) else {
            throw fail("\(JSONValue.number(number).jsonText) is out of range (expected an integer from \(I.min) to \(I.max))")
        }
        return result
    }

    private func floating<F: BinaryFloatingPoint>(_ type: F.Type) throws -> F {
        guard case .number(let number) = value else { throw mismatch("a number") }
        let result = F(number)
        guard result.isFinite else { throw fail("\(JSONValue.number(number).jsonText) is out of range") }
        return result
    }

    func child(_ value: JSONValue, _ component: JSONPath.Component) -> ValueDecoder {
        switch component {
        case .key(let key): ValueDecoder(value: value, place: place.member(key, inDictionary: isDictionary), log: log)
        case .index(let index): ValueDecoder(value: value, place: place.element(index), log: log)
        }
    }

    struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let decoder: ValueDecoder
        let members: [String: JSONValue]
        let keyOrder: [String]

        init(decoder: ValueDecoder, members: [(String, JSONValue)]) {
            self.decoder = decoder
            self.members = Dictionary(members, uniquingKeysWith: { _, last in last })
            self.keyOrder = members.map(\.0)
        }

        var codingPath: [any CodingKey] { decoder.codingPath }

        var allKeys: [Key] {
            var keys: [Key] = []
            var unmatched: [String] = []
            for name in keyOrder {
                if let key = Key(stringValue: name) { keys.append(key) } else { unmatched.append(name) }
            }
            if !unmatched.isEmpty { decoder.log.unmatchedKeys[decoder.path] = unmatched }
            decoder.log.matchedKeys[decoder.path] = keys.map(\.stringValue)
            return keys
        }

        func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

        /// The member's decoder, marked read; a missing member is an error naming its path.
        private func member(_ key: Key) throws -> ValueDecoder {
            let path = decoder.path.appending(key: key.stringValue)
            guard let value = members[key.stringValue] else {
                throw PropsJSONError(path: path, reason: "missing required key '\(key.stringValue)'")
            }
            decoder.log.markRead(path)
            return decoder.child(value, .key(key.stringValue))
        }

        func decodeNil(forKey key: Key) throws -> Bool { try member(key).value == .null }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            try decoder.log.attempt {
                let member = try member(key)
                if member.value == .null, !(T.self is any OptionalProtocol.Type) {
                    throw member.fail("expected \(Wording.expected(T.self)), found null")
                }
                return try member.decode(T.self)
            }
        }

        func nestedContainer<NestedKey: CodingKey>(
            keyedBy type: NestedKey.Type, forKey key: Key
        ) throws -> KeyedDecodingContainer<NestedKey> {
            try decoder.log.attempt { try member(key).container(keyedBy: type) }
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try decoder.log.attempt { try member(key).unkeyedContainer() }
        }

        func superDecoder() throws -> any Decoder { try superDecoder(forKey: Key(stringValue: "super")!) }

        func superDecoder(forKey key: Key) throws -> any Decoder {
            (try? member(key)) ?? decoder.child(.null, .key(key.stringValue))
        }
    }

    struct Unkeyed: UnkeyedDecodingContainer {
        let decoder: ValueDecoder
        let elements: [JSONValue]
        private(set) var currentIndex = 0

        init(decoder: ValueDecoder, elements: [JSONValue]) {
            self.decoder = decoder
            self.elements = elements
        }

        var codingPath: [any CodingKey] { decoder.codingPath }
        var count: Int? { elements.count }
        var isAtEnd: Bool { currentIndex >= elements.count }

        /// The current element's decoder; the index moves on only when `body` succeeds.
        private mutating func next<T>(_ body: (ValueDecoder) throws -> T) throws -> T {
            guard !isAtEnd else {
                throw decoder.fail("expected more than \(elements.count) elements")
            }
            let result = try decoder.log.attempt { try body(decoder.child(elements[currentIndex], .index(currentIndex))) }
            currentIndex += 1
            return result
        }

        mutating func decodeNil() throws -> Bool {
            guard !isAtEnd, elements[currentIndex] == .null else { return false }
            currentIndex += 1
            return true
        }

        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            try next { element in
                if element.value == .null, !(T.self is any OptionalProtocol.Type) {
                    throw element.fail("expected \(Wording.expected(T.self)), found null")
                }
                return try element.decode(T.self)
            }
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy type: NestedKey.Type
        ) throws -> KeyedDecodingContainer<NestedKey> {
            try next { try $0.container(keyedBy: type) }
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            try next { try $0.unkeyedContainer() }
        }

        mutating func superDecoder() throws -> any Decoder { try next { $0 } }
    }

    struct Single: SingleValueDecodingContainer {
        let decoder: ValueDecoder
        var codingPath: [any CodingKey] { decoder.codingPath }

        func decodeNil() -> Bool { decoder.value == .null }

        func decode<T: Decodable>(_ type: T.Type) throws -> T {
            if decoder.value == .null, !(T.self is any OptionalProtocol.Type) {
                throw decoder.fail("expected \(Wording.expected(T.self)), found null")
            }
            return try decoder.decode(T.self)
        }
    }
}

/// Lets the decoders tell `Optional` apart without naming its wrapped type.
protocol OptionalProtocol {}
extension Optional: OptionalProtocol {}
