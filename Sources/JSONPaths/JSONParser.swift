/// A JSON syntax error with its position.
public struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// 1-based line of the offending character.
    public let line: Int
    /// 1-based column (in characters) of the offending character.
    public let column: Int
    /// What is wrong there, e.g. `expected ',' or '}'`.
    public let reason: String

    /// An error at `line`, `column` (both 1-based).
    public init(line: Int, column: Int, reason: String) {
        (self.line, self.column, self.reason) = (line, column, reason)
    }

    /// `line 3, column 14: expected ',' or '}'`.
    public var description: String { "line \(line), column \(column): \(reason)" }
}

/// A small, strict JSON parser (RFC 8259) over UTF-8 bytes. O(n) in the input, except that an
/// error's line and column are counted from the start.
///
/// Nesting is limited to `maximumDepth` arrays and objects (RFC 8259 §9 lets a parser set one): the
/// parser, and every consumer that walks a value, recurses once per level, and `[[[[…` 100,000
/// deep from a network peer would overflow the stack of the host app.
struct JSONParser {
    /// The deepest nesting of arrays and objects accepted; real Props nest a few dozen levels.
    static let maximumDepth = 256

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes)
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        if parser.index != bytes.count { throw parser.error("unexpected text after the JSON value") }
        return value
    }

    private func error(_ reason: String) -> JSONSyntaxError {
        var line = 1, column = 1
        for byte in bytes[0..<min(index, bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {  // UTF-8 continuation bytes belong to the character before
                column += 1
            }
        }
        return JSONSyntaxError(line: line, column: column, reason: reason)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        guard index < bytes.count else { throw error("unexpected end of input") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        default: return .number(try parseNumber())
        }
    }

    private mutating func expectWord(_ word: String) throws(JSONSyntaxError) {
        for byte in word.utf8 {
            guard index < bytes.count, bytes[index] == byte else { throw error("invalid literal") }
            index += 1
        }
    }

    /// Enters one level of an array or object, or refuses a value nested too deep.
    private mutating func enterContainer() throws(JSONSyntaxError) {
        depth += 1
        if depth > Self.maximumDepth { throw error("nested deeper than \(Self.maximumDepth) arrays and objects") }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
        try enterContainer()
        defer { depth -= 1 }
        index += 1
        var members: [(String, JSONValue)] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a string key") }
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':'") }
            index += 1
            skipWhitespace()
            members.append((key, try parseValue()))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of input in an object") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            throw error("expected ',' or '}'")
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
        try enterContainer()
        defer { depth -= 1 }
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of input in an array") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
            throw error("expected ',' or ']'")
        }
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        index += 1
        var start = index
        var raw: [UInt8] = []
        while true {
            guard index < bytes.count else { throw error("unterminated string") }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                raw.append(contentsOf: bytes[start..<index])
                index += 1
                break
            }
            if byte < 0x20 { throw error("control character in a string") }
            if byte == UInt8(ascii: "\\") {
                raw.append(contentsOf: bytes[start..<index])
                index += 1
                guard index < bytes.count else { throw error("unterminated escape") }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): raw.append(0x22)
                case UInt8(ascii: "\\"): raw.append(0x5C)
                case UInt8(ascii: "/"): raw.append(0x2F)
                case UInt8(ascii: "b"): raw.append(0x08)
                case UInt8(ascii: "f"): raw.append(0x0C)
                case UInt8(ascii: "n"): raw.append(0x0A)
                case UInt8(ascii: "r"): raw.append(0x0D)
                case UInt8(ascii: "t"): raw.append(0x09)
                case UInt8(ascii: "u"):
                    var code = try parseHex4()
                    if (0xD800..<0xDC00).contains(code) {
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                        else { throw error("unpaired surrogate") }
                        index += 2
                        let low = try parseHex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw error("invalid low surrogate") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
                    raw.append(contentsOf: Array(String(Character(scalar)).utf8))
                default: throw error("invalid escape")
                }
                start = index
                continue
            }
            index += 1
        }
        return String(decoding: raw, as: UTF8.self)
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("short \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("invalid hex digit")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        let digitsStart = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        if index == digitsStart { throw error("unexpected character") }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            let fractionStart = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            if index == fractionStart { throw error("expected digits after '.'") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            let exponentStart = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            if index == exponentStart { throw error("expected exponent digits") }
        }
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
            throw error("invalid number")
        }
        return value
    }
}
