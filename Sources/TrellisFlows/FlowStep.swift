import JSONPaths
import Render

/// One step of a flow script: what a finger, the back gesture or the clock does next. The JSON
/// forms (`trellis run --script`): `{"tap": KEY}`, `{"longPress": KEY}`,
/// `{"drag": KEY, "by": [dx, dy]}`, `{"fling": KEY, "velocity": [vx, vy]}` (the finger's velocity
/// in points per second: a negative `vy` is a finger moving up, which scrolls toward the end),
/// `{"swipe": KEY, "direction": "left"|"right"}`, `{"back": true}` and `{"wait": SECONDS}` (on the
/// feature's clock). KEY is an element key, else an accessibility label, else a text on screen.
public enum FlowStep: Sendable, Equatable {
    case tap(String)
    case longPress(String)
    case drag(String, by: Point)
    case fling(String, velocity: Point)
    case swipe(String, direction: SwipeDirection)
    case back
    case wait(seconds: Double)

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

    private static let actions = ["tap", "longPress", "drag", "fling", "swipe", "back", "wait"]

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
