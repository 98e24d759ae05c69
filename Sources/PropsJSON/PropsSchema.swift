import JSONPaths

/// JSON Schema (draft 2020-12) of a Props type, generated from its `Codable` conformance — never
/// written by hand. Struct types become `$defs` entries (`additionalProperties: false`, `required`
/// for what `decode` reads, optional for what `decodeIfPresent` reads); enums, which no decoder can
/// list, become `oneOf` one titled branch per case: every case of a `PropsEnum` (its case samples)
/// or `CaseIterable` enum, else the cases their values in `samples` show, each once; Commands are
/// strings naming the Commands the samples (and case samples) have at that place
/// (`"x-trellis-command": true`), never editable behaviour.
public enum PropsSchema {
    /// The `$schema` every generated schema declares.
    public static let dialect = "https://json-schema.org/draft/2020-12/schema"

    /// - Parameters:
    ///   - type: The Props type.
    ///   - samples: Values that between them show every enum case and every Command.
    ///   - title: The schema's title; the type's name when nil.
    /// - Throws: `PropsJSONError` naming the JSON path of a type that can neither be probed nor is
    ///   found in any sample.
    /// - Complexity: O(t + s) for t types reachable from `type` and s the size of the encoded samples.
    public static func generate<P: Codable>(
        for type: P.Type, samples: [P], title: String? = nil
    ) throws(PropsJSONError) -> JSONValue {
        do {
            let prober = try SchemaProber(samples: samples)
            let root = try prober.probe(P.self, at: .root).shape
            var members: [(String, JSONValue)] = [
                ("$schema", .string(dialect)),
                ("title", .string(title ?? SchemaProber.name(of: P.self))),
            ]
            if case .object(let rootMembers) = root.json { members += rootMembers }
            members.append(("$defs", .object(prober.definitions.sorted { $0.key < $1.key }.map { ($0.key, $0.value.json) })))
            return .object(members)
        } catch {
            throw Wording.error(error, log: ReadLog(userInfo: [:]))
        }
    }
}
