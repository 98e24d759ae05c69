import Commands
import Foundation
import JSONPaths
import PropsJSON
import Testing

/// What a JSON edit changes: data moves with its Commands, a case holding a Command can be shown,
/// a name binds only where the schema allows it, and the schema lists every case.
@Suite struct PropsEditTests {
    let send = Send<SettingsProps.Intent> { _ in }
    var current: SettingsProps { SettingsProps.sample(send: send) }

    /// The current settings' JSON, edited as a JSON value.
    func edited(_ edit: (inout [[String: Any]]) -> Void) throws -> Data {
        var object = try JSONSerialization.jsonObject(with: PropsJSON.encode(current)) as! [String: Any]
        var sections = object["sections"] as! [[String: Any]]
        edit(&sections)
        object["sections"] = sections
        return try JSONSerialization.data(withJSONObject: object)
    }

    func rows(_ sections: [[String: Any]], _ section: Int) -> [[String: Any]] { sections[section]["rows"] as! [[String: Any]] }

    /// The current settings' JSON with row `row` of section `section` edited.
    func edited(section: Int, row: Int, _ edit: @escaping (inout [String: Any]) -> Void) throws -> Data {
        try edited { sections in
            var rows = rows(sections, section)
            edit(&rows[row])
            sections[section]["rows"] = rows
        }
    }

    /// Row c1 switched to a switch that the current Props hold only for row wifi.
    func c1Toggled() throws -> Data {
        try edited(section: 0, row: 1) { $0["accessory"] = ["toggle": ["isOn": false, "change": "toggle"]] }
    }

    func decode(_ data: Data, samples: [SettingsProps] = []) throws(PropsJSONError) -> SettingsProps {
        try PropsJSON.decode(SettingsProps.self, from: data, commandsOf: current, samples: samples, strict: true)
    }

    @Test("swapping two rows moves each row's Commands with it")
    func swappedRowsKeepTheirCommands() throws {
        let data = try edited { sections in
            var rows = rows(sections, 0)
            rows.swapAt(0, 2)
            sections[0]["rows"] = rows
        }
        let decoded = try decode(data)
        #expect(decoded.sections[0].rows.map(\.id) == ["c2", "c1", "c0"])
        #expect(decoded.sections[0].rows[0].select == send(.open("c2")))
        #expect(decoded.sections[0].rows[0].accessory == .disclosure(open: send(.open("c2"))))
        #expect(decoded.sections[0].rows[2].select == send(.open("c0")))
    }

    @Test("a row moved to another section keeps its Commands")
    func movedRowKeepsItsCommands() throws {
        let data = try edited { sections in
            var chats = rows(sections, 0), network = rows(sections, 1)
            network.insert(chats.removeFirst(), at: 0)
            sections[0]["rows"] = chats
            sections[1]["rows"] = network
        }
        let decoded = try decode(data)
        #expect(decoded.sections[1].rows[0].id == "c0")
        #expect(decoded.sections[1].rows[0].select == send(.open("c0")))
        #expect(decoded.sections[1].rows[1].accessory == .toggle(isOn: true, change: send(.toggle("wifi"))))
    }

    @Test("a row whose id is new is refused, never given a neighbour's Command; the message names its path")
    func newRowIsNotGivenANeighboursCommand() throws {
        let data = try edited(section: 0, row: 1) { $0["id"] = "c9" }
        #expect(throws: PropsJSONError.self) { try decode(data) }
        do {
            _ = try decode(data)
        } catch {
            #expect(error.path == JSONPath("$.sections[0].rows[1].select"))
            #expect(error.reason.contains("$.sections[0].rows[1]"), "\(error)")
            #expect(!error.reason.contains("Swift") && !error.reason.contains("CodingKey"), "\(error)")
        }
    }

    @Test("a removed row's Commands are reported dropped, naming where they were")
    func removedRowsCommandsAreReported() throws {
        let data = try edited { sections in
            var rows = rows(sections, 0)
            rows.remove(at: 1)
            sections[0]["rows"] = rows
        }
        let edit = try PropsJSON.decodeEdit(SettingsProps.self, from: data, commandsOf: current, strict: true)
        #expect(edit.props.sections[0].rows.map(\.id) == ["c0", "c2"])
        #expect(edit.props.sections[0].rows[1].select == send(.open("c2")))
        #expect(edit.droppedCommands.map(\.path) == [JSONPath("$.sections[0].rows[1].accessory.disclosure.open")!,
                                                     JSONPath("$.sections[0].rows[1].select")!])
        #expect(edit.droppedCommands.allSatisfy { $0.name == "open" })
    }

    @Test("switching a row's case to one holding a Command binds the Command the row offers")
    func caseSwitchBindsTheRowsOwnCommand() throws {
        let data = try edited(section: 1, row: 0) { $0["accessory"] = ["disclosure": ["open": "open"]] }
        let decoded = try decode(data)
        #expect(decoded.sections[1].rows[0].accessory == .disclosure(open: send(.open("wifi"))))
    }

    @Test("switching a case binds from a sample's Props for that row when the current Props have none")
    func caseSwitchBindsFromASample() throws {
        let data = try c1Toggled()
        var sample = current
        sample.sections[0].rows[1].accessory = .toggle(isOn: false, change: send(.toggle("c1")))
        #expect(throws: PropsJSONError.self) { try decode(data) }
        let decoded = try decode(data, samples: [sample])
        #expect(decoded.sections[0].rows[1].accessory == .toggle(isOn: false, change: send(.toggle("c1"))))
    }

    @Test("a case switch that no Command of the row can fill is refused with the path and the names allowed")
    func ambiguousCaseSwitchSaysWhatIsAllowed() throws {
        let data = try c1Toggled()
        var sample = current
        sample.sections[0].rows[0].accessory = .toggle(isOn: false, change: send(.toggle("c0")))
        do {
            _ = try decode(data, samples: [sample])
            Issue.record("bound a toggle Command that belongs to another row")
        } catch {
            #expect(error.path == JSONPath("$.sections[0].rows[1].accessory.toggle.change"))
            #expect(error.reason.contains("'toggle'") && error.reason.contains("$.sections[0].rows[1]"), "\(error)")
            #expect(error.reason.contains("allowed"), "\(error)")
        }
    }

    @Test("a refused edit changes nothing already held")
    func refusedEditChangesNothing() throws {
        let before = current
        let data = try edited(section: 0, row: 1) { $0["id"] = "c9" }
        _ = try? decode(data)
        #expect(current == before)
        #expect(try decode(PropsJSON.encode(before)) == before)
    }
}

/// A Command name binds only where the schema's allowed names for that place say it can.
@Suite struct CommandPlaceTests {
    let card = CardProps.sample()

    func decode(_ json: String) throws(PropsJSONError) -> CardProps {
        try PropsJSON.decode(CardProps.self, from: Data(json.utf8), commandsOf: card, samples: [card], strict: true)
    }

    @Test("a Command name used out of its place is refused with the path and the names allowed there")
    func outOfPlaceNameIsRefused() throws {
        do {
            let decoded = try decode(#"{"title": "Shake", "primary": {"possible": {"_0": "favorite"}}, "favorite": "favorite"}"#)
            Issue.record("the cart button was rewired to \(decoded.primary)")
        } catch {
            #expect(error.path == JSONPath("$.primary.possible._0"))
            #expect(error.reason == "'favorite' cannot be bound here (allowed at this place: addToCart)")
        }
    }

    @Test("a name in its own place still binds")
    func inPlaceNameBinds() throws {
        let decoded = try decode(#"{"title": "Milk", "primary": {"possible": {"_0": "addToCart"}}, "favorite": "favorite"}"#)
        #expect(decoded == CardProps(title: "Milk", primary: card.primary, favorite: card.favorite))
    }
}
