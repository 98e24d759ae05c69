import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import TrellisCatalog
import TrellisLive
import TrellisScreens
import TrellisStorybook

/// A real gallery server on a free loopback port for one test, spoken to over HTTP.
struct RunningGallery: Sendable {
    let base: URL

    /// Runs `body` against a server of `catalog` (the demo catalog by default); stops the server afterwards.
    static func with<T: Sendable>(catalog: Catalog = .demo(), limits: GalleryLimits = GalleryLimits(), live: LiveLink? = nil,
                                  _ body: @Sendable (RunningGallery) async throws -> T) async throws -> T {
        let server = GalleryServer(catalog: catalog, limits: limits, live: live)
        let shutdown = GalleryShutdown()
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        let task = Task {
            try await server.run(host: "127.0.0.1", port: 0, shutdown: shutdown) { port in continuation.yield(port) }
        }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next() else { throw GalleryTestError("the server did not start") }
        let result: Result<T, any Error>
        do {
            result = .success(try await body(RunningGallery(base: URL(string: "http://127.0.0.1:\(port)")!)))
        } catch {
            result = .failure(error)
        }
        shutdown.trigger()
        try await task.value  // stops gracefully, or the test fails with the server's error
        return try result.get()
    }

    struct Reply {
        let status: Int
        let contentType: String
        let data: Data
        var headers: [String: String] = [:]
        var text: String { String(decoding: data, as: UTF8.self) }
        /// The JSON body as a dictionary (error replies and objects).
        var object: [String: Any] { (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:] }
        var array: [[String: Any]] { (try? JSONSerialization.jsonObject(with: data)) as? [[String: Any]] ?? [] }
    }

    func get(_ path: String) async throws -> Reply {
        try await send(URLRequest(url: URL(string: base.absoluteString + path)!))
    }

    func post(_ path: String, body: Data) async throws -> Reply {
        var request = URLRequest(url: URL(string: base.absoluteString + path)!)
        request.httpMethod = "POST"
        request.httpBody = body
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        return try await send(request)
    }

    private func send(_ request: URLRequest) async throws -> Reply {
        let (data, response) = try await URLSession.shared.data(for: request)
        guard let http = response as? HTTPURLResponse else { throw GalleryTestError("not an HTTP response") }
        var headers: [String: String] = [:]
        for (name, value) in http.allHeaderFields { headers["\(name)".lowercased()] = "\(value)" }
        return Reply(status: http.statusCode, contentType: http.value(forHTTPHeaderField: "Content-Type") ?? "", data: data,
                     headers: headers)
    }
}

struct GalleryTestError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Width and height from a PNG's IHDR chunk.
func pngSize(_ data: Data) -> (width: Int, height: Int)? {
    let bytes = [UInt8](data)
    guard bytes.count > 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { return nil }
    func int(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (int(16), int(20))
}

/// Byte equality that reports a size, not a dump of both buffers, when it fails.
func same(_ left: Data, _ right: Data) -> Bool {
    left == right
}
