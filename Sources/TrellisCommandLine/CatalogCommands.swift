// `trellis list`, `trellis props` and `trellis schema`: what the tool's catalog
// holds, read by name. Every screen comes from `ToolCatalog.current`; none is named here.
import ArgumentParser
import Foundation
import JSONPaths
import TrellisElements
import TrellisCatalog

/// Looking up screens, samples and devices by their command-line names; a name not found is bad
/// input that lists the known ones.
extension Catalog {
    func screen(_ name: String) throws(BadInput) -> CatalogEntry {
        do {
            return try entry(named: name)
        } catch {
            throw BadInput(error.description)
        }
    }

    /// The sample's Props, or the entry's first sample's when `sample` is nil.
    func props(of entry: CatalogEntry, sample: String?) throws(BadInput) -> ScreenProps {
        guard let sample else { return entry.defaultSample.props }
        do {
            return try entry.sample(named: sample)
        } catch {
            throw BadInput(error.description)
        }
    }

    func display(_ name: String) throws(BadInput) -> Device {
        guard let device = devices.first(where: { $0.name == name }) else {
            throw BadInput("unknown device '\(name)' (known: \(devices.map(\.name).joined(separator: ", ")))")
        }
        return device
    }
}

struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the registered screens with their samples, and the features with their scenarios.",
        discussion: """
            Plain: one line per screen, 'NAME: SAMPLE, SAMPLE…', then one per feature, 'NAME (feature of SCREEN): \
            SCENARIO, …' (the first is the default).
            """
    )

    @Flag(help: "Print a JSON array of {\"name\", \"kind\": \"screen\", \"samples\"} and {\"name\", \"kind\": \"feature\", \"screen\", \"scenarios\"}.")
    var json = false

    @Flag(help: "Print only the screen names, one per line (for scripts that render every screen).")
    var names = false

    func validate() throws {
        if json && names { throw ValidationError("give --json or --names, not both") }
    }

    func run() throws {
        let catalog = ToolCatalog.current
        let entries = catalog.entries
        if json {
            let screens = entries.map { entry -> JSONValue in
                .object([("name", .string(entry.name)), ("kind", .string("screen")),
                         ("samples", .array(entry.sampleNames.map { .string($0) }))])
            }
            let features = catalog.features.map { feature -> JSONValue in
                .object([("name", .string(feature.name)), ("kind", .string("feature")), ("screen", .string(feature.screen.name)),
                         ("scenarios", .array(feature.scenarioNames.map { .string($0) }))])
            }
            print(String(decoding: JSONValue.array(screens + features).serialized(pretty: true), as: UTF8.self))
        } else if names {
            for entry in entries { print(entry.name) }
        } else {
            for entry in entries { print("\(entry.name): \(entry.sampleNames.joined(separator: ", "))") }
            for feature in catalog.features {
                print("\(feature.name) (feature of \(feature.screen.name)): \(feature.scenarioNames.joined(separator: ", "))")
            }
        }
    }
}

struct PropsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "props",
        abstract: "Print a sample's Props as JSON (Commands by name): the starting point for 'render --props'."
    )

    @Argument(help: "The screen's name (see 'trellis list').")
    var screen: String

    @Option(help: "The sample (default: the screen's first).")
    var sample: String?

    func run() throws {
        let catalog = ToolCatalog.current
        let entry = try catalog.screen(screen)
        let props = try catalog.props(of: entry, sample: sample)
        let data: Data
        do {
            data = try entry.json(of: props)
        } catch {
            throw BadInput("\(screen): \(error)")
        }
        print(String(decoding: data, as: UTF8.self))
    }
}

struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (2020-12) of a screen's Props."
    )

    @Argument(help: "The screen's name (see 'trellis list').")
    var screen: String

    func run() throws {
        let entry = try ToolCatalog.current.screen(screen)
        do {
            print(String(decoding: try entry.schema().serialized(pretty: true), as: UTF8.self))
        } catch {
            throw BadInput("\(screen): \(error)")
        }
    }
}
