import JSONPaths

/// What a value looks like in JSON, as far as the schema generator found out.
indirect enum SchemaShape: Equatable {
    case string, integer, number, boolean
    /// A Command: its name, one of `names` (the live names seen in the samples).
    case command(names: [String])
    case array(SchemaShape)
    /// An object with String keys and values of one shape.
    case dictionary(SchemaShape)
    /// An object with known properties.
    case object(properties: [(String, SchemaShape)], required: Set<String>)
    /// A named type in `$defs`.
    case reference(String)
    case nullable(SchemaShape)
    case constant(JSONValue)
    /// One of several shapes, each titled (an enum's cases).
    case oneOf([(title: String?, shape: SchemaShape)])
    /// Anything (what a `superDecoder` reads).
    case unconstrained

    static func == (lhs: SchemaShape, rhs: SchemaShape) -> Bool { lhs.json == rhs.json }

    /// One shape for two encodings of one enum case: the properties of objects united (merged
    /// where both have one), a property required only where both require it; else this shape.
    func merged(with other: SchemaShape) -> SchemaShape {
        guard case .object(var properties, let required) = self, case .object(let more, let alsoRequired) = other else {
            return self
        }
        for (key, shape) in more {
            if let index = properties.firstIndex(where: { $0.0 == key }) {
                properties[index].1 = properties[index].1.merged(with: shape)
            } else {
                properties.append((key, shape))
            }
        }
        return .object(properties: properties, required: required.intersection(alsoRequired))
    }

    /// The JSON Schema (draft 2020-12) of the shape.
    var json: JSONValue {
        switch self {
        case .string: return .object([("type", .string("string"))])
        case .integer: return .object([("type", .string("integer"))])
        case .number: return .object([("type", .string("number"))])
        case .boolean: return .object([("type", .string("boolean"))])
        case .command(let names):
            var members: [(String, JSONValue)] = [("type", .string("string")), ("x-trellis-command", .bool(true))]
            if !names.isEmpty { members.append(("enum", .array(names.map(JSONValue.string)))) }
            return .object(members)
        case .array(let element): return .object([("type", .string("array")), ("items", element.json)])
        case .dictionary(let value):
            return .object([("type", .string("object")), ("additionalProperties", value.json)])
        case .object(let properties, let required):
            return .object([
                ("type", .string("object")),
                ("properties", .object(properties.map { ($0.0, $0.1.json) })),
                ("required", .array(required.sorted().map(JSONValue.string))),
                ("additionalProperties", .bool(false)),
            ])
        case .reference(let name): return .object([("$ref", .string("#/$defs/" + name))])
        case .nullable(let shape): return .object([("anyOf", .array([shape.json, .object([("type", .string("null"))])]))])
        case .constant(let value): return .object([("const", value)])
        case .oneOf(let branches):
            return .object([("oneOf", .array(branches.map { branch in
                guard let title = branch.title, case .object(let members) = branch.shape.json else { return branch.shape.json }
                return .object([("title", .string(title))] + members)
            }))])
        case .unconstrained: return .object([])
        }
    }
}

/// Lets the prober reach the element, value and wrapped types of the standard containers.
protocol ProbedArray { static func probeElement(_ prober: SchemaProber, at place: ProbePlace) throws -> SchemaShape }
protocol ProbedDictionary { static func probeValue(_ prober: SchemaProber, at place: ProbePlace) throws -> SchemaShape }
protocol ProbedOptional { static func probeWrapped(_ prober: SchemaProber, at place: ProbePlace) throws -> SchemaShape }

extension Array: ProbedArray where Element: Decodable {
    static func probeElement(_ prober: SchemaProber, at place: ProbePlace) throws -> SchemaShape {
        try prober.probe(Element.self, at: place.element(0)).shape
    }
}

extension Dictionary: ProbedDictionary where Key == String, Value: Decodable {
    static func probeValue(_ prober: SchemaProber, at place: ProbePlace) throws -> SchemaShape {
        try prober.probe(Value.self, at: place.member("*", inDictionary: true)).shape
    }
}

extension Optional: ProbedOptional where Wrapped: Decodable {
    static func probeWrapped(_ prober: SchemaProber, at place: ProbePlace) throws -> SchemaShape {
        try prober.probe(Wrapped.self, at: place).shape
    }
}
