import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdWebSocket
import JSONPaths
import TrellisElements

/// The live canvas's socket, `GET /api/run/socket?id=RUN` (a WebSocket upgrade; `id` from
/// `POST /api/run/start`): the running feature's mount instructions out, the page's input in.
///
/// Messages are JSON text frames, each with `"v": 1`:
/// - out, first: `{"type": "reset", "id", "size": [w, h], "scale", "fonts": {family: family}, "focus", "ops": […]}` —
///   the ops that build the whole mounted tree (a reconnected page starts over from it);
/// - out, then: `{"type": "batch", "focus", "ops": […]}` for every batch the runtime mounts (see
///   ``WebMountEncoder``), in order, with the focused field (`{"key", "secure"}` or null);
///   `{"type": "error", "message"}` for an input refused (or inputs over
///   `GalleryLimits.maxCanvasInputsPerSecond`, said once a second); `{"type": "closed", "reason"}`
///   last, when another page opens the run's canvas or the run stops (one canvas per run), or
///   first, for a run that does not exist. A run continued from a revision closes the socket
///   without a message: the page reconnects and starts from the new runtime's tree;
/// - in: one ``RunInput`` (`{"pointer": "down", "at": [x, y]}`, `{"text": …}`, `{"key": …}`,
///   `{"step": …}`), at most `GalleryLimits.maxBodyBytes` a message.
///
/// While the socket is open the feature's clock follows real time (a tick every 1/60 s), so timers
/// fire and animations stream as batches without the page asking.
extension GalleryServer {
    func webSocketRouter() -> Router<BasicWebSocketRequestContext> {
        let router = Router(context: BasicWebSocketRequestContext.self)
        router.ws("/api/run/socket") { _, _ in
            .upgrade([:])
        } onUpgrade: { inbound, outbound, context in
            let id = context.request.uri.queryParameters["id"].map(String.init)
            await serveCanvas(id: id, inbound: inbound, outbound: outbound)
        }
        return router
    }

    private func serveCanvas(id: String?, inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async {
        let run: FeatureRun
        do {
            run = try await runs.run(id)
        } catch {
            // No such run (stopped, or closed idle): a page reconnecting would never get one.
            try? await outbound.write(.text(CanvasMessage.closed(error.message)))
            return
        }
        let (events, continuation) = AsyncStream.makeStream(of: CanvasEvent.self)
        let (number, tree, encoder) = await run.attachCanvas({ continuation.yield(.batch($0)) }, end: { reason in
            continuation.yield(.end(reason))
            continuation.finish()
        })
        let limit = limits.maxCanvasInputsPerSecond
        do {
            let accessibility = await run.flow.core.accessibilityTree
            try await outbound.write(.text(await CanvasMessage.reset(run, encoder.ops(building: tree), accessibility: accessibility.json)))
            try await withThrowingTaskGroup(of: Void.self) { tasks in
                tasks.addTask {
                    var sent = accessibility
                    for await event in events {
                        switch event {
                        case .batch(let batch):
                            let ops = encoder.ops(of: batch)
                            guard !ops.isEmpty else { continue }
                            // The accessibility tree goes along when it changed (most frames of an
                            // animation leave it as it was).
                            let now = await run.flow.core.accessibilityTree
                            let changed = now != sent
                            sent = now
                            try await outbound.write(.text(CanvasMessage.batch(ops, focus: await run.canvasFocus,
                                                                               accessibility: changed ? now.json : nil)))
                        case .end(.restarted):
                            // The run goes on on a new runtime: the page reconnects and starts from its tree.
                            return
                        case .end(let reason):
                            try await outbound.write(.text(CanvasMessage.closed(reason.description)))
                            return
                        }
                    }
                }
                tasks.addTask {
                    // On a fixed 60 Hz beat: a slow tick is followed by a shorter wait, not a
                    // later frame, and a missed beat is skipped rather than made up.
                    let clock = ContinuousClock(), beat = Duration.microseconds(16_667)
                    var next = clock.now + beat
                    while true {
                        try await clock.sleep(until: next, tolerance: .milliseconds(1))
                        _ = await run.tick()
                        next += beat
                        if next < clock.now { next = clock.now + beat }
                    }
                }
                tasks.addTask {
                    // At most `limit` inputs a second; the rest of that second is dropped, said once.
                    var window = ContinuousClock.now, count = 0, told = false
                    for try await message in inbound.messages(maxSize: limits.maxBodyBytes) {
                        let now = ContinuousClock.now
                        if now - window >= .seconds(1) { window = now; count = 0; told = false }
                        count += 1
                        guard count <= limit else {
                            if !told {
                                told = true
                                try await outbound.write(.text(CanvasMessage.error(
                                    "input: more than \(limit) messages a second; the rest of this second is dropped")))
                            }
                            continue
                        }
                        let bytes: [UInt8] = switch message {
                        case .text(let text): Array(text.utf8)
                        case .binary(let buffer): Array(buffer.readableBytesView)
                        }
                        do throws(GalleryError) {
                            _ = try await run.input(try RunInput(json: bytes))
                        } catch {
                            try await outbound.write(.text(CanvasMessage.error(error.message)))
                        }
                    }
                }
                // The page leaving, the run's canvas taken over or stopped: the socket is done.
                _ = try await tasks.next()
                tasks.cancelAll()
            }
        } catch {
            // The page went away or sent what the socket refuses (a frame over the limit): the
            // run stays, and a page that reconnects starts again from the whole tree.
        }
        continuation.finish()
        await run.detachCanvas(number)
    }
}

/// What a canvas's socket is told by its run.
enum CanvasEvent: Sendable {
    /// The runtime mounted a batch.
    case batch(MountBatch)
    /// The canvas no longer follows the run.
    case end(CanvasEnd)
}

/// Why a canvas stops following its run.
enum CanvasEnd: Sendable, CustomStringConvertible {
    /// Another page opened the run's canvas.
    case takenOver
    /// The run was stopped.
    case stopped
    /// The run continues from a revision on a new runtime (the page reconnects to it).
    case restarted

    var description: String {
        switch self {
        case .takenOver: "another page opened this run's live canvas"
        case .stopped: "the run was stopped"
        case .restarted: "the run continues on a new runtime"
        }
    }
}

/// The socket's outgoing messages, as JSON text.
enum CanvasMessage {
    static let version = JSONValue.number(1)

    /// The whole tree; `accessibility` is what a screen reader finds on it (``AccessibilityTree``'s JSON).
    static func reset(_ run: FeatureRun, _ ops: [JSONValue], accessibility: JSONValue) async -> String {
        let device = await run.canvasDevice
        return JSONValue.object([
            ("v", version), ("type", .string("reset")), ("id", .string(run.id)),
            ("size", .array([.number(device.width), .number(device.height)])), ("scale", .number(device.scale)),
            ("fonts", .object(device.fonts.sorted { $0.key < $1.key }.map { ($0.key, JSONValue.string($0.value)) })),
            ("focus", focus(await run.canvasFocus)), ("ops", .array(ops)), ("accessibility", accessibility),
        ]).jsonText
    }

    /// Mount instructions; `accessibility` when the accessibility tree changed with them.
    static func batch(_ ops: [JSONValue], focus: (key: String?, secure: Bool), accessibility: JSONValue? = nil) -> String {
        var members: [(String, JSONValue)] = [("v", version), ("type", .string("batch")), ("focus", self.focus(focus)), ("ops", .array(ops))]
        if let accessibility { members.append(("accessibility", accessibility)) }
        return JSONValue.object(members).jsonText
    }

    /// `{"key", "secure"}` of the focused field, or null.
    private static func focus(_ focus: (key: String?, secure: Bool)) -> JSONValue {
        guard let key = focus.key else { return .null }
        return .object([("key", .string(key)), ("secure", .bool(focus.secure))])
    }

    /// The socket's last message: the canvas no longer follows the run (a page does not reconnect).
    static func closed(_ reason: String) -> String {
        JSONValue.object([("v", version), ("type", .string("closed")), ("reason", .string(reason))]).jsonText
    }

    static func error(_ message: String) -> String {
        JSONValue.object([("v", version), ("type", .string("error")), ("message", .string(message))]).jsonText
    }
}
