import JSONPaths
import Render
import TrellisElements
import TrellisFlows

/// What a page sends a running feature (`POST /api/run/input?id=`), one JSON object each:
///
/// | body | input |
/// |---|---|
/// | `{"pointer": "down"\|"move"\|"up"\|"cancel", "at": [x, y]}` | a finger (the mouse) at a point, in points |
/// | `{"wheel": [dx, dy], "at": [x, y]}` | a wheel or trackpad scroll over a point, by points |
/// | `{"text": "…"}` | text typed at the focused field's caret (a key press, an IME's commit) |
/// | `{"key": NAME}` | an editing key (`backspace`, `return`, `left`, `selectAll`, …) |
/// | `{"step": STEP}` | a flow script step (`{"tap": KEY}`, `{"back": true}`, …; see `trellis run`) |
///
/// Pointer events reach the runtime's gesture recognition at the time they arrive, so a click is a
/// tap, a held press a long press, a drag a scroll, a quick drag a fling.
enum RunInput: Sendable, Equatable {
    case pointer(PointerEvent.Phase, Point)
    case wheel(Point, at: Point)
    case text(String)
    case key(EditingKey)
    case step(FlowStep)

    /// Reads one input.
    /// - Throws: `GalleryError` (400) naming the member that is wrong.
    init(json bytes: [UInt8]) throws(GalleryError) {
        guard let value = try? JSONValue(parsing: bytes), case .object(let members) = value else {
            throw GalleryError(.badRequest, "input: not a JSON object (give {\"pointer\": …}, {\"text\": …}, {\"key\": …} or {\"step\": …})")
        }
        let object = Dictionary(members, uniquingKeysWith: { _, last in last })
        func point(_ name: String, _ what: String) throws(GalleryError) -> Point {
            guard case .array(let pair)? = object[name], pair.count == 2, case .number(let x) = pair[0], case .number(let y) = pair[1],
                  x.isFinite, y.isFinite else {
                throw GalleryError(.badRequest, "input $.\(name): give \(what) as [x, y] in points")
            }
            return Point(x: x, y: y)
        }
        if case .string(let phase)? = object["pointer"] {
            guard let parsed = PointerEvent.Phase(rawValue: phase) else {
                throw GalleryError(.badRequest, "input $.pointer: '\(phase)' is none of down, move, up, cancel")
            }
            self = .pointer(parsed, try point("at", "the point"))
        } else if object["wheel"] != nil {
            let delta = try point("wheel", "the distance")
            guard abs(delta.x) <= 100_000, abs(delta.y) <= 100_000 else {
                throw GalleryError(.badRequest, "input $.wheel: at most 100,000 points a message")
            }
            self = .wheel(delta, at: try point("at", "the point"))
        } else if case .string(let text)? = object["text"] {
            guard !text.isEmpty, text.utf8.count <= 4_096 else {
                throw GalleryError(.badRequest, "input $.text: give 1 to 4,096 bytes of text")
            }
            self = .text(text)
        } else if case .string(let name)? = object["key"] {
            guard let key = EditingKey(rawValue: name) else {
                throw GalleryError(.badRequest, "input $.key: no key '\(name)' (known: \(EditingKey.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            self = .key(key)
        } else if let step = object["step"] {
            let steps: [FlowStep]
            do {
                steps = try FlowStep.script(JSONValue.array([step]).serialized(pretty: false))
            } catch {
                throw GalleryError(.badRequest, "input $.step: \(error.reason)")
            }
            guard let parsed = steps.first else { throw GalleryError(.badRequest, "input $.step: empty") }
            self = .step(parsed)
        } else {
            throw GalleryError(.badRequest, "input: give {\"pointer\": …, \"at\": [x, y]}, {\"wheel\": [dx, dy], \"at\": [x, y]}, {\"text\": …}, {\"key\": …} or {\"step\": …}")
        }
    }
}
