import JSONPaths
import Render
import TextEditing
import TrellisElements

/// Runtime inputs as session files hold them, one JSON object each:
///
/// | input | JSON |
/// |---|---|
/// | pointer event | `{"pointer": "down"\|"move"\|"up"\|"cancel", "at": [x, y], "id": n, "time": t}` (`id` 0 and a `time` of "now" left out) |
/// | hit-tested tap | `{"tap": [x, y]}` |
/// | wheel or trackpad scroll | `{"scroll": [dx, dy], "at": [x, y]}` |
/// | typing | `{"type": TEXT}` |
/// | another edit | `{"edit": NAME, …}`: `deleteBackward`, `deleteForward`, `deleteWordBackward`, `selectAll`, `unmarkText`, `copy`, `cut`, `paste`, `undo`, `redo`; `move` with `"movement"` and `"extend"`; `selectWord` with `"at"`; `select` with `"selection": [anchor, head]`; `setMarkedText` with `"text"` and `"selected": [start, end]` |
/// | paste | `{"paste": TEXT}` |
/// | key | `{"key": NAME}` |
/// | focus, end editing | `{"focus": KEY}`, `{"endEditing": true}` |
/// | native field event | `{"field": "focused"\|"edited"\|"returned", "view": n, …}` (`"focused"`: true/false; `"edited"`: `"value"`, `"selection"`, `"marked"`) |
/// | keyboard height | `{"keyboardHeight": h}` (`null`: the simulated keyboard's) |
/// | environment | `{"environment": {"device", "orientation", "size", "scale", "safeArea", "colorScheme", "layoutDirection", "textSizeMultiplier"}}` |
/// | frame | `{"frame": true}` |
/// | screen reader | `{"accessibility": "activate"\|"increment"\|"decrement"\|"action", "path": PATH, "action": NAME}` (`action` only with `"action"`) |
///
/// Text into a secure field is recorded as placeholders and marked `"secret": true`.
enum SessionInputJSON {
    static func json(_ input: RuntimeInput, isSecret: Bool) -> JSONValue {
        var members = self.members(input)
        if isSecret { members.append(("secret", .bool(true))) }
        return .object(members)
    }

    private static func pair(_ x: Double, _ y: Double) -> JSONValue { .array([.number(x), .number(y)]) }
    private static func range(_ range: Range<Int>) -> JSONValue { pair(Double(range.lowerBound), Double(range.upperBound)) }

    private static func members(_ input: RuntimeInput) -> [(String, JSONValue)] {
        switch input {
        case .pointer(let event):
            var members: [(String, JSONValue)] = [("pointer", .string(event.phase.rawValue)),
                                                  ("at", pair(event.location.x, event.location.y))]
            if event.pointer != 0 { members.append(("id", .number(Double(event.pointer)))) }
            if let time = event.time { members.append(("time", .number(time))) }
            return members
        case .tap(let point): return [("tap", pair(point.x, point.y))]
        case .scroll(let point, let delta): return [("scroll", pair(delta.x, delta.y)), ("at", pair(point.x, point.y))]
        case .edit(.insert(let text)): return [("type", .string(text))]
        case .edit(let action): return edit(action)
        case .paste(let text): return [("paste", .string(text))]
        case .key(let key): return [("key", .string(key.rawValue))]
        case .focus(let key): return [("focus", .string(key))]
        case .endEditing: return [("endEditing", .bool(true))]
        case .field(let event): return field(event)
        case .keyboardHeight(let height): return [("keyboardHeight", height.map { .number($0) } ?? .null)]
        case .environment(let change): return [("environment", environment(change))]
        case .frame: return [("frame", .bool(true))]
        case .accessibility(let request): return request.sessionMembers
        }
    }

    private static func edit(_ action: EditAction) -> [(String, JSONValue)] {
        switch action {
        case .insert(let text): return [("type", .string(text))]
        case .deleteBackward: return [("edit", .string("deleteBackward"))]
        case .deleteForward: return [("edit", .string("deleteForward"))]
        case .deleteWordBackward: return [("edit", .string("deleteWordBackward"))]
        case .move(let movement, let extend):
            return [("edit", .string("move")), ("movement", .string(movement.rawValue)), ("extend", .bool(extend))]
        case .selectAll: return [("edit", .string("selectAll"))]
        case .selectWord(let offset): return [("edit", .string("selectWord")), ("at", .number(Double(offset)))]
        case .select(let selection):
            return [("edit", .string("select")), ("selection", pair(Double(selection.anchor), Double(selection.head)))]
        case .setMarkedText(let text, let selected):
            return [("edit", .string("setMarkedText")), ("text", .string(text))] + (selected.map { [("selected", range($0))] } ?? [])
        case .unmarkText: return [("edit", .string("unmarkText"))]
        case .copy: return [("edit", .string("copy"))]
        case .cut: return [("edit", .string("cut"))]
        case .paste: return [("edit", .string("paste"))]
        case .undo: return [("edit", .string("undo"))]
        case .redo: return [("edit", .string("redo"))]
        }
    }

    /// The edits without arguments, by name.
    private static let plainEdits: [String: EditAction] = [
        "deleteBackward": .deleteBackward, "deleteForward": .deleteForward, "deleteWordBackward": .deleteWordBackward,
        "selectAll": .selectAll, "unmarkText": .unmarkText, "copy": .copy, "cut": .cut, "paste": .paste,
        "undo": .undo, "redo": .redo,
    ]
    private static let editNames = (Array(plainEdits.keys) + ["move", "selectWord", "select", "setMarkedText"]).sorted()

    private static func field(_ event: NativeFieldEvent) -> [(String, JSONValue)] {
        switch event {
        case .focused(let id, let focused):
            return [("field", .string("focused")), ("view", .number(Double(id.rawValue))), ("focused", .bool(focused))]
        case .edited(let id, let edit):
            return [("field", .string("edited")), ("view", .number(Double(id.rawValue))), ("value", .string(edit.value)),
                    ("selection", range(edit.selection))] + (edit.marked.map { [("marked", range($0))] } ?? [])
        case .returned(let id):
            return [("field", .string("returned")), ("view", .number(Double(id.rawValue)))]
        }
    }

    static func environment(_ change: EnvironmentChange) -> JSONValue {
        var members: [(String, JSONValue)] = []
        if let device = change.device {
            members += [("device", .string(device.device.name)), ("orientation", .string(device.orientation.rawValue))]
        }
        let inset = change.safeArea
        members += [("size", pair(change.size.width, change.size.height)), ("scale", .number(change.displayScale)),
                    ("safeArea", .array([inset.top, inset.left, inset.bottom, inset.right].map { .number($0) })),
                    ("colorScheme", .string(change.colorScheme.rawValue)),
                    ("layoutDirection", .string(change.layoutDirection.rawValue)),
                    ("textSizeMultiplier", .number(change.textSizeMultiplier))]
        return .object(members)
    }

    // MARK: - Reading

    /// The kinds of input, by their key.
    private static let kinds = ["pointer", "tap", "scroll", "type", "edit", "paste", "key", "focus", "endEditing", "field",
                                "keyboardHeight", "environment", "frame", "accessibility"]

    static func input(_ reader: SessionReader) throws(SessionError) -> (RuntimeInput, isSecret: Bool) {
        guard case .object(let members) = reader.value else {
            throw reader.error("an input is an object such as {\"frame\": true}, got \(reader.value.kindDescription)")
        }
        let named = members.map(\.0).filter(kinds.contains)
        guard named.count == 1, let kind = named.first else {
            throw reader.error(named.isEmpty ? "no input (expected one of \(kinds.joined(separator: ", ")))"
                                             : "more than one input: \(named.joined(separator: ", "))")
        }
        let isSecret = try reader.optional("secret")?.bool() ?? false
        let value = try reader.required(kind)
        func allow(_ keys: Set<String>) throws(SessionError) { _ = try reader.members(allowing: keys.union([kind, "secret"])) }
        func point(_ reader: SessionReader) throws(SessionError) -> Point {
            let xy = try reader.numbers(2)
            return Point(x: xy[0], y: xy[1])
        }
        func offsets(_ reader: SessionReader) throws(SessionError) -> Range<Int> {
            let pair = try reader.array()
            guard pair.count == 2 else { throw reader.error("expected [start, end], got \(pair.count) elements") }
            let (start, end) = (try pair[0].integer(), try pair[1].integer())
            guard start <= end else { throw reader.error("the start \(start) is after the end \(end)") }
            return start..<end
        }
        let input: RuntimeInput
        switch kind {
        case "pointer":
            try allow(["at", "id", "time"])
            guard let phase = PointerEvent.Phase(rawValue: try value.string()) else {
                throw value.error("expected down, move, up or cancel, got \(value.value.jsonText)")
            }
            input = .pointer(PointerEvent(phase, at: try point(try reader.required("at")),
                                          time: try reader.optional("time")?.number(),
                                          pointer: try reader.optional("id")?.integer() ?? 0))
        case "tap":
            try allow([])
            input = .tap(try point(value))
        case "scroll":
            try allow(["at"])
            input = .scroll(at: try point(try reader.required("at")), by: try point(value))
        case "type":
            try allow([])
            input = .edit(.insert(try value.string()))
        case "edit":
            let name = try value.string()
            if let plain = plainEdits[name] {
                try allow([])
                input = .edit(plain)
            } else {
                switch name {
                case "move":
                    try allow(["movement", "extend"])
                    input = .edit(.move(try reader.required("movement").oneOf(Movement.self),
                                        extend: try reader.optional("extend")?.bool() ?? false))
                case "selectWord":
                    try allow(["at"])
                    input = .edit(.selectWord(at: try reader.required("at").integer()))
                case "select":
                    try allow(["selection"])
                    let pair = try reader.required("selection").array()
                    guard pair.count == 2 else { throw reader.error("\"selection\" takes [anchor, head]") }
                    input = .edit(.select(TextSelection(anchor: try pair[0].integer(), head: try pair[1].integer())))
                case "setMarkedText":
                    try allow(["text", "selected"])
                    input = .edit(.setMarkedText(try reader.required("text").string(),
                                                 selectedRange: try reader.optional("selected").map(offsets)))
                default:
                    throw value.error("expected one of \(editNames.joined(separator: ", ")), got \"\(name)\"")
                }
            }
        case "paste":
            try allow([])
            input = .paste(try value.string())
        case "key":
            try allow([])
            input = .key(try value.oneOf(EditingKey.self))
        case "focus":
            try allow([])
            input = .focus(try value.string())
        case "endEditing":
            try allow([])
            try value.flag()
            input = .endEditing
        case "field":
            input = .field(try field(reader, value: value, allow: allow, offsets: offsets))
        case "keyboardHeight":
            try allow([])
            input = .keyboardHeight(value.value == .null ? nil : try value.number())
        case "environment":
            try allow([])
            input = .environment(try environment(value))
        case "accessibility":
            let request = try value.string()
            if request == "action" {
                try allow(["path", "action"])
                input = .accessibility(.action(try reader.required("path").string(), named: try reader.required("action").string()))
            } else {
                try allow(["path"])
                let path = try reader.required("path").string()
                switch request {
                case "activate": input = .accessibility(.activate(path))
                case "increment": input = .accessibility(.increment(path))
                case "decrement": input = .accessibility(.decrement(path))
                default: throw value.error("expected activate, increment, decrement or action, got \(value.value.jsonText)")
                }
            }
        default:
            try allow([])
            try value.flag()
            input = .frame
        }
        return (input, isSecret)
    }

    private static func field(_ reader: SessionReader, value: SessionReader,
                              allow: (Set<String>) throws(SessionError) -> Void,
                              offsets: (SessionReader) throws(SessionError) -> Range<Int>) throws(SessionError) -> NativeFieldEvent {
        let id = ViewID(try reader.required("view").integer(in: 1...Int(Int32.max)))
        switch try value.string() {
        case "focused":
            try allow(["view", "focused"])
            return .focused(id, try reader.required("focused").bool())
        case "edited":
            try allow(["view", "value", "selection", "marked"])
            return .edited(id, TextEdit(value: try reader.required("value").string(),
                                        selection: try offsets(try reader.required("selection")),
                                        marked: try reader.optional("marked").map(offsets)))
        case "returned":
            try allow(["view"])
            return .returned(id)
        case let other:
            throw value.error("expected focused, edited or returned, got \"\(other)\"")
        }
    }

    static func environment(_ reader: SessionReader) throws(SessionError) -> EnvironmentChange {
        _ = try reader.members(allowing: ["device", "orientation", "size", "scale", "safeArea", "colorScheme",
                                          "layoutDirection", "textSizeMultiplier"])
        var device: DeviceConfiguration?
        if let name = reader.optional("device") {
            guard let found = Device.named(try name.string()) else {
                throw name.error("no such device (known: \(Device.catalog.map(\.name).joined(separator: ", ")))")
            }
            device = found.configuration(try reader.optional("orientation")?.oneOf(Orientation.self) ?? .portrait)
        }
        let size = try reader.required("size").numbers(2)
        let inset = try reader.required("safeArea").numbers(4)
        return EnvironmentChange(device: device, size: Size(width: size[0], height: size[1]),
                                 displayScale: try reader.required("scale").number(),
                                 safeArea: EdgeInsets(top: inset[0], left: inset[1], bottom: inset[2], right: inset[3]),
                                 colorScheme: try reader.required("colorScheme").oneOf(ColorScheme.self),
                                 layoutDirection: try reader.required("layoutDirection").oneOf(LayoutDirection.self),
                                 textSizeMultiplier: try reader.required("textSizeMultiplier").number())
    }
}

extension AccessibilityInput {
    /// `{"accessibility": "activate"|"increment"|"decrement"|"action", "path": PATH, "action": NAME}`:
    /// the request as sessions record it and flows mark their steps.
    public var sessionJSON: JSONValue { .object(sessionMembers) }

    var sessionMembers: [(String, JSONValue)] {
        switch self {
        case .activate(let path): [("accessibility", .string("activate")), ("path", .string(path))]
        case .increment(let path): [("accessibility", .string("increment")), ("path", .string(path))]
        case .decrement(let path): [("accessibility", .string("decrement")), ("path", .string(path))]
        case .action(let path, let name): [("accessibility", .string("action")), ("path", .string(path)), ("action", .string(name))]
        }
    }
}
