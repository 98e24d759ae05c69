import Foundation
import Commands

/// Props from JSON that did not decode: where (a JSON path such as `$.characteristics[3].value`)
/// and why.
public struct PropsDecodingError: Error, Equatable, CustomStringConvertible {
    /// JSON path of the problem, e.g. `$.characteristics[3].value`.
    public let path: String
    /// What is wrong there.
    public let reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}

/// Decodes edited Props, re-attaching the live Commands of the Props on screen by name (remote
/// editing changes data, never behaviour).
public enum PropsDecoding {
    /// - Parameters:
    ///   - data: JSON of the Props.
    ///   - current: The Props on screen; their Commands are the only ones names may refer to.
    /// - Throws: `PropsDecodingError` naming the JSON path of the first problem.
    public static func decode<P: Codable>(_ type: P.Type, from data: Data, commandsOf current: P) throws(PropsDecodingError) -> P {
        let decoder = JSONDecoder()
        do {
            decoder.userInfo[.commandCatalog] = try CommandCatalog(commandsOf: current)
        } catch {
            throw PropsDecodingError(path: "$", reason: "cannot collect the current Commands: \(error)")
        }
        do {
            // JSONSerialization says what is wrong with malformed JSON (JSONDecoder does not).
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
            throw PropsDecodingError(path: "$", reason: "invalid JSON: \(detail)")
        }
        do {
            return try decoder.decode(P.self, from: data)
        } catch let error as DecodingError {
            throw describe(error)
        } catch {
            throw PropsDecodingError(path: "$", reason: "\(error)")
        }
    }

    static func describe(_ error: DecodingError) -> PropsDecodingError {
        switch error {
        case .keyNotFound(let key, let context):
            return PropsDecodingError(path: path(context.codingPath + [key]), reason: "missing required key '\(key.stringValue)'")
        case .typeMismatch(let type, let context):
            return PropsDecodingError(path: path(context.codingPath), reason: "expected \(typeName(type)); \(context.debugDescription)")
        case .valueNotFound(let type, let context):
            return PropsDecodingError(path: path(context.codingPath), reason: "expected \(typeName(type)), found null")
        case .dataCorrupted(let context):
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            return PropsDecodingError(path: path(context.codingPath),
                                      reason: underlying.map { "invalid JSON: \($0)" } ?? context.debugDescription)
        @unknown default:
            return PropsDecodingError(path: "$", reason: "\(error)")
        }
    }

    /// `$.a.b[2].c` for a coding path.
    static func path(_ codingPath: [any CodingKey]) -> String {
        codingPath.reduce("$") { result, key in
            if let index = key.intValue { return result + "[\(index)]" }
            return result + "." + key.stringValue
        }
    }

    private static func typeName(_ type: Any.Type) -> String {
        let name = String(describing: type)
        switch name {
        case "String": return "a string"
        case "Bool": return "a boolean"
        case "Int", "Double": return "a number"
        case let array where array.hasPrefix("Array<"): return "an array"
        default: return name
        }
    }
}
