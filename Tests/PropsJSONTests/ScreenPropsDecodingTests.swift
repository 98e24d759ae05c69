import Commands
import Foundation
import JSONPaths
import PropsJSON
import Testing
import TrellisScreens

/// The demo screens' Props through PropsJSON: edits keep the live Commands, problems name JSON paths.
@Suite struct ScreenPropsDecodingTests {
    let current = ListingProps.sample()

    /// The current Props as JSON, edited as a dictionary.
    func json(_ edit: (inout [String: Any]) -> Void) throws -> Data {
        var object = try JSONSerialization.jsonObject(with: PropsJSON.encode(current)) as! [String: Any]
        edit(&object)
        return try JSONSerialization.data(withJSONObject: object)
    }

    func decodingError(_ data: Data, strict: Bool = false) -> PropsJSONError? {
        do {
            _ = try PropsJSON.decode(ListingProps.self, from: data, commandsOf: current, strict: strict)
            return nil
        } catch {
            return error
        }
    }

    @Test("decoding re-attaches the live Commands by name")
    func liveCommands() throws {
        let data = try json { $0["price"] = "1 ₽" }
        let decoded = try PropsJSON.decode(ListingProps.self, from: data, commandsOf: current, strict: true)
        #expect(decoded.price == "1 ₽")
        #expect(decoded.call.call == current.call.call)
        #expect(decoded.banner.open == current.banner.open)
    }

    @Test("encoded Props decode back to equal Props in strict mode")
    func roundTrip() throws {
        #expect(try PropsJSON.decode(ListingProps.self, from: PropsJSON.encode(current), commandsOf: current,
                                     strict: true) == current)
    }

    @Test("a mistyped value names its path and never mentions a Swift type name")
    func wrongType() throws {
        let data = try json { object in
            var rows = object["characteristics"] as! [[String: Any]]
            rows[3]["value"] = 42
            object["characteristics"] = rows
        }
        let error = try #require(decodingError(data))
        #expect(error.description == "$.characteristics[3].value: expected a string, found a number")
        #expect(error.line == nil)
    }

    @Test("a missing key names its path")
    func missingKey() throws {
        let data = try json { object in
            var banner = object["banner"] as! [String: Any]
            banner["title"] = nil
            object["banner"] = banner
        }
        #expect(decodingError(data)?.description == "$.banner.title: missing required key 'title'")
    }

    @Test("null where a value is needed names its path")
    func nullValue() throws {
        let data = try json { $0["price"] = NSNull() }
        #expect(decodingError(data)?.description == "$.price: expected a string, found null")
    }

    @Test("an unknown Command name cannot inject behaviour and the message lists the known names")
    func unknownCommand() throws {
        let data = try json { object in
            var call = object["call"] as! [String: Any]
            call["call"] = "format-disk"
            object["call"] = call
        }
        let error = try #require(decodingError(data))
        #expect(error.path == JSONPath("$.call.call"))
        #expect(error.reason.contains("'format-disk'"))
        let known = try CommandCatalog(commandsOf: current).names
        #expect(!known.isEmpty)
        #expect(known.allSatisfy { error.reason.contains($0) })
    }

    @Test("an unknown key in strict mode names its path")
    func strictUnknownKey() throws {
        let data = try json { object in
            var banner = object["banner"] as! [String: Any]
            banner["titel"] = "typo"
            object["banner"] = banner
        }
        #expect(decodingError(data, strict: true)?.description == "$.banner.titel: unknown key 'titel'")
        #expect(decodingError(data, strict: false) == nil)
    }

    @Test("malformed JSON gives line and column")
    func malformed() throws {
        let text = "{\n  \"price\": \"1 ₽\",\n  \"title\": \"x\"\n  \"call\": {}\n}"
        let error = try #require(decodingError(Data(text.utf8)))
        #expect(error.line == 4)
        #expect(error.column == 3)
        #expect(error.description == "line 4, column 3: expected ',' or '}'")
        let onLine3 = "{\"price\": \"1\",\n\"title\": \"x\",\n\"banner\": {} \"call\": {}}"
        #expect(decodingError(Data(onLine3.utf8)).map { "\($0.line ?? 0):\($0.column ?? 0)" } == "3:14")
    }

    @Test("every login action round-trips, hand-written coding included, in strict mode")
    func loginActions() throws {
        for action in LoginProps.SampleAction.allCases {
            let props = LoginProps.sample(action)
            let data = try PropsJSON.encode(props)
            #expect(try PropsJSON.decode(LoginProps.self, from: data, commandsOf: props, strict: true) == props)
        }
    }

    @Test("an unknown login action is an error at its path")
    func unknownLoginAction() throws {
        let props = LoginProps.sample(.possible)
        let data = Data(#"{"username":{"value":"a","placeholder":"b","update":"updateUsername"},"password":{"value":"","placeholder":"c","update":"updatePassword"},"login":"maybe"}"#.utf8)
        do {
            _ = try PropsJSON.decode(LoginProps.self, from: data, commandsOf: props)
            Issue.record("decoded an unknown login action")
        } catch {
            #expect(error.path == JSONPath("$.login"))
            #expect(error.reason.contains("'maybe'"))
        }
    }
}
