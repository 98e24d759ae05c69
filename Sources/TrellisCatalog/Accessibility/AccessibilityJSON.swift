import JSONPaths
import Render
import TrellisElements

extension AccessibilityTree {
    /// The stops as JSON, in reading order: what `trellis accessibility --json` prints and the
    /// storybook compares with the browser's accessibility tree.
    public var json: JSONValue {
        .array(elements.map(\.json))
    }
}

extension AccessibilityElement {
    /// `{"path", "role", "label", "value", "hint", "headingLevel", "state", "actions", "frame",
    /// "activationPoint", "spoken"}`; absent values are left out.
    public var json: JSONValue {
        var members: [(String, JSONValue)] = [("path", .string(path)), ("role", .string(role.rawValue))]
        if let label { members.append(("label", .string(label))) }
        if let value { members.append(("value", .string(value))) }
        if let hint { members.append(("hint", .string(hint))) }
        if let headingLevel { members.append(("headingLevel", .number(Double(headingLevel)))) }
        if !state.words.isEmpty { members.append(("state", .array(state.words.map(JSONValue.string)))) }
        if !actions.isEmpty { members.append(("actions", .array(actions.map { .string($0.name) }))) }
        if activation != nil { members.append(("activates", .bool(true))) }
        if increment != nil || decrement != nil { members.append(("adjustable", .bool(true))) }
        members.append(("frame", .object([("x", .number(frame.minX)), ("y", .number(frame.minY)),
                                          ("width", .number(frame.width)), ("height", .number(frame.height))])))
        members.append(("activationPoint", .object([("x", .number(activationPoint.x)), ("y", .number(activationPoint.y))])))
        members.append(("spoken", .string(spoken)))
        return .object(members)
    }
}
