import JSONPaths
import TrellisElements
import TrellisCatalog

/// What a runtime recorded while a feature (or a screen) ran: the inputs it was given, the
/// Commands it performed, every Props revision (as Props JSON, secrets redacted) and the feature's
/// state when it is `Encodable`, each stamped with the runtime clock; plus where the recording
/// started (catalog entry, feature and scenario, display configuration, fonts) so it can be run
/// again. A value: made by a ``SessionRecorder``, written and read as JSON (`fileBytes()`,
/// `init(parsing:)`, schema in `docs/session.schema.json`), replayed by `TrellisFlows`.
///
/// The storybook's timeline and a live screen's `session` topic show the same values: revisions
/// in order (`revisions`), each with the step and the input that led to it.
public struct Session: Sendable, Equatable {
    /// The `format` member of every session file.
    public static let format = "trellis-session"
    /// The version of the file format this Trellis writes and reads.
    public static let version = 1

    /// Where the recording started.
    public enum Start: Sendable, Equatable {
        /// A catalog feature in one of its scenarios.
        case feature(String, scenario: String)
        /// A plain screen from one of its samples (`nil`: Props of the caller's, recorded as the
        /// first revision).
        case screen(sample: String?)
    }

    /// The Trellis version that recorded it.
    public var framework: String
    /// The catalog entry (screen) shown.
    public var screen: String
    /// The feature and scenario, or the sample, it started from.
    public var start: Start
    /// The device, orientation, scheme, direction and text size it was shown in at the start.
    public var configuration: DisplayConfiguration
    /// The font profile texts were measured with (`pinned`, `ios`, `android`), when known.
    public var fonts: String?
    /// The bounds it was recorded with.
    public var limits: SessionLimits
    /// How many of the oldest events were dropped to stay within `limits` (0: it is whole and
    /// can be replayed).
    public var dropped: Int
    /// The runtime clock's time when the recording was taken (seconds).
    public var duration: Double
    /// What happened, in order.
    public var events: [SessionEvent]

    public init(framework: String = TrellisVersion.current, screen: String, start: Start,
                configuration: DisplayConfiguration, fonts: String? = nil, limits: SessionLimits = SessionLimits(),
                dropped: Int = 0, duration: Double = 0, events: [SessionEvent] = []) {
        self.framework = framework
        self.screen = screen
        self.start = start
        self.configuration = configuration
        self.fonts = fonts
        self.limits = limits
        self.dropped = dropped
        self.duration = duration
        self.events = events
    }

    /// The Props revisions, in order, with their events' indexes.
    public var revisions: [(event: Int, props: JSONValue)] {
        events.indices.compactMap { index in
            guard case .props(let props) = events[index].kind else { return nil }
            return (index, props)
        }
    }

    /// How many inputs it holds.
    public var inputCount: Int {
        events.count { if case .input = $0.kind { true } else { false } }
    }

    /// How many Commands were performed.
    public var commandCount: Int {
        events.count { if case .command = $0.kind { true } else { false } }
    }
}

/// One thing a session recorded, at a time on the runtime clock.
public struct SessionEvent: Sendable, Equatable {
    /// What happened.
    public enum Kind: Sendable, Equatable {
        /// An input given to the runtime (`isSecret`: text into a secure field, recorded as
        /// placeholders, see ``RecordedInput``).
        case input(RuntimeInput, isSecret: Bool)
        /// A Commands performed, by name, with its value described (secure fields' as `‹secret›`).
        case command(name: String, value: String?)
        /// A Props revision: the Props as JSON (Commands as names, secrets redacted).
        case props(JSONValue)
        /// The feature's state after the revision before it, when the state is `Encodable`.
        case state(JSONValue)
        /// A step of a flow script began here (its JSON as `trellis run` logs it), 0-based.
        case step(JSONValue, index: Int)
        /// A picture of the screen was taken here (`trellis run` wrote this PNG).
        case picture(String)
    }

    /// Seconds on the runtime clock.
    public var time: Double
    public var kind: Kind

    public init(time: Double, _ kind: Kind) {
        self.time = time
        self.kind = kind
    }

    /// Whether it is a Props revision.
    public var isRevision: Bool {
        if case .props = kind { true } else { false }
    }

    /// What the event takes in a file (its line, indentation, comma and newline): what
    /// ``SessionLimits/bytes`` counts.
    public var byteCount: Int { line.utf8.count + 6 }
}

/// How much a recording keeps: at most `events` events and `bytes` bytes of their JSON (as the
/// file holds them, one event per line). Past either, the oldest events are dropped first.
public struct SessionLimits: Sendable, Hashable {
    /// The most events kept.
    public var events: Int
    /// The most bytes of event JSON kept.
    public var bytes: Int

    /// 100,000 events and 32 MiB: an hour of typing, or minutes of frames at 60 fps.
    public init(events: Int = 100_000, bytes: Int = 32 << 20) {
        self.events = max(1, events)
        self.bytes = max(1, bytes)
    }
}
