extension JSONPath {
    /// Parses the spelling `description` produces (`$`, `$.a[2]["b c"]`); nil for anything else.
    /// - Complexity: O(n) in the length of `string`.
    public init?(_ string: String) {
        var scanner = PathScanner(scalars: Array(string.unicodeScalars))
        guard scanner.take("$") else { return nil }
        var components: [Component] = []
        while !scanner.isAtEnd {
            guard let component = scanner.component() else { return nil }
            components.append(component)
        }
        self.init(components)
    }
}

/// Reads the steps of a path spelling, one at a time.
private struct PathScanner {
    let scalars: [Unicode.Scalar]
    var position = 0

    var isAtEnd: Bool { position == scalars.count }

    mutating func take(_ scalar: Unicode.Scalar) -> Bool {
        guard position < scalars.count, scalars[position] == scalar else { return false }
        position += 1
        return true
    }

    mutating func component() -> JSONPath.Component? {
        if take(".") { return identifier().map { .key($0) } }
        guard take("[") else { return nil }
        let component: JSONPath.Component
        if take("\"") {
            guard let key = quoted() else { return nil }
            component = .key(key)
        } else {
            guard let index = number() else { return nil }
            component = .index(index)
        }
        return take("]") ? component : nil
    }

    private mutating func identifier() -> String? {
        let start = position
        while position < scalars.count,
              JSONPath.isIdentifierStart(scalars[position])
                || (position > start && ("0"..."9").contains(scalars[position])) {
            position += 1
        }
        guard position > start else { return nil }
        var result = ""
        result.unicodeScalars.append(contentsOf: scalars[start..<position])
        return result
    }

    private mutating func number() -> Int? {
        let start = position
        while position < scalars.count, ("0"..."9").contains(scalars[position]) { position += 1 }
        guard position > start else { return nil }
        var digits = ""
        digits.unicodeScalars.append(contentsOf: scalars[start..<position])
        return Int(digits)
    }

    /// The rest of a `"…"` key, after its opening quote, through its closing quote.
    private mutating func quoted() -> String? {
        var result = ""
        while position < scalars.count {
            let scalar = scalars[position]
            position += 1
            switch scalar {
            case "\"":
                return result
            case "\\":
                guard position < scalars.count else { return nil }
                let escape = scalars[position]
                position += 1
                switch escape {
                case "\"", "\\": result.unicodeScalars.append(escape)
                case "n": result += "\n"
                case "r": result += "\r"
                case "t": result += "\t"
                default: return nil
                }
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return nil
    }
}
