import Commands
import JSONPaths
import PropsJSON
import Synchronization
import TrellisElements
import TrellisCatalog

/// Records a session while a feature (or a screen) runs on a ``RuntimeCore``: the inputs given
/// through `RuntimeCore.input(_:)`, the Commands performed, every Props revision (for a feature:
/// every state its store announces, mapped to Props, so none is missed when the screen shows only
/// the newest) and the state when it is `Encodable`; the driver adds where flow steps begin and
/// where pictures were taken (`mark`). Bounded by ``SessionLimits``: the oldest events are
/// dropped first. Thread-safe: events arrive from the runtime's executor and from the store's
/// effects.
///
/// ```swift
/// let recorder = await SessionRecorder.record(feature, configuration: configuration)
/// … drive the feature …
/// try Data(recorder.session.fileBytes()).write(to: url)
/// await recorder.stop()
/// ```
public final class SessionRecorder: Sendable {
    /// The runtime recorded.
    public let core: RuntimeCore
    private let entry: CatalogEntry
    private let recording: Mutex<Recording>
    private let tokens = Mutex<(input: Int?, command: Int?, revision: Int?)>((nil, nil, nil))
    private let feature: FeatureRuntime?

    private struct Recording: Sendable {
        var header: Session
        var events: [SessionEvent] = []
        var sizes: [Int] = []
        /// The first kept event of `events` (dropped ones before it are removed in batches).
        var head = 0
        var bytes = 0
        var lastProps: RuntimeProps?
        /// The newest revision the limits dropped (what a window of recent events starts from).
        var droppedRevision: SessionEvent?
        /// Props revisions among the kept events.
        var revisionCount = 0
        var steps = 0
        var observers: [Int: @Sendable (SessionEvent) -> Void] = [:]
        var nextObserver = 0
    }

    private init(core: RuntimeCore, entry: CatalogEntry, feature: FeatureRuntime?, header: Session) {
        self.core = core
        self.entry = entry
        self.feature = feature
        self.recording = Mutex(Recording(header: header))
    }

    /// Starts recording a running feature, from the revision its store holds now.
    /// - Parameters:
    ///   - configuration: Where it is shown (default: what its environment was made from).
    ///   - fonts: The font profile texts are measured with, when known (`pinned`, `ios`, `android`).
    public static func record(_ feature: FeatureRuntime, configuration: DisplayConfiguration? = nil, fonts: String? = nil,
                              limits: SessionLimits = SessionLimits()) async -> SessionRecorder {
        let shown = await displayConfiguration(configuration, of: feature.core)
        let header = Session(screen: feature.feature.screen.name, start: .feature(feature.feature.name, scenario: feature.scenario),
                             configuration: shown, fonts: fonts, limits: limits)
        let recorder = SessionRecorder(core: feature.core, entry: feature.feature.screen, feature: feature, header: header)
        let (current, token) = feature.observeRevisions { [weak recorder] revision in recorder?.record(revision) }
        recorder.record(current)
        recorder.tokens.withLock { $0.revision = token }
        await recorder.observeCore()
        return recorder
    }

    /// Starts recording a plain screen (its Props only change through its inputs' Commands, which
    /// are recorded; the Props on screen now are the first revision).
    /// - Parameter sample: The sample it was started from, if any (a replay starts from it).
    public static func record(_ screen: ScreenRuntime, sample: String? = nil, configuration: DisplayConfiguration? = nil,
                              fonts: String? = nil, limits: SessionLimits = SessionLimits()) async -> SessionRecorder {
        let shown = await displayConfiguration(configuration, of: screen.core)
        let header = Session(screen: screen.entry.name, start: .screen(sample: sample), configuration: shown, fonts: fonts,
                             limits: limits)
        let recorder = SessionRecorder(core: screen.core, entry: screen.entry, feature: nil, header: header)
        recorder.record(FeatureRevision(props: await screen.core.props, state: ()))
        await recorder.observeCore()
        return recorder
    }

    /// `given`, else the configuration a core's environment was made from (iPhone X when it has
    /// no device: pass the configuration of a bare container).
    private static func displayConfiguration(_ given: DisplayConfiguration?, of core: RuntimeCore) async -> DisplayConfiguration {
        if let given { return given }
        return DisplayConfiguration(await core.environment) ?? DisplayConfiguration(device: .iPhoneX)
    }

    private func observeCore() async {
        let input = await core.addInputObserver { [weak self] input in
            self?.append(SessionEvent(time: input.time, .input(input.input, isSecret: input.isSecret)))
        }
        let command = await core.addCommandObserver { [weak self] performed in
            self?.append(SessionEvent(time: performed.time, .command(name: performed.name, value: performed.value)))
        }
        tokens.withLock { $0.input = input; $0.command = command }
    }

    /// Stops recording (what was recorded stays readable).
    public func stop() async {
        let (input, command, revision) = tokens.withLock { tokens in
            defer { tokens = (nil, nil, nil) }
            return tokens
        }
        if let input { await core.removeInputObserver(input) }
        if let command { await core.removeCommandObserver(command) }
        if let revision { feature?.removeRevisionObserver(revision) }
    }

    // MARK: - Marks

    /// A flow step begins: `step` is its JSON as logs show it (text into a secure field redacted).
    /// Steps are numbered in the order they are marked, from 0.
    public func mark(step: JSONValue) {
        let index = recording.withLock { recording in
            defer { recording.steps += 1 }
            return recording.steps
        }
        append(SessionEvent(time: core.clockTime, .step(step, index: index)))
    }

    /// A picture of the screen was taken now, under `name` (`trellis run` marks each PNG it writes).
    public func mark(picture name: String) {
        append(SessionEvent(time: core.clockTime, .picture(name)))
    }

    /// Records the Props on screen now as a revision (unless equal to the last ones): Props shown
    /// by other means than the recorded inputs and the feature's store, such as a live edit.
    public func recordShownProps() async {
        record(FeatureRevision(props: await core.props, state: ()))
    }

    // MARK: - Reading

    /// How many Props revisions and events are kept, and how many of the oldest events were
    /// dropped: what a status line shows, without copying the events (O(1)).
    public var counts: (revisions: Int, events: Int, dropped: Int) {
        recording.withLock { ($0.revisionCount, $0.events.count - $0.head, $0.header.dropped) }
    }

    /// What was recorded so far, its `duration` the clock's time now.
    public var session: Session {
        let time = core.clockTime
        return recording.withLock { recording in
            var session = recording.header
            session.events = Array(recording.events[recording.head...])
            session.duration = time
            return session
        }
    }

    /// The newest events as a session (what a live screen's `session` topic publishes): at most
    /// `events` events and `bytes` bytes of their JSON (``SessionEvent/byteCount``), always
    /// starting with a revision: when the newest events do not begin with one, the revision on
    /// screen when they begin (the latest before them) comes first, in the place of their oldest.
    /// `dropped` counts every event recorded and left out; `duration` is the clock's time now.
    /// - Complexity: O(`events`), plus a search back for the revision when none is among them.
    public func recent(events: Int, bytes: Int) -> Session {
        let time = core.clockTime
        let (limit, budget) = (max(1, events), max(1, bytes))
        return recording.withLock { recording in
            var session = recording.header
            session.duration = time
            let all = recording.events
            let head = recording.head
            var start = all.endIndex
            var used = 0
            while start > head, all.endIndex - start < limit, start == all.endIndex || used + recording.sizes[start - 1] <= budget {
                used += recording.sizes[start - 1]
                start -= 1
            }
            var window = Array(all[start...])
            if window.first?.isRevision == false,
               let revision = all[head..<start].last(where: \.isRevision) ?? recording.droppedRevision {
                // The revision on screen when the window begins takes the place of its oldest events.
                used += revision.byteCount
                var drop = 0
                while drop < window.count - 1, window.count - drop + 1 > limit || used > budget {
                    used -= window[drop].byteCount
                    drop += 1
                }
                window = [revision] + window[drop...]
            }
            session.dropped = recording.header.dropped + (all.count - head) - window.count
            session.events = window
            return session
        }
    }

    /// Calls `observer` with every event as it is recorded (a live screen's `session` topic),
    /// until removed; returns its token.
    public func observe(_ observer: @escaping @Sendable (SessionEvent) -> Void) -> Int {
        recording.withLock { recording in
            recording.nextObserver += 1
            recording.observers[recording.nextObserver] = observer
            return recording.nextObserver
        }
    }

    /// Stops the event observer of `token`.
    public func removeObserver(_ token: Int) {
        _ = recording.withLock { $0.observers.removeValue(forKey: token) }
    }

    // MARK: - Recording

    /// A revision: its Props (unless equal to the last ones) and its state when it is `Encodable`.
    private func record(_ revision: FeatureRevision) {
        let time = core.clockTime
        let isNew = recording.withLock { recording in
            guard recording.lastProps != revision.props else { return false }
            recording.lastProps = revision.props
            return true
        }
        guard isNew, let props = try? entry.jsonValue(of: entry.screenProps(revision.props)) else { return }
        append(SessionEvent(time: time, .props(props)))
        if let state = revision.state as? any Encodable, let json = try? PropsJSON.value(of: state) {
            append(SessionEvent(time: time, .state(json)))
        }
    }

    private func append(_ event: SessionEvent) {
        let size = event.byteCount
        let observers = recording.withLock { recording in
            recording.events.append(event)
            if event.isRevision { recording.revisionCount += 1 }
            recording.sizes.append(size)
            recording.bytes += size
            let limits = recording.header.limits
            while recording.events.count - recording.head > 1,
                  recording.events.count - recording.head > limits.events || recording.bytes > limits.bytes {
                if recording.events[recording.head].isRevision {
                    recording.droppedRevision = recording.events[recording.head]
                    recording.revisionCount -= 1
                }
                recording.bytes -= recording.sizes[recording.head]
                recording.head += 1
                recording.header.dropped += 1
            }
            if recording.head > 1_024, recording.head * 2 > recording.events.count {
                recording.events.removeFirst(recording.head)
                recording.sizes.removeFirst(recording.head)
                recording.head = 0
            }
            return recording.observers.isEmpty ? [] : recording.observers.sorted { $0.key < $1.key }.map(\.value)
        }
        for observer in observers { observer(event) }
    }
}
