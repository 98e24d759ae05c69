import Foundation
import Testing

/// What one run of the `trellis` executable produced.
struct Outcome: CustomStringConvertible {
    let status: Int32
    let stdout: String
    let stderr: String

    /// Standard output split into lines, without the empty string after the final newline.
    var stdoutLines: [String] { Self.lines(stdout) }
    /// Standard error split into lines, without the empty string after the final newline.
    var stderrLines: [String] { Self.lines(stderr) }

    var description: String { "exit \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }

    private static func lines(_ text: String) -> [String] {
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}

/// Runs the `trellis` executable that `swift test` built beside this test bundle, the way a user
/// runs it: arguments, bytes on standard input (never a terminal), captured stdout and stderr.
enum TrellisBinary {
    struct Missing: Error, CustomStringConvertible {
        let searched: [String]
        var description: String {
            "the trellis executable was not found (build it with `swift build --product trellis`, or set "
                + "TRELLIS_EXECUTABLE); searched:\n" + searched.joined(separator: "\n")
        }
    }

    struct TimedOut: Error, CustomStringConvertible {
        let arguments: [String]
        let seconds: Double
        var description: String { "trellis \(arguments.joined(separator: " ")) did not finish within \(seconds) s" }
    }

    /// The executable: `$TRELLIS_EXECUTABLE`, else `trellis` in the build directory that holds the
    /// running test bundle, else `.build/debug/trellis` of this package.
    static func executable(named name: String = "trellis") throws -> URL {
        var candidates: [URL] = []
        if let explicit = ProcessInfo.processInfo.environment["TRELLIS_EXECUTABLE"] {
            if name == "trellis" { candidates.append(URL(fileURLWithPath: explicit)) }
        }
        // The test runner (`…/debug/TrellisPackageTests.xctest`, or a process inside it) lives in
        // the same build directory as the products.
        let runner = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var directory = runner.deletingLastPathComponent()
        for _ in 0..<4 {
            candidates.append(directory.appendingPathComponent(name))
            directory = directory.deletingLastPathComponent()
        }
        for bundle in Bundle.allBundles {
            candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent(name))
        }
        candidates.append(packageRoot.appendingPathComponent(".build/debug/" + name))
        let fileManager = FileManager.default
        if let found = candidates.first(where: { url in
            var isDirectory: ObjCBool = false
            return fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory) && !isDirectory.boolValue
                && fileManager.isExecutableFile(atPath: url.path)
        }) {
            return found
        }
        throw Missing(searched: candidates.map(\.path))
    }

    /// A command that exits without reading all of its input (a usage error, say) closes the pipe
    /// under the writer; the test process must get EPIPE for that, not die of SIGPIPE.
    private static let ignoreBrokenPipes: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

    /// This package's root directory (the one with Package.swift).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs `trellis ARGUMENTS` with `input` on standard input (a pipe, so never a terminal),
    /// in `directory`, and waits at most `timeout` seconds.
    static func run(_ arguments: [String], input: String = "", in directory: URL? = nil,
                    timeout: Double = 60, tool: String = "trellis") throws -> Outcome {
        try run(arguments, inputData: Data(input.utf8), in: directory, timeout: timeout, tool: tool)
    }

    /// As above; `tool` names another executable of the build (an app-like `TrellisTool`).
    static func run(_ arguments: [String], inputData: Data, in directory: URL? = nil,
                    timeout: Double = 60, tool: String = "trellis") throws -> Outcome {
        _ = ignoreBrokenPipes
        let process = Process()
        process.executableURL = try executable(named: tool)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        // Output goes to files, not pipes: a chatty command can never block on a full pipe.
        let scratch = try Scratch()
        let stdoutURL = try scratch.write("", to: "stdout")
        let stderrURL = try scratch.write("", to: "stderr")
        let stdoutHandle = try FileHandle(forWritingTo: stdoutURL)
        let stderrHandle = try FileHandle(forWritingTo: stderrURL)
        defer {
            try? stdoutHandle.close()
            try? stderrHandle.close()
        }
        let stdin = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdoutHandle
        process.standardError = stderrHandle
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        let writer = stdin.fileHandleForWriting
        DispatchQueue.global().async {
            // A command that never reads its input gets EPIPE here; that is not the test's business.
            try? writer.write(contentsOf: inputData)
            try? writer.close()
        }
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            _ = finished.wait(timeout: .now() + 5)
            throw TimedOut(arguments: arguments, seconds: timeout)
        }
        return Outcome(status: process.terminationStatus,
                       stdout: String(decoding: try Data(contentsOf: stdoutURL), as: UTF8.self),
                       stderr: String(decoding: try Data(contentsOf: stderrURL), as: UTF8.self))
    }
}

/// A fresh temporary directory for one test's input and output files, removed when released.
final class Scratch {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("trellis-cli-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes `text` to `name` inside the directory and returns its URL.
    @discardableResult
    func write(_ text: String, to name: String) throws -> URL {
        try write(Data(text.utf8), to: name)
    }

    @discardableResult
    func write(_ data: Data, to name: String) throws -> URL {
        let file = url.appendingPathComponent(name)
        try data.write(to: file)
        return file
    }

    /// The path of `name` inside the directory (the file need not exist).
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }
}

/// Parses a JSON document printed by a command.
func parseJSON(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
}
