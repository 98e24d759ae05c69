/// Something the builder changed about what it was asked for. It rejects nothing, so every
/// change is reported here for the caller to log.
public struct ListDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// What was changed.
    public enum Kind: String, Hashable, Sendable {
        /// An item had no id and was given one from its cell's reuse identifier.
        case missingID
        /// An id was requested again and auto-incremented (`text_button` → `text_button_1`):
        /// the convention for rows added by the same builder method.
        case repeatedID
        /// The id (or its next auto-incremented form) was already taken by an id of another
        /// origin (e.g. an explicit `text_button_1` and a repeated `text_button`), so the item
        /// got a further-incremented id. Diffs may pair the wrong rows; give distinct ids.
        case idCollision
    }

    /// What was changed.
    public var kind: Kind
    /// The id asked for (nil when none was).
    public var requestedID: String?
    /// The id the item got.
    public var assignedID: String
    /// The section the item is in.
    public var sectionID: String

    /// A diagnostic of `kind` for an item in `sectionID`.
    public init(kind: Kind, requestedID: String?, assignedID: String, sectionID: String) {
        self.kind = kind
        self.requestedID = requestedID
        self.assignedID = assignedID
        self.sectionID = sectionID
    }

    /// A sentence for a log.
    public var description: String {
        let requested = requestedID.map { "\"\($0)\"" } ?? "no id"
        return "\(kind.rawValue): item asked for \(requested) in section \"\(sectionID)\", got \"\(assignedID)\""
    }
}
