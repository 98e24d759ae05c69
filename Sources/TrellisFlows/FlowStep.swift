import Commands
import JSONPaths
import Render
import TrellisElements

/// One step of a flow script: what a finger, the back gesture or the clock does next. The JSON
/// forms (`trellis run --script`): `{"tap": KEY}`, `{"longPress": KEY}`,
/// `{"drag": KEY, "by": [dx, dy]}`, `{"fling": KEY, "velocity": [vx, vy]}` (the finger's velocity
/// in points per second: a negative `vy` is a finger moving up, which scrolls toward the end),
/// `{"swipe": KEY, "direction": "left"|"right"}`, `{"back": true}` and `{"wait": SECONDS}` (on the
/// feature's clock). KEY is an element key, else an accessibility label, else a text on screen.
///
/// Text input: `{"type": TEXT, "into": KEY}` (focuses the field KEY, or the field inside it, and
/// types TEXT at the end of its value, one character at a time; without `into`: at the caret of
/// the focused field), `{"key": NAME}` (an ``EditingKey``: `backspace`, `return`, `left`, `right`,
/// `selectAll`, `shiftLeft`, …), `{"paste": TEXT}`, `{"focus": KEY}`, `{"doubleTap": KEY}` and
/// `{"dismissKeyboard": true}`.
public enum FlowStep: Sendable, Equatable {
    case tap(String)
    case longPress(String)
    case drag(String, by: Point)
    case fling(String, velocity: Point)
    case swipe(String, direction: SwipeDirection)
    case back
    case wait(seconds: Double)
    case type(String, into: String?)
    case key(EditingKey)
    case paste(String)
    case focus(String)
    case doubleTap(String)
    case dismissKeyboard

    /// Which way a swipe moves the finger.
    public enum SwipeDirection: String, Sendable, Equatable, CaseIterable {
        case left, right
    }

    /// The step as JSON (what `trellis run` writes in the log).
    public var json: JSONValue {
        func pair(_ point: Point) -> JSONValue { .array([.number(point.x), .number(point.y)]) }
        switch self {
        case .tap(let key): return .object([("tap", .string(key))])
        case .longPress(let key): return .object([("longPress", .string(key))])
        case .drag(let key, let by): return .object([("drag", .string(key)), ("by", pair(by))])
        case .fling(let key, let velocity): return .object([("fling", .string(key)), ("velocity", pair(velocity))])
        case .swipe(let key, let direction): return .object([("swipe", .string(key)), ("direction", .string(direction.rawValue))])
        case .back: return .object([("back", .bool(true))])
        case .wait(let seconds): return .object([("wait", .number(seconds))])
        case .type(let text, let into):
            return .object([("type", .string(text))] + (into.map { [("into", JSONValue.string($0))] } ?? []))
        case .key(let key): return .object([("key", .string(key.rawValue))])
        case .paste(let text): return .object([("paste", .string(text))])
        case .focus(let key): return .object([("focus", .string(key))])
        case .doubleTap(let key): return .object([("doubleTap", .string(key))])
        case .dismissKeyboard: return .object([("dismissKeyboard", .bool(true))])
        }
    }

    /// The step as a log shows it when it types into a secure field: the text redacted.
    public var redactedJSON: JSONValue {
        switch self {
        case .type(_, let into):
            return FlowStep.type(Secret.redaction, into: into).json
        case .paste:
            return FlowStep.paste(Secret.redaction).json
        default:
            return json
        }
    }

    /// Whether the step carries text (which a secure field's log must not show).
    public var carriesText: Bool {
        switch self {
        case .type, .paste: true
        default: false
        }
    }

    /// Parses a script: a JSON array of steps.
    /// - Throws: `FlowScriptError` naming the step index (or the line and column of malformed
    ///   JSON) and what is wrong.
    public static func script(_ bytes: [UInt8]) throws(FlowScriptError) -> [FlowStep] {
        let value: JSONValue
        do {
            value = try JSONValue(parsing: bytes)
        } catch {
            throw FlowScriptError(step: nil, reason: "malformed JSON at line \(error.line), column \(error.column): \(error.reason)")
        }
        guard case .array(let items) = value else {
            throw FlowScriptError(step: nil, reason: "a script is an array of steps, got \(value.kindDescription)")
        }
        var steps: [FlowStep] = []
        for (index, item) in items.enumerated() {
            do {
                steps.append(try step(item))
            } catch {
                throw FlowScriptError(step: index, reason: error.reason)
            }
        }
        return steps
    }

    private static let actions = ["tap", "longPress", "drag", "fling", "swipe", "back", "wait", "type", "key", "paste",
                                  "focus", "doubleTap", "dismissKeyboard"]

    private static func step(_ value: JSONValue) throws(FlowScriptError) -> FlowStep {
        guard case .object(let members) = value else {
            throw FlowScriptError(step: nil, reason: "a step is an object such as {\"tap\": \"login\"}, got \(value.kindDescription)")
        }
        let named = members.map(\.0).filter { actions.contains($0) }
        guard named.count == 1, let action = named.first else {
            throw FlowScriptError(step: nil, reason: named.isEmpty
                ? "no action (expected one of \(actions.joined(separator: ", ")); got \(members.map(\.0).joined(separator: ", ")))"
                : "more than one action: \(named.joined(separator: ", "))")
        }
        let allowed: Set<String> = switch action {
        case "drag": ["drag", "by"]
        case "fling": ["fling", "velocity"]
        case "swipe": ["swipe", "direction"]
        case "type": ["type", "into"]
        default: [action]
        }
        if let unknown = members.map(\.0).first(where: { !allowed.contains($0) }) {
            throw FlowScriptError(step: nil, reason: "unknown key '\(unknown)' in a '\(action)' step (allowed: \(allowed.sorted().joined(separator: ", ")))")
        }
        func key() throws(FlowScriptError) -> String {
            guard case .string(let key)? = value[action], !key.isEmpty else {
                throw FlowScriptError(step: nil, reason: "'\(action)' takes an element key or accessibility label (a non-empty string)")
            }
            return key
        }
        func pair(_ name: String) throws(FlowScriptError) -> Point {
            guard case .array(let numbers)? = value[name], numbers.count == 2,
                  case .number(let x) = numbers[0], case .number(let y) = numbers[1], x.isFinite, y.isFinite else {
                throw FlowScriptError(step: nil, reason: "'\(name)' takes two numbers [x, y]")
            }
            return Point(x: x, y: y)
        }
        switch action {
        case "tap": return .tap(try key())
        case "longPress": return .longPress(try key())
        case "drag": return .drag(try key(), by: try pair("by"))
        case "fling": return .fling(try key(), velocity: try pair("velocity"))
        case "swipe":
            guard case .string(let name)? = value["direction"], let direction = SwipeDirection(rawValue: name) else {
                throw FlowScriptError(step: nil, reason: "'direction' takes \"left\" or \"right\"")
            }
            return .swipe(try key(), direction: direction)
        case "back":
            guard value["back"] == .bool(true) else { throw FlowScriptError(step: nil, reason: "'back' takes true") }
            return .back
        case "type", "paste":
            guard case .string(let text)? = value[action] else {
                throw FlowScriptError(step: nil, reason: "'\(action)' takes the text to enter (a string)")
            }
            guard action == "type" else { return .paste(text) }
            var into: String?
            if let target = value["into"] {
                guard case .string(let key) = target, !key.isEmpty else {
                    throw FlowScriptError(step: nil, reason: "'into' takes the key of a text field (a non-empty string)")
                }
                into = key
            }
            return .type(text, into: into)
        case "key":
            guard case .string(let name)? = value["key"], let key = EditingKey(rawValue: name) else {
                throw FlowScriptError(step: nil, reason: "'key' takes one of \(EditingKey.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return .key(key)
        case "focus": return .focus(try key())
        case "doubleTap": return .doubleTap(try key())
        case "dismissKeyboard":
            guard value["dismissKeyboard"] == .bool(true) else {
                throw FlowScriptError(step: nil, reason: "'dismissKeyboard' takes true")
            }
            return .dismissKeyboard
        default:
            guard case .number(let seconds)? = value["wait"], seconds.isFinite, seconds >= 0, seconds <= 3_600 else {
                throw FlowScriptError(step: nil, reason: "'wait' takes seconds between 0 and 3600")
            }
            return .wait(seconds: seconds)
        }
    }
}

/// A script that cannot be run, naming the step (0-based) and what is wrong with it.
public struct FlowScriptError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The index of the bad step; `nil` when the script as a whole is wrong.
    public var step: Int?
    /// What is wrong.
    public var reason: String

    public init(step: Int?, reason: String) {
        self.step = step
        self.reason = reason
    }

    public var description: String {
        step.map { "step \($0): \(reason)" } ?? reason
    }
}
