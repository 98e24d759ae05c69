import Foundation

/// Why a report could not be built; every case names the file or directory.
public enum ReportError: Error, Equatable, CustomStringConvertible {
    /// An input directory does not exist.
    case missingDirectory(String)
    /// The inputs hold no `*.result.json` and no `summary.json`.
    case noResults([String])
    /// A result or summary file is not what the report reads.
    case unreadable(file: String, reason: String)
    /// The report could not be written.
    case cannotWrite(file: String, reason: String)

    public var description: String {
        switch self {
        case .missingDirectory(let path):
            "no such directory: \(path)"
        case .noResults(let paths):
            "no snapshot results (*.result.json or summary.json) under \(paths.joined(separator: ", ")); "
                + "run snapshot tests with TRELLIS_SNAPSHOT_ARTIFACTS set to the directory first"
        case let .unreadable(file, reason):
            "\(file): \(reason)"
        case let .cannotWrite(file, reason):
            "cannot write \(file): \(reason)"
        }
    }

    /// A decoding error said with the JSON path where it happened.
    static func describe(_ error: any Error) -> String {
        func path(_ keys: [any CodingKey]) -> String {
            keys.reduce("$") { text, key in key.intValue.map { text + "[\($0)]" } ?? text + "." + key.stringValue }
        }
        switch error as? DecodingError {
        case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?, .dataCorrupted(let context)?:
            return "at \(path(context.codingPath)): \(context.debugDescription)"
        case .keyNotFound(let key, let context)?:
            return "at \(path(context.codingPath)): missing key \"\(key.stringValue)\""
        default:
            return "\(error)"
        }
    }
}
