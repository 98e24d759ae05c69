import Foundation
import HTTPTypes
import Hummingbird
import JSONPaths
import TrellisSessions

/// The routes of running features (the page's run mode and its timeline):
///
/// | route | answer |
/// |---|---|
/// | `POST /api/run/start?run=NAME&scenario=S&device=…` (the configuration words of `/render.png`) | starts it, recorded: its status (below) |
/// | `POST /api/run/start?screen=NAME&sample=S&device=…` | runs a plain screen showing a sample (no feature behind it): its status, with `sample` |
/// | `POST /api/run/tick?id=` | moves its clock by the real time since the last request: its status |
/// | `POST /api/run/input?id=` (a ``RunInput`` as JSON) | applies a pointer event, text, a key or a flow step: its status |
/// | `GET /api/run/frame.png?id=` | the screen now |
/// | `GET /api/run/targets?id=` | the keyed, tappable and field views: key, Command, frame in points |
/// | `GET /api/run/timeline?id=` | the recorded Props revisions, each with what led to it |
/// | `GET /api/run/revision?id=&revision=N` / `revision.png` | revision N's Props JSON / drawn again |
/// | `GET /api/run/revision.patch?id=&revision=N&over=M` | revision N as a patch over revision M, the picture the page shows (below) |
/// | `GET /api/run/diff?id=&from=A&to=B` | the differences of two revisions' Props, by JSON path |
/// | `GET /api/run/session?id=` | the session file (export; `trellis replay` reads it) |
/// | `POST /api/run/import` (a session file) | runs it again to its end: status, and where it diverged |
/// | `POST /api/run/continue?id=&revision=N` | continues from revision N, dropping the rest: status |
/// | `POST /api/run/stop?id=` | stops it |
///
/// A patch is a PNG of the pixels that differ, with the header
/// `Trellis-Patch: X Y WIDTH HEIGHT FULL-WIDTH FULL-HEIGHT` (device pixels) saying where it goes in
/// the whole picture; an empty body (width and height 0) when nothing differs. Over a revision the
/// run did not draw last (`over` absent, or another), it is the whole picture.
///
/// A status: `{"id", "feature", "scenario", "screen", "time", "revisions", "frame", "animating",
/// "settling", "focus", "secure", "device"}`; `frame` changes whenever the screen does; `animating`
/// while frames are drawn, `settling` while something is on its way to rest (an ambient motion,
/// such as the running timer's ring, animates without settling).
extension GalleryServer {
    func addRunRoutes(to router: Router<BasicRequestContext>) {
        router.post("/api/run/start") { request, _ in
            let query = request.query
            let configuration = try GalleryState.configuration(query, catalog: catalog)
            func word(_ name: String) -> String? { query[name].flatMap { $0.isEmpty ? nil : $0 } }
            if let screen = word("screen"), word("run") == nil {
                let run = try await runs.start(screen: screen, sample: word("sample"), on: configuration)
                return Response.json(await run.status())
            }
            guard let name = word("run") else {
                throw GalleryError(.badRequest, "missing 'run' (one of: \(catalog.features.map(\.name).joined(separator: ", "))) "
                                   + "or 'screen' (one of: \(catalog.entries.map(\.name).joined(separator: ", ")))")
            }
            let run = try await runs.start(name, scenario: word("scenario"), on: configuration)
            return Response.json(await run.status())
        }
        router.post("/api/run/tick") { request, _ in
            Response.json(try await runs.run(request.query["id"]).tick())
        }
        router.post("/api/run/input") { request, _ in
            let run = try await runs.run(request.query["id"])
            let input = try RunInput(json: try await collect(request, limit: limits.maxBodyBytes))
            return Response.json(try await run.input(input))
        }
        router.get("/api/run/frame.png") { request, _ in
            Response.png(try await runs.run(request.query["id"]).framePNG())
        }
        router.get("/api/run/targets") { request, _ in
            Response.json(try await runs.run(request.query["id"]).targets())
        }
        router.get("/api/run/timeline") { request, _ in
            Response.json(try await runs.run(request.query["id"]).timeline())
        }
        router.get("/api/run/revision") { request, _ in
            let run = try await runs.run(request.query["id"])
            return Response.json(try await run.revisionProps(try Self.index(request.query, "revision")))
        }
        router.get("/api/run/revision.png") { request, _ in
            let run = try await runs.run(request.query["id"])
            return Response.png(try await run.revisionPNG(try Self.index(request.query, "revision")))
        }
        router.get("/api/run/revision.patch") { request, _ in
            let run = try await runs.run(request.query["id"])
            let over = request.query["over"].flatMap { $0.isEmpty ? nil : $0 }
            let patch = try await run.revisionPatch(try Self.index(request.query, "revision"),
                                                    over: over == nil ? nil : try Self.index(request.query, "over"))
            return patch.response
        }
        router.get("/api/run/diff") { request, _ in
            let run = try await runs.run(request.query["id"])
            return Response.json(try await run.difference(from: try Self.index(request.query, "from"),
                                                          to: try Self.index(request.query, "to")))
        }
        router.get("/api/run/session") { request, _ in
            let run = try await runs.run(request.query["id"])
            let status = await run.status()
            let name = switch status["feature"] ?? status["screen"] {
            case .string(let name)?: name
            default: "run"
            }
            return Response(status: .ok,
                            headers: [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store",
                                      .contentDisposition: "attachment; filename=\"\(name).session.json\""],
                            body: ResponseBody(byteBuffer: ByteBuffer(bytes: await run.sessionFile())))
        }
        router.post("/api/run/import") { request, _ in
            let bytes = try await collect(request, limit: limits.maxSessionBytes)
            let session: Session
            do {
                session = try Session(parsing: bytes)
            } catch let error as SessionError {
                throw GalleryError(session: error, "import")
            }
            let (run, divergence) = try await runs.start(replaying: session)
            guard case .object(var members) = await run.status() else { return Response.json(.null) }
            members.append(("divergence", divergence.map { .string($0.description) } ?? .null))
            return Response.json(.object(members))
        }
        router.post("/api/run/continue") { request, _ in
            let run = try await runs.run(request.query["id"])
            return Response.json(try await run.continueFrom(try Self.index(request.query, "revision")))
        }
        router.post("/api/run/stop") { request, _ in
            try await runs.stop(request.query["id"])
            return Response.json(.object([("stopped", .bool(true))]))
        }
    }

    /// A non-negative integer query parameter.
    private static func index(_ query: [String: String], _ name: String) throws(GalleryError) -> Int {
        guard let text = query[name], let value = Int(text), value >= 0 else {
            throw GalleryError(.badRequest, "\(name): give a revision number (0, 1, …), got '\(query[name] ?? "")'")
        }
        return value
    }
}

extension Response {
    /// PNG bytes, never cached.
    static func png(_ bytes: [UInt8]) -> Response {
        Response(status: .ok, headers: [.contentType: "image/png", .cacheControl: "no-store"],
                 body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}
