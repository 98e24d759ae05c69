import JSONPaths
/// A problem met while drawing a display list. Drawing always completes; each issue says which
/// item it concerns (`index` into `DisplayList.items`, nil for the list itself) and what was done.
public struct RenderIssue: Hashable, Sendable, CustomStringConvertible {
    /// Index of the item in `DisplayList.items`, nil for the list itself.
    public var index: Int?
    /// What happened and what was done instead.
    public var message: String

    /// An issue about item `index`.
    public init(index: Int?, message: String) {
        self.index = index
        self.message = message
    }

    /// `$.items[3]: cannot read image … (drew a placeholder)` — the JSON path of the item in the
    /// `trellis draw` format, or `$` for the list itself.
    public var description: String {
        "\(index.map { JSONPath.root.appending(key: "items").appending(index: $0) } ?? .root): \(message)"
    }
}
