import JSONPaths
import SnapshotReports

extension LintFinding {
    /// What the gallery shows beside a picture: rule, node (path, key, kind) and message.
    var json: JSONValue {
        .object([("rule", .string(rule)), ("path", .string(path)), ("key", key.map(JSONValue.string) ?? .null),
                 ("kind", .string(kind)), ("message", .string(message))])
    }
}
