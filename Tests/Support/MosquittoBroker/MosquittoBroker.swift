import Foundation

/// A real Debian `mosquitto` broker on 127.0.0.1 and a free port, for one test: started from a
/// generated config, killed when released or by ``stop()``; ``restart()`` brings it back
/// on the same port (retained messages are gone: no persistence).
public final class MosquittoBroker: @unchecked Sendable {
    public struct Missing: Error, CustomStringConvertible {
        public var description: String {
            "the mosquitto broker is not installed (run `make setup`: it installs mosquitto, mosquitto-clients "
                + "and libmosquitto-dev)"
        }
    }

    public struct NotReady: Error, CustomStringConvertible {
        let port: Int
        let log: String
        public var description: String { "mosquitto did not listen on 127.0.0.1:\(port) within 5 s:\n\(log)" }
    }

    public private(set) var port = 0
    public let directory: URL
    private var process: Process?
    private let config: URL

    /// - Parameters:
    ///   - users: name → password; when given the broker refuses anonymous clients and checks a
    ///     `mosquitto_passwd`-made password file.
    ///   - tcpNoDelay: `set_tcp_nodelay true`: the broker sends small packets at once. Debian's
    ///     default (false) holds a message to a client until the client's TCP acknowledgement of
    ///     the previous one, which a delayed ACK keeps back ~40 ms (see LiveBenchmarks).
    public init(users: [String: String] = [:], tcpNoDelay: Bool = true) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-mosquitto-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        config = directory.appendingPathComponent("mosquitto.conf")
        var lines = ["persistence false", "log_dest stderr", "log_type all", "set_tcp_nodelay \(tcpNoDelay)"]
        if users.isEmpty {
            lines.append("allow_anonymous true")
        } else {
            let passwords = directory.appendingPathComponent("passwords")
            try Data().write(to: passwords)
            for (user, password) in users.sorted(by: { $0.key < $1.key }) {
                let run = try Self.run(try Self.tool("mosquitto_passwd"), ["-b", passwords.path, user, password])
                guard run == 0 else { throw NotReady(port: 0, log: "mosquitto_passwd exited \(run)") }
            }
            lines += ["allow_anonymous false", "password_file \(passwords.path)"]
        }
        // A free port can be taken by another process before the broker binds it: then try another.
        var attempt = 0
        while true {
            port = try Self.freePort()
            try Data((["listener \(port) 127.0.0.1"] + lines).joined(separator: "\n").appending("\n").utf8).write(to: config)
            do {
                try start()
                return
            } catch let error as NotReady where attempt < 4 && error.log.contains("Address already in use") {
                attempt += 1
            }
        }
    }

    deinit {
        stop()
        try? FileManager.default.removeItem(at: directory)
    }

    /// `mqtt://127.0.0.1:PORT`.
    public var url: String { "mqtt://127.0.0.1:\(port)" }

    /// Kills the broker (SIGKILL: a test process's children inherit its blocked SIGTERM) and waits
    /// until its port is free. The broker runs under `timeout`, which leads its own process group:
    /// the group is killed, and a broker a test forgets dies after 10 minutes on its own.
    public func stop() {
        guard let process else { return }
        self.process = nil
        kill(-process.processIdentifier, SIGKILL)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// Stops it, waits `downtime`, and starts it again on the same port; returns once it accepts
    /// connections.
    public func restart(downtime: Duration = .zero) throws {
        stop()
        if downtime > .zero {
            let (seconds, attoseconds) = downtime.components
            Thread.sleep(forTimeInterval: Double(seconds) + Double(attoseconds) * 1e-18)
        }
        try start()
    }

    private func start() throws {
        let process = Process()
        process.executableURL = try Self.tool("timeout")
        process.arguments = ["-s", "KILL", "600", try Self.tool("mosquitto").path, "-c", config.path]
        let log = directory.appendingPathComponent("broker.log")
        try Data().write(to: log)
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        self.process = process
        // Ready when this broker says it runs (logged only after its listener is bound) and the
        // port accepts: a port taken by another process in between makes this one exit with
        // "Address already in use" while the port may still accept — someone else's connections.
        for _ in 0..<250 {
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            if !process.isRunning || text.contains("Error: Address already in use") { break }
            if text.contains(" running"), Self.accepts(port) { return }
            usleep(20_000)
        }
        stop()
        throw NotReady(port: port, log: (try? String(contentsOf: log, encoding: .utf8)) ?? "")
    }

    /// `mosquitto`, `mosquitto_sub`, `mosquitto_pub`, `mosquitto_passwd` from Debian's packages.
    public static func tool(_ name: String) throws -> URL {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        for directory in path + ["/usr/sbin", "/usr/bin", "/usr/local/sbin"] {
            let candidate = URL(fileURLWithPath: directory).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw Missing()
    }

    /// Runs a tool to completion; returns its exit status.
    @discardableResult
    public static func run(_ tool: URL, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Runs a tool and returns its standard output (e.g. `mosquitto_sub -C 1 -W 5`).
    public static func output(_ tool: URL, _ arguments: [String]) throws -> (status: Int32, stdout: String) {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    private static func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(fd, pointer, length) == 0 && getsockname(fd, pointer, &length) == 0
            }
        }
        guard bound else { throw NotReady(port: 0, log: "no free port: errno \(errno)") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    private static func accepts(_ port: Int) -> Bool {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
    }
}
