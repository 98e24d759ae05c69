extension JSONValue {
    /// JSON text in UTF-8: object keys sorted, `/` not escaped, two-space indentation when
    /// `pretty`, integral numbers without a fraction, non-finite numbers as `null`.
    /// - Complexity: O(n log n) in the size of the value (keys are sorted).
    public func serialized(pretty: Bool = true) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        write(to: &out, indent: pretty ? 0 : nil)
        if pretty { out.append(UInt8(ascii: "\n")) }
        return out
    }

    /// Written as UTF-8 bytes straight into `out` (a string's bytes are copied as they are, but
    /// for the few that JSON escapes): a megabyte of Props is a few milliseconds.
    private func write(to out: inout [UInt8], indent: Int?) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let value): out.append(contentsOf: (value ? "true" : "false").utf8)
        case .number(let value): out.append(contentsOf: Self.text(of: value).utf8)
        case .string(let value): Self.writeString(value, to: &out)
        case .array(let elements):
            out.append(UInt8(ascii: "["))
            guard !elements.isEmpty else { out.append(UInt8(ascii: "]")); return }
            let inner = indent.map { $0 + 2 }
            for (offset, element) in elements.enumerated() {
                if offset > 0 { out.append(UInt8(ascii: ",")) }
                Self.newline(inner, to: &out)
                element.write(to: &out, indent: inner)
            }
            Self.newline(indent, to: &out)
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            guard !members.isEmpty else { out.append(UInt8(ascii: "}")); return }
            let inner = indent.map { $0 + 2 }
            for (offset, (key, value)) in members.sorted(by: { $0.0 < $1.0 }).enumerated() {
                if offset > 0 { out.append(UInt8(ascii: ",")) }
                Self.newline(inner, to: &out)
                Self.writeString(key, to: &out)
                out.append(UInt8(ascii: ":"))
                if indent != nil { out.append(UInt8(ascii: " ")) }
                value.write(to: &out, indent: inner)
            }
            Self.newline(indent, to: &out)
            out.append(UInt8(ascii: "}"))
        }
    }

    /// A line break and `indent` spaces, when pretty.
    private static func newline(_ indent: Int?, to out: inout [UInt8]) {
        guard let indent else { return }
        out.append(UInt8(ascii: "\n"))
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
    }

    /// `12` for integral values, the shortest round-tripping form otherwise.
    static func text(of number: Double) -> String {
        guard number.isFinite else { return "null" }
        // Truncate and compare instead of `rounded()`: no libm call, so Foundation-free clients link.
        if abs(number) < 1e15, Double(Int64(number)) == number { return String(Int64(number)) }
        return "\(number)"
    }

    /// A JSON string: `"` and `\` escaped, the common control characters by name and the others as
    /// `\u00XX`; every other byte (UTF-8 sequences included) as it is.
    private static func writeString(_ string: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        let utf8 = string.utf8
        // Most strings escape nothing: their bytes go in at once.
        if !utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            out.append(contentsOf: utf8)
            out.append(UInt8(ascii: "\""))
            return
        }
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case UInt8(ascii: "\n"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case UInt8(ascii: "\r"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case UInt8(ascii: "\t"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0..<0x20:
                // \u00XX: the high digit is 0 or 1; the low one 0–9 or a–f.
                let low = byte & 0xF
                out.append(contentsOf: "\\u00".utf8)
                out.append(UInt8(ascii: "0") + (byte >> 4))
                out.append(low < 10 ? UInt8(ascii: "0") + low : UInt8(ascii: "a") + low - 10)
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}

extension JSONValue {
    /// The compact JSON text of the value (`1.5`, `"a"`, `{"a":1}`), for messages.
    public var jsonText: String { String(decoding: serialized(pretty: false), as: UTF8.self) }
}
