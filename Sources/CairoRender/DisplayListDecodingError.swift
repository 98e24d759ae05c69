import JSONPaths
/// Why a JSON display list cannot be drawn: what is wrong and where, as a JSON path
/// (`$.items[3].rect`). `description` is the one line `trellis draw` prints.
public struct DisplayListDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// JSON path of the offending value, e.g. `$.items[3].rect`.
    public var path: JSONPath
    /// What is wrong there.
    public var message: String

    /// An error at `path`.
    public init(path: JSONPath, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message)" }
}
