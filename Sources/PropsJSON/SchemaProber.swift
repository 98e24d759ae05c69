import Commands
import JSONPaths

/// Where the prober is: the JSON path (for errors) and, for looking up Command names, the
/// nearest enclosing named type with the path from it (array positions as `[0]`, dictionary
/// keys as `*`).
struct ProbePlace {
    var path: JSONPath
    var owner: String
    var relative: JSONPath

    func appending(_ component: JSONPath.Component) -> ProbePlace {
        ProbePlace(path: path.appending(component), owner: owner, relative: relative.appending(component))
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
    private var commandNames: [String: Set<String>] = [:]

    /// Records every value of `samples` by Swift type, and the Command names by place.
    /// - Complexity: O(n) in the total size of the encoded samples.
    init<P: Encodable>(samples: [P]) throws(PropsJSONError) {
        for sample in samples {
            let catalog: CommandCatalog
            do {
                catalog = try CommandCatalog(commandsOf: sample)
            } catch {
                throw PropsJSONError(path: .root, reason: "cannot collect the Commands of a sample: \(error)")
            }
            let root = try TreeEncoder.encode(sample)
            record(root, place: ProbePlace(path: .root, owner: Self.name(of: P.self), relative: .root), catalog: catalog)
        }
    }

    private func record(_ node: EncodedNode, place: ProbePlace, catalog: CommandCatalog) {
        var place = place
        for type in node.types {
            samplesByType[ObjectIdentifier(type), default: []].append(SampleNode(node: node, path: place.path, catalog: catalog))
        }
        if let outer = node.types.first {
            if outer is any CommandMarker.Type, case .scalar(.string(let name)) = node.content {
                commandNames[place.commandKey, default: []].insert(name)
            } else if Self.isNamed(outer) {
                place = place.owned(by: Self.name(of: outer))
            }
        }
        let isDictionary = node.types.first is any ProbedDictionary.Type
        switch node.content {
        case .object(let members):
            for (key, member) in members {
                var next = place.appending(.key(key))
                if isDictionary { next.relative = place.relative.appending(key: "*") }
                record(member, place: next, catalog: catalog)
            }
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                var next = place.appending(.index(index))
                next.relative = place.relative.appending(index: 0)
                record(element, place: next, catalog: catalog)
            }
        case .empty, .scalar:
            break
        }
    }

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
            definitions[name] = try sampleShape(T.self, name: name, at: owned, probeError: error)
            value = try sampleValue(T.self, at: place)
        }
        values[name] = value
        return (.reference(name), value)
    }

    /// `oneOf` the distinct shapes the samples' values of `T` encode to, titled by case name.
    private func sampleShape<T>(_ type: T.Type, name: String, at place: ProbePlace, probeError: any Error) throws -> SchemaShape {
        let nodes = samplesByType[ObjectIdentifier(T.self), default: []]
        guard !nodes.isEmpty else {
            throw PropsJSONError(path: place.path, reason: "cannot describe \(name): decoding it from synthetic "
                                 + "values failed (\(Wording.error(probeError, log: ReadLog(userInfo: [:])).reason)) "
                                 + "and no sample contains one; add samples with every case")
        }
        var branches: [(title: String?, shape: SchemaShape)] = []
        for sample in nodes {
            let branch = try structure(sample.node, at: place)
            if !branches.contains(where: { $0.shape == branch.shape }) { branches.append(branch) }
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
                properties.append((key, try shape(of: member, at: place.appending(.key(key)))))
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
