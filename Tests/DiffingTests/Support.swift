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

/// The validator's verdict plus `apply`'s result, for one diff.
func check(_ changeset: Changeset<Header, Row>, _ old: Sections, _ new: Sections) -> (violations: [BatchUpdateViolation], applied: Sections?) {
    let violations = BatchUpdateValidator.violations(of: changeset, from: old, to: new)
    return (violations, try? apply(changeset, to: old))
}
