import Render
import TrellisElements

/// One registered feature, type-erased: its name, scenarios and screen, and a way to start it.
public struct FeatureEntry: Sendable {
    /// The feature's name (`trellis run NAME`).
    public let name: String
    /// The scenario names, in order (the first is the default).
    public let scenarioNames: [String]
    /// The screen that shows it.
    public private(set) var screen: CatalogEntry
    /// Where the screen's bare-named images come from: its catalog's ``Catalog/images``.
    public var images: CatalogImages? {
        get { screen.images }
        set { screen.images = newValue }
    }
    private let starter: @Sendable (String, Environment, Size, (any ScreenHost)?, any Clock<Duration>) async
        throws(CatalogError) -> FeatureRuntime

    /// The entry of feature `F` outside any catalog (a flow test of one feature).
    public init<F: Feature>(_ feature: F.Type) {
        name = F.name
        scenarioNames = F.scenarios.map(\.name)
        let screen = CatalogEntry(F.Content.self)
        self.screen = screen
        let name = F.name
        starter = { scenarioName, environment, size, host, clock throws(CatalogError) in
            guard let scenario = F.scenarios.first(where: { $0.name == scenarioName }) else {
                throw .unknownScenario(feature: name, scenario: scenarioName, known: F.scenarios.map(\.name))
            }
            return await FeatureRuntime.start(F.self, entry: FeatureEntry(F.self), scenario: scenario,
                                              environment: environment, size: size, host: host, clock: clock)
        }
    }

    /// The default scenario's name (the first).
    public var defaultScenario: String { scenarioNames.first ?? "" }

    /// Starts the feature in the scenario named `scenario` (`nil`: the first), showing it on `host`.
    public func start(scenario: String? = nil, environment: Environment, size: Size, host: (any ScreenHost)? = nil,
                      clock: any Clock<Duration> = ContinuousClock()) async throws(CatalogError) -> FeatureRuntime {
        try await starter(scenario ?? defaultScenario, images?.apply(to: environment) ?? environment, size, host, clock)
    }

    /// Starts `F` in `scenario`, one not listed in `F.scenarios` (a test's own dependencies).
    public static func start<F: Feature>(_ feature: F.Type, in scenario: Scenario<F>, environment: Environment,
                                         size: Size, host: (any ScreenHost)? = nil,
                                         clock: any Clock<Duration> = ContinuousClock()) async -> FeatureRuntime {
        await FeatureRuntime.start(F.self, entry: FeatureEntry(F.self), scenario: scenario, environment: environment,
                                   size: size, host: host, clock: clock)
    }
}
