import Foundation
import JSONPaths
import SchemaValidation
import Testing
import TrellisCatalog
import TrellisFlows
import TrellisScreens
import TrellisSessions
import TrellisElements
import TextEditing

/// The committed timer session's text with `old` replaced (once) by `new`.
func editedTimer(_ old: String, _ new: String) throws -> String {
    let text = String(decoding: try SessionFiles.bytes("timer"), as: UTF8.self)
    let range = try #require(text.range(of: old), "the timer session holds \(old)")
    return text.replacingCharacters(in: range, with: new)
}

func refusal(_ text: String) -> SessionError? {
    do {
        _ = try Session(parsing: Array(text.utf8))
        return nil
    } catch {
        return error
    }
}

@Suite("A session file that cannot be used is refused, naming the JSON path (and the version)")
struct RefusedFileTests {
    @Test("Another version is refused at $.version, naming both versions")
    func wrongVersion() throws {
        let error = try #require(refusal(try editedTimer(#""version": 1"#, #""version": 2"#)))
        #expect(error.path == JSONPath([.key("version")]))
        #expect(error.description.hasPrefix("$.version: this file is version 2;"), "\(error)")
        #expect(error.description.contains("reads version \(Session.version)"), "\(error)")
    }

    @Test("A file of another format is refused at $.format")
    func wrongFormat() throws {
        let error = try #require(refusal(try editedTimer(#""format": "trellis-session""#, #""format": "trellis-log""#)))
        #expect(error.path == JSONPath([.key("format")]))
    }

    @Test("A broken field is refused at its path: an input's pointer phase")
    func brokenPointerPhase() throws {
        let text = try editedTimer(#""pointer":"down""#, #""pointer":"dwon""#)
        let error = try #require(refusal(text))
        let session = try SessionFiles.session("timer")
        let index = try #require(session.events.firstIndex { if case .input(.pointer, _) = $0.kind { true } else { false } })
        #expect(error.path == JSONPath([.key("events"), .index(index), .key("input"), .key("pointer")]))
        #expect(error.reason.contains("down, move, up or cancel") && error.reason.contains("dwon"), "\(error)")
    }

    @Test("An unknown device, a negative time and an unknown member are refused at their paths")
    func otherBrokenFields() throws {
        let device = try #require(refusal(try editedTimer(#""device":"iphone-x""#, #""device":"iphone-1""#)))
        #expect(device.path == JSONPath([.key("configuration"), .key("device")]))
        let time = try #require(refusal(try editedTimer(#"{"t":0.05,"#, #"{"t":-1,"#)))
        #expect(time.path?.components.last == .key("t") && time.reason.contains("not negative"), "\(time)")
        let member = try #require(refusal(try editedTimer(#""dropped": 0"#, #""droped": 0"#)))
        #expect(member.path == JSONPath([.key("droped")]), "\(member)")
    }

    @Test("Malformed JSON is refused with its line and column")
    func malformed() throws {
        let error = try #require(refusal(try editedTimer(#""dropped": 0,"#, #""dropped": 0,,"#)))
        #expect(error.path == nil && error.line == 11, "\(error)")
    }

    @Test("The schema refuses the broken files too")
    func schemaRefuses() throws {
        let directory = try SessionFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for (index, text) in [try editedTimer(#""version": 1"#, #""version": 2"#),
                              try editedTimer(#""pointer":"down""#, #""pointer":"dwon""#)].enumerated() {
            let file = directory.appendingPathComponent("broken-\(index).json")
            try Data(text.utf8).write(to: file)
            let run = try JSONSchemaValidator.run(schema: SessionFiles.schema.path, instances: [file.path])
            #expect(run.status == 1, "\(run.output)")
        }
    }

    @Test("A session that cannot be replayed here is refused before anything runs: scenario, feature, fonts, dropped")
    func notReplayable() async throws {
        let cases: [(String, String, JSONPath)] = [
            (#""scenario": "ten""#, #""scenario": "eleven""#, JSONPath([.key("scenario")])),
            (#""feature": "timer""#, #""feature": "stopwatch""#, JSONPath([.key("feature")])),
            (#""fonts": "pinned""#, #""fonts": "comic""#, JSONPath([.key("fonts")])),
            (#""dropped": 0"#, #""dropped": 3"#, JSONPath([.key("dropped")])),
        ]
        for (old, new, path) in cases {
            let session = try Session(parsing: Array(try editedTimer(old, new).utf8))
            do {
                _ = try await SessionReplay.run(session, in: .demo())
                Issue.record("\(new) was replayed")
            } catch let error as SessionError {
                #expect(error.path == path, "\(error)")
            }
        }
    }

    @Test("The schema knows every device, key, movement and text size the reader takes")
    func schemaMatchesTheVocabulary() throws {
        let schema = try JSONValue(parsing: try Data(contentsOf: SessionFiles.schema))
        let definitions = try #require(schema["$defs"])
        func names(_ value: JSONValue?) -> Set<String> {
            guard case .array(let values)? = value?["enum"] else { return [] }
            return Set(values.compactMap { if case .string(let name) = $0 { name } else { nil } })
        }
        #expect(names(definitions["device"]) == Set(Device.catalog.map(\.name)))
        guard case .array(let inputs)? = definitions["input"]?["oneOf"] else {
            Issue.record("no input kinds in the schema")
            return
        }
        let key = inputs.compactMap { $0["properties"]?["key"] }.first
        #expect(names(key) == Set(EditingKey.allCases.map(\.rawValue)))
        let movement = inputs.compactMap { $0["properties"]?["movement"] }.first
        #expect(names(movement) == Set(Movement.allCases.map(\.rawValue)))
        let textSize = schema["properties"]?["configuration"]?["properties"]?["textSize"]
        #expect(names(textSize) == Set(TextSizeCategory.allCases.map(\.rawValue)))
    }
}
