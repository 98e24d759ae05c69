import Foundation
import JSONPaths
import PropsJSON
import TrellisElements
import TrellisCatalog
import TrellisSessions

/// Live Props for one running screen, made safe against bad edits: publishes its Props,
/// schema and presence (retained) and every performed Command, and takes edits — `set`, `patch`
/// (JSON Merge Patch), `pin`, `release` — decoded strictly against the Props on screen, with the
/// screen's live Commands re-attached by name. Every edit is answered on `ack`; a rejected edit
/// changes nothing, on screen or in `props`. With a ``SessionRecorder`` (``publishSession(of:)``)
/// it also publishes the screen's recent session, retained, on `session`.
///
/// Transport-agnostic: whoever owns the connection hands inbound messages to ``receive(_:)`` one at
/// a time and calls ``republish()`` after every (re)connect.
///
/// ```swift
/// let session = LiveSession(runtime: runtime, topics: try LiveTopics(app: "demo", device: "sim", screen: "login"),
///                           transport: transport)
/// await session.start()
/// let ack = await session.receive(LiveMessage(topic: session.topics.set, payload: json))
/// ```
public actor LiveSession {
    public nonisolated let topics: LiveTopics
    public nonisolated let runtime: ScreenRuntime
    public nonisolated let limits: LiveLimits
    /// Every event, newest 1,024 kept when nobody reads.
    public nonisolated let events: AsyncStream<LiveEvent>

    /// Bumped by every change of the Props on screen (edits and the app's own Props).
    public private(set) var revision = 0
    /// Whether a `pin` holds the screen's Props over the app's own updates.
    public private(set) var isPinned = false
    /// Between ``start()`` and ``stop()``: the screen says online.
    public private(set) var isRunning = false

    private let transport: any LiveTransport
    private let eventSink: AsyncStream<LiveEvent>.Continuation
    private let clock = ContinuousClock()
    /// The app's own latest Props: what `release` and the app's next update show, and the source of
    /// the Commands an edit may name (the app's behaviour, whatever an earlier edit shows).
    private var appProps: ScreenProps?
    private var observer: Int?
    private var commandPump: Task<Void, Never>?
    private var tokens: Double
    private var lastRefill: ContinuousClock.Instant
    /// What `session` publishes, its observer and the task that publishes it (coalescing bursts).
    private var recorder: SessionRecorder?
    private var recorderObserver: Int?
    private var sessionChanges: AsyncStream<Void>.Continuation?
    private var sessionPump: Task<Void, Never>?

    public init(runtime: ScreenRuntime, topics: LiveTopics, transport: any LiveTransport, limits: LiveLimits = LiveLimits()) {
        self.runtime = runtime
        self.topics = topics
        self.transport = transport
        self.limits = limits
        (events, eventSink) = AsyncStream.makeStream(of: LiveEvent.self, bufferingPolicy: .bufferingNewest(1024))
        tokens = Double(limits.maxEdits)
        lastRefill = clock.now
    }

    /// The retained `presence` payload a connection's last will carries: `{"state":"offline"}`.
    public nonisolated static var offlinePresence: Data {
        Data(JSONValue.object([("state", .string("offline"))]).serialized(pretty: false))
    }

    /// `presence` while the screen runs.
    public nonisolated var onlinePresence: Data {
        Data(JSONValue.object([
            ("app", .string(topics.app)), ("device", .string(topics.device)), ("screen", .string(topics.screen)),
            ("state", .string("online")),
        ]).serialized(pretty: false))
    }

    /// Observes Commands and publishes the retained topics.
    public func start() async {
        isRunning = true
        if appProps == nil { appProps = await runtime.props }
        if observer == nil {
            let (commands, sink) = AsyncStream.makeStream(of: PerformedCommand.self, bufferingPolicy: .bufferingNewest(1024))
            observer = await runtime.addCommandObserver { sink.yield($0) }
            commandPump = Task { [weak self] in
                for await command in commands { await self?.publish(command) }
            }
        }
        await republish()
    }

    /// Publishes `recorder`'s session, retained, on `session` from now on (and after every
    /// (re)connect): a session file's JSON (`TrellisSessions`, docs/sessions.md) holding the newest
    /// `limits.sessionEvents` events and `limits.sessionBytes` bytes of them, starting with a
    /// revision (``SessionRecorder/recent(events:bytes:)``); `dropped` counts the older ones.
    /// Published at once for the first event after a quiet `limits.sessionInterval`, then at most once
    /// per interval, the newest state last: a burst of events is one message per interval.
    ///
    /// Every accepted edit is marked in the recording as a step `{"live": "set"}` (`patch`, `pin`,
    /// `release`) before its Props are recorded as a revision; the app's own Props are revisions too.
    /// - Parameter recorder: Recording ``runtime``'s core (`SessionRecorder.record(runtime)`); replaces
    ///   an earlier one.
    public func publishSession(of recorder: SessionRecorder) async {
        stopPublishingSession()
        self.recorder = recorder
        let (changes, sink) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        sessionChanges = sink
        recorderObserver = recorder.observe { _ in sink.yield() }
        let interval = limits.sessionInterval
        sessionPump = Task { [weak self] in
            for await _ in changes {
                guard let self, !Task.isCancelled else { return }
                await self.publishSession()
                try? await Task.sleep(for: interval)
            }
        }
        if isRunning { await publishSession() }
    }

    private func stopPublishingSession() {
        if let recorderObserver { recorder?.removeObserver(recorderObserver) }
        recorderObserver = nil
        sessionChanges?.finish()
        sessionChanges = nil
        sessionPump?.cancel()
        sessionPump = nil
    }

    /// The `session` payload now, when a recorder is attached.
    public var sessionPayload: Data? {
        recorder.map { Data($0.recent(events: limits.sessionEvents, bytes: limits.sessionBytes).json.serialized(pretty: false)) }
    }

    private func publishSession() async {
        guard isRunning, let payload = sessionPayload else { return }
        await publish(LiveMessage(topic: topics.session, payload: payload, retained: true))
    }

    /// Publishes `schema`, `presence` (online) and `props`, retained, and `session` when one is
    /// recorded: after every (re)connect.
    public func republish() async {
        let schema: Data
        do {
            schema = Data(try runtime.entry.schema().serialized(pretty: false))
        } catch {
            schema = Data(JSONValue.object([("error", .string(error.description))]).serialized(pretty: false))
        }
        await publish(LiveMessage(topic: topics.schema, payload: schema, retained: true))
        await publish(LiveMessage(topic: topics.presence, payload: onlinePresence, retained: true))
        await publishProps()
        await publishSession()
    }

    /// Publishes `{"state":"offline"}` on `presence` and stops observing Commands and the session
    /// (the retained `session` stays: the last one recorded).
    public func stop() async {
        await publishSession()
        stopPublishingSession()
        isRunning = false
        if let observer { await runtime.removeCommandObserver(observer) }
        observer = nil
        commandPump?.cancel()
        commandPump = nil
        await publish(LiveMessage(topic: topics.presence, payload: Self.offlinePresence, retained: true))
        eventSink.finish()
    }

    /// The app's own new Props: shown at once unless a pin holds the screen; the latest is what
    /// `release` shows. Ends a `set` (its Props were shown only until now).
    public func showAppProps(_ props: ScreenProps) async throws(CatalogError) {
        appProps = props
        guard !isPinned else {
            eventSink.yield(.appProps(revision: revision, shown: false))
            return
        }
        try await runtime.setProps(props)
        revision += 1
        await recorder?.recordShownProps()
        await publishProps()
        eventSink.yield(.appProps(revision: revision, shown: true))
    }

    /// Handles one inbound message and publishes its ack (with the message's correlation data).
    ///
    /// A message on this screen's own `presence` is no edit: two instances of one screen (same app,
    /// device and screen, each with its own connection) share the retained `presence`, and when one
    /// goes away — its will or its clean stop says `{"state":"offline"}` — the one still running
    /// publishes online again. Only live (non-retained) deliveries count: the retained one a
    /// subscription hands over is older than this screen's own online.
    /// - Returns: The ack, or nil when `message` is not an edit of this screen.
    @discardableResult
    public func receive(_ message: LiveMessage) async -> LiveAck? {
        if message.topic == topics.presence {
            await restorePresence(after: message)
            return nil
        }
        guard let edit = topics.edit(for: message.topic), topics.inbound.contains(message.topic) else { return nil }
        let ack = await apply(edit, payload: message.payload)
        switch ack {
        case .accepted(let revision): eventSink.yield(.accepted(edit, revision: revision))
        case .rejected: eventSink.yield(.rejected(edit, ack))
        }
        await publish(LiveMessage(topic: topics.ack, payload: ack.payload, correlationData: message.correlationData))
        return ack
    }

    private func restorePresence(after message: LiveMessage) async {
        guard isRunning, !message.retained, (try? JSONValue(parsing: message.payload))?["state"] == .string("offline") else {
            return
        }
        eventSink.yield(.presenceRestored)
        await publish(LiveMessage(topic: topics.presence, payload: onlinePresence, retained: true))
    }

    private func apply(_ edit: LiveEdit, payload: Data) async -> LiveAck {
        if payload.count > limits.maxPayloadBytes {
            return .rejected(path: "$", reason: "the payload has \(payload.count) bytes; the limit is \(limits.maxPayloadBytes)")
        }
        guard takeToken() else {
            return .rejected(path: "$", reason: "more than \(limits.maxEdits) edits per \(limits.window); try again later")
        }
        do {
            // Decoded and checked first: only an edit that is shown is marked in the session.
            let commands: ScreenProps
            if let appProps { commands = appProps } else { commands = await runtime.props }
            let shown: ScreenProps
            switch edit {
            case .set, .pin:
                shown = try runtime.entry.props(fromJSON: payload, commandsOf: commands, strict: true)
            case .patch:
                let patch = try Self.parse(payload)
                let current = try Self.parse(await runtime.propsJSON())
                let merged = mergePatch(current, with: patch)
                shown = try runtime.entry.props(fromJSON: Data(merged.serialized(pretty: false)), commandsOf: commands, strict: true)
            case .release:
                guard isPinned else { return .rejected(path: "$", reason: "nothing is pinned") }
                shown = commands
            }
            recorder?.mark(step: .object([("live", .string(edit.rawValue))]))
            try await runtime.setProps(shown)
            switch edit {
            case .pin: isPinned = true
            case .release: isPinned = false
            case .set, .patch: break
            }
        } catch let error as PropsJSONError {
            return .rejected(path: error.path.description, reason: Self.reason(of: error))
        } catch {
            return .rejected(path: "$", reason: "\(error)")
        }
        revision += 1
        await recorder?.recordShownProps()
        await publishProps()
        return .accepted(revision: revision)
    }

    private static func parse(_ data: Data) throws(PropsJSONError) -> JSONValue {
        do {
            return try JSONValue(parsing: data)
        } catch {
            throw PropsJSONError(line: error.line, column: error.column, reason: error.reason)
        }
    }

    private static func reason(of error: PropsJSONError) -> String {
        if let line = error.line, let column = error.column { return "malformed JSON at line \(line), column \(column): \(error.reason)" }
        return error.reason
    }

    /// One token of the edit-rate bucket, refilled continuously.
    private func takeToken() -> Bool {
        let now = clock.now
        let elapsed = lastRefill.duration(to: now)
        lastRefill = now
        let capacity = Double(limits.maxEdits)
        tokens = min(capacity, tokens + (limits.window > .zero ? capacity * (elapsed / limits.window) : capacity))
        guard tokens >= 1 else { return false }
        tokens -= 1
        return true
    }

    private func publishProps() async {
        await publish(LiveMessage(topic: topics.props, payload: await runtime.propsJSON(), retained: true))
    }

    private func publish(_ command: PerformedCommand) async {
        let json = JSONValue.object([
            ("name", .string(command.name)), ("time", .number(command.time)),
            ("value", command.value.map(JSONValue.string) ?? .null),
        ])
        eventSink.yield(.command(name: command.name, value: command.value, time: command.time))
        await publish(LiveMessage(topic: topics.commands, payload: Data(json.serialized(pretty: false))))
    }

    private func publish(_ message: LiveMessage) async {
        do {
            try await transport.publish(message)
        } catch {
            eventSink.yield(.publishFailed(topic: message.topic, reason: "\(error)"))
        }
    }
}
