import Commands
import Foundation
import JSONPaths

/// Props to and from JSON. Decoding re-attaches the live Commands of the Props on screen by name
/// (JSON changes data, never behaviour); errors name a JSON path and never a Swift type.
///
/// ```swift
/// let edited = try PropsJSON.decode(ListingProps.self, from: data, commandsOf: current, strict: true)
/// ```
public enum PropsJSON {
    /// Decodes Props from JSON.
    /// - Parameters:
    ///   - data: UTF-8 JSON of the Props.
    ///   - current: The Props on screen; their Commands are the only ones names may refer to.
    ///   - strict: When true, a member of a JSON object that the Props' decoding never reads is an
    ///     error naming its path (`$.banner.titel: unknown key 'titel'`); remote edits use it.
    /// - Throws: `PropsJSONError` naming the JSON path (or line and column) of the first problem.
    /// - Complexity: O(n) in the size of `data` plus what the Props' `init(from:)` costs.
    public static func decode<P: Codable>(
        _ type: P.Type, from data: Data, commandsOf current: P, strict: Bool = false
    ) throws(PropsJSONError) -> P {
        let catalog: CommandCatalog
        do {
            catalog = try CommandCatalog(commandsOf: current)
        } catch {
            throw PropsJSONError(path: .root, reason: "cannot collect the current Commands: \(error)")
        }
        let value: JSONValue
        do {
            value = try JSONValue(parsing: data)
        } catch {
            throw PropsJSONError(line: error.line, column: error.column, reason: error.reason)
        }
        return try decode(P.self, from: value, catalog: catalog, strict: strict)
    }

    /// Decodes Props from a parsed JSON value with the Commands of `catalog`.
    /// - Throws: `PropsJSONError` naming the JSON path of the first problem.
    public static func decode<P: Decodable>(
        _ type: P.Type, from value: JSONValue, catalog: CommandCatalog, strict: Bool = false
    ) throws(PropsJSONError) -> P {
        let log = ReadLog(userInfo: [.commandCatalog: catalog])
        let decoded: P
        do {
            decoded = try ValueDecoder(value: value, path: .root, log: log).decode(P.self)
        } catch {
            throw Wording.error(error, log: log)
        }
        if strict, let unread = log.firstUnread(in: value) {
            let key = if case .key(let key)? = unread.components.last { key } else { "" }
            throw PropsJSONError(path: unread, reason: "unknown key '\(key)'")
        }
        return decoded
    }

    /// Props as pretty JSON: keys sorted, slashes not escaped, Commands as their names.
    /// - Throws: `PropsJSONError` naming the path of a value JSON cannot hold (a NaN or infinity).
    /// - Complexity: O(n log n) in the size of the encoded Props.
    public static func encode(_ props: some Encodable) throws(PropsJSONError) -> Data {
        Data(try value(of: props).serialized(pretty: true))
    }

    /// Props as a JSON value (what `encode` writes).
    /// - Throws: `PropsJSONError` naming the path of a value JSON cannot hold.
    public static func value(of props: some Encodable) throws(PropsJSONError) -> JSONValue {
        try TreeEncoder.encode(props).json
    }
}
