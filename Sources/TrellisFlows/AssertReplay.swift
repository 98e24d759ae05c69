import Foundation
import Testing
import TrellisCatalog
import TrellisSessions

/// Replays `session` against the feature as it is now and records a test issue (Swift Testing)
/// when it does something else than the recording: the message is `trellis replay`'s — the
/// first divergent step, the input that led there and each JSON path that differs with both
/// values — or why the session cannot be replayed.
///
/// ```swift
/// @Test func loginStillSignsIn() async throws {
///     await assertReplay(try Session(parsing: Data(contentsOf: url)), in: .demo())
/// }
/// ```
/// - Returns: The replay (its `replayed` session for further checks), `nil` when it could not run.
@discardableResult
public func assertReplay(_ session: Session, in catalog: Catalog, named name: String? = nil,
                         sourceLocation: SourceLocation = #_sourceLocation) async -> SessionReplay? {
    let label = name ?? SessionReplay.label(of: session)
    do {
        let replay = try await SessionReplay.run(session, in: catalog)
        if let divergence = replay.divergence {
            Issue.record("\(label) \(divergence)", sourceLocation: sourceLocation)
        }
        return replay
    } catch {
        Issue.record("\(label) cannot be replayed: \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

/// Reads the session file at `path` and replays it (see `assertReplay(_:in:named:)`); a file
/// that cannot be read is an issue naming the JSON path and what is wrong.
@discardableResult
public func assertReplay(file path: String, in catalog: Catalog,
                         sourceLocation: SourceLocation = #_sourceLocation) async -> SessionReplay? {
    let session: Session
    do {
        session = try Session(parsing: try Data(contentsOf: URL(fileURLWithPath: path)))
    } catch let error as SessionError {
        Issue.record("\(path): \(error)", sourceLocation: sourceLocation)
        return nil
    } catch {
        Issue.record("\(path): cannot be read (\(error.localizedDescription))", sourceLocation: sourceLocation)
        return nil
    }
    return await assertReplay(session, in: catalog, named: path, sourceLocation: sourceLocation)
}

extension SessionReplay {
    /// How messages name a session without a file: `the session of login (succeeds)`.
    public static func label(of session: Session) -> String {
        switch session.start {
        case .feature(let feature, let scenario): "the session of \(feature) (\(scenario))"
        case .screen(let sample): "the session of screen \(session.screen)" + (sample.map { " (\($0))" } ?? "")
        }
    }
}
