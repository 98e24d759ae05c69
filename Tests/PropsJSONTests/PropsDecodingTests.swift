import Commands
import Foundation
import JSONPaths
import PropsJSON
import Testing

@Suite struct PropsDecodingTests {
    let current = CatalogProps.samples[1]

    func decode(_ json: String, strict: Bool = true) throws(PropsJSONError) -> CatalogProps {
        try PropsJSON.decode(CatalogProps.self, from: Data(json.utf8), commandsOf: current, strict: strict)
    }

    /// The current Props' JSON with `old` replaced by `new` (once).
    func edited(_ old: String, _ new: String) throws -> String {
        let json = String(decoding: try PropsJSON.encode(current), as: UTF8.self)
        let result = json.replacingOccurrences(of: old, with: new)
        #expect(result != json, "the fixture JSON does not contain \(old)")
        return result
    }

    func error(_ json: String, strict: Bool = true) -> String? {
        do {
            _ = try decode(json, strict: strict)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("every sample round-trips in strict mode: enums with payloads, raw values, optionals, dictionaries")
    func roundTrips() throws {
        for sample in CatalogProps.samples {
            let decoded = try PropsJSON.decode(CatalogProps.self, from: PropsJSON.encode(sample), commandsOf: sample,
                                               strict: true)
            #expect(decoded == sample)
        }
    }

    @Test("encoding sorts keys, does not escape slashes and writes Commands as their names")
    func encoding() throws {
        var props = current
        props.title = "a/b"
        let text = String(decoding: try PropsJSON.encode(props), as: UTF8.self)
        #expect(text.contains(#""title": "a/b""#))
        #expect(text.contains(#""search": "search""#))
        let keys = ["action", "badge", "extras", "items", "labels", "level", "ratio", "search", "size", "tags", "title"]
        let positions = keys.map { text.range(of: "\n  \"\($0)\"")?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil })
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
    }

    @Test("a non-integral or out-of-range integer is rejected with a message")
    func integers() throws {
        #expect(try error(edited(#""level": 3"#, #""level": 3.5"#)) == "$.level: expected an integer, found 3.5")
        #expect(try error(edited(#""level": 3"#, #""level": 300"#))
                == "$.level: 300 is out of range (expected an integer from 0 to 255)")
        #expect(try error(edited(#""count": 2"#, #""count": "2""#)) == "$.items[1].count: expected an integer, found a string")
    }

    @Test("a mistyped value never mentions a Swift type name")
    func noSwiftTypeNames() throws {
        let cases = [
            try edited(#""ratio": 1.5"#, #""ratio": "x""#),
            try edited(#""labels": {"#, #""labels": ["#).replacingOccurrences(of: #""a b": "x""#, with: "1")
                .replacingOccurrences(of: "\"x\"\n  },", with: "1],"),
            try edited(#""size": "small""#, #""size": "huge""#),
            try edited(#""size": "small""#, #""size": null"#),
            try edited(#""action": {"#, #""action": 7, "x": {"#),
            "[]",
        ]
        for json in cases {
            let message = try #require(error(json, strict: false), "decoded \(json)")
            for word in ["String", "Int", "Double", "Dictionary", "Array", "Container", "CatalogProps", "Swift.", "Optional"] {
                #expect(!message.contains(word), "\(message)")
            }
        }
        #expect(try error(edited(#""ratio": 1.5"#, #""ratio": "x""#)) == "$.ratio: expected a number, found a string")
        #expect(try error(edited(#""size": "small""#, #""size": "huge""#)) == "$.size: unknown value 'huge'")
        #expect(try error(edited(#""size": "small""#, #""size": null"#)) == "$.size: expected a value, found null")
        #expect(error("[]") == "$: expected an object, found an array")
    }

    @Test("an enum with an unknown case name names the case and its path")
    func unknownCase() throws {
        #expect(try error(edited(#""text": {"#, #""txet": {"#)) == "$.badge: unknown case 'txet'")
    }

    @Test("two cases of one enum at once (a merge patch that kept the old case) say how to replace a case")
    func twoCasesAtOnce() throws {
        let message = try #require(error(edited(#""text": {"#, #""none": {}, "text": {"#)))
        #expect(message == #"$.badge: one case at a time, found 2: 'none', 'text'; to replace a case in a merge patch, "#
                + #"set the old one to null ({"none": null, "text": …})"#)
    }

    @Test("an unknown key in strict mode names its path, also inside arrays and enum payloads")
    func strictKeys() throws {
        #expect(try error(edited(#""title": "A""#, #""title": "A", "titel": 1"#))
                == "$.items[0].titel: unknown key 'titel'")
        #expect(try error(edited(#""_0": "new""#, #""_0": "new", "_1": 2"#)) == "$.badge.text._1: unknown key '_1'")
        #expect(try error(edited(#""ratio": 1.5"#, #""ratio": 1.5, "odd key": 1"#)) == #"$["odd key"]: unknown key 'odd key'"#)
        #expect(try error(edited(#""ratio": 1.5"#, #""ratio": 1.5, "odd key": 1"#), strict: false) == nil)
    }

    @Test("optionals decode from null or absence")
    func optionals() throws {
        #expect(try decode(edited(#""ratio": 1.5"#, #""ratio": 1.5, "subtitle": null"#)).subtitle == nil)
        #expect(try decode(edited(#""ratio": 1.5"#, #""ratio": 1.5, "subtitle": "s""#)).subtitle == "s")
    }

    /// Reads `a` as a whole `Inner` if it can, and gives up silently otherwise.
    struct Lenient: Decodable {
        struct Inner: Decodable {
            var n: Int
            var m: Int
        }

        enum CodingKeys: String, CodingKey { case a, b }
        var a: Inner?
        var b: Int

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            a = try? container.decode(Inner.self, forKey: .a)
            b = try container.decode(Int.self, forKey: .b)
        }
    }

    @Test("a failed try? attempt of a hand-written decoder leaves no keys marked as read")
    func failedAttemptsRollBack() throws {
        let partial = try JSONValue(parsing: Array(#"{"a": {"n": 1}, "b": 2}"#.utf8))
        #expect(throws: PropsJSONError(path: JSONPath("$.a")!, reason: "unknown key 'a'")) {
            try PropsJSON.decode(Lenient.self, from: partial, catalog: CommandCatalog(), strict: true)
        }
        let whole = try JSONValue(parsing: Array(#"{"a": {"n": 1, "m": 2}, "b": 2}"#.utf8))
        #expect(try PropsJSON.decode(Lenient.self, from: whole, catalog: CommandCatalog(), strict: true).a?.m == 2)
    }

    @Test("a hand-written enum decoder that tries a string first reads its object form in strict mode")
    func handWrittenEnum() throws {
        #expect(try error(edited(#""run": "open""#, #""run": "open", "walk": 1"#)) == "$.action.walk: unknown key 'walk'")
        #expect(try error(edited(#""run": "open""#, #""run": "nope""#))?.hasPrefix("$.action.run: no live Command named 'nope'") == true)
    }

    @Test("decoding re-attaches the live Commands by name, and an unknown name lists the known ones")
    func commands() throws {
        let decoded = try decode(edited(#""title": "Cars""#, #""title": "Vans""#))
        #expect(decoded.search == current.search)
        #expect(decoded.items[0].select == current.items[0].select)
        let message = try #require(try error(edited(#""search": "search""#, #""search": "rm""#)))
        #expect(message == "$.search: no live Command named 'rm' in the current Props (known: open, search, select)")
    }

    @Test("a Command name of another place (and another kind of value) is rejected without naming types")
    func commandOfOtherType() throws {
        let message = try #require(try error(edited(#""search": "search""#, #""search": "select""#)))
        #expect(message == "$.search: 'select' cannot be bound here (allowed at this place: search)")
    }

    @Test("a name allowed at a place whose live Command takes another kind of value is rejected without naming types")
    func commandOfOtherValueType() throws {
        var current = current
        current.search = CommandWith<String>("select") { _ in }  // allowed at $.search, and a name `items` use too
        let json = String(decoding: try PropsJSON.encode(current), as: UTF8.self)
        var sample = current
        sample.items = [.init(title: "A", count: 1, select: Command("other") {})]
        do {
            _ = try PropsJSON.decode(CatalogProps.self, from: Data(json.utf8), commandsOf: sample, samples: [current], strict: true)
            Issue.record("bound a Command of another kind of value")
        } catch {
            #expect(error.description.contains("'select'"), "\(error)")
            for word in ["CommandWith", "String", "Swift."] { #expect(!error.description.contains(word), "\(error)") }
        }
    }
}
