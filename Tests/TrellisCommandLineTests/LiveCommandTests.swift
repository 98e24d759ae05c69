import Foundation
import MosquittoBroker
import Testing

/// `trellis live` as a process against a real mosquitto the test starts on a free loopback port,
/// watched and edited from the outside with Debian's `mosquitto_sub` / `mosquitto_pub`: the faults
/// that need a real process (kill -9 and the MQTT will, memory over a burst, what the output shows).
@Suite("trellis live against a real mosquitto", .serialized)
struct LiveCommandTests {
    let broker: MosquittoBroker
    let tools: MosquittoTools
    let prefix = "trellis/v1/talks/d1/login/"

    init() throws {
        broker = try MosquittoBroker()
        tools = MosquittoTools(broker: broker)
    }

    func live(_ extra: [String] = [], on broker: MosquittoBroker? = nil) throws -> LiveProcess {
        try LiveProcess(["live", "login", "--broker", (broker ?? self.broker).url, "--app", "talks", "--device", "d1"] + extra)
    }

    func state(_ presence: String?) -> String? {
        guard let presence, let object = try? parseJSON(presence) as? [String: Any] else { return nil }
        return object["state"] as? String
    }

    /// Polls the retained `presence` until its state is `expected` (at most `seconds`).
    func waitForPresence(_ expected: String, seconds: Int = 30) async throws -> Bool {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while ContinuousClock.now < deadline {
            if state(try tools.first(prefix + "presence", seconds: 1)) == expected { return true }
            try await Task.sleep(for: .milliseconds(100))
        }
        return false
    }

    /// The login Props in `props` with the user name's text replaced.
    func props(_ props: String, username: String) throws -> String {
        var object = try #require(try parseJSON(props) as? [String: Any])
        var field = try #require(object["username"] as? [String: Any])
        field["value"] = username
        object["username"] = field
        return String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
    }

    @Test("kill -9 of the screen's process: the broker publishes its will, presence becomes offline")
    func killedProcessGoesOfflineByItsWill() async throws {
        defer { broker.stop() }
        let screen = try live()
        try await screen.waitForLine(containing: "connected")
        #expect(try await waitForPresence("online"), "\(screen.output)")
        try screen.signal(SIGKILL)
        #expect(try await screen.waitForExit() != 0)
        let offline = try await waitForPresence("offline")
        let presence = try tools.first(prefix + "presence")
        #expect(offline, "presence: \(String(describing: presence))")
        #expect(try tools.first(prefix + "presence") == #"{"state":"offline"}"#)
        // Its props stay retained for whoever looks later.
        #expect(try tools.first(prefix + "props") != nil)
    }

    @Test("""
        Two processes with the same device id: each connects once and stays, both ack an edit; when \
        one is killed -9 its will says offline and the other says online again
        """)
    func twoProcessesWithTheSameDeviceID() async throws {
        defer { broker.stop() }
        let first = try live()
        let second = try live()
        try await first.waitForLine(containing: "connected")
        try await second.waitForLine(containing: "connected")
        try tools.publish(prefix + "patch", #"{"username": {"value": "both"}}"#)
        try await first.waitForLine(containing: "patch: accepted, revision 1")
        try await second.waitForLine(containing: "patch: accepted, revision 1")
        try await Task.sleep(for: .seconds(2))
        for screen in [first, second] {
            let lines = screen.stdout.split(separator: "\n")
            #expect(lines.filter { $0 == "connected" }.count == 1, "\(screen.output)")
            #expect(!lines.contains { $0.hasPrefix("disconnected") }, "\(screen.output)")
        }
        try first.signal(SIGKILL)
        try await second.waitForLine(containing: "presence: another instance of this screen went offline")
        #expect(try await waitForPresence("online"), "\(second.output)")
        try tools.publish(prefix + "patch", #"{"username": {"value": "one"}}"#)
        try await second.waitForLine(containing: "patch: accepted, revision 2")
    }

    @Test("A burst of 1,000 sets ends on the last one; the process lives on and its memory stays flat")
    func aBurstOfAThousandSets() async throws {
        defer { broker.stop() }
        let screen = try live()
        try await screen.waitForLine(containing: "connected")
        let published = try #require(try tools.first(prefix + "props"))
        try tools.publish(prefix + "set", lines: try (1...50).map { try props(published, username: "warm \($0)") })
        try await screen.waitForLine(containing: "set: accepted, revision 50")
        try await Task.sleep(for: .milliseconds(1100))  // the edit-rate bucket (1,000 a second) is full again
        let before = try screen.residentBytes()
        try tools.publish(prefix + "set", lines: try (1...1000).map { try props(published, username: "user \($0)") })
        try await screen.waitForLine(containing: "set: accepted, revision 1050", seconds: 120)
        let after = try screen.residentBytes()
        #expect(screen.isRunning)
        #expect(!screen.stdout.contains("rejected"), "\(screen.output)")
        let retained = try #require(try tools.first(prefix + "props"))
        let last = try #require(try parseJSON(retained) as? [String: Any])
        #expect((last["username"] as? [String: Any])?["value"] as? String == "user 1000")
        // Flat: a leak of anything per edit (a payload, a tree, a frame) would show; the release
        // figure is in the README (LiveBenchmarks).
        #expect(after - before < 32 * 1024 * 1024, "RSS grew from \(before) to \(after) bytes")
    }

    @Test("--mqtt-version takes 5 or 3.1.1; 3.1.1 connects to mosquitto and takes edits")
    func mqttVersionOption() async throws {
        defer { broker.stop() }
        let bad = try TrellisBinary.run(["live", "login", "--broker", broker.url, "--mqtt-version", "4.0"], timeout: 30)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--mqtt-version is 5 or 3.1.1"), "\(bad)")
        let screen = try live(["--mqtt-version", "3.1.1"])
        try await screen.waitForLine(containing: "connected")
        #expect(screen.stdout.contains(", MQTT 3.1.1"), "\(screen.output)")
        try tools.publish(prefix + "patch", #"{"username": {"value": "v311"}}"#)
        try await screen.waitForLine(containing: "patch: accepted, revision 1")
    }

    @Test("Credentials never appear in the output: not when connected, not when refused, not in a bad --broker")
    func credentialsNeverInTheOutput() async throws {
        let secured = try MosquittoBroker(users: ["screen": "pa55-screen-w0rd"])
        defer { secured.stop(); broker.stop() }
        let scratch = try Scratch()
        let right = try scratch.write("pa55-screen-w0rd\n", to: "right")
        let wrong = try scratch.write("wr0ng-pa55-w0rd\n", to: "wrong")
        let member = try live(["--username", "screen", "--password-file", right.path], on: secured)
        let refused = try live(["--username", "screen", "--password-file", wrong.path], on: secured)
        try await member.waitForLine(containing: "connected")
        try await refused.waitForLine(containing: "refused", count: 2)  // it keeps trying
        #expect(!refused.stdout.contains("\nconnected"), "\(refused.output)")
        var screenTools = MosquittoTools(broker: secured)
        screenTools.credentials = ["-u", "screen", "-P", "pa55-screen-w0rd"]
        try screenTools.publish(prefix + "set", "{ not json")
        try await member.waitForLine(containing: "set: rejected at $")
        let inline = try TrellisBinary.run(["live", "login", "--broker", "mqtt://screen:pa55-screen-w0rd@127.0.0.1:\(secured.port)"],
                                           timeout: 30)
        #expect(inline.status != 0)
        #expect(inline.stderr.contains("--broker"), "\(inline)")
        for output in [member.output, refused.output, inline.stdout + inline.stderr] {
            #expect(!output.contains("pa55-screen-w0rd") && !output.contains("wr0ng-pa55-w0rd"), "\(output)")
        }
        #expect(member.stdout.contains("(user screen)"), "\(member.output)")
    }
}
