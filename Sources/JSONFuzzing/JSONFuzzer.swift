import JSONPaths
import SeededRandom

/// How big a fuzz case may get: every generated or mutated document stays within these, so no
/// case is slow because it is huge (a slow case is a finding, not the size of the input).
public struct FuzzBounds: Sendable {
    /// Deepest nesting of a generated value, and of the brackets a byte mutation opens.
    public var depth: Int
    /// Most members of one generated array or object.
    public var members: Int
    /// Longest generated string, in characters.
    public var stringLength: Int
    /// Largest document, in bytes: a mutation that would grow past it is not made.
    public var bytes: Int

    public init(depth: Int = 12, members: Int = 8, stringLength: Int = 24, bytes: Int = 64 << 10) {
        self.depth = depth
        self.members = members
        self.stringLength = stringLength
        self.bytes = bytes
    }
}

/// Seeded fuzz cases for a JSON decoder: random documents, structural mutations of real documents
/// (a value replaced, removed, duplicated, retyped; an unknown key added; numbers at the edges)
/// and byte mutations of them (flips, cuts, splices, tokens, deep brackets, invalid UTF-8).
///
/// The same seed and corpus give the same cases, so a failing case replays from its number.
/// - Complexity: O(size of the corpus document) per case.
public struct JSONFuzzer: Sendable {
    private var random: SeededGenerator
    private let corpus: [(bytes: [UInt8], value: JSONValue?)]
    public let bounds: FuzzBounds

    /// - Parameters:
    ///   - corpus: Real documents the mutations start from (may be empty: random documents only).
    public init(seed: UInt64, corpus: [[UInt8]], bounds: FuzzBounds = FuzzBounds()) {
        random = SeededGenerator(seed: seed)
        self.corpus = corpus.map { ($0, try? JSONValue(parsing: $0)) }
        self.bounds = bounds
    }

    /// The next case.
    public mutating func next() -> [UInt8] {
        let roll = Int.random(in: 0..<10, using: &random)
        guard let document = corpus.randomElement(using: &random) else { return randomDocument() }
        switch roll {
        case 0: return randomDocument()
        case 1...5:
            guard var value = document.value else { return mutatedBytes(document.bytes) }
            for _ in 0..<Int.random(in: 1...3, using: &random) { value = mutated(value, depth: 0) }
            return capped(value.serialized(pretty: roll == 5))
        default:
            return mutatedBytes(document.bytes)
        }
    }

    // MARK: Random values

    private mutating func randomDocument() -> [UInt8] {
        capped(randomValue(depth: 0).serialized(pretty: false))
    }

    private mutating func randomValue(depth: Int) -> JSONValue {
        let leafOnly = depth >= bounds.depth
        switch Int.random(in: 0..<(leafOnly ? 4 : 6), using: &random) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &random))
        case 2: return .number(randomNumber())
        case 3: return .string(randomString())
        case 4:
            return .array((0..<Int.random(in: 0...bounds.members, using: &random)).map { _ in randomValue(depth: depth + 1) })
        default:
            return .object((0..<Int.random(in: 0...bounds.members, using: &random)).map { _ in
                (randomKey(), randomValue(depth: depth + 1))
            })
        }
    }

    /// Numbers where decoders go wrong: integer edges, fractions for integers, huge, tiny, signs.
    private mutating func randomNumber() -> Double {
        let edges: [Double] = [0, -0.0, 1, -1, 0.5, -0.5, 2, 255, 256, 65_535, 1e6, -1e6, 1e9, 2_147_483_648,
                               -2_147_483_649, 9_007_199_254_740_992, 1.8e19, -9.3e18, 1e300, -1e300, Double.leastNonzeroMagnitude,
                               Double.greatestFiniteMagnitude, -Double.greatestFiniteMagnitude]
        if Bool.random(using: &random) { return edges.randomElement(using: &random)! }
        return Double(Int.random(in: -1_000...1_000, using: &random)) / Double([1, 2, 10, 3].randomElement(using: &random)!)
    }

    private mutating func randomString() -> String {
        let pieces = ["a", "Z", " ", "", "é", "名", "🙂", "👩‍👩‍👧", "\u{0}", "\n", "\"", "\\", "#", "#FFF", "#GGGGGG",
                      "$", ".", "[0]", "possible", "open", "inProgress", "none", "true", "null", "0", "-1", "1e999",
                      "\u{202E}", "\u{FEFF}", "M0 0 L", "/", "../", "%", "https://"]
        let count = Int.random(in: 0...min(bounds.stringLength, 6), using: &random)
        return (0..<count).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    private mutating func randomKey() -> String {
        if Bool.random(using: &random) { return randomString() }
        return ["type", "items", "size", "id", "name", "title", "rows", "possible", "value", "bogus", "$ref"]
            .randomElement(using: &random)!
    }

    // MARK: Structural mutations

    /// `value` with one place changed: a node chosen by walking down at random.
    private mutating func mutated(_ value: JSONValue, depth: Int) -> JSONValue {
        let descend = depth < bounds.depth && Int.random(in: 0..<4, using: &random) != 0
        switch value {
        case .array(var elements) where descend && !elements.isEmpty:
            let index = Int.random(in: 0..<elements.count, using: &random)
            switch Int.random(in: 0..<8, using: &random) {
            case 0: elements.remove(at: index)
            case 1: if elements.count < bounds.members * 4 { elements.insert(elements[index], at: index) }
            case 2: elements.swapAt(index, Int.random(in: 0..<elements.count, using: &random))
            default: elements[index] = mutated(elements[index], depth: depth + 1)
            }
            return .array(elements)
        case .object(var members) where descend && !members.isEmpty:
            let index = Int.random(in: 0..<members.count, using: &random)
            switch Int.random(in: 0..<10, using: &random) {
            case 0: members.remove(at: index)
            case 1: members.append((randomKey(), randomValue(depth: depth + 1)))
            case 2: members.append(members[index])  // a duplicate key
            case 3: members[index].0 = randomKey()
            default: members[index].1 = mutated(members[index].1, depth: depth + 1)
            }
            return .object(members)
        default:
            return replacement(for: value, depth: depth)
        }
    }

    /// Another value of the same kind (a nearby number, another string) or of another kind.
    private mutating func replacement(for value: JSONValue, depth: Int) -> JSONValue {
        guard Bool.random(using: &random) else { return randomValue(depth: depth) }
        switch value {
        case .number(let number):
            let candidates = [number + 1, number - 1, -number, number * 1_000_000, number / 3, number.rounded(.down) + 0.5]
            return .number(Bool.random(using: &random) ? candidates.randomElement(using: &random)! : randomNumber())
        case .string(let text):
            switch Int.random(in: 0..<4, using: &random) {
            case 0: return .string("")
            case 1: return .string(String(text.dropLast()))
            case 2: return .string(text + randomString())
            default: return .string(randomString())
            }
        case .bool(let flag): return .bool(!flag)
        case .array(let elements): return elements.first ?? .object([])
        case .object(let members): return .array(members.map(\.1))
        case .null: return randomValue(depth: depth)
        }
    }

    // MARK: Byte mutations

    private mutating func mutatedBytes(_ original: [UInt8]) -> [UInt8] {
        var bytes = original
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            let index = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &random)
            switch Int.random(in: 0..<8, using: &random) {
            case 0 where !bytes.isEmpty: bytes[index] ^= UInt8(1) << UInt8.random(in: 0..<8, using: &random)
            case 1 where !bytes.isEmpty: bytes.removeSubrange(index..<min(bytes.count, index + Int.random(in: 1...16, using: &random)))
            case 2: bytes = Array(bytes.prefix(index))
            case 3:
                let token = [",", ":", "[", "]", "{", "}", "\"", "\\", "-", "1e999", "-0", "0.0000001", "NaN", "null",
                             "true", "\\u0000", "\\ud800", "9999999999999999999999", "\u{7F}"].randomElement(using: &random)!
                bytes.insert(contentsOf: Array(token.utf8), at: index)
            case 4:
                // Brackets past the parser's nesting limit (256), or within the generator's bounds.
                let count = Bool.random(using: &random) ? 300 : Int.random(in: 1...bounds.depth * 4, using: &random)
                let open: UInt8 = Bool.random(using: &random) ? UInt8(ascii: "[") : UInt8(ascii: "{")
                bytes.insert(contentsOf: [UInt8](repeating: open, count: count), at: index)
            case 5: bytes.insert(contentsOf: [[0xFF], [0xC3], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x00]]
                                    .randomElement(using: &random)!, at: index)
            case 6 where !bytes.isEmpty:
                let start = Int.random(in: 0..<bytes.count, using: &random)
                let slice = bytes[start..<min(bytes.count, start + Int.random(in: 1...64, using: &random))]
                bytes.insert(contentsOf: slice, at: index)
            default:
                if !bytes.isEmpty { bytes[index] = UInt8.random(in: 0x20...0x7E, using: &random) }
            }
        }
        return capped(bytes)
    }

    private func capped(_ bytes: [UInt8]) -> [UInt8] {
        bytes.count <= bounds.bytes ? bytes : Array(bytes.prefix(bounds.bytes))
    }
}
