import Foundation
import Testing

/// `trellis storybook` end to end: the static export, and the mistakes that exit 2 before serving.
/// (The live server is driven by `TrellisStorybookTests` over HTTP and by `make test-storybook` in Chromium.)
@Suite("trellis storybook")
struct StorybookCommandTests {
    @Test("--export writes every sample on the chosen devices and index.html, and says where")
    func export() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("storybook-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try TrellisBinary.run(["storybook", "--export", directory.path, "--devices", "iphone-x"])
        #expect(run.status == 0, "\(run)")
        let samples = try TrellisBinary.run(["list", "--json"])
        let screens = try #require(try JSONSerialization.jsonObject(with: Data(samples.stdout.utf8)) as? [[String: Any]])
        let count = screens.reduce(0) { $0 + (($1["samples"] as? [String])?.count ?? 0) }
        #expect(run.stdoutLines.first?.hasPrefix("wrote \(count) PNGs and \(directory.path)/index.html in ") == true, "\(run)")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        // One PNG per sample, a right-to-left one named so.
        #expect(files.filter { $0.hasSuffix("-iphone-x.png") || $0.hasSuffix("-iphone-x-rtl.png") }.count == count)
        #expect(files.contains("index.html") && files.contains("login-inProgress-iphone-x.png"))
    }

    @Test("An unknown export device, a port out of range and a broker that is not mqtt:// exit 2 naming the problem")
    func mistakes() throws {
        let device = try TrellisBinary.run(["storybook", "--export", "/tmp/never-written", "--devices", "nokia-3310"])
        #expect(device.status == 2)
        #expect(device.stderrLines.first?.contains("unknown device 'nokia-3310' (known: iphone-se") == true, "\(device)")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/never-written"))
        let port = try TrellisBinary.run(["storybook", "--port", "70000"])
        #expect(port.status == 2)
        #expect(port.stderrLines.first == "trellis storybook: --port: '70000' is not in 0…65535", "\(port)")
        let broker = try TrellisBinary.run(["storybook", "--port", "0", "--broker", "http://127.0.0.1:1883"])
        #expect(broker.status == 2)
        #expect(broker.stderrLines.first?.hasPrefix("trellis storybook: --broker: ") == true
                    && broker.stderrLines.first?.contains("mqtt://HOST:PORT") == true, "\(broker)")
    }
}
