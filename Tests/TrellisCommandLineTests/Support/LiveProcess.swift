import Foundation
import MosquittoBroker

/// A running `trellis live …` (the executable `swift test` built), its output in files read while
/// it runs. It runs under `timeout` (its own process group) so that none outlives a test; released,
/// it is killed.
final class LiveProcess: @unchecked Sendable {
    struct NoLine: Error, CustomStringConvertible {
        let text: String
        let output: String
        var description: String { "no line with '\(text)' within the time given; output so far:\n\(output)" }
    }

    private let process = Process()
    private let scratch: Scratch

    init(_ arguments: [String], seconds: Int = 300) throws {
        scratch = try Scratch()
        let stdout = try FileHandle(forWritingTo: try scratch.write("", to: "stdout"))
        let stderr = try FileHandle(forWritingTo: try scratch.write("", to: "stderr"))
        process.executableURL = try MosquittoBroker.tool("timeout")
        process.arguments = ["-s", "KILL", "\(seconds)", try TrellisBinary.executable().path] + arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
    }

    deinit {
        kill(-process.processIdentifier, SIGKILL)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    var stdout: String { (try? String(contentsOfFile: scratch.path("stdout"), encoding: .utf8)) ?? "" }
    var stderr: String { (try? String(contentsOfFile: scratch.path("stderr"), encoding: .utf8)) ?? "" }
    var output: String { "--- stdout\n\(stdout)--- stderr\n\(stderr)" }
    var isRunning: Bool { process.isRunning }

    /// The `trellis` process itself (the child of `timeout`).
    func pid() throws -> Int32 {
        for _ in 0..<250 {
            let children = (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/task/\(process.processIdentifier)/children",
                                        encoding: .utf8)) ?? ""
            if let child = children.split(separator: " ").first.flatMap({ Int32($0) }) { return child }
            usleep(20_000)
        }
        throw NoLine(text: "(a trellis process under timeout)", output: output)
    }

    /// The resident set size of the `trellis` process, in bytes (`VmRSS` of /proc/PID/status).
    func residentBytes() throws -> Int {
        let status = try String(contentsOfFile: "/proc/\(try pid())/status", encoding: .utf8)
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
              let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        else { throw NoLine(text: "VmRSS", output: status) }
        return kilobytes * 1024
    }

    /// Sends `signal` to the `trellis` process (SIGKILL: no clean disconnect, the broker's will).
    func signal(_ signal: Int32) throws {
        kill(try pid(), signal)
    }

    /// Waits until standard output holds `count` lines containing `text` (generous by default: the
    /// whole test suite runs beside it on two cores, and a debug `trellis` starts slowly then).
    func waitForLine(containing text: String, count: Int = 1, seconds: Double = 60) async throws {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        func found() -> Bool { stdout.split(separator: "\n").filter({ $0.contains(text) }).count >= count }
        while ContinuousClock.now < deadline {
            if found() { return }
            try await Task.sleep(for: .milliseconds(20))
        }
        if !found() { throw NoLine(text: text, output: output) }
    }

    /// Waits until the process has exited (at most `seconds`); its exit status.
    func waitForExit(seconds: Double = 30) async throws -> Int32 {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while process.isRunning && ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
        guard !process.isRunning else { throw NoLine(text: "(exit)", output: output) }
        return process.terminationStatus
    }
}

/// Debian's `mosquitto_sub` / `mosquitto_pub` against a test broker.
struct MosquittoTools {
    let broker: MosquittoBroker
    var credentials: [String] = []

    /// The first message on `topic` (the retained one, if any) within `seconds`, or nil.
    func first(_ topic: String, seconds: Int = 5) throws -> String? {
        let run = try MosquittoBroker.output(try MosquittoBroker.tool("mosquitto_sub"),
                                             ["-h", "127.0.0.1", "-p", "\(broker.port)", "-t", topic, "-C", "1", "-W", "\(seconds)"]
                                                 + credentials)
        return run.status == 0 ? run.stdout.trimmingCharacters(in: .newlines) : nil
    }

    /// Publishes every line of `lines` as one message on `topic` (`mosquitto_pub -l`, QoS 1).
    func publish(_ topic: String, lines: [String]) throws {
        let process = Process()
        process.executableURL = try MosquittoBroker.tool("mosquitto_pub")
        process.arguments = ["-h", "127.0.0.1", "-p", "\(broker.port)", "-q", "1", "-t", topic, "-l"] + credentials
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        try input.fileHandleForWriting.write(contentsOf: Data(lines.map { $0 + "\n" }.joined().utf8))
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    /// Publishes one message on `topic`.
    func publish(_ topic: String, _ payload: String) throws {
        let status = try MosquittoBroker.run(try MosquittoBroker.tool("mosquitto_pub"),
                                             ["-h", "127.0.0.1", "-p", "\(broker.port)", "-q", "1", "-t", topic, "-m", payload]
                                                 + credentials)
        if status != 0 { throw Failed(status: status) }
    }

    struct Failed: Error, CustomStringConvertible {
        let status: Int32
        var description: String { "mosquitto_pub exited \(status)" }
    }
}
