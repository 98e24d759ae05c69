// Release-build benchmark executable: `swift build -c release --product LiveBenchmarks` then
// `.build/release/LiveBenchmarks`. Prints percentiles; nothing here is asserted in tests.
//
// Live Props over a real mosquitto it starts on a free loopback port (issue 14's targets): the
// talks' login screen runs on the Cairo pipeline at iPhone X (as `trellis live` runs it), an editor
// client in the same process publishes through the broker.
// - `set` published → new frame mounted: from the editor's publish call to the session's
//   `accepted` event (yielded after the runtime has laid out and mounted the new Props);
//   also the ack back at the editor, and the PNG of the new frame as `trellis live --frames` draws it.
// - a burst of 1,000 `set`s: the final state is the last edit; resident memory before and after.
// - broker killed (SIGKILL) and restarted after a downtime → the screen has reconnected,
//   resubscribed and republished its retained topics (online), timed from when the broker accepts
//   connections again.
import Foundation
import JSONPaths
import MosquittoBroker
import Synchronization
import Trellis
import TrellisCairo
import TrellisCatalog
import TrellisLive
import TrellisMQTT
import TrellisScreens

struct BenchmarkFailure: Error, CustomStringConvertible {
    let description: String
}

/// When things happened, written by the session's event reader and the connection's report.
final class Timeline: Sendable {
    let accepted = Mutex<[Int: ContinuousClock.Instant]>([:])
    let rejected = Mutex(0)
    let connects = Mutex<[ContinuousClock.Instant]>([])
}

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) * 1e-15
}

func percentile(_ values: [Double], _ fraction: Double) -> Double {
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * fraction).rounded()))]
}

func residentBytes() -> Int {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
    return (line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0) * 1024
}

/// Waits until `condition` holds (polling every 0.2 ms, at most `seconds`).
func wait(_ what: String, seconds: Double = 10, _ condition: () -> Bool) async throws {
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    while !condition() {
        if ContinuousClock.now > deadline { throw BenchmarkFailure(description: "timed out waiting for \(what)") }
        try await Task.sleep(for: .microseconds(200))
    }
}

func line(_ name: String, _ value: String, target: String) {
    print(name.padding(toLength: 62, withPad: " ", startingAt: 0) + value.padding(toLength: 34, withPad: " ", startingAt: 0)
          + "(target \(target))")
}

/// Everything runs in here: locals, not top-level globals (those would be main-actor state the
/// connection's callbacks cannot touch).
func benchmark() async throws {
    let broker = try MosquittoBroker()
    let catalog = Catalog.talks()
    let entry = try catalog.entry(named: "login")
    let (runtime, host) = try await ScreenRenderer().runtime(entry, props: entry.defaultSample.props,
                                                             on: DisplayConfiguration(device: .iPhoneX))
    let topics = try LiveTopics(app: "bench", device: "loopback", screen: "login")
    let configuration = try MQTTConfiguration(broker: broker.url, clientID: LiveMQTT.clientID(for: topics))
    let live = try LiveMQTT(runtime: runtime, topics: topics, configuration: configuration)
    let timeline = Timeline()
    let clock = ContinuousClock()

    let events = Task {
        for await event in live.session.events {
            switch event {
            case .accepted(_, let revision): timeline.accepted.withLock { $0[revision] = clock.now }
            case .rejected: timeline.rejected.withLock { $0 += 1 }
            default: break
            }
        }
    }
    let serving = Task {
        try await live.run { event in
            if event == .connected { timeline.connects.withLock { $0.append(clock.now) } }
        }
    }

    // The editor: its own connection, collecting acks.
    let editor = try MQTTClient(MQTTConfiguration(broker: broker.url, clientID: "bench-editor"))
    let acks = Mutex<[Int: ContinuousClock.Instant]>([:])
    let editorConnected = Mutex(false)
    let editorReader = Task {
        for await event in editor.events {
            switch event {
            case .connected:
                try? editor.subscribe([topics.ack])
                editorConnected.withLock { $0 = true }
            case .message(let message):
                if case .number(let revision)? = (try? JSONValue(parsing: message.payload))?["revision"] {
                    acks.withLock { $0[Int(revision)] = clock.now }
                }
            default: break
            }
        }
    }
    try editor.connect()
    try await wait("the screen and the editor to connect") {
        !timeline.connects.withLock { $0.isEmpty } && editorConnected.withLock { $0 }
    }
    try await Task.sleep(for: .milliseconds(200))  // the editor's subscription is in

    let base = try JSONValue(parsing: await runtime.propsJSON())
    func props(login: JSONValue? = nil, username: String? = nil) -> Data {
        var json = base
        if let login { json = mergePatch(json, with: .object([("login", login)])) }
        if let username { json = mergePatch(json, with: .object([("username", .object([("value", .string(username))]))])) }
        return Data(json.serialized(pretty: false))
    }
    let inProgress = props(login: .string("inProgress"))
    let idle = props()

    func set(_ payload: Data) throws {
        try editor.publish(MQTTMessage(topic: topics.set, payload: payload))
    }

    var revision = 0
    print("Live Props over mosquitto \(broker.url), login at iPhone X (\(ProcessInfo.processInfo.activeProcessorCount) cores)")

    // 1. Latency: sequential sets alternating two Props (each one a real change of the screen).
    var mounted: [Double] = []
    var acked: [Double] = []
    var framed: [Double] = []
    let runs = 300
    for index in 0..<(runs + 20) {
        let sent = clock.now
        try set(index.isMultiple(of: 2) ? inProgress : idle)
        revision += 1
        let expected = revision
        try await wait("revision \(expected) mounted") { timeline.accepted.withLock { $0[expected] != nil } }
        let mountedAt = timeline.accepted.withLock { $0[expected]! }
        _ = await host.png()
        let framedAt = clock.now
        try await wait("ack \(expected)") { acks.withLock { $0[expected] != nil } }
        let ackedAt = acks.withLock { $0[expected]! }
        if index >= 20 {  // the first 20 warm caches and the connection
            mounted.append(milliseconds(mountedAt - sent))
            framed.append(milliseconds(framedAt - sent))
            acked.append(milliseconds(ackedAt - sent))
        }
        try await Task.sleep(for: .milliseconds(2))
    }
    line("set published → new frame mounted, p50", String(format: "%.2f ms", percentile(mounted, 0.5)), target: "≤ 20 ms")
    line("set published → new frame mounted, p99", String(format: "%.2f ms", percentile(mounted, 0.99)), target: "≤ 50 ms")
    line("set published → ack at the editor, p50 / p99",
         String(format: "%.2f / %.2f ms", percentile(acked, 0.5), percentile(acked, 0.99)), target: "—")
    line("set published → frame drawn as PNG @3x, p50 / p99",
         String(format: "%.2f / %.2f ms", percentile(framed, 0.5), percentile(framed, 0.99)), target: "—")

    // 2. Bursts of 1,000 sets (distinct user names), as fast as the editor can publish them.
    for burst in 1...2 {
        try await Task.sleep(for: .milliseconds(1100))  // the edit-rate bucket (1,000 a second) is full again
        let before = residentBytes()
        let rejectedBefore = timeline.rejected.withLock { $0 }
        let start = clock.now
        for index in 1...1000 { try set(props(username: "burst \(burst) user \(index)")) }
        revision += 1000
        let expected = revision
        try await wait("the burst's last edit", seconds: 60) { timeline.accepted.withLock { $0[expected] != nil } }
        let elapsed = clock.now - start
        let after = residentBytes()
        let shown = try JSONValue(parsing: await runtime.propsJSON())["username"]?["value"]
        let last = shown == .string("burst \(burst) user 1000")
        let rejected = timeline.rejected.withLock { $0 } - rejectedBefore
        line("burst \(burst) of 1,000 sets: final state = last edit", last ? "yes (\(rejected) rejected)" : "NO: \(String(describing: shown))",
             target: "last edit")
        line("burst \(burst) of 1,000 sets: RSS growth",
             String(format: "%+.2f MB (%.1f → %.1f MB), %.0f ms", Double(after - before) / 1_048_576, Double(before) / 1_048_576,
                    Double(after) / 1_048_576, milliseconds(elapsed)),
             target: "≤ 10 MB")
    }

    // 3. Broker restarts: SIGKILL, down for a while, back on the same port.
    for downtime in [0.2, 1.0, 3.0] {
        var delays: [Double] = []
        for _ in 0..<3 {
            let connectsBefore = timeline.connects.withLock { $0.count }
            try broker.restart(downtime: .milliseconds(Int(downtime * 1000)))
            let back = clock.now
            try await wait("the screen back online", seconds: 15) { timeline.connects.withLock { $0.count } > connectsBefore }
            delays.append(milliseconds(timeline.connects.withLock { $0.last! } - back))
            // Online and retained again, as a newcomer sees it; and edits work.
            let check = try MosquittoBroker.output(try MosquittoBroker.tool("mosquitto_sub"),
                                                   ["-h", "127.0.0.1", "-p", "\(broker.port)", "-t", topics.presence, "-C", "1", "-W", "5"])
            guard (try? JSONValue(parsing: Data(check.stdout.utf8)))?["state"] == .string("online") else {
                throw BenchmarkFailure(description: "presence after the restart: \(check.stdout)")
            }
        }
        line(String(format: "broker down %.1f s → screen online again (3 runs)", downtime),
             String(format: "max %.0f ms, median %.0f ms", delays.max()!, percentile(delays, 0.5)), target: "≤ 3 s after it is back")
    }

    await live.stop()
    editor.disconnect()
    editor.finishEvents()
    broker.stop()
    _ = try? await serving.value
    _ = await events.value
    editorReader.cancel()
}

try await benchmark()
