import Commands
import Foundation
import JSONPaths

/// Props to and from JSON. Decoding re-attaches the live Commands of the Props on screen by name,
/// per element (an array element with an `id` keeps its Commands wherever an edit moves it) and
/// only where the schema allows the name (JSON changes data, never behaviour); errors name a JSON
/// path and never a Swift type.
///
/// ```swift
/// let edited = try PropsJSON.decode(ListingProps.self, from: data, commandsOf: current, strict: true)
/// ```
public enum PropsJSON {
    /// Decodes Props from JSON.
    /// - Parameters:
    ///   - data: UTF-8 JSON of the Props.
    ///   - current: The Props on screen; their Commands are the only ones names may refer to.
    ///   - samples: The screen's samples: where the current Props offer no Command for an element,
    ///     one a sample has for the same element is bound.
    ///   - strict: When true, a member of a JSON object that the Props' decoding never reads is an
    ///     error naming its path (`$.banner.titel: unknown key 'titel'`); remote edits use it.
    /// - Throws: `PropsJSONError` naming the JSON path (or line and column) of the first problem.
    /// - Complexity: O(n) in the size of `data` plus what the Props' `init(from:)` costs.
    public static func decode<P: Codable>(
        _ type: P.Type, from data: Data, commandsOf current: P, samples: [P] = [], strict: Bool = false
    ) throws(PropsJSONError) -> P {
        try decodeEdit(P.self, from: data, commandsOf: current, samples: samples, strict: strict).props
    }

    /// Decodes Props from JSON as `decode` does, and reports the Commands of `current` the edit
    /// dropped with their owners.
    /// - Throws: `PropsJSONError` naming the JSON path (or line and column) of the first problem.
    public static func decodeEdit<P: Codable>(
        _ type: P.Type, from data: Data, commandsOf current: P, samples: [P] = [], strict: Bool = false
    ) throws(PropsJSONError) -> PropsEdit<P> {
        let value: JSONValue
        do {
            value = try JSONValue(parsing: data)
        } catch {
            throw PropsJSONError(line: error.line, column: error.column, reason: error.reason)
        }
        let prober = try SchemaProber(samples: [current] + samples)
        _ = try? prober.probe(P.self, at: .root)  // records the case samples of every enum the type reaches
        let sources = prober.encodedSamples.map { CommandBinder.Source(catalog: $0.catalog, json: $0.json) }
        let binder = CommandBinder(sources: sources, allowed: prober.commandNames, root: value)
        let log = ReadLog(userInfo: [.commandCatalog: sources[0].catalog], binder: binder)
        return PropsEdit(props: try decode(P.self, from: value, log: log, strict: strict), droppedCommands: binder.dropped())
    }

    /// Decodes Props from a parsed JSON value with the Commands of `catalog`.
    /// - Throws: `PropsJSONError` naming the JSON path of the first problem.
    public static func decode<P: Decodable>(
        _ type: P.Type, from value: JSONValue, catalog: CommandCatalog, strict: Bool = false
    ) throws(PropsJSONError) -> P {
        try decode(P.self, from: value, log: ReadLog(userInfo: [.commandCatalog: catalog]), strict: strict)
    }

    private static func decode<P: Decodable>(
        _ type: P.Type, from value: JSONValue, log: ReadLog, strict: Bool
    ) throws(PropsJSONError) -> P {
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
        try TreeEncoder.encode(props, recordingTypes: false).json
    }
}

/// Props decoded from an edit, and the Commands it dropped.
public struct PropsEdit<P> {
    /// The decoded Props.
    public var props: P
    /// The Commands of the current Props whose owner (the array element holding them) the edit
    /// removed, in path order: they are bound nowhere in `props`.
    public var droppedCommands: [DroppedCommand]
}

extension PropsEdit: Sendable where P: Sendable {}

/// A Command of the current Props that an edit left without its owner.
public struct DroppedCommand: Equatable, Sendable, CustomStringConvertible {
    /// Where it was in the current Props.
    public var path: JSONPath
    /// Its name.
    public var name: String

    public init(path: JSONPath, name: String) {
        self.path = path
        self.name = name
    }

    /// `$.rows[1].open: Command 'open' dropped with its row`.
    public var description: String { "\(path): Command '\(name)' dropped with its element" }
}
