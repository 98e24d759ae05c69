import Flexbox
import JSONPaths

/// Decodes layout cases from JSON (one case object, or an array of them), strictly: unknown
/// keys, wrong types and unknown enum values are errors naming their JSON path.
public enum CaseDecoder {
    /// Decodes `bytes`. `isArray` tells whether the input was an array (output mirrors it).
    public static func decode(_ bytes: [UInt8]) throws(CaseError) -> (cases: [LayoutCase], isArray: Bool) {
        let json: JSONValue
        do {
            json = try JSONValue(parsing: bytes)
        } catch {
            throw CaseError(nil, "malformed JSON at line \(error.line), column \(error.column): \(error.reason)")
        }
        switch json {
        case .array(let elements):
            var cases: [LayoutCase] = []
            cases.reserveCapacity(elements.count)
            for (index, element) in elements.enumerated() {
                cases.append(try decodeCase(element, path: JSONPath.root.appending(index: index)))
            }
            return (cases, true)
        case .object:
            return ([try decodeCase(json, path: .root)], false)
        default:
            throw CaseError(.root, "expected a case object or an array of cases, got \(json.summary)")
        }
    }

    static let caseKeys: Set<String> = ["name", "config", "direction", "availableWidth", "availableHeight", "root",
                                        "expected", "skip", "bench", "description"]

    static func decodeCase(_ json: JSONValue, path: JSONPath) throws(CaseError) -> LayoutCase {
        let members = try object(json, path)
        try rejectUnknownKeys(members, allowed: caseKeys, path)
        var result = LayoutCase(name: "", config: Config(), direction: .ltr, availableWidth: .nan,
                                availableHeight: .nan, root: CaseNode(style: Style(), measure: nil, children: []),
                                expected: nil, skip: nil, mutation: nil)
        if let name = member(members, "name") { result.name = try string(name, path.appending(key: "name")) }
        if let config = member(members, "config") { result.config = try decodeConfig(config, path: path.appending(key: "config")) }
        if let direction = member(members, "direction") {
            result.direction = try enumValue(direction, path.appending(key: "direction"), Direction.self)
        }
        if let width = member(members, "availableWidth") {
            result.availableWidth = try optionalNumber(width, path.appending(key: "availableWidth"))
        }
        if let height = member(members, "availableHeight") {
            result.availableHeight = try optionalNumber(height, path.appending(key: "availableHeight"))
        }
        let root = try required(members, "root", path)
        result.root = try decodeNode(root, path: path.appending(key: "root"), config: result.config)
        if let expected = member(members, "expected") {
            result.expected = try decodeLayout(expected, path: path.appending(key: "expected"))
        }
        if let skip = member(members, "skip") { result.skip = try string(skip, path.appending(key: "skip")) }
        if let bench = member(members, "bench") {
            result.mutation = try decodeBench(bench, path: path.appending(key: "bench"), root: result.root, config: result.config)
        }
        return result
    }

    static func decodeConfig(_ json: JSONValue, path: JSONPath) throws(CaseError) -> Config {
        let members = try object(json, path)
        try rejectUnknownKeys(members, allowed: ["pointScaleFactor", "useWebDefaults", "errata", "experimentalFeatures"], path)
        var config = Config()
        if let scale = member(members, "pointScaleFactor") {
            config.pointScaleFactor = try number(scale, path.appending(key: "pointScaleFactor"))
        }
        if let web = member(members, "useWebDefaults") {
            guard case .bool(let value) = web else {
                throw CaseError(path.appending(key: "useWebDefaults"), "expected a boolean, got \(web.summary)")
            }
            config.useWebDefaults = value
        }
        if let errata = member(members, "errata") { config.errata = try decodeErrata(errata, path: path.appending(key: "errata")) }
        if let features = member(members, "experimentalFeatures") {
            var set: ExperimentalFeatures = []
            for (index, feature) in try array(features, path.appending(key: "experimentalFeatures")).enumerated() {
                let featurePath = path.appending(key: "experimentalFeatures").appending(index: index)
                switch try string(feature, featurePath) {
                case "web-flex-basis": set.insert(.webFlexBasis)
                case "fix-flex-basis-fit-content": set.insert(.fixFlexBasisFitContent)
                case let other:
                    throw CaseError(featurePath, "unknown experimental feature \"\(other)\" (expected web-flex-basis, fix-flex-basis-fit-content)")
                }
            }
            config.experimentalFeatures = set
        }
        return config
    }

    static let errataNames: [(String, Errata)] = [
        ("stretch-flex-basis", .stretchFlexBasis),
        ("absolute-position-without-insets-excludes-padding", .absolutePositionWithoutInsetsExcludesPadding),
        ("absolute-percent-against-inner-size", .absolutePercentAgainstInnerSize),
        ("min-size-undefined-instead-of-auto", .minSizeUndefinedInsteadOfAuto),
    ]

    static func decodeErrata(_ json: JSONValue, path: JSONPath) throws(CaseError) -> Errata {
        if case .string(let name) = json {
            switch name {
            case "none": return .none
            case "all": return .all
            case "classic": return .classic
            default: throw CaseError(path, "unknown errata \"\(name)\" (expected none, all, classic or an array of names)")
            }
        }
        var errata: Errata = []
        for (index, element) in try array(json, path).enumerated() {
            let elementPath = path.appending(index: index)
            let name = try string(element, elementPath)
            guard let flag = errataNames.first(where: { $0.0 == name })?.1 else {
                throw CaseError(elementPath, "unknown erratum \"\(name)\" (expected one of "
                                + errataNames.map(\.0).joined(separator: ", ") + ")")
            }
            errata.insert(flag)
        }
        return errata
    }

    static func decodeNode(_ json: JSONValue, path: JSONPath, config: Config) throws(CaseError) -> CaseNode {
        let members = try object(json, path)
        try rejectUnknownKeys(members, allowed: ["style", "measure", "children"], path)
        var node = CaseNode(style: config.useWebDefaults ? Style.web : Style(), measure: nil, children: [])
        if let style = member(members, "style") {
            try StyleDecoder.apply(style, to: &node.style, path: path.appending(key: "style"))
        }
        if let measure = member(members, "measure") {
            node.measure = try decodeMeasure(measure, path: path.appending(key: "measure"))
        }
        if let children = member(members, "children") {
            for (index, child) in try array(children, path.appending(key: "children")).enumerated() {
                node.children.append(try decodeNode(child, path: path.appending(key: "children").appending(index: index), config: config))
            }
        }
        if node.measure != nil && !node.children.isEmpty {
            throw CaseError(path, "a node with a measure function cannot have children")
        }
        return node
    }

    static func decodeMeasure(_ json: JSONValue, path: JSONPath) throws(CaseError) -> MeasureKind {
        let members = try object(json, path)
        let type = try required(members, "type", path)
        switch try string(type, path.appending(key: "type")) {
        case "yoga-intrinsic-text":
            try rejectUnknownKeys(members, allowed: ["type", "text"], path)
            let text = try required(members, "text", path)
            return .yogaIntrinsicText(try string(text, path.appending(key: "text")))
        case "ahem-text":
            try rejectUnknownKeys(members, allowed: ["type", "text", "writingMode"], path)
            let text = try required(members, "text", path)
            var vertical = false
            if let mode = member(members, "writingMode") {
                switch try string(mode, path.appending(key: "writingMode")) {
                case "horizontal": vertical = false
                case "vertical": vertical = true
                case let other:
                    throw CaseError(path.appending(key: "writingMode"), "unknown value \"\(other)\" (expected horizontal, vertical)")
                }
            }
            return .ahemText(try string(text, path.appending(key: "text")), vertical: vertical)
        case "fixed":
            try rejectUnknownKeys(members, allowed: ["type", "width", "height"], path)
            let width = try required(members, "width", path)
            let height = try required(members, "height", path)
            return .fixed(width: try number(width, path.appending(key: "width")), height: try number(height, path.appending(key: "height")))
        case let other:
            throw CaseError(path.appending(key: "type"), "unknown measure kind \"\(other)\" (expected yoga-intrinsic-text, ahem-text, fixed)")
        }
    }

    static func decodeLayout(_ json: JSONValue, path: JSONPath) throws(CaseError) -> CaseLayout {
        let members = try object(json, path)
        try rejectUnknownKeys(members, allowed: ["left", "top", "width", "height", "children"], path)
        func field(_ key: String) throws(CaseError) -> Double {
            let value = try required(members, key, path)
            guard case .number(let number) = value else {
                throw CaseError(path.appending(key: key), "expected a number, got \(value.summary)")
            }
            return number
        }
        var layout = CaseLayout(left: try field("left"), top: try field("top"), width: try field("width"),
                                height: try field("height"))
        if let children = member(members, "children") {
            for (index, child) in try array(children, path.appending(key: "children")).enumerated() {
                layout.children.append(try decodeLayout(child, path: path.appending(key: "children").appending(index: index)))
            }
        }
        return layout
    }

    static func decodeBench(_ json: JSONValue, path: JSONPath, root: CaseNode, config: Config) throws(CaseError) -> Mutation? {
        let members = try object(json, path)
        try rejectUnknownKeys(members, allowed: ["mutate"], path)
        guard let mutate = member(members, "mutate") else { return nil }
        let mutatePath = path.appending(key: "mutate")
        let mutateMembers = try object(mutate, mutatePath)
        try rejectUnknownKeys(mutateMembers, allowed: ["path", "style"], mutatePath)
        var indexes: [Int] = []
        var node = root
        if let pathValue = member(mutateMembers, "path") {
            for (position, element) in try array(pathValue, mutatePath.appending(key: "path")).enumerated() {
                let elementPath = mutatePath.appending(key: "path").appending(index: position)
                guard case .number(let number) = element, number == number.rounded(), number >= 0 else {
                    throw CaseError(elementPath, "expected a child index, got \(element.summary)")
                }
                let index = Int(number)
                guard index < node.children.count else {
                    throw CaseError(elementPath, "child index \(index) out of range (the node has \(node.children.count) children)")
                }
                indexes.append(index)
                node = node.children[index]
            }
        }
        let style = try required(mutateMembers, "style", mutatePath)
        // Validate now so a bad mutation fails before anything is printed.
        var scratch = node.style
        try StyleDecoder.apply(style, to: &scratch, path: mutatePath.appending(key: "style"))
        return Mutation(path: indexes, style: style, jsonPath: mutatePath.appending(key: "style"))
    }

    // MARK: Typed access

    static func member(_ members: [(String, JSONValue)], _ key: String) -> JSONValue? {
        members.first(where: { $0.0 == key })?.1
    }

    /// The value of `key`, which the object at `path` must have.
    static func required(_ members: [(String, JSONValue)], _ key: String, _ path: JSONPath) throws(CaseError) -> JSONValue {
        guard let value = member(members, key) else { throw CaseError(path, "missing \"\(key)\"") }
        return value
    }

    static func rejectUnknownKeys(_ members: [(String, JSONValue)], allowed: Set<String>, _ path: JSONPath) throws(CaseError) {
        for (key, _) in members where !allowed.contains(key) {
            throw CaseError(path.appending(key: key), "unknown key (expected one of " + allowed.sorted().joined(separator: ", ") + ")")
        }
    }

    static func object(_ json: JSONValue, _ path: JSONPath) throws(CaseError) -> [(String, JSONValue)] {
        guard case .object(let members) = json else { throw CaseError(path, "expected an object, got \(json.summary)") }
        return members
    }

    static func array(_ json: JSONValue, _ path: JSONPath) throws(CaseError) -> [JSONValue] {
        guard case .array(let elements) = json else { throw CaseError(path, "expected an array, got \(json.summary)") }
        return elements
    }

    static func string(_ json: JSONValue, _ path: JSONPath) throws(CaseError) -> String {
        guard case .string(let value) = json else { throw CaseError(path, "expected a string, got \(json.summary)") }
        return value
    }

    static func number(_ json: JSONValue, _ path: JSONPath) throws(CaseError) -> Float {
        guard case .number(let value) = json else { throw CaseError(path, "expected a number, got \(json.summary)") }
        return try float(value, path)
    }

    /// `value` as the engine's `Float`. A number a `Float` cannot hold (beyond ±3.4e38, or a
    /// `nan`/`inf` spelled inside a percentage) is an error here, naming its path, rather than an
    /// infinity that would surface as NaN in the layout.
    static func float(_ value: Double, _ path: JSONPath) throws(CaseError) -> Float {
        let result = Float(value)
        guard result.isFinite else {
            throw CaseError(path, "\(formatNumber(value)) is out of range (numbers must lie within ±3.4e38)")
        }
        return result
    }

    static func optionalNumber(_ json: JSONValue, _ path: JSONPath) throws(CaseError) -> Float {
        if json == .null { return .nan }
        guard case .number(let value) = json else {
            throw CaseError(path, "expected a number or null, got \(json.summary)")
        }
        return try float(value, path)
    }

    static func enumValue<E: RawRepresentable & CaseIterable>(_ json: JSONValue, _ path: JSONPath, _ type: E.Type)
        throws(CaseError) -> E where E.RawValue == String {
        let name = try string(json, path)
        guard let value = E(rawValue: name) else {
            throw CaseError(path, "unknown value \"\(name)\" (expected one of "
                            + E.allCases.map(\.rawValue).joined(separator: ", ") + ")")
        }
        return value
    }
}
