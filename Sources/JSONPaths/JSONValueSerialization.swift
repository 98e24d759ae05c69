extension JSONValue {
    /// JSON text in UTF-8: object keys sorted, `/` not escaped, two-space indentation when
    /// `pretty`, integral numbers without a fraction, non-finite numbers as `null`.
    /// - Complexity: O(n log n) in the size of the value (keys are sorted).
    public func serialized(pretty: Bool = true) -> [UInt8] {
        var out = ""
        write(to: &out, indent: pretty ? "" : nil)
        if pretty { out += "\n" }
        return Array(out.utf8)
    }

    private func write(to out: inout String, indent: String?) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let value): out += Self.text(of: value)
        case .string(let value): Self.writeString(value, to: &out)
        case .array(let elements):
            writeContainer(elements.map { (nil, $0) }, open: "[", close: "]", to: &out, indent: indent)
        case .object(let members):
            let sorted = members.sorted { $0.0 < $1.0 }.map { (Optional($0.0), $0.1) }
            writeContainer(sorted, open: "{", close: "}", to: &out, indent: indent)
        }
    }

    private func writeContainer(_ items: [(String?, JSONValue)], open: String, close: String,
                                to out: inout String, indent: String?) {
        out += open
        guard !items.isEmpty else { out += close; return }
        let inner = indent.map { $0 + "  " }
        for (offset, (key, value)) in items.enumerated() {
            if offset > 0 { out += "," }
            if let inner { out += "\n" + inner }
            if let key {
                Self.writeString(key, to: &out)
                out += indent == nil ? ":" : ": "
            }
            value.write(to: &out, indent: inner)
        }
        if let indent { out += "\n" + indent }
        out += close
    }

    /// `12` for integral values, the shortest round-tripping form otherwise.
    static func text(of number: Double) -> String {
        guard number.isFinite else { return "null" }
        // Truncate and compare instead of `rounded()`: no libm call, so Foundation-free clients link.
        if abs(number) < 1e15, Double(Int64(number)) == number { return String(Int64(number)) }
        return "\(number)"
    }

    private static func writeString(_ string: String, to out: inout String) {
        out += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}

extension JSONValue {
    /// The compact JSON text of the value (`1.5`, `"a"`, `{"a":1}`), for messages.
    public var jsonText: String { String(decoding: serialized(pretty: false), as: UTF8.self) }
}
