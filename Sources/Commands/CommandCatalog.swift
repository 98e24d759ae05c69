import JSONPaths

/// The live commands of a Props value, by name: what decoding Props from JSON re-attaches.
///
/// Props encode every command as its name. To apply an edited JSON copy of Props (remote editing,
/// a storybook, a restored snapshot), collect the commands of the Props currently on screen and
/// hand the catalog to the decoder:
///
/// ```swift
/// let decoder = JSONDecoder()
/// decoder.userInfo[.commandCatalog] = try CommandCatalog(commandsOf: currentProps)
/// let edited = try decoder.decode(LoginProps.self, from: json)   // same live commands, new data
/// ```
///
/// A name that no current command has is an error, so JSON can change data but never inject
/// behaviour. When several different commands share a name (e.g. one `select` per row), the one at
/// the same coding path is taken.
public struct CommandCatalog: Sendable {
    struct Entry: Sendable {
        let path: JSONPath
        let command: any Sendable
        let identity: CommandIdentity
    }

    private var entries: [String: [Entry]] = [:]
    /// The secrets of the Props, by JSON path (what a redacted value decodes back to).
    private var secrets: [JSONPath: Secret] = [:]

    /// An empty catalog; add commands with `register(_:)`.
    public init() {}

    /// Collects every command inside `props` by walking its `Encodable` conformance (no output is
    /// produced). Complexity: O(n) in the number of encoded values.
    public init(commandsOf props: some Encodable) throws {
        let collector = CommandCollector()
        try CommandCollectingEncoder(collector: collector, codingPath: []).collect(props)
        self = collector.catalog
    }

    /// The names of all registered commands, sorted.
    public var names: [String] { entries.keys.sorted() }

    /// Adds `command` under its name, optionally at a coding path (used to disambiguate names).
    public mutating func register<Value>(_ command: CommandWith<Value>, at codingPath: [any CodingKey] = []) {
        let entry = Entry(path: JSONPath(codingPath: codingPath), command: command, identity: command.identity)
        var list = entries[command.name, default: []]
        if !list.contains(where: { $0.identity == entry.identity && $0.path == entry.path }) {
            list.append(entry)
        }
        entries[command.name] = list
    }

    /// Keeps `secret` for the redaction marker decoded at `codingPath`.
    public mutating func register(_ secret: Secret, at codingPath: [any CodingKey]) {
        secrets[JSONPath(codingPath: codingPath)] = secret
    }

    /// The secret held at `codingPath`, if any.
    func secret(at codingPath: [any CodingKey]) -> Secret? {
        secrets[JSONPath(codingPath: codingPath)]
    }

    /// The places where `other` holds another command than this catalog does (the same name at
    /// the same path, a different identity), sorted: what differs between two Props that encode
    /// alike but compare unequal.
    public func pathsOfOtherCommands(in other: CommandCatalog) -> [JSONPath] {
        var here: [JSONPath: Set<CommandIdentity>] = [:]
        for entry in entries.values.joined() { here[entry.path, default: []].insert(entry.identity) }
        var differing: Set<JSONPath> = []
        for entry in other.entries.values.joined() {
            if let identities = here[entry.path], !identities.contains(entry.identity) { differing.insert(entry.path) }
        }
        return differing.sorted()
    }

    /// Where the commands named `name` sit, in the order they were registered; equal commands
    /// share `command` (what tells one row's `open` from another's).
    public func occurrences(named name: String) -> [CommandOccurrence] {
        var identities: [CommandIdentity] = []
        return (entries[name] ?? []).map { entry in
            let index = identities.firstIndex(of: entry.identity) ?? identities.count
            if index == identities.count { identities.append(entry.identity) }
            return CommandOccurrence(path: entry.path, command: index)
        }
    }

    /// The live command named `name`: the one registered at `path` when several different
    /// commands share the name, else the only one. What a Props decoder binds once it has chosen
    /// the place.
    /// - Throws: `DecodingError` (at `path`) when none has that name, none of several is at `path`,
    ///   or it takes another kind of value.
    public func command<Value>(named name: String, at path: JSONPath) throws -> CommandWith<Value> {
        try command(named: name, at: path.codingPath)
    }

    /// The live command named `name`, preferring the one registered at `codingPath`.
    func command<Value>(named name: String, at codingPath: [any CodingKey]) throws -> CommandWith<Value> {
        let candidates = entries[name] ?? []
        let path = JSONPath(codingPath: codingPath)
        let chosen: Entry?
        if Set(candidates.map(\.identity)).count <= 1 {
            chosen = candidates.first
        } else {
            chosen = candidates.first { $0.path == path }
        }
        guard let entry = chosen else {
            let reason = candidates.isEmpty
                ? "no live Command named '\(name)' in the current Props (known: \(names.joined(separator: ", ")))"
                : "\(candidates.count) different Commands are named '\(name)' and none is at \(path)"
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: reason))
        }
        guard let command = entry.command as? CommandWith<Value> else {
            throw DecodingError.typeMismatch(CommandWith<Value>.self, .init(
                codingPath: codingPath,
                debugDescription: "the live Command '\(name)' takes a different kind of value than this one"))
        }
        return command
    }
}

/// One place a command sits in the Props a catalog was collected from.
public struct CommandOccurrence: Equatable, Sendable {
    /// Where, as the Props encode.
    public let path: JSONPath
    /// Which of the commands of that name it is: equal commands share the number.
    public let command: Int
}

/// Lets the collecting encoder recognise a command without knowing its value type.
protocol CatalogRegistrable {
    func register(in catalog: inout CommandCatalog, at codingPath: [any CodingKey])
}

extension CommandWith: CatalogRegistrable {
    func register(in catalog: inout CommandCatalog, at codingPath: [any CodingKey]) {
        catalog.register(self, at: codingPath)
    }
}
