import Commands
import Foundation
import JSONPaths
import PangoText
import PropsJSON
import Render
import SchemaValidation
import Synchronization
import Testing
import TrellisElements
import TrellisCairo
import TrellisCatalog
@testable import TrellisScreens

@Suite("Catalog: an app's screens, listed once")
struct CatalogTests {
    static let catalog = Catalog.demo()

    @Test func theTalksScreensAreRegisteredWithTheirSamples() throws {
        #expect(Self.catalog.entries.map(\.name) == ["listing", "login", "timer", "inbox", "controls"])
        #expect(try Self.catalog.entry(named: "login").sampleNames == ["possible", "inProgress", "disabled", "empty", "long",
                                                                       "hebrew", "japanese"])
        #expect(try Self.catalog.entry(named: "listing").sampleNames == ["default", "expanded", "long", "empty",
                                                                         "arabic", "japanese"])
        // Samples in right-to-left languages say so; golden tests show them that way too.
        #expect(try Self.catalog.entry(named: "listing").samples.filter { $0.writingDirection == .rightToLeft }
            .map(\.name) == ["arabic"])
        #expect(try Self.catalog.entry(named: "login").samples.filter { $0.writingDirection == .rightToLeft }
            .map(\.name) == ["hebrew"])
        #expect(try Self.catalog.entry(named: "timer").sampleNames == ["idle", "running", "paused", "finished", "restarted"])
    }

    @Test func aSecondScreenWithTheSameNameIsRejected() throws {
        var catalog = Catalog()
        try catalog.register(LoginScreen.self)
        #expect(throws: CatalogError.duplicateScreen("login")) { try catalog.register(LoginScreen.self) }
        #expect(catalog.entries.count == 1)
    }

    @Test func aScreenWithoutSamplesOrWithABadNameIsRejected() {
        var catalog = Catalog()
        #expect(throws: CatalogError.noSamples(screen: "nothing")) { try catalog.register(NoSamples.self) }
        #expect(throws: CatalogError.invalidName("bad name", reason: "use letters, digits, '-' and '_' only")) {
            try catalog.register(BadName.self)
        }
        #expect(catalog.entries.isEmpty)
    }

    @Test func unknownScreensAndSamplesListTheKnownOnes() throws {
        #expect(throws: CatalogError.unknownScreen("settings", known: ["listing", "login", "timer", "inbox", "controls"])) {
            try Self.catalog.entry(named: "settings")
        }
        let login = try Self.catalog.entry(named: "login")
        let error = #expect(throws: CatalogError.self) { try login.sample(named: "busy") }
        #expect(error?.description == "screen 'login' has no sample 'busy' (known: possible, inProgress, disabled, empty, long, hebrew, japanese)")
    }

    @Test func propsOfAnotherScreenAreAnErrorNotACrash() throws {
        let listing = try Self.catalog.entry(named: "listing")
        let login = try Self.catalog.entry(named: "login")
        #expect(throws: CatalogError.propsOfAnotherScreen(expected: "listing", got: "login")) {
            try listing.element(for: login.defaultSample.props)
        }
    }

    @Test func everySampleRoundTripsThroughStrictJSON() throws {
        for entry in Self.catalog.entries {
            for sample in entry.samples {
                let json = try entry.json(of: sample.props)
                let decoded = try entry.props(fromJSON: json, commandsOf: sample.props, strict: true)
                #expect(decoded == sample.props, "\(entry.name)/\(sample.name)")
            }
        }
    }

    @Test func everySampleOfEveryScreenValidatesAgainstItsSchema() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-schemas-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for entry in Self.catalog.entries {
            let schema = directory.appendingPathComponent("\(entry.name).schema.json")
            try Data(try entry.schema().serialized()).write(to: schema)
            var files: [String] = []
            for sample in entry.samples {
                let file = directory.appendingPathComponent("\(entry.name)-\(sample.name).json")
                try entry.json(of: sample.props).write(to: file)
                files.append(file.path)
            }
            let run = try JSONSchemaValidator.run(schema: schema.path, instances: files)
            #expect(run.status == 0, "\(entry.name): \(run.output)")
        }
    }

    @Test func aMistypedKeyIsRejectedByTheSchemaToo() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-bad-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let listing = try Self.catalog.entry(named: "listing")
        let schema = directory.appendingPathComponent("schema.json")
        try Data(try listing.schema().serialized()).write(to: schema)
        let json = String(decoding: try listing.json(of: listing.defaultSample.props), as: UTF8.self)
            .replacingOccurrences(of: "\"price\"", with: "\"prise\"")
        let file = directory.appendingPathComponent("bad.json")
        try Data(json.utf8).write(to: file)
        let run = try JSONSchemaValidator.run(schema: schema.path, instances: [file.path])
        #expect(run.status == 1, "\(run.output)")
    }
}

@Suite("ScreenRuntime: a catalog screen kept on a host")
struct ScreenRuntimeTests {
    static let renderer = ScreenRenderer()

    @Test func aValidJSONEditChangesTheScreenAndKeepsTheLiveCommands() async throws {
        let performed = Mutex<[String]>([])
        var catalog = Catalog()
        try catalog.register(Recording.self)
        let entry = try catalog.entry(named: "recording")
        let (runtime, _) = try await Self.renderer.runtime(entry, props: entry.defaultSample.props,
                                                         on: DisplayConfiguration(device: .iPhoneX))
        _ = await runtime.addCommandObserver { record in performed.withLock { $0.append(record.name) } }
        try await runtime.setProps(json: Data(#"{"title": "Edited", "tap": "press"}"#.utf8))
        #expect(await runtime.mounted.node(text: "Edited") != nil)
        let button = try #require(await runtime.mounted.node(key: "button")?.frame)
        let record = await runtime.tap(at: Point(x: button.midX, y: button.midY))
        #expect(record?.name == "press")
        #expect(performed.withLock { $0 } == ["press"])
    }

    @Test func aRejectedEditNamesItsPathAndChangesNothing() async throws {
        let entry = try CatalogTests.catalog.entry(named: "listing")
        let (runtime, host) = try await Self.renderer.runtime(entry, props: entry.defaultSample.props,
                                                            on: DisplayConfiguration(device: .iPhoneX))
        let before = await runtime.mounted
        let png = await host.png().png
        let edit = String(decoding: try entry.json(of: entry.defaultSample.props), as: UTF8.self)
            .replacingOccurrences(of: "\"subtitle\"", with: "\"subtitel\": \"typo\", \"subtitle\"")
        let error = await #expect(throws: PropsJSONError.self) { try await runtime.setProps(json: Data(edit.utf8)) }
        #expect(error?.path == JSONPath("$.banner.subtitel"))
        #expect(await runtime.props == entry.defaultSample.props)
        #expect(await runtime.mounted == before)
        #expect(await host.png().png == png)
    }

    @Test func malformedJSONGivesLineAndColumnAndChangesNothing() async throws {
        let entry = try CatalogTests.catalog.entry(named: "login")
        let (runtime, _) = try await Self.renderer.runtime(entry, props: entry.defaultSample.props,
                                                         on: DisplayConfiguration(device: .iPhoneSE))
        let error = await #expect(throws: PropsJSONError.self) {
            try await runtime.setProps(json: Data("{\n  \"login\": \"disabled\"\n  \"username\": 1\n}".utf8))
        }
        #expect(error?.line == 3)
        #expect(await runtime.props == entry.defaultSample.props)
    }

    @Test(arguments: ["listing", "login", "timer", "inbox", "controls"])
    func everySampleRendersAtTheDevicesPixelSize(_ name: String) async throws {
        let entry = try CatalogTests.catalog.entry(named: name)
        for sample in entry.sampleNames {
            for device in [Device.iPhoneSE, .iPadOneThird] {
                let shot = try await Self.renderer.render(entry, sample: sample, on: DisplayConfiguration(device: device))
                let pixels = device.portrait.pixelSize
                #expect(shot.rendering.bitmap.width == pixels.width && shot.rendering.bitmap.height == pixels.height)
                #expect(shot.rendering.issues.isEmpty, "\(shot.name): \(shot.rendering.issues)")
                // A right-to-left sample is drawn (and named) in its own direction.
                let rtl = entry.writingDirection(ofSample: sample) == .rightToLeft ? "-rtl" : ""
                #expect(shot.name == "\(name)-\(sample)-\(device.name)\(rtl)")
            }
        }
    }

    @Test func aMatrixNamesEveryConfiguration() {
        let names = ConfigurationMatrix.standard.configurations.map(\.name)
        #expect(names.count == 12)
        #expect(names.contains("iphone-x-dark-rtl"))
        #expect(Set(names).count == names.count)
    }
}

/// A screen whose one Command is named "press".
struct Recording: Screen {
    struct Props: Codable, Equatable, Sendable {
        var title: String
        var tap: Command
    }

    static let name = "recording"
    static let samples = [Sample("default", Props(title: "Hello", tap: Command("press") {}))]
    let props: Props
    var body: Element {
        Column {
            Text(props.title)
            Box().size(44).onTap(props.tap).id("button")
        }
        .paddingSafeArea()
    }
}

struct NoSamples: Screen {
    static let name = "nothing"
    static let samples: [Sample<Int>] = []
    let props: Int
    var body: Element { Box().element }
}

struct BadName: Screen {
    static let name = "bad name"
    static let samples = [Sample("one", 1)]
    let props: Int
    var body: Element { Box().element }
}
