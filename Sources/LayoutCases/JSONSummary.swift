import JSONPaths

extension JSONValue {
    /// A short rendering for error messages: strings quoted, containers abbreviated.
    var summary: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return formatNumber(n)
        case .string(let s): return "\"" + s + "\""
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// Formats a number the way the CLI prints layouts: integers without a fraction.
func formatNumber(_ value: Double) -> String {
    if value.isNaN { return "NaN" }
    if value == value.rounded() && abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
}
