import Diffing

/// A test row: identity `id`, content `content`.
struct Row: Diffable, Hashable, Sendable, CustomStringConvertible {
    var id: Int
    var content: Int = 0
    var diffID: Int { id }
    func isContentEqual(to other: Row) -> Bool { content == other.content }
    var description: String { content == 0 ? "\(id)" : "\(id)'\(content)" }
}

/// A test section header: identity `id`, content `title`.
struct Header: Diffable, Hashable, Sendable {
    var id: Int
    var title: Int = 0
    var diffID: Int { id }
    func isContentEqual(to other: Header) -> Bool { title == other.title }
}

typealias Sections = [DiffSection<Header, Row>]

/// Rows with ids `ids` and content 0.
func rows(_ ids: [Int]) -> [Row] { ids.map { Row(id: $0) } }

/// Sections from `(sectionID, itemIDs)` pairs.
func sections(_ spec: [(Int, [Int])]) -> Sections {
    spec.map { DiffSection(model: Header(id: $0.0), items: rows($0.1)) }
}

/// SplitMix64: a tiny seeded generator, so every failing case can be replayed by its seed.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The validator's verdict plus `apply`'s result, for one diff.
func check(_ changeset: Changeset<Header, Row>, _ old: Sections, _ new: Sections) -> (violations: [BatchUpdateViolation], applied: Sections?) {
    let violations = BatchUpdateValidator.violations(of: changeset, from: old, to: new)
    return (violations, try? apply(changeset, to: old))
}
