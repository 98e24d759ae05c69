// Release-build benchmark executable: `swift build -c release --product LiveBenchmarks` then
// `.build/release/LiveBenchmarks`. Prints percentiles; nothing here is asserted in tests.
//
// Live Props over a real mosquitto it starts on a free loopback port (issue 14's targets): the
// demo login screen runs on the Cairo pipeline at iPhone X (as `trellis live` runs it), an editor
// client in the same process publishes through the broker.
// - `set` published → new frame mounted: from the editor's publish call to the session's
//   `accepted` event (yielded after the runtime has laid out and mounted the new Props);
//   also the ack back at the editor, and the PNG of the new frame as `trellis live --frames` draws it.
//   Twice: with the broker's `set_tcp_nodelay true`, and with Debian's default (false).
// - a burst of 1,000 `set`s: the final state is the last edit; resident memory before and after.
// - broker killed (SIGKILL) and restarted after a downtime → the screen has reconnected,
//   resubscribed and republished its retained topics (online), timed from when the broker accepts
//   connections again.
import Foundation
import JSONPaths
import MosquittoBroker
import Synchronization
import TrellisElements
import CairoHosting
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
    let editorConnected = Mutex(false)
    /// Acks at the editor, by revision.
    let acks = Mutex<[Int: ContinuousClock.Instant]>([:])
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
    print(name.padding(toLength: 60, withPad: " ", startingAt: 0) + value.padding(toLength: 36, withPad: " ", startingAt: 0)
          + "(target \(target))")
}

/// One live login screen on a broker and an editor client beside it.
final class Rig: Sendable {
    let broker: MosquittoBroker
    let runtime: ScreenRuntime
    let host: CairoScreenHost
    let live: LiveMQTT
    let editor: MQTTClient
    let topics: LiveTopics
    let timeline = Timeline()
    let revision = Mutex(0)
    let inProgress: Data
    let idle: Data
    private let base: JSONValue
    private let tasks: Mutex<[Task<Void, Never>]> = Mutex([])

    init(broker: MosquittoBroker) async throws {
        self.broker = broker
        let entry = try Catalog.demo().entry(named: "login")
        (runtime, host) = try await ScreenRenderer().runtime(entry, props: entry.defaultSample.props,
                                                             on: DisplayConfiguration(device: .iPhoneX))
        topics = try LiveTopics(app: "bench", device: "loopback", screen: "login")
        live = try LiveMQTT(runtime: runtime, topics: topics,
                            configuration: MQTTConfiguration(broker: broker.url, clientID: LiveMQTT.clientID(for: topics)))
        editor = try MQTTClient(MQTTConfiguration(broker: broker.url, clientID: "bench-editor-\(UUID().uuidString.prefix(8))"))
        base = try JSONValue(parsing: await runtime.propsJSON())
        inProgress = Data(mergePatch(base, with: .object([("login", .string("inProgress"))])).serialized(pretty: false))
        idle = Data(base.serialized(pretty: false))

        let (live, timeline, editor, topics) = (live, timeline, editor, topics)
        let clock = ContinuousClock()
        tasks.withLock {
            $0.append(Task {
                for await event in live.session.events {
                    switch event {
                    case .accepted(_, let revision): timeline.accepted.withLock { $0[revision] = clock.now }
                    case .rejected: timeline.rejected.withLock { $0 += 1 }
                    default: break
                    }
                }
            })
            $0.append(Task {
                try? await live.run { event in
                    if event == .connected { timeline.connects.withLock { $0.append(clock.now) } }
                }
            })
            $0.append(Task {
                for await event in editor.events {
                    switch event {
                    case .connected:
                        try? editor.subscribe([topics.ack])
                        timeline.editorConnected.withLock { $0 = true }
                    case .message(let message):
                        if case .number(let revision)? = (try? JSONValue(parsing: message.payload))?["revision"] {
                            timeline.acks.withLock { $0[Int(revision)] = clock.now }
                        }
                    default: break
                    }
                }
            })
        }
        try editor.connect()
        try await wait("the screen and the editor to connect") {
            !timeline.connects.withLock { $0.isEmpty } && timeline.editorConnected.withLock { $0 }
        }
        try await Task.sleep(for: .milliseconds(200))  // the editor's subscription is in
    }

    /// The login Props with the user name's text replaced.
    func props(username: String) -> Data {
        Data(mergePatch(base, with: .object([("username", .object([("value", .string(username))]))])).serialized(pretty: false))
    }

    /// Publishes a `set`; returns the revision it will be accepted as.
    @discardableResult
    func set(_ payload: Data) throws -> Int {
        try editor.publish(MQTTMessage(topic: topics.set, payload: payload))
        return revision.withLock { $0 += 1; return $0 }
    }

    func stop() async {
        await live.stop()
        editor.disconnect()
        editor.finishEvents()
        for task in tasks.withLock({ $0 }) { await task.value }
    }
}

/// Sequential sets alternating two Props (each one a real change of the screen): per set, publish →
/// mounted, → PNG drawn, → ack at the editor, in milliseconds. The first 20 warm caches.
func latencies(_ rig: Rig, runs: Int) async throws -> (mounted: [Double], framed: [Double], acked: [Double]) {
    let clock = ContinuousClock()
    var result: (mounted: [Double], framed: [Double], acked: [Double]) = ([], [], [])
    for index in 0..<(runs + 20) {
        let sent = clock.now
        let expected = try rig.set(index.isMultiple(of: 2) ? rig.inProgress : rig.idle)
        try await wait("revision \(expected) mounted") { rig.timeline.accepted.withLock { $0[expected] != nil } }
        let mountedAt = rig.timeline.accepted.withLock { $0[expected]! }
        _ = await rig.host.png()
        let framedAt = clock.now
        try await wait("ack \(expected)") { rig.timeline.acks.withLock { $0[expected] != nil } }
        let ackedAt = rig.timeline.acks.withLock { $0[expected]! }
        if index >= 20 {
            result.mounted.append(milliseconds(mountedAt - sent))
            result.framed.append(milliseconds(framedAt - sent))
            result.acked.append(milliseconds(ackedAt - sent))
        }
        try await Task.sleep(for: .milliseconds(2))
    }
    return result
}

func benchmark() async throws {
    print("Live Props over a loopback mosquitto, login at iPhone X (\(ProcessInfo.processInfo.activeProcessorCount) cores)")

    // 1. Latency, on a broker with set_tcp_nodelay true and on one with Debian's default.
    for noDelay in [true, false] {
        let broker = try MosquittoBroker(tcpNoDelay: noDelay)
        let rig = try await Rig(broker: broker)
        let times = try await latencies(rig, runs: 300)
        print(noDelay ? "broker with set_tcp_nodelay true:" : "broker with Debian's default (set_tcp_nodelay false: Nagle's algorithm):")
        line("  set published → new frame mounted, p50", String(format: "%.2f ms", percentile(times.mounted, 0.5)),
             target: "≤ 20 ms")
        line("  set published → new frame mounted, p99", String(format: "%.2f ms", percentile(times.mounted, 0.99)),
             target: "≤ 50 ms")
        line("  set published → ack at the editor, p50 / p99",
             String(format: "%.2f / %.2f ms", percentile(times.acked, 0.5), percentile(times.acked, 0.99)), target: "—")
        line("  set published → frame drawn as PNG @3x, p50 / p99",
             String(format: "%.2f / %.2f ms", percentile(times.framed, 0.5), percentile(times.framed, 0.99)), target: "—")
        await rig.stop()
        broker.stop()
    }

    let broker = try MosquittoBroker()
    let rig = try await Rig(broker: broker)
    _ = try await latencies(rig, runs: 20)  // warm: caches, the connection

    // 2. Bursts of 1,000 sets (distinct user names), as fast as the editor can publish them.
    let clock = ContinuousClock()
    for burst in 1...2 {
        try await Task.sleep(for: .milliseconds(1100))  // the edit-rate bucket (1,000 a second) is full again
        let before = residentBytes()
        let rejectedBefore = rig.timeline.rejected.withLock { $0 }
        let start = clock.now
        var expected = 0
        for index in 1...1000 { expected = try rig.set(rig.props(username: "burst \(burst) user \(index)")) }
        try await wait("the burst's last edit", seconds: 60) { rig.timeline.accepted.withLock { $0[expected] != nil } }
        let elapsed = clock.now - start
        let after = residentBytes()
        let shown = try JSONValue(parsing: await rig.runtime.propsJSON())["username"]?["value"]
        let last = shown == .string("burst \(burst) user 1000")
        let rejected = rig.timeline.rejected.withLock { $0 } - rejectedBefore
        line("burst \(burst) of 1,000 sets: final state = last edit",
             last ? "yes (\(rejected) rejected)" : "NO: \(String(describing: shown))", target: "last edit")
        line("burst \(burst) of 1,000 sets: RSS growth",
             String(format: "%+.2f MB (%.1f → %.1f MB), %.0f ms", Double(after - before) / 1_048_576, Double(before) / 1_048_576,
                    Double(after) / 1_048_576, milliseconds(elapsed)),
             target: "≤ 10 MB")
    }

    // 3. Broker restarts: SIGKILL, down for a while, back on the same port.
    for downtime in [0.2, 1.0, 3.0] {
        var delays: [Double] = []
        for _ in 0..<3 {
            let connectsBefore = rig.timeline.connects.withLock { $0.count }
            try broker.restart(downtime: .milliseconds(Int(downtime * 1000)))
            let back = clock.now
            try await wait("the screen back online", seconds: 15) { rig.timeline.connects.withLock { $0.count } > connectsBefore }
            delays.append(milliseconds(rig.timeline.connects.withLock { $0.last! } - back))
            // Online and retained again, as a newcomer sees it.
            let check = try MosquittoBroker.output(try MosquittoBroker.tool("mosquitto_sub"),
                                                   ["-h", "127.0.0.1", "-p", "\(broker.port)", "-t", rig.topics.presence,
                                                    "-C", "1", "-W", "5"])
            guard (try? JSONValue(parsing: Data(check.stdout.utf8)))?["state"] == .string("online") else {
                throw BenchmarkFailure(description: "presence after the restart: \(check.stdout)")
            }
        }
        line(String(format: "broker down %.1f s → screen online again (3 runs)", downtime),
             String(format: "max %.0f ms, median %.0f ms", delays.max()!, percentile(delays, 0.5)), target: "≤ 3 s after it is back")
    }
    await rig.stop()
    broker.stop()
}

try await benchmark()
