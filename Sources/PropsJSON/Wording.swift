import Commands
import JSONPaths

/// Plain words for what a Swift type expects, and `DecodingError`s thrown by hand-written
/// `init(from:)`s rephrased without Swift type names.
enum Wording {
    /// `a string`, `an integer`, `an array`, `a Command name`… for a type.
    static func expected(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        case is any FixedWidthInteger.Type: "an integer"
        case is any BinaryFloatingPoint.Type: "a number"
        case is any ArrayMarker.Type: "an array"
        case is any DictionaryMarker.Type: "an object"
        case is any CommandMarker.Type: "a Command name"
        default: "a value"
        }
    }

    /// The error a decoding failure of any kind stands for.
    static func error(_ error: any Error, log: ReadLog) -> PropsJSONError {
        if let error = error as? PropsJSONError { return error }
        guard let error = error as? DecodingError else { return PropsJSONError(path: .root, reason: "\(error)") }
        switch error {
        case .keyNotFound(let key, let context):
            return PropsJSONError(path: JSONPath(codingPath: context.codingPath + [key]),
                                  reason: "missing required key '\(key.stringValue)'")
        case .valueNotFound(let type, let context):
            return PropsJSONError(path: JSONPath(codingPath: context.codingPath),
                                  reason: "expected \(expected(type)), found null")
        case .typeMismatch(let type, let context):
            let path = JSONPath(codingPath: context.codingPath)
            if let unmatched = log.unmatchedKeys[path] {
                // A synthesized enum decoder found no (or several) case names among the keys.
                return PropsJSONError(path: path, reason: "unknown case '\(unmatched.joined(separator: "', '"))'")
            }
            if let cases = log.matchedKeys[path], cases.count != 1 {
                // A synthesized enum decoder found several case names (or none) among the keys.
                return PropsJSONError(path: path, reason: cases.isEmpty
                    ? "expected one case, found an object with none"
                    : "one case at a time, found \(cases.count): '\(cases.joined(separator: "', '"))'; to replace a case in a "
                        + "merge patch, set the old one to null ({\"\(cases[0])\": null, \"\(cases[1])\": …})")
            }
            let words = expected(type)
            let isPlain = words == "a value" || type is any CommandMarker.Type  // their messages name no types
            return PropsJSONError(path: path, reason: isPlain ? context.debugDescription : "expected \(words)")
        case .dataCorrupted(let context):
            return PropsJSONError(path: JSONPath(codingPath: context.codingPath), reason: plain(context.debugDescription))
        @unknown default:
            return PropsJSONError(path: .root, reason: "\(error)")
        }
    }

    /// `Cannot initialize Fuel from invalid String value diesel` (a raw-value enum) becomes
    /// `unknown value 'diesel'`; other messages are kept.
    static func plain(_ message: String) -> String {
        guard message.hasPrefix("Cannot initialize "), let range = message.range(of: " value ") else { return message }
        return "unknown value '\(message[range.upperBound...])'"
    }
}

protocol ArrayMarker {}
extension Array: ArrayMarker {}
protocol DictionaryMarker {}
extension Dictionary: DictionaryMarker {}
/// A Command of any value type, and how a decoder takes it from a catalog.
protocol CommandMarker {
    /// The live Command named `name` at `path` of `catalog`.
    static func live(named name: String, at path: JSONPath, in catalog: CommandCatalog) throws -> Self
}

extension CommandWith: CommandMarker {
    static func live(named name: String, at path: JSONPath, in catalog: CommandCatalog) throws -> Self {
        try catalog.command(named: name, at: path)
    }
}
