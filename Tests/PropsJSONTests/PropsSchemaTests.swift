import Foundation
import JSONPaths
import PropsJSON
import SchemaValidation
import Testing
import TrellisScreens

@Suite struct PropsSchemaTests {
    func schema() throws -> JSONValue {
        try PropsSchema.generate(for: CatalogProps.self, samples: CatalogProps.samples, title: "Catalog")
    }

    func definition(_ name: String) throws -> JSONValue {
        try #require(try schema()["$defs"]?[name], "no $defs entry \(name)")
    }

    @Test("the schema declares draft 2020-12, a title, and references the Props definition")
    func header() throws {
        let schema = try schema()
        #expect(schema["$schema"] == .string("https://json-schema.org/draft/2020-12/schema"))
        #expect(schema["title"] == .string("Catalog"))
        #expect(schema["$ref"] == .string("#/$defs/CatalogProps"))
    }

    @Test("structs are closed objects whose required keys are the ones decode reads")
    func structs() throws {
        let props = try definition("CatalogProps")
        #expect(props["additionalProperties"] == .bool(false))
        guard case .array(let required)? = props["required"] else { Issue.record("no required"); return }
        #expect(!required.contains(.string("subtitle")))
        #expect(required.contains(.string("title")) && required.contains(.string("extras")))
        #expect(props["properties"]?["subtitle"]?["anyOf"] != nil)
        #expect(props["properties"]?["level"] == .object([("type", .string("integer"))]))
        #expect(props["properties"]?["ratio"] == .object([("type", .string("number"))]))
        #expect(props["properties"]?["tags"]?["items"] == .object([("type", .string("string"))]))
        #expect(props["properties"]?["extras"]?["items"] == .object([("$ref", .string("#/$defs/CatalogProps.Item"))]))
        #expect(props["properties"]?["labels"]?["additionalProperties"] == .object([("type", .string("string"))]))
    }

    @Test("Commands are strings listing the live names the samples have at that place")
    func commands() throws {
        let item = try definition("CatalogProps.Item")
        #expect(item["properties"]?["select"] == .object([("type", .string("string")), ("x-trellis-command", .bool(true)),
                                                           ("enum", .array([.string("select")]))]))
        #expect(try definition("CatalogProps")["properties"]?["search"]?["enum"] == .array([.string("search")]))
    }

    @Test("enums are oneOf one titled branch per case seen in the samples")
    func enums() throws {
        guard case .array(let badge)? = try definition("CatalogProps.Badge")["oneOf"] else { Issue.record("no oneOf"); return }
        #expect(badge.compactMap { $0["title"] } == [.string("none"), .string("text"), .string("counter")])
        #expect(badge[2]["properties"]?["counter"]?["properties"]?["max"] == .object([("type", .string("integer"))]))
        guard case .array(let action)? = try definition("CatalogProps.Action")["oneOf"] else { Issue.record("no oneOf"); return }
        #expect(action.contains(.object([("title", .string("busy")), ("const", .string("busy"))])))
        #expect(action.contains { $0["properties"]?["run"]?["enum"] == .array([.string("open")]) })
    }

    @Test("a type that can neither be probed nor is found in a sample is an error naming its path")
    func unknownEnum() {
        #expect(throws: PropsJSONError.self) {
            try PropsSchema.generate(for: CatalogProps.self, samples: [])
        }
        do {
            _ = try PropsSchema.generate(for: CatalogProps.self, samples: [])
        } catch {
            #expect(error.path == JSONPath("$.items[0].select"))
        }
    }

    @Test("the generated schema is valid draft 2020-12 and accepts every sample; wrong types and unknown keys are rejected")
    func validatesWithJSONSchema() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("props-schema-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let schemaFile = directory.appendingPathComponent("schema.json")
        try Data(try schema().serialized()).write(to: schemaFile)
        var samples: [String] = []
        for (index, sample) in CatalogProps.samples.enumerated() {
            let file = directory.appendingPathComponent("sample-\(index).json")
            try PropsJSON.encode(sample).write(to: file)
            samples.append(file.path)
        }
        let valid = try JSONSchemaValidator.run(schema: schemaFile.path, instances: samples)
        #expect(valid.status == 0, "\(valid.output)")

        let text = String(decoding: try PropsJSON.encode(CatalogProps.samples[0]), as: UTF8.self)
        let wrongType = directory.appendingPathComponent("wrong-type.json")
        try Data(text.replacingOccurrences(of: #""level": 3"#, with: #""level": "3""#).utf8).write(to: wrongType)
        let unknownKey = directory.appendingPathComponent("unknown-key.json")
        try Data(text.replacingOccurrences(of: #""title": "A""#, with: #""title": "A", "titel": "A""#).utf8).write(to: unknownKey)
        let unknownCommand = directory.appendingPathComponent("unknown-command.json")
        try Data(text.replacingOccurrences(of: #""search": "search""#, with: #""search": "rm""#).utf8).write(to: unknownCommand)
        for file in [wrongType, unknownKey, unknownCommand] {
            let invalid = try JSONSchemaValidator.run(schema: schemaFile.path, instances: [file.path])
            #expect(invalid.status == 1, "\(file.lastPathComponent) was accepted: \(invalid.output)")
        }
    }
}

/// Enum cases come from the type: every case, once, whatever the samples hold.
@Suite struct EnumCaseSchemaTests {
    func titles(_ schema: JSONValue, _ definition: String) throws -> [JSONValue] {
        guard case .array(let branches)? = schema["$defs"]?[definition]?["oneOf"] else {
            Issue.record("no oneOf in \(definition)")
            return []
        }
        return branches.map { $0["title"] ?? $0["const"] ?? .null }
    }

    @Test("an enum that declares its cases lists every case once, in declaration order, none of them in a sample")
    func declaredCasesAreAllListed() throws {
        let schema = try PropsSchema.generate(for: SettingsProps.self, samples: [SettingsProps.sample()])
        #expect(try titles(schema, "SettingsProps.Accessory") == [.string("none"), .string("disclosure"), .string("toggle")])
    }

    @Test("a case the samples encode differently (an optional present or not) is one case")
    func aCaseIsListedOnce() throws {
        var sparse = CatalogProps.sample(badge: .counter(value: 1, max: nil))
        sparse.size = .small
        let schema = try PropsSchema.generate(for: CatalogProps.self, samples: CatalogProps.samples + [sparse])
        #expect(try titles(schema, "CatalogProps.Badge") == [.string("none"), .string("text"), .string("counter")])
        let counter = schema["$defs"]?["CatalogProps.Badge"]?["oneOf"]
        guard case .array(let branches)? = counter else { return }
        #expect(branches[2]["properties"]?["counter"]?["required"] == .array([.string("value")]))
    }

    @Test("a CaseIterable enum lists all its cases although every sample has the same")
    func caseIterableCasesAreAllListed() throws {
        let schema = try PropsSchema.generate(for: CatalogProps.self, samples: [CatalogProps.sample()])
        #expect(try titles(schema, "CatalogProps.Size") == [.string("small"), .string("large")])
    }
}
