import Foundation

/// A front that speaks for a broker the way an MQTT 3.1.1-only broker would: an MQTT 5 CONNECT is
/// answered "unacceptable protocol version", a 3.1.1 connection is passed to the real broker
/// (`scripts/mqtt311-front.py`). Debian's mosquitto accepts every version, so the fallback of a
/// client from 5 to 3.1.1 has nothing else to meet on this machine.
public final class MQTT311Front: @unchecked Sendable {
    public let port: Int
    private let process: Process

    /// Starts the front for `broker`; returns once it listens.
    public init(for broker: MosquittoBroker) throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("scripts/mqtt311-front.py")
        process = Process()
        process.executableURL = try MosquittoBroker.tool("timeout")
        process.arguments = ["-s", "KILL", "600", "python3", script.path, String(broker.port)]
        // The port comes through a file: nothing is left to drain once it is read.
        let portFile = FileManager.default.temporaryDirectory.appendingPathComponent("mqtt311-front-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: portFile) }
        try Data().write(to: portFile)
        let handle = try FileHandle(forWritingTo: portFile)
        process.standardOutput = handle
        process.standardError = FileHandle.nullDevice
        try process.run()
        var printed = ""
        var attempts = 0
        while !printed.hasSuffix("\n"), attempts < 250 {
            attempts += 1
            usleep(20_000)
            printed = (try? String(contentsOf: portFile, encoding: .utf8)) ?? ""
        }
        guard printed.hasSuffix("\n"), let port = Int(printed.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            kill(-process.processIdentifier, SIGKILL)
            throw NotListening(output: printed)
        }
        self.port = port
    }

    deinit { stop() }

    public struct NotListening: Error, CustomStringConvertible {
        let output: String
        public var description: String { "mqtt311-front.py (python3) printed no port, but: '\(output)'" }
    }

    /// `mqtt://127.0.0.1:PORT` of the front.
    public var url: String { "mqtt://127.0.0.1:\(port)" }

    /// Kills the front with its process group (`timeout` leads one), as `MosquittoBroker.stop()` does.
    public func stop() {
        guard process.isRunning else { return }
        kill(-process.processIdentifier, SIGKILL)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}
