import Foundation
import Testing
import TrellisElements
import TrellisCatalog
import TrellisScreens

/// `trellis list`, `props`, `schema` and `render` of any catalog screen (issue 9, "CLI on
/// swift-argument-parser", acceptance item 2). Expected names come from `Catalog.demo()`, the
/// list the CLI itself reads.
@Suite("trellis catalog commands")
struct CatalogCommandTests {
    static let catalog = Catalog.demo()
    static let talkScreens = ["listing", "login", "timer"]

    // MARK: list

    @Test func listPrintsEveryScreenWithItsSamplesThenEveryFeatureWithItsScenarios() throws {
        let run = try TrellisBinary.run(["list"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutLines == Self.catalog.entries.map { "\($0.name): \($0.sampleNames.joined(separator: ", "))" }
            + Self.catalog.features.map { "\($0.name) (feature of \($0.screen.name)): \($0.scenarioNames.joined(separator: ", "))" })
        #expect(run.stdoutLines.first?.hasPrefix("listing: default, ") == true, "\(run)")
    }

    @Test func listJSONMarksScreensWithTheirSamplesAndFeaturesWithTheirScenarios() throws {
        let run = try TrellisBinary.run(["list", "--json"])
        #expect(run.status == 0, "\(run)")
        let all = try #require(try parseJSON(run.stdout) as? [[String: Any]], "\(run)")
        let array = all.filter { $0["kind"] as? String == "screen" }
        let features = all.filter { $0["kind"] as? String == "feature" }
        #expect(array.count + features.count == all.count, "every entry is a screen or a feature")
        for object in array { #expect(Set(object.keys) == ["name", "kind", "samples"], "\(object)") }
        for object in features { #expect(Set(object.keys) == ["name", "kind", "screen", "scenarios"], "\(object)") }
        #expect(features.map { $0["name"] as? String } == Self.catalog.features.map(\.name))
        let login = try #require(features.first { $0["name"] as? String == "login" })
        #expect(login["scenarios"] as? [String] == ["succeeds", "fails", "hangs", "empty"])
        let samples = Dictionary(uniqueKeysWithValues: array.compactMap { object in
            (object["name"] as? String).map { ($0, object["samples"] as? [String] ?? []) }
        })
        #expect(samples.count == array.count, "every entry has a string name")
        for screen in Self.talkScreens {
            #expect(samples[screen] == (try Self.catalog.entry(named: screen)).sampleNames, "\(screen)")
        }
        #expect(samples["login"].map { Set(["possible", "inProgress", "disabled"]).isSubset(of: $0) } == true)
    }

    @Test func listNamesPrintsOneScreenNamePerLine() throws {
        let run = try TrellisBinary.run(["list", "--names"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutLines == Self.catalog.entries.map(\.name))
    }

    // MARK: render on every device

    @Test func everySampleOfTheTalksScreensRendersOnEveryDeviceAtTheDevicePixelSize() throws {
        let scratch = try Scratch()
        for screen in Self.talkScreens {
            for sample in try Self.catalog.entry(named: screen).sampleNames {
                for device in Self.catalog.devices {
                    let output = scratch.path("\(screen)-\(sample)-\(device.name).png")
                    let run = try TrellisBinary.run(["render", screen, "--sample", sample, "--device", device.name,
                                                     "-o", output])
                    #expect(run.status == 0, "\(screen) \(sample) \(device.name): \(run)")
                    let pixels = device.configuration(.portrait).pixelSize
                    #expect(PNGHeader(contentsOf: URL(fileURLWithPath: output))
                            == PNGHeader(width: pixels.width, height: pixels.height), "\(screen) \(sample) \(device.name)")
                }
            }
        }
    }

    @Test func textSizeTakesCategoryNamesAndMultipliersAndLargerTextGrowsTheLayout() throws {
        let base = try TrellisBinary.run(["render", "login", "--device", "iphone-se", "--dump"])
        let category = try TrellisBinary.run(["render", "login", "--device", "iphone-se", "--dump",
                                              "--text-size", "accessibilityExtraLarge"])
        let multiplier = try TrellisBinary.run(["render", "login", "--device", "iphone-se", "--dump", "--text-size", "2"])
        #expect(base.status == 0 && category.status == 0 && multiplier.status == 0, "\(category)\(multiplier)")
        #expect(category.stdout != base.stdout && multiplier.stdout != base.stdout)
        let bad = try TrellisBinary.run(["render", "login", "--dump", "--text-size", "huge"])
        #expect(bad.status == 2, "\(bad)")
        #expect(bad.stderrLines.first == "trellis render: --text-size: 'huge' is neither a category nor a positive number")
    }

    // MARK: schema and props

    @Test(arguments: talkScreens)
    func schemaPrintsAJSONSchemaObject(screen: String) throws {
        let run = try TrellisBinary.run(["schema", screen])
        #expect(run.status == 0, "\(run)")
        let schema = try #require(try parseJSON(run.stdout) as? [String: Any], "\(run)")
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect(schema["title"] as? String == screen)
        // The root refers to the Props' definition, which is an object schema.
        let reference = try #require(schema["$ref"] as? String, "\(run)")
        let definitions = try #require(schema["$defs"] as? [String: [String: Any]], "\(run)")
        let name = String(reference.dropFirst("#/$defs/".count))
        #expect(definitions[name]?["type"] as? String == "object", "\(reference)")
    }

    @Test func propsOfASampleRoundTripThroughRenderProps() throws {
        let scratch = try Scratch()
        let props = try TrellisBinary.run(["props", "login", "--sample", "inProgress"])
        #expect(props.status == 0, "\(props)")
        let file = try scratch.write(props.stdout, to: "login.json")
        let fromFile = try TrellisBinary.run(["render", "login", "--device", "iphone-se", "--props", file.path,
                                              "--dump", "-o", scratch.path("file.png")])
        let fromSample = try TrellisBinary.run(["render", "login", "--device", "iphone-se", "--sample", "inProgress",
                                                "--dump", "-o", scratch.path("sample.png")])
        let other = try TrellisBinary.run(["render", "login", "--device", "iphone-se", "--dump"])
        #expect(fromFile.status == 0 && fromSample.status == 0, "\(fromFile)")
        #expect(fromFile.stdoutLines.dropLast() == fromSample.stdoutLines.dropLast())
        #expect(fromFile.stdout != other.stdout, "the inProgress sample differs from the default one")
        #expect(try Data(contentsOf: scratch.url.appendingPathComponent("file.png"))
                == Data(contentsOf: scratch.url.appendingPathComponent("sample.png")))
    }

    @Test func anUnknownKeyInPropsIsExitTwoNamingItsJSONPath() throws {
        let scratch = try Scratch()
        let props = try TrellisBinary.run(["props", "listing"])
        var object = try #require(try parseJSON(props.stdout) as? [String: Any])
        var banner = try #require(object["banner"] as? [String: Any])
        banner["titel"] = "typo"
        object["banner"] = banner
        try scratch.write(try JSONSerialization.data(withJSONObject: object), to: "props.json")
        let run = try TrellisBinary.run(["render", "listing", "--props", "props.json", "-o", "out.png"], in: scratch.url)
        #expect(run.status == 2, "\(run)")
        #expect(run.stderrLines == ["trellis render: props.json: $.banner.titel: unknown key 'titel'"], "\(run)")
        #expect(run.stdout == "")
        #expect(!FileManager.default.fileExists(atPath: scratch.path("out.png")))
    }

    @Test("render --scroll-offset shows the list scrolled; --full-length draws every row on a taller canvas")
    func scrollOffsetAndFullLength() throws {
        let scratch = try Scratch()
        let top = try TrellisBinary.run(["render", "listing", "--dump"], in: scratch.url)
        let scrolled = try TrellisBinary.run(["render", "listing", "--scroll-offset", "400", "--dump"], in: scratch.url)
        #expect(top.status == 0 && scrolled.status == 0, "\(scrolled)")
        #expect(top.stdout.contains("#content [0 0 ") && scrolled.stdout.contains("#content [0 -400 "), "\(scrolled.stdout)")
        #expect(!scrolled.stdout.contains("#header "), "the header scrolled out of the window")
        let full = try TrellisBinary.run(["render", "listing", "--full-length", "-o", "full.png"], in: scratch.url)
        #expect(full.status == 0, "\(full)")
        #expect(full.stdout.contains("full length"), "\(full.stdout)")
        #expect(full.stdout.contains("1125×3748 px") || !full.stdout.contains("1125×2436 px"), "\(full.stdout)")
        let none = try TrellisBinary.run(["render", "login", "--scroll-offset", "10", "--dump"], in: scratch.url)
        #expect(none.status == 2 && none.stderrLines == ["trellis render: --scroll-offset: login has no list to scroll"], "\(none)")
    }

    // MARK: names that are not known

    @Test(arguments: [
        (["render", "settings", "--dump"], "trellis render: unknown screen 'settings' (known: listing, login, timer, inbox, controls)"),
        (["props", "settings"], "trellis props: unknown screen 'settings' (known: listing, login, timer, inbox, controls)"),
        (["schema", "settings"], "trellis schema: unknown screen 'settings' (known: listing, login, timer, inbox, controls)"),
        (["render", "listing", "--sample", "huge", "--dump"],
         "trellis render: screen 'listing' has no sample 'huge' (known: default, expanded, long, empty, arabic, japanese)"),
        (["props", "login", "--sample", "huge"],
         "trellis props: screen 'login' has no sample 'huge' (known: possible, inProgress, disabled, empty, long, hebrew, japanese)"),
        (["render", "timer", "--device", "pixel", "--dump"],
         "trellis render: unknown device 'pixel' (known: iphone-se, iphone-8, iphone-x, iphone-15-pro-max, ipad, ipad-one-third)"),
    ])
    func anUnknownNameIsOneLineListingTheKnownOnesWithExitTwo(arguments: [String], message: String) throws {
        let run = try TrellisBinary.run(arguments)
        #expect(run.status == 2, "\(run)")
        #expect(run.stderrLines == [message], "\(run)")
        #expect(run.stdout == "")
    }

    // MARK: tap and transitions

    @Test func aTapOnEmptySpaceIsExitOneWithAMessage() throws {
        let run = try TrellisBinary.run(["render", "login", "--device", "iphone-se", "--tap", "2,2"])
        #expect(run.status == 1, "\(run)")
        #expect(run.stderrLines == ["trellis render: nothing tappable at (2.0, 2.0)"], "\(run)")
    }

    @Test func transitionFramesAreWrittenAndDiffer() throws {
        let scratch = try Scratch()
        let long = try TrellisBinary.run(["props", "listing", "--sample", "long"])
        let next = try scratch.write(long.stdout, to: "next.json")
        let frames = scratch.path("frames")
        let run = try TrellisBinary.run(["render", "listing", "--device", "iphone-se", "--transition-to", next.path,
                                         "--frames", "4", "-o", frames])
        #expect(run.status == 0, "\(run)")
        let names = try FileManager.default.contentsOfDirectory(atPath: frames).sorted()
        #expect(names == ["frame-000.png", "frame-001.png", "frame-002.png", "frame-003.png"])
        let pictures = try names.map { try Data(contentsOf: URL(fileURLWithPath: frames).appendingPathComponent($0)) }
        #expect(Set(pictures).count == 4, "every frame differs from the others")
    }
}
