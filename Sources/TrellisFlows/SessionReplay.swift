import Foundation
import JSONPaths
import PangoText
import StoreTesting
import TrellisElements
import TrellisCairo
import TrellisCatalog
import TrellisSessions

/// A session played again against the feature as it is now: the same feature in the same
/// scenario, configuration and fonts, on a virtual clock, given the recorded inputs at their
/// recorded times; recorded again while it runs, so the two recordings compare outcome by outcome
/// (`divergence`) and the new one can replace the old (`trellis replay --update`).
///
/// ```swift
/// let replay = try await SessionReplay.run(try Session(parsing: bytes), in: .demo())
/// if let divergence = replay.divergence { print(divergence) }   // step, input, JSON paths
/// ```
///
/// Deterministic: the same file gives the same Props, Commands and PNG bytes at every step.
public struct SessionReplay: Sendable {
    /// The session as it was recorded.
    public let recorded: Session
    /// The session the replay recorded (the same inputs, steps and pictures; what the feature
    /// does now).
    public let replayed: Session

    /// Where the replay first did something else than the recording; `nil`: all matches.
    public var divergence: SessionDivergence? { recorded.divergence(from: replayed) }

    /// Replays `session` with the features and screens of `catalog`.
    /// - Parameter pictures: Called with each picture's name and PNG bytes where the recording
    ///   took one (`trellis run` marks every PNG it writes); a session without pictures gets
    ///   `000.png` at the start and one after each step (each input when it has no steps).
    /// - Throws: `SessionError` naming the JSON path when the session cannot be replayed here:
    ///   an unknown feature, scenario, screen, sample or font profile, Props of the start that do
    ///   not decode, or a session whose oldest events were dropped. Nothing runs before this is
    ///   checked.
    public static func run(_ session: Session, in catalog: Catalog,
                           pictures: (@Sendable (String, [UInt8]) async throws -> Void)? = nil) async throws -> SessionReplay {
        let plan = try Plan(session, catalog: catalog)
        let flow = try await plan.start()
        // Recorded without bounds, so a replay that does more than the recording is compared whole.
        let recorder = await flow.record(sample: plan.sample, limits: SessionLimits(events: Int(Int32.max), bytes: Int.max >> 11))
        do {
            try await play(session, on: flow, recorder: recorder, pictures: pictures)
        } catch {
            await abandon(flow, recorder)
            throw error
        }
        var replayed = recorder.session
        replayed.limits = session.limits
        await abandon(flow, recorder)
        return SessionReplay(recorded: session, replayed: replayed)
    }

    /// Plays `session` up to and including its event `last` on the feature as it is now, then
    /// hands over the running flow and the recorder that recorded the replay (and goes on
    /// recording): "continue from here" in the storybook's timeline. What came after `last` is
    /// dropped. Where the recording holds the feature's state at that point, the replay must
    /// reach the same state.
    /// - Throws: `SessionError` for a session that cannot be replayed (see `run`), an event
    ///   index outside it, or a replay that reached another state (naming the JSON path).
    public static func resume(_ session: Session, through last: Int, in catalog: Catalog) async throws
        -> (flow: Flow, recorder: SessionRecorder) {
        guard session.events.indices.contains(last) else {
            throw SessionError(path: JSONPath.root.appending(key: "events"),
                               reason: "no event \(last): the session holds \(session.events.count)")
        }
        var head = session
        head.events = session.events[...last].filter { if case .picture = $0.kind { false } else { true } }
        head.duration = session.events[last].time
        let plan = try Plan(head, catalog: catalog)
        let flow = try await plan.start()
        let recorder = await flow.record(sample: plan.sample, limits: session.limits)
        do {
            try await play(head, on: flow, recorder: recorder, pictures: nil, inventsPictures: false)
        } catch {
            await abandon(flow, recorder)
            throw error
        }
        // The state recorded at that revision (it follows its Props), if any, is what the replay reached.
        let stateIndex = session.events.indices[last...].prefix(2).first { index in
            if case .state = session.events[index].kind { true } else { false }
        }
        let reachedState = recorder.session.events.last { if case .state = $0.kind { true } else { false } }
        if let stateIndex, case .state(let recorded) = session.events[stateIndex].kind,
           case .state(let reached)? = reachedState?.kind, let first = recorded.differences(to: reached).first {
            await abandon(flow, recorder)
            throw SessionError(path: JSONPath(JSONPath.root.appending(key: "events").appending(index: stateIndex)
                                                  .appending(key: "state").components + first.path.components),
                               reason: "played again, the feature reached another state here: "
                                   + "\(JSONDifference.text(first.old)) was recorded, \(JSONDifference.text(first.new)) reached")
        }
        return (flow, recorder)
    }

    /// Stops recording and closes the replay's runtime.
    private static func abandon(_ flow: Flow, _ recorder: SessionRecorder) async {
        await recorder.stop()
        await flow.core.close()
    }

    /// Gives `flow` the session's inputs at their times, marking its steps and pictures
    /// (`inventsPictures`: one at the start and after each step when the recording marked none).
    private static func play(_ session: Session, on flow: Flow, recorder: SessionRecorder,
                             pictures: (@Sendable (String, [UInt8]) async throws -> Void)?,
                             inventsPictures: Bool = true) async throws {
        let marked = !inventsPictures || session.events.contains { if case .picture = $0.kind { true } else { false } }
        let hasSteps = session.events.contains { if case .step = $0.kind { true } else { false } }
        var count = 0
        func picture(_ name: String?) async throws {
            let name = name ?? String(format: "%03d.png", count)
            count += 1
            recorder.mark(picture: name)
            if let pictures { try await pictures(name, await flow.png().png) }
        }
        if !marked { try await picture(nil) }
        var inStep = false
        for event in session.events {
            switch event.kind {
            case .input(let input, _):
                // The screen shows what the store holds before every input, as a flow's does.
                await flow.catchUp(to: event.time)
                await flow.core.input(input)
                if !marked, !hasSteps { try await picture(nil) }
            case .step(let json, _):
                await flow.catchUp(to: event.time, onlyForward: true)
                if !marked, inStep { try await picture(nil) }
                recorder.mark(step: json)
                inStep = true
            case .picture(let name):
                await flow.catchUp(to: event.time)
                try await picture(name)
            case .props, .state, .command:
                // Outcomes are not fed; the clock runs to them (an effect due then wakes).
                await flow.catchUp(to: event.time, onlyForward: true)
            }
        }
        await flow.catchUp(to: session.duration)
        if !marked, inStep { try await picture(nil) }
    }

    /// What a replay starts, resolved (and checked) before anything runs.
    private struct Plan {
        var starter: @Sendable (ScreenRenderer) async throws -> Flow
        var renderer: ScreenRenderer
        var sample: String?

        init(_ session: Session, catalog: Catalog) throws(SessionError) {
            guard session.dropped == 0 else {
                throw SessionError(path: JSONPath.root.appending(key: "dropped"),
                                   reason: "the recording dropped its \(session.dropped) oldest events to stay within its limits, "
                                       + "so its start is gone: it can be shown, not replayed")
            }
            if let fonts = session.fonts {
                guard let profile = FontProfile(rawValue: fonts) else {
                    throw SessionError(path: JSONPath.root.appending(key: "fonts"),
                                       reason: "unknown font profile \"\(fonts)\" (known: \(FontProfile.allCases.map(\.rawValue).joined(separator: ", ")))")
                }
                renderer = ScreenRenderer(fonts: profile)
            } else {
                renderer = ScreenRenderer()
            }
            let configuration = session.configuration
            switch session.start {
            case .feature(let name, let scenario):
                let feature: FeatureEntry
                do {
                    feature = try catalog.feature(named: name)
                } catch {
                    throw SessionError(path: JSONPath.root.appending(key: "feature"), reason: error.description)
                }
                guard feature.scenarioNames.contains(scenario) else {
                    throw SessionError(path: JSONPath.root.appending(key: "scenario"),
                                       reason: CatalogError.unknownScenario(feature: name, scenario: scenario,
                                                                            known: feature.scenarioNames).description)
                }
                guard feature.screen.name == session.screen else {
                    throw SessionError(path: JSONPath.root.appending(key: "screen"),
                                       reason: "feature '\(name)' shows screen '\(feature.screen.name)', not '\(session.screen)'")
                }
                starter = { renderer in try await Flow.start(feature, scenario: scenario, on: configuration, renderer: renderer) }
            case .screen(let sample):
                self.sample = sample
                let entry: CatalogEntry
                do {
                    entry = try catalog.entry(named: session.screen)
                } catch {
                    throw SessionError(path: JSONPath.root.appending(key: "screen"), reason: error.description)
                }
                let props = try Self.startProps(of: session, entry: entry, sample: sample)
                starter = { renderer in try await Flow.start(entry, props: props, on: configuration, renderer: renderer) }
            }
        }

        func start() async throws -> Flow { try await starter(renderer) }

        /// A plain screen starts from its sample, else from the first revision's Props (with the
        /// default sample's Commands).
        static func startProps(of session: Session, entry: CatalogEntry, sample: String?) throws(SessionError) -> ScreenProps {
            if let sample {
                do {
                    return try entry.sample(named: sample)
                } catch {
                    throw SessionError(path: JSONPath.root.appending(key: "sample"), reason: error.description)
                }
            }
            guard let first = session.revisions.first else {
                throw SessionError(path: JSONPath.root.appending(key: "events"),
                                   reason: "a session of a screen without a sample starts with its Props (a \"props\" event)")
            }
            do {
                return try entry.props(fromJSON: Data(first.props.serialized(pretty: false)), commandsOf: entry.defaultSample.props,
                                       strict: true)
            } catch {
                let path = JSONPath.root.appending(key: "events").appending(index: first.event).appending(key: "props")
                throw SessionError(path: JSONPath(path.components + error.path.components), reason: error.reason)
            }
        }
    }
}

extension Flow {
    /// Moves the virtual clock to `time` seconds (never back) and lets the feature catch up
    /// (`onlyForward`: only when the clock moved).
    func catchUp(to time: Double, onlyForward: Bool = false) async {
        let target = TestClock.Instant(offset: .nanoseconds(Int64((time * 1e9).rounded())))
        let moves = clock.now < target
        if moves { await advanceClock(to: target) }
        if moves || !onlyForward { await settle() }
    }
}
