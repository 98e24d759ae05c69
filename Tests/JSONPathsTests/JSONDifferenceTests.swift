import JSONPaths
import Testing

@Suite("JSONValue.differences(to:): where two JSON values differ, by path")
struct JSONDifferenceTests {
    func parse(_ text: String) throws -> JSONValue { try JSONValue(parsing: Array(text.utf8)) }

    @Test("Equal values have no differences, whatever the order of object members")
    func equalValues() throws {
        let left = try parse(#"{"a": 1, "b": [true, null, "x"], "c": {"d": 2.5}}"#)
        let right = try parse(#"{"c": {"d": 2.5}, "b": [true, null, "x"], "a": 1}"#)
        #expect(left.differences(to: right).isEmpty)
    }

    @Test("A changed leaf is named by its full path with both values")
    func changedLeaf() throws {
        let old = try parse(#"{"message": {"text": "Signed in as anna", "isError": false}, "title": "Login"}"#)
        let new = try parse(#"{"message": {"text": "Signed in as bob", "isError": false}, "title": "Login"}"#)
        let differences = old.differences(to: new)
        #expect(differences == [JSONDifference(path: JSONPath([.key("message"), .key("text")]),
                                               old: .string("Signed in as anna"), new: .string("Signed in as bob"))])
        #expect(differences.first?.description == #"$.message.text: "Signed in as anna" → "Signed in as bob""#)
    }

    @Test("A member or an element only one side has is absent on the other")
    func absentSides() throws {
        let old = try parse(#"{"rows": [1, 2, 3], "detail": {"id": "m3"}}"#)
        let new = try parse(#"{"rows": [1, 2], "badge": 4}"#)
        let differences = old.differences(to: new)
        #expect(differences.map(\.path.description) == ["$.rows[2]", "$.detail", "$.badge"])
        #expect(differences[0].new == nil && differences[0].old == .number(3))
        #expect(differences[2].old == nil && differences[2].new == .number(4))
        #expect(differences[1].description == #"$.detail: {"id":"m3"} → (absent)"#)
    }

    @Test("Values of different kinds differ as a whole, where they are")
    func kindsDiffer() throws {
        let differences = try parse(#"{"login": {"possible": "login"}}"#).differences(to: try parse(#"{"login": "disabled"}"#))
        #expect(differences == [JSONDifference(path: JSONPath([.key("login")]), old: .object([("possible", .string("login"))]),
                                               new: .string("disabled"))])
    }

    @Test("Paths start where the caller says")
    func prefixedPaths() throws {
        let base = JSONPath([.key("events"), .index(4), .key("props")])
        let differences = JSONValue.array([.number(1)]).differences(to: .array([.number(2)]), at: base)
        #expect(differences.map(\.path.description) == ["$.events[4].props[0]"])
    }
}
