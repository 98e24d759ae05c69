/// Why a JSON display list cannot be drawn: what is wrong and where, as a JSON path
/// (`$.items[3].rect`). `description` is the one line `trellis draw` prints.
public struct DisplayListDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message)" }
}
