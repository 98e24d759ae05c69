/// Why SVG path data could not be read: what and at which character (0-based, in `Character`s).
public struct PathSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Index of the offending character in the path data.
    public var offset: Int
    /// What is wrong there.
    public var message: String

    public init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }

    public var description: String { "path data at character \(offset): \(message)" }
}

extension VectorPath {
    /// Parses SVG path data (`d` of `<path>`): `M m L l H h V v Q q C c Z z`, absolute upper-case
    /// and relative lower-case, numbers separated by spaces or commas, repeated coordinate groups
    /// repeating the command (after `M` they are lines, as in SVG). Arcs (`A`) and smooth curves
    /// (`S`, `T`) are not supported and are errors.
    ///
    /// ```swift
    /// let check = try VectorPath(svg: "M4 12l5 5L20 6")
    /// ```
    /// - Complexity: O(length).
    public init(svg data: String) throws(PathSyntaxError) {
        var scanner = PathScanner(Array(data))
        var path = VectorPath()
        var current = Point.zero, subpathStart = Point.zero
        var command: Character?
        while true {
            scanner.skipSeparators()
            guard let next = scanner.peek else { break }
            if next.isLetter {
                guard "MmLlHhVvQqCcZz".contains(next) else {
                    throw PathSyntaxError(offset: scanner.index, message: "unsupported command '\(next)' (expected one of M L H V Q C Z, or lower case)")
                }
                scanner.index += 1
                command = next
                if next == "Z" || next == "z" {
                    path.close()
                    current = subpathStart
                    continue
                }
            } else if command == nil || command == "Z" || command == "z" {
                throw PathSyntaxError(offset: scanner.index, message: "expected a command letter, got '\(next)'")
            } else if path.elements.isEmpty {
                throw PathSyntaxError(offset: scanner.index, message: "path data must start with M or m")
            }
            guard let letter = command else { break }
            if path.elements.isEmpty && letter != "M" && letter != "m" {
                throw PathSyntaxError(offset: scanner.index - 1, message: "path data must start with M or m")
            }
            let relative = letter.isLowercase
            func point() throws(PathSyntaxError) -> Point {
                let x = try scanner.number(), y = try scanner.number()
                return relative ? Point(x: current.x + x, y: current.y + y) : Point(x: x, y: y)
            }
            switch letter {
            case "M", "m":
                current = try point()
                subpathStart = current
                path.move(to: current)
                command = relative ? "l" : "L"  // further pairs are lines
            case "L", "l":
                current = try point()
                path.line(to: current)
            case "H", "h":
                let x = try scanner.number()
                current = Point(x: relative ? current.x + x : x, y: current.y)
                path.line(to: current)
            case "V", "v":
                let y = try scanner.number()
                current = Point(x: current.x, y: relative ? current.y + y : y)
                path.line(to: current)
            case "Q", "q":
                let control = try point(), end = try point()
                path.quad(to: end, control: control)
                current = end
            default:  // C, c
                let c1 = try point(), c2 = try point(), end = try point()
                path.cubic(to: end, control1: c1, control2: c2)
                current = end
            }
        }
        guard !path.elements.isEmpty else { throw PathSyntaxError(offset: 0, message: "empty path data") }
        self = path
    }
}

/// Reads numbers and separators of SVG path data.
private struct PathScanner {
    let characters: [Character]
    var index = 0

    init(_ characters: [Character]) { self.characters = characters }

    var peek: Character? { index < characters.count ? characters[index] : nil }

    mutating func skipSeparators() {
        while let c = peek, c == " " || c == "," || c == "\n" || c == "\t" || c == "\r" { index += 1 }
    }

    /// A number such as `-1.5e3`, `.5` or `7`; a second `.` or a sign starts the next number.
    mutating func number() throws(PathSyntaxError) -> Double {
        skipSeparators()
        let start = index
        var text = ""
        if let c = peek, c == "-" || c == "+" { text.append(c); index += 1 }
        var digits = 0, dot = false
        while let c = peek {
            if c.isASCII, c.isNumber { digits += 1 } else if c == ".", !dot { dot = true } else { break }
            text.append(c); index += 1
        }
        if digits > 0, let c = peek, c == "e" || c == "E" {
            var exponent = String(c)
            var probe = index + 1
            if probe < characters.count, characters[probe] == "-" || characters[probe] == "+" {
                exponent.append(characters[probe]); probe += 1
            }
            var exponentDigits = 0
            while probe < characters.count, characters[probe].isASCII, characters[probe].isNumber {
                exponent.append(characters[probe]); probe += 1; exponentDigits += 1
            }
            if exponentDigits > 0 { text += exponent; index = probe }
        }
        guard digits > 0, let value = Double(text), value.isFinite else {
            let found = start < characters.count ? "'\(characters[start])'" : "the end"
            throw PathSyntaxError(offset: start, message: "expected a number, got \(found)")
        }
        return value
    }
}
