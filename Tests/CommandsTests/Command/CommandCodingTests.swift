import Foundation
import Commands
import MVI
import Testing

/// Props as Trellis means them: immutable values, Commands as the only way back.
private struct RowProps: Codable, Equatable, Sendable {
    var title: String
    var select: Command
}

private struct ListProps: Codable, Equatable, Sendable {
    var heading: String
    var rows: [RowProps]
    var refresh: Command
    var search: CommandWith<String>?
}

@Suite("Command: Codable Props")
struct CommandCodingTests {
    let select = CommandWith<Int>("select") { _ in }
    let refresh = Command("refresh") {}
    let search = CommandWith<String>("search") { _ in }

    private var current: ListProps {
        ListProps(
            heading: "Inbox",
            rows: [RowProps(title: "a", select: select.bind(to: 0)),
                   RowProps(title: "b", select: select.bind(to: 1))],
            refresh: refresh,
            search: search)
    }

    private func decode(_ json: String, catalog: CommandCatalog?) throws -> ListProps {
        let decoder = JSONDecoder()
        if let catalog { decoder.userInfo[.commandCatalog] = catalog }
        return try decoder.decode(ListProps.self, from: Data(json.utf8))
    }

    @Test func aCommandEncodesAsItsNameOnly() throws {
        let data = try JSONEncoder().encode(["action": refresh])
        #expect(String(decoding: data, as: UTF8.self) == #"{"action":"refresh"}"#)
    }

    @Test func theCatalogCollectsEveryCommandOfTheProps() throws {
        let catalog = try CommandCatalog(commandsOf: current)
        #expect(catalog.names == ["refresh", "search", "select"])
    }

    @Test func decodingEditedPropsKeepsTheLiveCommandsAndTakesTheNewData() throws {
        let json = #"""
        {"heading": "Archive", "refresh": "refresh", "search": "search",
         "rows": [{"title": "A", "select": "select"}, {"title": "B", "select": "select"}]}
        """#
        let edited = try decode(json, catalog: CommandCatalog(commandsOf: current))
        var expected = current
        expected.heading = "Archive"
        expected.rows[0].title = "A"
        expected.rows[1].title = "B"
        #expect(edited == expected)
    }

    @Test func sameNamedCommandsAreReattachedByTheirPosition() throws {
        let json = #"{"heading": "", "refresh": "refresh", "rows": [{"title": "x", "select": "select"}]}"#
        let edited = try decode(json, catalog: CommandCatalog(commandsOf: current))
        #expect(edited.rows[0].select == select.bind(to: 0))
        #expect(edited.search == nil)
    }

    @Test func anUnknownCommandNameIsRejectedNamingItAndItsPath() throws {
        let json = #"{"heading": "", "refresh": "format_disk", "rows": []}"#
        do {
            _ = try decode(json, catalog: CommandCatalog(commandsOf: current))
            Issue.record("decoding an unknown command must fail")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.debugDescription.contains("no live Command named 'format_disk'"))
            #expect(context.codingPath.map(\.stringValue) == ["refresh"])
        }
    }

    @Test func anAmbiguousNameAtANewPositionIsRejected() throws {
        let json = #"""
        {"heading": "", "refresh": "refresh",
         "rows": [{"title": "", "select": "select"}, {"title": "", "select": "select"},
                  {"title": "", "select": "select"}]}
        """#
        #expect(throws: DecodingError.self) { try decode(json, catalog: CommandCatalog(commandsOf: current)) }
    }

    @Test func aCommandOfAnotherValueTypeIsATypeMismatch() throws {
        let json = #"{"heading": "", "refresh": "search", "rows": []}"#
        do {
            _ = try decode(json, catalog: CommandCatalog(commandsOf: current))
            Issue.record("a CommandWith<String> must not decode as a Command")
        } catch let DecodingError.typeMismatch(_, context) {
            #expect(context.debugDescription.contains("'search'"))
        }
    }

    @Test func decodingWithoutACatalogExplainsWhatIsMissing() {
        let json = #"{"heading": "", "refresh": "refresh", "rows": []}"#
        do {
            _ = try decode(json, catalog: nil)
            Issue.record("decoding without a catalog must fail")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.debugDescription.contains("userInfo[.commandCatalog]"))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func commandsRegisteredByHandAreFoundByName() throws {
        var catalog = CommandCatalog()
        catalog.register(refresh)
        let json = #"{"heading": "", "refresh": "refresh", "rows": []}"#
        #expect(try decode(json, catalog: catalog).refresh == refresh)
    }
}
