import Foundation
import PropsJSON
import Render
import TrellisElements
import Typesetting
import JSONPaths

/// One registered screen, type-erased: its name, samples, Props schema, Props JSON in both
/// directions (Commands re-attached by name), its element, and a runtime showing it.
public struct CatalogEntry: Sendable {
    /// The screen's stable name.
    public let name: String
    /// The samples, in the screen's order (the first is the default).
    public let samples: [Sample<ScreenProps>]
    /// Where the screen's bare-named images come from: its catalog's ``Catalog/images``.
    public var images: CatalogImages?
    private let operations: any EntryOperations

    /// The entry of screen `S` outside any catalog (a snapshot test of one screen).
    public init<S: Screen>(_ screen: S.Type) {
        name = S.name
        samples = S.samples.map {
            Sample($0.name, ScreenProps(screen: S.name, value: $0.props), writingDirection: $0.writingDirection)
        }
        operations = TypedOperations<S>()
    }

    /// The sample names, in order.
    public var sampleNames: [String] { samples.map(\.name) }

    /// The default sample (the first).
    public var defaultSample: Sample<ScreenProps> { samples[0] }

    /// The Props of the sample named `name`.
    public func sample(named name: String) throws(CatalogError) -> ScreenProps {
        guard let sample = samples.first(where: { $0.name == name }) else {
            throw .unknownSample(screen: self.name, sample: name, known: sampleNames)
        }
        return sample.props
    }

    /// The direction the sample named `name` is written in (`Sample.writingDirection`), or `nil`
    /// when it has none or there is no such sample.
    public func writingDirection(ofSample name: String) -> LayoutDirection? {
        samples.first { $0.name == name }?.writingDirection
    }

    /// The element tree of the screen for `props`.
    public func element(for props: ScreenProps) throws(CatalogError) -> Element {
        try operations.element(props)
    }

    /// The Props as JSON (Commands as their names), pretty-printed with sorted keys.
    /// - Throws: `CatalogError` for Props of another screen, `PropsJSONError` for values JSON
    ///   cannot hold (NaN, infinity), naming their path.
    public func json(of props: ScreenProps) throws -> Data {
        try operations.json(props)
    }

    /// The Props as a JSON value (what `json(of:)` writes; a session's Props revisions).
    /// - Throws: as `json(of:)`.
    public func jsonValue(of props: ScreenProps) throws -> JSONValue {
        try operations.jsonValue(props)
    }

    /// Props decoded from JSON, with the live Commands of `current` re-attached by name, per
    /// element and where the schema allows the name; a Command `current` lacks for an element is
    /// taken from a sample's Props for the same element.
    /// - Parameter strict: Unknown keys are errors (remote edits use this).
    /// - Throws: `PropsJSONError` naming the JSON path (and line/column for malformed JSON).
    public func props(fromJSON data: Data, commandsOf current: ScreenProps,
                      strict: Bool = true) throws(PropsJSONError) -> ScreenProps {
        guard current.screen == name else {
            throw PropsJSONError(path: JSONPath(), reason: "the current Props belong to '\(current.screen)', not '\(name)'")
        }
        return try operations.decode(data, current: current, strict: strict)
    }

    /// The JSON Schema (2020-12) of the screen's Props, generated from their Codable conformance
    /// and the samples.
    public func schema() throws(PropsJSONError) -> JSONValue {
        try operations.schema()
    }

    /// A runtime showing `props` on `host` (layout, reconcile, mount; animations; commands).
    public func runtime(props: ScreenProps, environment: Environment, size: Size, host: (any ScreenHost)? = nil,
                        clock: any Clock<Duration> = ContinuousClock()) async throws(CatalogError) -> ScreenRuntime {
        let environment = images?.apply(to: environment) ?? environment
        let core = await RuntimeCore(props: try runtimeProps(props), render: renderFunction, environment: environment,
                                     size: size, host: host, clock: clock)
        return ScreenRuntime(entry: self, core: core)
    }

    /// The screen's element for Props as a runtime holds them (the render function of its cores).
    public var renderFunction: @Sendable (RuntimeProps) -> Element { operations.render }

    /// `props` as a runtime holds them, or an error when they belong to another screen.
    func runtimeProps(_ props: ScreenProps) throws(CatalogError) -> RuntimeProps {
        try operations.runtimeProps(props)
    }

    /// What a runtime of this screen holds, as this screen's Props.
    public func screenProps(_ props: RuntimeProps) -> ScreenProps {
        operations.screenProps(props)
    }
}

/// What an entry does with Props, implemented once per screen type.
protocol EntryOperations: Sendable {
    func element(_ props: ScreenProps) throws(CatalogError) -> Element
    func json(_ props: ScreenProps) throws -> Data
    func jsonValue(_ props: ScreenProps) throws -> JSONValue
    func decode(_ data: Data, current: ScreenProps, strict: Bool) throws(PropsJSONError) -> ScreenProps
    func schema() throws(PropsJSONError) -> JSONValue
    func runtimeProps(_ props: ScreenProps) throws(CatalogError) -> RuntimeProps
    func screenProps(_ props: RuntimeProps) -> ScreenProps
    var render: @Sendable (RuntimeProps) -> Element { get }
}

struct TypedOperations<S: Screen>: EntryOperations {
    /// The typed Props, or an error when they belong to another screen (another catalog may use
    /// the same name for another type).
    static func typed(_ props: ScreenProps) throws(CatalogError) -> S.Props {
        guard props.screen == S.name, let typed = props.typed(as: S.Props.self) else {
            throw .propsOfAnotherScreen(expected: S.name, got: props.screen)
        }
        return typed
    }

    func element(_ props: ScreenProps) throws(CatalogError) -> Element {
        S(try Self.typed(props)).element
    }

    func json(_ props: ScreenProps) throws -> Data {
        try PropsJSON.encode(try Self.typed(props))
    }

    func jsonValue(_ props: ScreenProps) throws -> JSONValue {
        try PropsJSON.value(of: try Self.typed(props))
    }

    func decode(_ data: Data, current: ScreenProps, strict: Bool) throws(PropsJSONError) -> ScreenProps {
        let typed: S.Props
        do {
            typed = try Self.typed(current)
        } catch {
            throw PropsJSONError(path: JSONPath(), reason: error.description)
        }
        let decoded = try PropsJSON.decode(S.Props.self, from: data, commandsOf: typed, samples: S.samples.map(\.props),
                                           strict: strict)
        return ScreenProps(screen: S.name, value: decoded)
    }

    func schema() throws(PropsJSONError) -> JSONValue {
        try PropsSchema.generate(for: S.Props.self, samples: S.samples.map(\.props), title: S.name)
    }

    func runtimeProps(_ props: ScreenProps) throws(CatalogError) -> RuntimeProps {
        RuntimeProps(try Self.typed(props))
    }

    func screenProps(_ props: RuntimeProps) -> ScreenProps {
        // A runtime of this entry holds only this screen's Props (the core refuses other types).
        ScreenProps(screen: S.name, value: props.typed(as: S.Props.self)!)
    }

    var render: @Sendable (RuntimeProps) -> Element {
        { props in props.typed(as: S.Props.self).map { S($0).element } ?? Element(content: .box) }
    }
}
