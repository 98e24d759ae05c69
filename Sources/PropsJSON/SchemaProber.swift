import Commands
import JSONPaths

/// Where a value sits for the schema: the JSON path (for errors) and, for Command names, its
/// schema place: the nearest enclosing named type with the path from it (every array position as
/// `[0]`, every dictionary key as `*`). The prober, the sample recorder and the decoder all move
/// through places with these steps, so a Command decoded at a place is checked against the names
/// the schema lists there.
struct ProbePlace {
    var path: JSONPath
    var owner: String
    var relative: JSONPath

    /// The root of a document.
    static let root = ProbePlace(path: .root, owner: "", relative: .root)

    /// Member `key` of an object; all members of a dictionary share the place `*`.
    func member(_ key: String, inDictionary: Bool = false) -> ProbePlace {
        ProbePlace(path: path.appending(key: key), owner: owner, relative: relative.appending(key: inDictionary ? "*" : key))
    }

    /// Element `index` of an array; all elements share the place `[0]`.
    func element(_ index: Int) -> ProbePlace {
        ProbePlace(path: path.appending(index: index), owner: owner, relative: relative.appending(index: 0))
    }

    func owned(by name: String) -> ProbePlace { ProbePlace(path: path, owner: name, relative: .root) }

    var commandKey: String { "\(owner)|\(relative)" }
}

/// One value of a sample as encoded, with where it sits and the Commands of its sample.
struct SampleNode {
    let node: EncodedNode
    let path: JSONPath
    let catalog: CommandCatalog
}

/// Finds the JSON shape of Swift types: decodes them with synthetic values through `ProbeDecoder`
/// (recording the keys each type reads), and falls back on what the samples encode to for types
/// that cannot be probed (enums: no decoder can list their cases).
final class SchemaProber {
    private(set) var definitions: [String: SchemaShape] = [:]
    private var values: [String: Any] = [:]
    private var inProgress: Set<String> = []
    private var samplesByType: [ObjectIdentifier: [SampleNode]] = [:]
    /// The Command names seen at each schema place (`ProbePlace.commandKey`): in the samples and
    /// in the case samples of the enums probed so far.
    private(set) var commandNames: [String: Set<String>] = [:]
    /// The samples as encoded, in order, with their Commands.
    private(set) var encodedSamples: [(json: JSONValue, catalog: CommandCatalog)] = []

    /// Records every value of `samples` by Swift type, and the Command names by place.
    /// - Complexity: O(n) in the total size of the encoded samples.
    init<P: Encodable>(samples: [P]) throws(PropsJSONError) {
        for sample in samples {
            let (root, catalog) = try Self.encode(sample)
            record(root, place: .root, catalog: catalog)
            encodedSamples.append((root.json, catalog))
        }
    }

    private static func encode(_ value: some Encodable) throws(PropsJSONError) -> (EncodedNode, CommandCatalog) {
        let catalog: CommandCatalog
        do {
            catalog = try CommandCatalog(commandsOf: value)
        } catch {
            throw PropsJSONError(path: .root, reason: "cannot collect the Commands of a sample: \(error)")
        }
        return (try TreeEncoder.encode(value), catalog)
    }

    /// The schema place a value of `types` (outermost first) starts: owned by the innermost named
    /// type, as the decoder enters it.
    static func place(_ place: ProbePlace, entering types: [Any.Type]) -> ProbePlace {
        guard let named = types.last(where: isNamed) else { return place }
        return place.owned(by: name(of: named))
    }

    private func record(_ node: EncodedNode, place: ProbePlace, catalog: CommandCatalog) {
        for type in node.types {
            samplesByType[ObjectIdentifier(type), default: []].append(SampleNode(node: node, path: place.path, catalog: catalog))
        }
        if node.types.contains(where: { $0 is any CommandMarker.Type }), case .scalar(.string(let name)) = node.content {
            commandNames[place.commandKey, default: []].insert(name)
        }
        let place = Self.place(place, entering: node.types)
        let isDictionary = node.types.contains { $0 is any ProbedDictionary.Type }
        switch node.content {
        case .object(let members):
            for (key, member) in members {
                record(member, place: place.member(key, inDictionary: isDictionary), catalog: catalog)
            }
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                record(element, place: place.element(index), catalog: catalog)
            }
        case .empty, .scalar:
            break
        }
    }

    /// The case samples `T` declares (`PropsEnum`, or `allCases` of a `CaseIterable` enum), encoded
    /// and recorded like samples; empty when it declares none.
    private func declaredCases<T>(_ type: T.Type, at place: ProbePlace) throws(PropsJSONError) -> [EncodedNode] {
        let values: [any Encodable]
        if let declared = T.self as? any PropsEnum.Type {
            values = Self.caseSamples(declared)
        } else if let iterable = T.self as? any CaseIterable.Type {
            values = Self.allCases(iterable).compactMap { $0 as? any Encodable }
        } else {
            return []
        }
        var nodes: [EncodedNode] = []
        for value in values {
            let (node, catalog) = try Self.encode(value)
            record(node, place: ProbePlace(path: place.path, owner: "", relative: .root), catalog: catalog)
            nodes.append(node)
        }
        return nodes
    }

    private static func caseSamples<E: PropsEnum>(_ type: E.Type) -> [any Encodable] { E.caseSamples }
    private static func allCases<E: CaseIterable>(_ type: E.Type) -> [Any] { Array(E.allCases) }

    /// The shape of `T` and a value of it to hand back to the decoding parent.
    func probe<T: Decodable>(_ type: T.Type, at place: ProbePlace) throws -> (shape: SchemaShape, value: T) {
        switch T.self {
        case is String.Type: return (.string, "" as! T)
        case is Bool.Type: return (.boolean, false as! T)
        case let integer as any FixedWidthInteger.Type: return (.integer, Self.zero(integer) as! T)
        case let floating as any BinaryFloatingPoint.Type: return (.number, Self.zero(floating) as! T)
        case is any CommandMarker.Type:
            return (.command(names: commandNames[place.commandKey, default: []].sorted()), try sampleValue(T.self, at: place))
        case let array as any ProbedArray.Type:
            return (.array(try array.probeElement(self, at: place)), try empty(T.self, .array([])))
        case let dictionary as any ProbedDictionary.Type:
            return (.dictionary(try dictionary.probeValue(self, at: place)), try empty(T.self, .object([])))
        case let optional as any ProbedOptional.Type:
            return (.nullable(try optional.probeWrapped(self, at: place)), try empty(T.self, .null))
        default:
            return try probeNamed(T.self, at: place)
        }
    }

    private func probeNamed<T: Decodable>(_ type: T.Type, at place: ProbePlace) throws -> (shape: SchemaShape, value: T) {
        let name = Self.name(of: T.self)
        if let value = values[name] as? T { return (.reference(name), value) }
        if inProgress.contains(name) { return (.reference(name), try sampleValue(T.self, at: place)) }
        inProgress.insert(name)
        defer { inProgress.remove(name) }
        let owned = place.owned(by: name)
        let builder = ProbeBuilder()
        let value: T
        do {
            value = try T(from: ProbeDecoder(prober: self, place: owned, builder: builder))
            definitions[name] = builder.shape
        } catch let error as PropsJSONError {
            throw error  // a part of the type cannot be described: the type's fallback would hide where
        } catch {
            let cases = try declaredCases(T.self, at: owned)
            definitions[name] = try sampleShape(T.self, name: name, cases: cases, at: owned, probeError: error)
            value = try sampleValue(T.self, at: place)
        }
        values[name] = value
        return (.reference(name), value)
    }

    /// `oneOf` one branch per case, titled by case name: the declared `cases` in their order, then
    /// any other case the samples hold. The encodings of one case are merged into its branch (a
    /// property is required when every encoding has it); untitled shapes are kept once each.
    private func sampleShape<T>(_ type: T.Type, name: String, cases: [EncodedNode], at place: ProbePlace,
                                probeError: any Error) throws -> SchemaShape {
        let nodes = cases + samplesByType[ObjectIdentifier(T.self), default: []].map(\.node)
        guard !nodes.isEmpty else {
            throw PropsJSONError(path: place.path, reason: "cannot describe \(name): decoding it from synthetic "
                                 + "values failed (\(Wording.error(probeError, log: ReadLog(userInfo: [:])).reason)) "
                                 + "and no sample contains one; add samples with every case")
        }
        var branches: [(title: String?, shape: SchemaShape)] = []
        for node in nodes {
            let branch = try structure(node, at: place)
            if let title = branch.title, let index = branches.firstIndex(where: { $0.title == title }) {
                branches[index].shape = branches[index].shape.merged(with: branch.shape)
            } else if !branches.contains(where: { $0.shape == branch.shape }) {
                branches.append(branch)
            }
        }
        return .oneOf(branches)
    }

    /// The shape of an encoded node from its structure; its members' shapes come from their types.
    private func structure(_ node: EncodedNode, at place: ProbePlace) throws -> (title: String?, shape: SchemaShape) {
        switch node.content {
        case .scalar(.string(let string)): return (string, .constant(.string(string)))
        case .scalar(let value): return (nil, .constant(value))
        case .empty: return (nil, .object(properties: [], required: []))
        case .array: return (nil, .array(.unconstrained))
        case .object(let members):
            var properties: [(String, SchemaShape)] = []
            for (key, member) in members {
                properties.append((key, try shape(of: member, at: place.member(key))))
            }
            return (members.count == 1 ? members[0].0 : nil, .object(properties: properties, required: Set(members.map(\.0))))
        }
    }

    private func shape(of node: EncodedNode, at place: ProbePlace) throws -> SchemaShape {
        guard let type = node.types.first as? any Decodable.Type else { return try structure(node, at: place).shape }
        return try probe(type, at: place).shape
    }

    /// A value of `T` decoded from the first sample that has one.
    private func sampleValue<T: Decodable>(_ type: T.Type, at place: ProbePlace) throws -> T {
        guard let sample = samplesByType[ObjectIdentifier(T.self)]?.first else {
            throw PropsJSONError(path: place.path, reason: "cannot describe \(Self.name(of: T.self)): no sample contains one")
        }
        let log = ReadLog(userInfo: [.commandCatalog: sample.catalog])
        return try ValueDecoder(value: sample.node.json, path: sample.path, log: log).decode(T.self)
    }

    private func empty<T: Decodable>(_ type: T.Type, _ value: JSONValue) throws -> T {
        try ValueDecoder(value: value, path: .root, log: ReadLog(userInfo: [:])).decode(T.self)
    }

    private static func zero<N: Numeric>(_ type: N.Type) -> N { 0 }

    /// Whether values of `type` get a `$defs` entry (not a scalar, container or Command).
    static func isNamed(_ type: Any.Type) -> Bool {
        !(type is String.Type || type is Bool.Type || type is any Numeric.Type || type is any CommandMarker.Type
          || type is any ProbedArray.Type || type is any ProbedDictionary.Type || type is any ProbedOptional.Type)
    }

    /// A stable `$defs` name: the qualified type name without its module, e.g. `LoginProps.LoginAction`.
    static func name(of type: Any.Type) -> String {
        let parts = String(reflecting: type).split(separator: ".").filter { !$0.hasPrefix("(") }
        let name = parts.dropFirst(parts.count > 1 ? 1 : 0).joined(separator: ".")
        return String(name.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" ? $0 : "_" })
    }
}
