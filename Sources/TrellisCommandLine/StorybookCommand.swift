import ArgumentParser
import Foundation
import TrellisElements
import TrellisCatalog
import TrellisLive
import TrellisMQTT
import TrellisStorybook

/// `trellis storybook`: the catalog's screens as a live web gallery (`GalleryServer`), or with
/// `--export DIR` as a static one (`StaticGallery`). A thin host: everything is in TrellisStorybook.
struct StorybookCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "storybook",
        abstract: "Serve a web gallery of every screen and sample, or export a static one.",
        discussion: """
            Prints 'storybook: http://HOST:PORT/' once it listens (--port 0 picks a free port); stops on Ctrl-C.
            Examples:
              trellis storybook                      # http://127.0.0.1:6006/
              trellis storybook --port 0
              trellis storybook --broker mqtt://127.0.0.1:1883   # and its live screens
              trellis storybook --export out/storybook --devices iphone-se,iphone-x,ipad-one-third
            """
    )

    @Option(help: "The TCP port (0: any free one).")
    var port = 6006

    @Option(help: "The address to listen on (loopback unless you mean to share it).")
    var host = "127.0.0.1"

    @Option(help: ArgumentHelp("Write a static gallery (index.html and PNGs) into this directory instead of serving.",
                               valueName: "dir"))
    var export: String?

    @Option(help: ArgumentHelp("Also list live screens (trellis live, or an app) from this MQTT broker and edit them through set/pin.",
                               valueName: "mqtt://host:port"))
    var broker: String?

    @Option(help: "The devices --export draws every sample on, comma-separated.")
    var devices = "iphone-se,iphone-x,ipad-one-third"

    func validate() throws {
        if !(0...65535).contains(port) { throw ValidationError("--port: '\(port)' is not in 0…65535") }
    }

    func run() async throws {
        let catalog = ToolCatalog.current
        if let export {
            let chosen = try devices.split(separator: ",").map { try catalog.display(String($0)) }
            let start = ContinuousClock.now
            let summary: StaticGallery.Summary
            do {
                summary = try await StaticGallery(catalog: catalog, devices: chosen).export(to: URL(fileURLWithPath: export))
            } catch {
                throw BadInput("cannot export to '\(export)': \(error)")
            }
            let seconds = (ContinuousClock.now - start).components
            let elapsed = Double(seconds.seconds) + Double(seconds.attoseconds) / 1e18
            print("wrote \(summary.images.count) PNGs and \(summary.index.path) in \(String(format: "%.2f", elapsed)) s")
            return
        }
        let host = host
        let live: LiveLink?
        do {
            live = try broker.map { try LiveLink(broker: $0) }
        } catch {
            throw BadInput("--broker: \(error)")
        }
        do {
            try await GalleryServer(catalog: catalog, live: live).run(host: host, port: port, stopOnSignals: true,
                                                                     warmingUp: true) { port in
                // Unbuffered: a script reading the URL through a pipe gets it at once.
                FileHandle.standardOutput.write(Data("storybook: http://\(host):\(port)/\n".utf8))
            }
        } catch {
            throw BadInput("cannot serve on \(host):\(port): \(error)")
        }
    }
}
