import JSONPaths
import Testing

@Suite struct JSONPathTests {
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int?
        init(stringValue: String) { self.stringValue = stringValue }
        init(intValue: Int) { (self.stringValue, self.intValue) = ("Index \(intValue)", intValue) }
        init(_ string: String, _ int: Int?) { (stringValue, intValue) = (string, int) }
    }

    @Test("the root is spelled $")
    func rootSpelling() {
        #expect(JSONPath.root.description == "$")
        #expect(JSONPath(codingPath: []).description == "$")
    }

    @Test("identifier keys use dots and array positions use brackets")
    func dotsAndBrackets() {
        let path = JSONPath.root.appending(key: "characteristics").appending(index: 3).appending(key: "value")
        #expect(path.description == "$.characteristics[3].value")
        #expect(JSONPath.root.appending(key: "price").description == "$.price")
    }

    @Test("keys that are not identifiers are quoted in brackets with quotes and backslashes escaped")
    func oddKeys() {
        #expect(JSONPath.root.appending(key: "a b").description == #"$["a b"]"#)
        #expect(JSONPath.root.appending(key: "3d").description == #"$["3d"]"#)
        #expect(JSONPath.root.appending(key: "").description == #"$[""]"#)
        #expect(JSONPath.root.appending(key: #"say "hi"\"#).description == #"$["say \"hi\"\\"]"#)
        #expect(JSONPath.root.appending(key: "line\nbreak").description == #"$["line\nbreak"]"#)
        #expect(JSONPath.root.appending(key: "_ok9").description == "$._ok9")
    }

    @Test("coding keys named Index N or their number are array positions, others are object keys")
    func fromCodingPath() {
        let codingPath: [any CodingKey] = [Key(stringValue: "rows"), Key(intValue: 2), Key("7", 7), Key("_0", nil),
                                           Key("seven", 7)]
        #expect(JSONPath(codingPath: codingPath).components == [.key("rows"), .index(2), .index(7), .key("_0"),
                                                                .key("seven")])
        #expect(JSONPath(codingPath: codingPath).description == "$.rows[2][7]._0.seven")
    }

    @Test("every spelling parses back to the same path", arguments: [
        JSONPath.root,
        JSONPath([.key("price")]),
        JSONPath([.key("characteristics"), .index(3), .key("value")]),
        JSONPath([.key("a b"), .index(0), .key(#"q"u\o\#t"#), .key(""), .key("tab\there"), .key("ünï")]),
        JSONPath([.index(0), .index(12), .key("x1")]),
    ])
    func roundTrip(path: JSONPath) {
        #expect(JSONPath(path.description) == path)
    }

    @Test("text that is not a path spelling does not parse", arguments: [
        "", "price", "$.", "$..a", "$[", "$[x]", "$[1", #"$["a"#, #"$["a\q"]"#, "$.1a", "$[-1]", "$ .a",
    ])
    func rejectsNonPaths(text: String) {
        #expect(JSONPath(text) == nil)
    }

    @Test("paths sort by components, a parent before what is inside it, indexes numerically")
    func ordering() {
        let a = JSONPath("$.a")!, a2 = JSONPath("$.a[2]")!, a10 = JSONPath("$.a[10]")!, b = JSONPath("$.b")!
        #expect([b, a10, a2, a].sorted() == [a, a2, a10, b])
    }
}

@Suite struct JSONValueTests {
    @Test("a missing comma on line 3 is reported at line 3 with its column")
    func syntaxErrorPosition() {
        let text = "{\n  \"a\": 1,\n  \"b\": 2\n  \"c\": 3\n}"
        #expect(throws: JSONSyntaxError(line: 4, column: 3, reason: "expected ',' or '}'")) {
            try JSONValue(parsing: Array(text.utf8))
        }
        let third = "{\"a\": 1,\n\"b\": [1, 2],\n\"c\": \"é\" \"d\": 4}"
        #expect(throws: JSONSyntaxError(line: 3, column: 10, reason: "expected ',' or '}'")) {
            try JSONValue(parsing: Array(third.utf8))
        }
    }

    @Test("nesting deeper than 256 arrays and objects is an error at the 257th, not a stack overflow")
    func deepNestingIsRefused() throws {
        let limit = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
        #expect(throws: Never.self) { try JSONValue(parsing: Array(limit.utf8)) }
        let hostile = String(repeating: "[{\"a\":", count: 50_000)
        #expect(throws: JSONSyntaxError(line: 1, column: 128 * 6 + 1, reason: "nested deeper than 256 arrays and objects")) {
            try JSONValue(parsing: Array(hostile.utf8))
        }
    }

    @Test("serialisation sorts keys, keeps slashes and parses back to an equal value")
    func serialisation() throws {
        let value = JSONValue.object([("z", .array([.number(1), .number(2.5), .null])), ("a", .string("a/b \"q\"\n")),
                                      ("m", .object([])), ("t", .bool(true))])
        let compact = String(decoding: value.serialized(pretty: false), as: UTF8.self)
        #expect(compact == #"{"a":"a/b \"q\"\n","m":{},"t":true,"z":[1,2.5,null]}"#)
        let pretty = String(decoding: value.serialized(), as: UTF8.self)
        #expect(pretty.hasPrefix("{\n  \"a\": \"a/b"))
        guard case .object(let members) = try JSONValue(parsing: value.serialized()) else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.0) == ["a", "m", "t", "z"])
        #expect(members.first { $0.0 == "z" }?.1 == .array([.number(1), .number(2.5), .null]))
    }

    @Test("strings escape quotes, backslashes and control characters and keep every other character as it is")
    func stringEscapes() {
        let value = JSONValue.string("\"\\\n\r\t\u{01}\u{1F} é 日本 👋🏽 /")
        let text = String(decoding: value.serialized(pretty: false), as: UTF8.self)
        #expect(text == #""\"\\\n\r\t\u0001\u001f é 日本 👋🏽 /""#)
        #expect(JSONValue.string("plain").jsonText == #""plain""#)
    }

    @Test("pretty text indents two spaces a level, puts a space after colons and ends with a line break")
    func prettyLayout() {
        let value = JSONValue.object([("b", .array([.number(1), .object([("c", .null)])])), ("a", .array([]))])
        let text = String(decoding: value.serialized(), as: UTF8.self)
        #expect(text == "{\n  \"a\": [],\n  \"b\": [\n    1,\n    {\n      \"c\": null\n    }\n  ]\n}\n")
    }
}
