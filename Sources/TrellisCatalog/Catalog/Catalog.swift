import TrellisElements

/// The screens of an app: the one list every consumer reads (CLI, snapshot tests, storybook, live
/// Props). A value — build one where the app or its test target starts; there is no global one.
///
/// ```swift
/// var catalog = Catalog()
/// try catalog.register(SettingsScreen.self)
/// try catalog.register(InboxScreen.self)
/// ```
public struct Catalog: Sendable {
    /// The registered screens, in registration order.
    public private(set) var entries: [CatalogEntry] = []
    /// The registered features, in registration order (their screens are among `entries`).
    public private(set) var features: [FeatureEntry] = []
    /// The devices consumers offer (the CLI's `--device`, the storybook's toolbar, matrices).
    public var devices: [Device]
    /// Where the screens' bare-named images come from (`nil`: not declared, each one reported).
    public var images: CatalogImages? {
        didSet {
            for index in entries.indices { entries[index].images = images }
            for index in features.indices { features[index].images = images }
        }
    }

    public init(devices: [Device] = Device.catalog) {
        self.devices = devices
    }

    /// Adds a screen.
    /// - Throws: `CatalogError` when its name is taken or unusable, when it has no samples or two
    ///   samples share a name.
    public mutating func register<S: Screen>(_ screen: S.Type) throws(CatalogError) {
        try Self.check(name: S.name)
        guard !entries.contains(where: { $0.name == S.name }) else { throw .duplicateScreen(S.name) }
        let samples = S.samples
        guard !samples.isEmpty else { throw .noSamples(screen: S.name) }
        try Self.check(names: samples.map(\.name), of: S.name, kind: "samples")
        var entry = CatalogEntry(S.self)
        entry.images = images
        entries.append(entry)
    }

    /// Adds a feature, and its screen if that is not registered yet.
    /// - Throws: `CatalogError` when its name is taken or unusable, when it has no scenarios or
    ///   two scenarios share a name, or when its screen cannot be registered.
    public mutating func register<F: Feature>(feature: F.Type) throws(CatalogError) {
        try Self.check(name: F.name)
        guard !features.contains(where: { $0.name == F.name }) else { throw .duplicateFeature(F.name) }
        let scenarios = F.scenarios
        guard !scenarios.isEmpty else { throw .noScenarios(feature: F.name) }
        try Self.check(names: scenarios.map(\.name), of: F.name, kind: "scenarios")
        if !entries.contains(where: { $0.name == F.Content.name }) { try register(F.Content.self) }
        var feature = FeatureEntry(F.self)
        feature.images = images
        features.append(feature)
    }

    /// The feature named `name`.
    public func feature(named name: String) throws(CatalogError) -> FeatureEntry {
        guard let feature = features.first(where: { $0.name == name }) else {
            throw .unknownFeature(name, known: features.map(\.name))
        }
        return feature
    }

    /// The screen named `name`.
    public func entry(named name: String) throws(CatalogError) -> CatalogEntry {
        guard let entry = entries.first(where: { $0.name == name }) else {
            throw .unknownScreen(name, known: entries.map(\.name))
        }
        return entry
    }

    /// The catalog device with a command-line name, or an error listing the known ones.
    public func device(named name: String) throws(CatalogError) -> Device {
        guard let device = devices.first(where: { $0.name == name }) else {
            throw .invalidName(name, reason: "no such device (known: \(devices.map(\.name).joined(separator: ", ")))")
        }
        return device
    }

    /// Each of `names` (an entry's samples or scenarios) is usable and unique.
    private static func check(names: [String], of owner: String, kind: String) throws(CatalogError) {
        var seen: Set<String> = []
        for name in names {
            try check(name: name)
            guard seen.insert(name).inserted else { throw .invalidName(name, reason: "two \(kind) of '\(owner)' share it") }
        }
    }

    private static func check(name: String) throws(CatalogError) {
        guard !name.isEmpty else { throw .invalidName(name, reason: "it is empty") }
        let allowed = name.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
        }
        guard allowed else { throw .invalidName(name, reason: "use letters, digits, '-' and '_' only") }
    }
}
