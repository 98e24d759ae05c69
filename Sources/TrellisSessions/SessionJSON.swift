import JSONPaths
import TrellisElements
import TrellisCatalog

/// Session files: JSON with a header (`format`, `version`, `framework`, `screen`, `feature` and
/// `scenario` or `sample`, `configuration`, `fonts`, `limits`, `dropped`, `duration`) and
/// `events`, an array of objects with the runtime time `t` and one kind: `input`, `command`,
/// `props`, `state`, `step` (with `index`) or `picture`. The schema is `docs/session.schema.json`.
extension Session {
    /// The file: the header one member a line, then one event a line (compact JSON, keys in a
    /// fixed order), so a diff of two recordings shows the events that differ.
    public func fileBytes() -> [UInt8] {
        var text = "{\n"
        for (key, value) in header {
            text += "  " + JSONValue.string(key).jsonText + ": " + value.jsonText + ",\n"
        }
        text += "  \"events\": ["
        for (index, event) in events.enumerated() {
            text += (index == 0 ? "\n    " : ",\n    ") + event.line
        }
        text += events.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return Array(text.utf8)
    }

    /// The session as one JSON value (what `fileBytes()` writes).
    public var json: JSONValue {
        .object(header + [("events", .array(events.map(\.json)))])
    }

    /// The members before `events`, in file order.
    private var header: [(String, JSONValue)] {
        var members: [(String, JSONValue)] = [("format", .string(Self.format)), ("version", .number(Double(Self.version))),
                                              ("framework", .string(framework)), ("screen", .string(screen))]
        switch start {
        case .feature(let feature, let scenario): members += [("feature", .string(feature)), ("scenario", .string(scenario))]
        case .screen(let sample): members += sample.map { [("sample", JSONValue.string($0))] } ?? []
        }
        members += [("configuration", configuration.json)]
        if let fonts { members.append(("fonts", .string(fonts))) }
        members += [("limits", .object([("events", .number(Double(limits.events))), ("bytes", .number(Double(limits.bytes)))])),
                    ("dropped", .number(Double(dropped))), ("duration", .number(duration))]
        return members
    }

    /// Reads a session file.
    /// - Throws: `SessionError` naming the JSON path (or the line and column of malformed JSON)
    ///   of the first problem: another format or version, a missing or broken member, an unknown
    ///   device or kind of event.
    /// - Complexity: O(n) in the size of `bytes`.
    public init(parsing bytes: some Sequence<UInt8>) throws(SessionError) {
        let value: JSONValue
        do {
            value = try JSONValue(parsing: bytes)
        } catch {
            throw SessionError(line: error.line, column: error.column, reason: "malformed JSON: \(error.reason)")
        }
        try self.init(json: value)
    }

    /// Reads a session from its JSON value (see `init(parsing:)`).
    public init(json value: JSONValue) throws(SessionError) {
        let root = SessionReader(value)
        guard case .object = value else { throw root.error("a session file is an object, got \(value.kindDescription)") }
        let format = try root.required("format")
        guard try format.string() == Self.format else {
            throw format.error("not a session file: expected \"\(Self.format)\", got \(format.value.jsonText)")
        }
        let version = try root.required("version")
        guard case .number(let number) = version.value, number == Double(Self.version) else {
            throw version.error("this file is version \(version.value.jsonText); this Trellis (\(TrellisVersion.current)) "
                                + "reads version \(Self.version) (re-record it with `trellis replay FILE --update` on the Trellis that wrote it)")
        }
        _ = try root.members(allowing: ["format", "version", "framework", "screen", "feature", "scenario", "sample",
                                        "configuration", "fonts", "limits", "dropped", "duration", "events"])
        let start: Start
        if let feature = root.optional("feature") {
            if let sample = root.optional("sample") { throw sample.error("a session starts from a feature or a sample, not both") }
            start = .feature(try feature.string(), scenario: try root.required("scenario").string())
        } else {
            if let scenario = root.optional("scenario") { throw scenario.error("a scenario needs its \"feature\"") }
            start = .screen(sample: try root.optional("sample")?.string())
        }
        let limits = try root.required("limits")
        _ = try limits.members(allowing: ["events", "bytes"])
        var events: [SessionEvent] = []
        for event in try root.required("events").array() { events.append(try SessionEvent(event)) }
        self.init(framework: try root.required("framework").string(), screen: try root.required("screen").string(),
                  start: start, configuration: try DisplayConfiguration(try root.required("configuration")),
                  fonts: try root.optional("fonts")?.string(),
                  limits: SessionLimits(events: try limits.required("events").integer(in: 1...Int(Int32.max)),
                                        bytes: try limits.required("bytes").integer(in: 1...Int.max >> 11)),
                  dropped: try root.required("dropped").integer(), duration: try root.required("duration").number(),
                  events: events)
    }
}

extension SessionEvent {
    /// The kinds of event, by their key.
    static let kinds = ["input", "command", "props", "state", "step", "picture"]

    /// The event as one JSON object: `t`, its kind's key, and `index` for a step.
    public var json: JSONValue {
        var members: [(String, JSONValue)] = [("t", .number(time)), (kindKey, payload)]
        if case .step(_, let index) = kind { members.append(("index", .number(Double(index)))) }
        return .object(members)
    }

    private static let frameText = SessionInputJSON.json(.frame, isSecret: false).jsonText

    /// The key of the event's kind (`input`, `command`, …).
    private var kindKey: String {
        switch kind {
        case .input: "input"
        case .command: "command"
        case .props: "props"
        case .state: "state"
        case .step: "step"
        case .picture: "picture"
        }
    }

    /// The value under the kind's key.
    private var payload: JSONValue {
        switch kind {
        case .input(let input, let isSecret): SessionInputJSON.json(input, isSecret: isSecret)
        case .command(let name, let value): .object([("name", .string(name)), ("value", value.map { .string($0) } ?? .null)])
        case .props(let props): props
        case .state(let state): state
        case .step(let step, _): step
        case .picture(let name): .string(name)
        }
    }

    /// The event as a line of the file: compact JSON, `t` first.
    public var line: String {
        // Frames are most of a recording of something moving: their payload is written once.
        let payload = if case .input(.frame, false) = kind { Self.frameText } else { payload.jsonText }
        var line = "{\"t\":" + JSONValue.number(time).jsonText + ",\"" + kindKey + "\":" + payload
        if case .step(_, let index) = kind { line += ",\"index\":\(index)" }
        return line + "}"
    }

    init(_ reader: SessionReader) throws(SessionError) {
        guard case .object(let members) = reader.value else {
            throw reader.error("an event is an object such as {\"t\": 0, \"input\": {\"frame\": true}}, got \(reader.value.kindDescription)")
        }
        let named = members.map(\.0).filter(Self.kinds.contains)
        guard named.count == 1, let kind = named.first else {
            throw reader.error(named.isEmpty ? "no event (expected one of \(Self.kinds.joined(separator: ", ")))"
                                             : "more than one event: \(named.joined(separator: ", "))")
        }
        _ = try reader.members(allowing: kind == "step" ? ["t", "step", "index"] : ["t", kind])
        let time = try reader.required("t")
        let seconds = try time.number()
        guard seconds >= 0 else { throw time.error("a time on the runtime clock is not negative, got \(seconds)") }
        let value = try reader.required(kind)
        switch kind {
        case "input":
            let (input, isSecret) = try SessionInputJSON.input(value)
            self.init(time: seconds, .input(input, isSecret: isSecret))
        case "command":
            _ = try value.members(allowing: ["name", "value"])
            self.init(time: seconds, .command(name: try value.required("name").string(), value: try value.optional("value")?.string()))
        case "props":
            guard case .object = value.value else { throw value.error("Props are an object, got \(value.value.kindDescription)") }
            self.init(time: seconds, .props(value.value))
        case "state": self.init(time: seconds, .state(value.value))
        case "step":
            guard case .object = value.value else { throw value.error("a step is an object such as {\"tap\": \"login\"}, got \(value.value.kindDescription)") }
            self.init(time: seconds, .step(value.value, index: try reader.required("index").integer()))
        default:
            let name = try value.string()
            let allowed = name.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0)
            }
            guard allowed, !name.isEmpty, !name.hasPrefix(".") else {
                throw value.error("a picture is a file name (letters, digits, '-', '_' and '.', not first), got \(value.value.jsonText)")
            }
            self.init(time: seconds, .picture(name))
        }
    }
}

extension DisplayConfiguration {
    /// `{"device": "iphone-x", "orientation": "portrait", "colorScheme": "light", "layoutDirection": "leftToRight", "textSize": "large"}`.
    var json: JSONValue {
        .object([("device", .string(device.name)), ("orientation", .string(orientation.rawValue)),
                 ("colorScheme", .string(colorScheme.rawValue)), ("layoutDirection", .string(layoutDirection.rawValue)),
                 ("textSize", .string(textSize.rawValue))])
    }

    init(_ reader: SessionReader) throws(SessionError) {
        _ = try reader.members(allowing: ["device", "orientation", "colorScheme", "layoutDirection", "textSize"])
        let name = try reader.required("device")
        guard let device = Device.named(try name.string()) else {
            throw name.error("no such device (known: \(Device.catalog.map(\.name).joined(separator: ", ")))")
        }
        self.init(device: device, orientation: try reader.required("orientation").oneOf(Orientation.self),
                  colorScheme: try reader.required("colorScheme").oneOf(ColorScheme.self),
                  layoutDirection: try reader.required("layoutDirection").oneOf(LayoutDirection.self),
                  textSize: try reader.required("textSize").oneOf(TextSizeCategory.self))
    }
}
