import Commands
import Render
import Synchronization
import Testing
import TrellisElements
import TrellisCatalog
import TrellisScreens
import Typesetting

@Suite("Features in the catalog: registered beside screens, named, started by scenario")
struct FeatureCatalogTests {
    @Test("Registering a feature registers its screen too; a second feature of the same name is refused")
    func registration() throws {
        var catalog = Catalog()
        try catalog.register(feature: LoginFeature.self)
        #expect(catalog.entries.map(\.name) == ["login"])
        #expect(catalog.features.map(\.name) == ["login"])
        #expect(throws: CatalogError.duplicateFeature("login")) { try catalog.register(feature: LoginFeature.self) }
        #expect(catalog.entries.count == 1, "a refused registration changes nothing")
    }

    @Test("An unknown feature or scenario is named with the known ones")
    func unknownNamesListTheKnownOnes() async throws {
        let catalog = Catalog.demo()
        #expect(throws: CatalogError.unknownFeature("cart", known: ["timer", "login", "inbox"])) {
            try catalog.feature(named: "cart")
        }
        let login = try catalog.feature(named: "login")
        await #expect(throws: CatalogError.unknownScenario(feature: "login", scenario: "slow",
                                                           known: ["succeeds", "fails", "hangs", "empty"])) {
            _ = try await login.start(scenario: "slow", environment: Environment(textMeasurer: FixedAdvanceMeasurer()),
                                      size: Size(width: 320, height: 568))
        }
        #expect(CatalogError.unknownScenario(feature: "login", scenario: "slow", known: ["succeeds"]).description
                == "feature 'login' has no scenario 'slow' (known: succeeds)")
    }

    @Test("A running feature's list reports the rows that come into view through onDisplay, once each")
    func onDisplayReportsRowsComingIntoView() async throws {
        let seen = Names()
        let display = CommandWith<String>("display") { seen.append($0) }
        let items = (0..<100).map { "row\($0)" }
        let runtime = await Runtime(DisplayList.self, props: .init(items: items, display: display),
                                    environment: Environment(textMeasurer: FixedAdvanceMeasurer()),
                                    size: Size(width: 200, height: 100))
        let first = seen.values
        #expect(first.first == "row0" && first.count >= 3 && first.count <= 6, "\(first)")
        await runtime.scroll(to: 400)
        let after = seen.values.dropFirst(first.count)
        #expect(after.contains("row10"), "\(Array(after))")
        #expect(Set(seen.values).count == seen.values.count, "each row once while it stays in view")
    }
}

/// A list of text rows 40 pt tall whose list reports displayed rows.
struct DisplayList: PropsComponent {
    struct Props: Equatable, Sendable {
        var items: [String]
        var display: CommandWith<String>
    }
    let props: Props
    var body: Element {
        LazyList(props.items, rowID: { $0 }, context: 0, id: "rows", estimatedRowHeight: 40) { item, _ in
            Text(item).size(width: .auto, height: 40)
        }
        .onDisplay(props.display)
        .element
    }
}

final class Names: Sendable {
    private let storage = Synchronization.Mutex<[String]>([])
    var values: [String] { storage.withLock { $0 } }
    func append(_ name: String) { storage.withLock { $0.append(name) } }
}
