// `swift package trellis …` in an app package: finds the app's tool — its one executable target
// that depends on the `TrellisCommandLine` product, whose `@main` type conforms to `TrellisTool`
// and names the app's catalog — builds it (debug) and runs it with the arguments, in the directory
// `swift package` was started in, so relative paths (`-o x.png`) mean what the user typed.
//
// SwiftPM collects a plugin's output and shows it on its own standard output, buffered: a
// storybook's URL would arrive when it stops, and errors would mix with `list --json`. On Linux
// the tool therefore writes to the standard output and standard error of `swift package` itself
// (reopened through /proc); elsewhere it writes to the plugin's. The plugin prints nothing of its
// own unless the build fails. A failing tool makes `swift package` exit 1 after "Plugin ended with
// exit code N" (N is the tool's: 1 a failed check, 2 bad input).
import Foundation
import PackagePlugin

@main
struct TrellisPlugin: CommandPlugin {
    /// The product an app's tool depends on.
    static let library = "TrellisCommandLine"

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try Self.tool(in: context.package)
        let result = try packageManager.build(.product(tool), parameters: .init(configuration: .debug, logging: .concise))
        guard result.succeeded else {
            Self.say(result.logText)
            throw PluginFailure("building '\(tool)' failed (the log is above)")
        }
        guard let executable = result.builtArtifacts.first(where: { $0.kind == .executable }) else {
            throw PluginFailure("building '\(tool)' produced no executable")
        }
        let process = Process()
        process.executableURL = executable.url
        process.arguments = arguments
        // `swift package`, which started this plugin.
        let invoker = getppid()
        var environment = ProcessInfo.processInfo.environment
        // The tool exits once `swift package` is gone (see `ParentWatch` in TrellisCommandLine):
        // stopping it stops a storybook, though this plugin would outlive it.
        environment["TRELLIS_PLUGIN_PARENT"] = String(invoker)
        process.environment = environment
        #if os(Linux)
        if let output = Self.reopen("/proc/\(invoker)/fd/1"), let error = Self.reopen("/proc/\(invoker)/fd/2") {
            process.standardOutput = output
            process.standardError = error
        }
        #endif
        try process.run()
        process.waitUntilExit()
        // The tool printed its own message; its status (1 a failed check, 2 bad input) is ours.
        if process.terminationStatus != 0 { exit(process.terminationStatus) }
    }

    /// The executable product of the package's one target that depends on `TrellisCommandLine`.
    static func tool(in package: Package) throws -> String {
        let tools = package.targets.filter { target in
            guard let module = target as? SwiftSourceModuleTarget, module.kind == .executable else { return false }
            return module.dependencies.contains { dependency in
                if case .product(let product) = dependency { return product.name == library }
                return false
            }
        }
        guard let target = tools.first, tools.count == 1 else {
            let found = tools.isEmpty ? "none" : tools.map(\.name).joined(separator: ", ")
            throw PluginFailure("""
                package '\(package.displayName)' needs exactly one executable target that depends on the \
                '\(library)' product, with a @main type conforming to TrellisTool that names the catalog \
                (found: \(found)); see docs/cli.md "On your own catalog"
                """)
        }
        let products = package.products.filter { $0 is ExecutableProduct && $0.targets.contains { $0.id == target.id } }
        return products.first?.name ?? target.name
    }

    /// A new descriptor on what `path` (a /proc fd link) refers to, appending; `nil` where it
    /// cannot be reopened (a socket).
    static func reopen(_ path: String) -> FileHandle? {
        let descriptor = open(path, O_WRONLY | O_APPEND)
        return descriptor < 0 ? nil : FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }

    static func say(_ text: String) {
        FileHandle.standardError.write(Data("trellis plugin: \(text)\n".utf8))
    }
}

/// What stops the plugin, said in one line.
struct PluginFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
