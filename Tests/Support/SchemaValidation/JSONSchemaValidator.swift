import Foundation

/// Runs `Tools/jsonschema/validate.py` with the first Python that can import `jsonschema`.
public enum JSONSchemaValidator {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Tools/jsonschema/validate.py").path

    /// Validates every instance file against the schema file; status 0 when all are valid.
    /// - Throws: `MissingValidator` when no Python can import `jsonschema` (never a skip).
    public static func run(schema: String, instances: [String]) throws -> (status: Int32, output: String) {
        guard let python = interpreter() else { throw MissingValidator() }
        return try execute(python, [script, schema] + instances)
    }

    /// No Python with the `jsonschema` package was found.
    public struct MissingValidator: Error, CustomStringConvertible {
        public var description: String { "no Python with the jsonschema package: run `make setup`" }
    }

    public static func interpreter() -> String? {
        for candidate in ["python3", "/usr/bin/python3"] {
            let executable = candidate.hasPrefix("/") ? candidate : "/usr/bin/env"
            let arguments = candidate.hasPrefix("/") ? [] : [candidate]
            if let run = try? execute(executable, arguments + ["-c", "import jsonschema"]), run.status == 0 {
                return candidate
            }
        }
        return nil
    }

    private static func execute(_ command: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command.hasPrefix("/") ? command : "/usr/bin/env")
        process.arguments = command.hasPrefix("/") ? arguments : [command] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
