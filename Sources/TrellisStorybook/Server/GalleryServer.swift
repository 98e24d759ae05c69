import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdWebSocket
import JSONPaths
import LayoutLint
import Logging
import PangoText
import Render
import ServiceLifecycle
import SnapshotReports
import TrellisElements
import TrellisCairo
import TrellisCatalog
import TrellisLive

/// The storybook's HTTP server: a catalog's screens as a web gallery (Hummingbird 2).
///
/// | route | answer |
/// |---|---|
/// | `GET /` | the gallery page (`Page/gallery.html`, embedded; no CDN) |
/// | `GET /gallery.js` | its script (`Page/gallery.js`, embedded) |
/// | `GET /api/catalog` | screens and samples, devices, text sizes, schemes |
/// | `GET /api/schema?screen=` | the JSON Schema (2020-12) of the screen's Props |
/// | `GET /api/props?screen=&sample=` | a sample's Props JSON (Commands by name) |
/// | `GET /render.png?screen=&sample=&props=&device=&landscape=&scheme=&rtl=&textSize=` | the PNG of that state |
/// | `POST /render.png?…` (Props JSON body) | the PNG of those Props |
/// | `POST /api/tap?…&x=&y=` (Props JSON body optional) | hit-tests the point (in points), performs the Command |
/// | `POST /api/tappable?…` (Props JSON body optional) | the tappable views: Command name and frame in points |
/// | `POST /api/lint?…` (Props JSON body optional) | the snapshot lint's findings (`SnapshotLint`) on that state's laid-out tree |
/// | `GET /api/live` | with a ``LiveLink``: the live screens (app, device, screen, online/offline, Props) |
/// | `POST /api/live/set?app=&device=&screen=&mode=set\|pin\|release` (Props JSON body) | publishes the edit, answers the screen's ack |
/// | `GET /api/live/session?app=&device=&screen=` | the screen's remote timeline from its `session` topic (``LiveTimeline``) |
/// | `GET /api/actions` | server-sent events: every performed Command (name, value, time) |
/// | `GET /api/actions/recent?after=N` | the kept actions after sequence N, as JSON |
/// | `GET /api/run/socket?id=` (WebSocket) | a run's live canvas: its mount instructions out, input in (see `webSocketRouter()`) |
/// | `GET /host.js` | the live canvas's interpreter (`Page/host.js`, embedded) |
/// | `/api/run/…` | running features: start, tick, input, frame, timeline, export, import, continue (see `addRunRoutes`) |
///
/// Every screen renders through the one pipeline (`ScreenRenderer`: a `Runtime` on a Cairo host).
/// Bad requests get a 4xx with a JSON message (`GalleryError`); bodies and Props are bounded
/// (`GalleryLimits`). Binds to loopback unless told otherwise.
///
/// Threading: a value; each request runs on its own task, each render or tap in a runtime of its own.
public struct GalleryServer: Sendable {
    public let catalog: Catalog
    public let limits: GalleryLimits
    let renderer: ScreenRenderer
    /// Live screens over MQTT (`trellis storybook --broker`), or nil: no live panel.
    public let live: LiveLink?
    let actions = ActionLog()
    /// The features the pages are running.
    let runs: FeatureRuns

    public init(catalog: Catalog, renderer: ScreenRenderer = ScreenRenderer(), limits: GalleryLimits = GalleryLimits(),
                live: LiveLink? = nil) {
        self.catalog = catalog
        self.renderer = renderer
        self.limits = limits
        self.live = live
        runs = FeatureRuns(catalog: catalog, renderer: renderer, limits: limits)
    }

    /// Serves until `shutdown` is triggered or the task is cancelled (with `stopOnSignals`, also on
    /// SIGINT and SIGTERM). A shutdown is graceful: requests in flight finish, event streams end.
    /// - Parameters:
    ///   - port: 0 picks a free port; `onListening` gets the actual one.
    ///   - warmingUp: Whether each feature is started and stopped once before `onListening`, so
    ///     that the first page to run one does not wait for its first use (`trellis storybook`
    ///     does; about 0.2 s for the demo catalog).
    ///   - onListening: Called once the socket accepts connections, with the bound port.
    public func run(host: String = "127.0.0.1", port: Int = 6006, stopOnSignals: Bool = false,
                    warmingUp: Bool = false, shutdown: GalleryShutdown = GalleryShutdown(),
                    onListening: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        var logger = Logger(label: "trellis-storybook")
        // Failures reach the caller as thrown errors and clients as 4xx replies; HummingbirdCore 2.28
        // logs a graceful stop with keep-alive connections open as errors ("Waiting on child channel:
        // CancellationError"), which would only be noise.
        logger.logLevel = .critical
        let app = Application(router: router(),
                              server: .http1WebSocketUpgrade(webSocketRouter: webSocketRouter(),
                                                             configuration: HTTP1WebSocketUpgradeChannel.Configuration(
                                                                 ws: WebSocketServerConfiguration(maxFrameSize: limits.maxBodyBytes))),
                              configuration: ApplicationConfiguration(address: .hostname(host, port: port),
                                                                      serverName: "trellis-storybook"),
                              onServerRunning: { [runs, catalog] channel in
                                  if warmingUp, let configuration = try? GalleryState.configuration([:], catalog: catalog) {
                                      await runs.warmUp(on: configuration)
                                  }
                                  await onListening(channel.localAddress?.port ?? port)
                              },
                              logger: logger)
        let group = ServiceGroup(configuration: ServiceGroupConfiguration(
            services: [app], gracefulShutdownSignals: stopOnSignals ? [.sigterm, .sigint] : [], logger: logger))
        try await live?.start()
        try await withThrowingTaskGroup(of: Void.self) { tasks in
            tasks.addTask { try await group.run() }
            tasks.addTask {
                await shutdown.requested()
                await group.triggerGracefulShutdown()
            }
            try await tasks.next()
            tasks.cancelAll()
        }
        await actions.finish()
        await runs.stopAll()
        await live?.stop()
    }

    func router() -> Router<BasicRequestContext> {
        let router = Router()
        router.get("/") { _, _ in
            Response(status: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
                     body: ResponseBody(byteBuffer: ByteBuffer(string: GalleryPage.html)))
        }
        for (path, script) in [("/gallery.js", GalleryPage.script), ("/host.js", GalleryPage.host)] {
            router.get(RouterPath(path)) { _, _ in
                Response(status: .ok, headers: [.contentType: "text/javascript; charset=utf-8", .cacheControl: "no-store"],
                         body: ResponseBody(byteBuffer: ByteBuffer(string: script)))
            }
        }
        router.get("/api/catalog") { _, _ in Response.json(catalog.galleryDescription) }
        router.get("/api/schema") { request, _ in
            let state = try GalleryState(query: request.query, body: nil, catalog: catalog, limits: limits)
            do {
                return Response.json(try state.entry.schema())
            } catch {
                throw GalleryError(.unprocessableContent, "\(state.entry.name): no schema: \(error)")
            }
        }
        router.get("/api/props") { request, _ in
            let state = try GalleryState(query: request.query, body: nil, catalog: catalog, limits: limits)
            return try propsResponse(state)
        }
        router.get("/render.png") { request, _ in
            try await render(GalleryState(query: request.query, body: nil, catalog: catalog, limits: limits))
        }
        router.post("/render.png") { request, _ in
            let body = try await collect(request)
            return try await render(GalleryState(query: request.query, body: body, catalog: catalog, limits: limits))
        }
        router.post("/api/tap") { request, _ in
            let body = try await collect(request)
            let state = try GalleryState(query: request.query, body: body, catalog: catalog, limits: limits)
            return try await tap(state, query: request.query)
        }
        router.post("/api/tappable") { request, _ in
            let body = try await collect(request)
            let state = try GalleryState(query: request.query, body: body, catalog: catalog, limits: limits)
            let shot: Shot
            do {
                shot = try await renderer.render(state.entry, props: state.props, on: state.configuration)
            } catch {
                throw GalleryError(.unprocessableContent, "\(error)")
            }
            return Response.json(.array(shot.mounted.tappableViews.map(\.json)))
        }
        router.post("/api/lint") { request, _ in
            let body = try await collect(request)
            return try await lint(GalleryState(query: request.query, body: body, catalog: catalog, limits: limits))
        }
        router.get("/api/live") { _, _ in
            Response.json(.object([("screens", .array(try await liveLink().list().map(\.json)))]))
        }
        router.post("/api/live/set") { request, _ in
            let body = try await collect(request)
            return try await liveEdit(request.query, body: body)
        }
        router.get("/api/live/session") { request, _ in
            try await liveTimeline(request.query)
        }
        router.get("/api/actions") { _, _ in
            let stream = await actions.subscribe()
            let body = ResponseBody { writer in
                try await writer.write(ByteBuffer(string: ": trellis storybook action log\n\n"))
                // Open streams must not hold up a graceful shutdown (Ctrl-C, SIGTERM).
                for await entry in stream.cancelOnGracefulShutdown() {
                    let json = String(decoding: entry.json.serialized(pretty: false), as: UTF8.self)
                    try await writer.write(ByteBuffer(string: "id: \(entry.sequence)\nevent: action\ndata: \(json)\n\n"))
                }
                try await writer.finish(nil)
            }
            return Response(status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-store"], body: body)
        }
        router.get("/api/actions/recent") { request, _ in
            let after = request.query["after"].flatMap { Int($0) } ?? 0
            return Response.json(.array(await actions.entries(after: after).map(\.json)))
        }
        addRunRoutes(to: router)
        return router
    }

    /// The request body, at most `limit` bytes (default `limits.maxBodyBytes`).
    func collect(_ request: Request, limit: Int? = nil) async throws(GalleryError) -> [UInt8] {
        let limit = limit ?? limits.maxBodyBytes
        do {
            let buffer = try await request.body.collect(upTo: limit)
            return Array(buffer.readableBytesView)
        } catch {
            throw GalleryError(.contentTooLarge, "request body over the limit of \(limit) bytes")
        }
    }

    private func propsResponse(_ state: GalleryState) throws(GalleryError) -> Response {
        let data: Data
        do {
            data = try state.entry.json(of: state.props)
        } catch {
            throw GalleryError(.unprocessableContent, "\(state.entry.name): \(error)")
        }
        return Response(status: .ok, headers: [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"],
                        body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// The state drawn: a PNG (the render time in `X-Render-Milliseconds`); 422 naming the depth
    /// for a screen deeper than the layout lays out (`LayoutSession.maximumDepth`).
    private func render(_ state: GalleryState) async throws -> Response {
        let start = ContinuousClock.now
        let shot: Shot
        do {
            shot = try await renderer.render(state.entry, props: state.props, on: state.configuration)
        } catch {
            throw GalleryError(.unprocessableContent, error.description)
        }
        if let refusal = shot.layoutDiagnostics.first(where: \.isTooDeep) {
            throw GalleryError(.unprocessableContent, "\(state.entry.name): \(refusal)")
        }
        let png = shot.png
        let elapsed = ContinuousClock.now - start
        let milliseconds = Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000
        return Response(status: .ok,
                        headers: [.contentType: "image/png", .cacheControl: "no-store",
                                  HTTPField.Name("X-Render-Milliseconds")!: String(format: "%.1f", milliseconds)],
                        body: ResponseBody(byteBuffer: ByteBuffer(bytes: png)))
    }

    /// The snapshot lint's findings over the state's laid-out tree, measured by the renderer's
    /// measurer: `{"findings": [{"rule", "path", "key", "kind", "message"}]}`.
    private func lint(_ state: GalleryState) async throws -> Response {
        let shot: Shot
        do {
            shot = try await renderer.render(state.entry, props: state.props, on: state.configuration)
        } catch {
            throw GalleryError(.unprocessableContent, error.description)
        }
        let findings = SnapshotLint().findings(in: shot, renderer: renderer)
        return Response.json(.object([("findings", .array(findings.map(\.json)))]))
    }

    private func liveLink() throws(GalleryError) -> LiveLink {
        guard let live else { throw GalleryError(.notFound, "no live screens: start the storybook with --broker mqtt://HOST:PORT") }
        return live
    }

    /// Sends the body to a live screen through `set`, `pin` or `release` and answers its ack:
    /// `{"ack": {"ok": true, "revision": N}}` or `{"ack": {"ok": false, "path": …, "reason": …}}`; 504
    /// when no ack came in time, 502 when the broker cannot be reached.
    private func liveEdit(_ query: [String: String], body: [UInt8]) async throws -> Response {
        let live = try liveLink()
        let topics = try liveTopics(query)
        let edit: LiveEdit
        switch query["mode"] ?? "set" {
        case "set": edit = .set
        case "pin": edit = .pin
        case "release": edit = .release
        case let other: throw GalleryError(.badRequest, "mode: '\(other)' is none of set, pin, release")
        }
        guard await live.screen(topics) != nil else {
            throw GalleryError(.notFound, "no live screen \(topics.prefix) (see GET /api/live)")
        }
        let outcome: LiveLink.Outcome
        do {
            outcome = try await live.send(edit, payload: Data(body), to: topics)
        } catch {
            throw GalleryError(.badGateway, "\(topics.prefix)\(edit.rawValue): \(error)")
        }
        switch outcome {
        case .ack(let ack):
            return Response.json(.object([("ack", ack)]))
        case .timedOut(let timeout):
            throw GalleryError(.gatewayTimeout, "\(topics.prefix)\(edit.rawValue): no ack from the screen within \(timeout)")
        }
    }

    /// The live screen `app=`, `device=` and `screen=` name.
    private func liveTopics(_ query: [String: String]) throws(GalleryError) -> LiveTopics {
        do {
            return try LiveTopics(app: query["app"] ?? "", device: query["device"] ?? "", screen: query["screen"] ?? "")
        } catch {
            throw GalleryError(.badRequest, "live screen: \(error.description) (give app=, device= and screen=)")
        }
    }

    /// The remote timeline of a live screen (``LiveTimeline``): 404 for an unknown screen or one
    /// that published no session, 502 when its last `session` payload could not be read.
    private func liveTimeline(_ query: [String: String]) async throws -> Response {
        let live = try liveLink()
        let topics = try liveTopics(query)
        guard let screen = await live.screen(topics) else {
            throw GalleryError(.notFound, "no live screen \(topics.prefix) (see GET /api/live)")
        }
        if let error = screen.sessionError {
            throw GalleryError(.badGateway, "\(topics.session) is no session: \(error)")
        }
        guard let session = screen.session else {
            throw GalleryError(.notFound, "\(topics.prefix) has published no session on \(topics.session) "
                               + "(trellis live records one unless --no-session; an app calls LiveSession.publishSession(of:))")
        }
        return Response.json(LiveTimeline(session: session).json(of: (topics.app, topics.device, topics.screen)))
    }

    /// Hit-tests `x`,`y` (points) on the state's screen in a runtime and performs the Command there;
    /// the action log gets it. `{"action": {…}}`, or `{"action": null, "message": …}` on empty space.
    private func tap(_ state: GalleryState, query: [String: String]) async throws -> Response {
        guard let x = query["x"].flatMap(Double.init), let y = query["y"].flatMap(Double.init), x.isFinite, y.isFinite else {
            throw GalleryError(.badRequest, "tap: give the point as x=…&y=… in points")
        }
        let runtime: ScreenRuntime
        do {
            (runtime, _) = try await renderer.runtime(state.entry, props: state.props, on: state.configuration)
        } catch {
            throw GalleryError(.unprocessableContent, error.description)
        }
        guard let command = await runtime.tap(at: Point(x: x, y: y)) else {
            return Response.json(.object([("action", .null), ("message", .string("nothing tappable at (\(x), \(y))"))]))
        }
        let entry = await actions.record(command, screen: state.entry.name, sample: state.sample)
        return Response.json(.object([("action", entry.json)]))
    }
}

extension Request {
    /// The query parameters (percent-decoded; the last of repeated names wins).
    var query: [String: String] {
        Dictionary(uri.queryParameters.map { (String($0.key), String($0.value)) }, uniquingKeysWith: { _, last in last })
    }
}
