/// The topics of one live screen, all under `trellis/v1/<app>/<device>/<screen>/` (see the README's
/// protocol table).
public struct LiveTopics: Sendable, Equatable {
    public let app: String
    public let device: String
    public let screen: String

    /// - Throws: `LiveTopicsError` when a level is empty or holds `/`, `+`, `#` or NUL (MQTT's level
    ///   separator, its wildcards, and what no topic may contain).
    public init(app: String, device: String, screen: String) throws(LiveTopicsError) {
        for (level, value) in [("app", app), ("device", device), ("screen", screen)] {
            if value.isEmpty { throw LiveTopicsError(level: level, value: value, reason: "it is empty") }
            if value.contains(where: { "/+#\u{0}".contains($0) }) {
                throw LiveTopicsError(level: level, value: value, reason: "it may not contain '/', '+', '#' or NUL")
            }
        }
        (self.app, self.device, self.screen) = (app, device, screen)
    }

    /// `trellis/v1/<app>/<device>/<screen>/`.
    public var prefix: String { "trellis/v1/\(app)/\(device)/\(screen)/" }

    // Screen → world.
    public var props: String { prefix + "props" }
    public var schema: String { prefix + "schema" }
    public var presence: String { prefix + "presence" }
    public var ack: String { prefix + "ack" }
    public var commands: String { prefix + "commands" }
    /// The screen's recent session (retained): see ``LiveSession/publishSession(of:)``.
    public var session: String { prefix + "session" }

    // World → screen.
    public var set: String { prefix + "set" }
    public var patch: String { prefix + "patch" }
    public var pin: String { prefix + "pin" }
    public var release: String { prefix + "release" }

    /// The edits the screen takes.
    public var inbound: [String] { [set, patch, pin, release] }

    /// What the screen subscribes to: its edits, and its own `presence` (a second instance of the
    /// same screen that goes offline must not leave this one looking offline; see
    /// ``LiveSession/receive(_:)``).
    public var subscriptions: [String] { inbound + [presence] }

    /// The edit a message on `topic` asks for, or nil for a topic of another screen.
    public func edit(for topic: String) -> LiveEdit? {
        guard topic.hasPrefix(prefix) else { return nil }
        return LiveEdit(rawValue: String(topic.dropFirst(prefix.count)))
    }
}

/// An unusable app, device or screen name.
public struct LiveTopicsError: Error, Equatable, CustomStringConvertible {
    public let level: String
    public let value: String
    public let reason: String
    public var description: String { "\(level) '\(value)' cannot be a topic level: \(reason)" }
}

/// What an inbound message asks the screen to do.
public enum LiveEdit: String, Sendable, CaseIterable {
    /// Full Props, shown until the app's own next Props.
    case set
    /// A JSON Merge Patch (RFC 7386) against the Props on screen.
    case patch
    /// Full Props, held over the app's own updates until `release`.
    case pin
    /// Ends a pin: the app's latest own Props are shown again (the payload is ignored).
    case release
}
