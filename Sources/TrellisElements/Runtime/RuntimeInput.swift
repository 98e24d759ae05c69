import Commands
import Render
import TextEditing

/// One input a driver gives a running screen: a pointer event, an edit of the focused field, a
/// key, a change of the environment, a frame. ``RuntimeCore/input(_:)`` takes every kind and
/// dispatches it to the method that does it (`pointer(_:)`, `edit(_:)`, `press(_:)`, `tick()`, …);
/// what goes through it is what a session recorder sees, so a driver whose runs are to be
/// recorded and replayed (flows, `trellis run`, the storybook, live screens) sends its input here.
public enum RuntimeInput: Sendable, Equatable {
    /// A finger, mouse or pen event (``RuntimeCore/pointer(_:)``).
    case pointer(PointerEvent)
    /// A hit-tested tap at a point, without a gesture (``RuntimeCore/tap(at:)``).
    case tap(Point)
    /// A mouse wheel or trackpad scroll over a point, by a distance in points (positive: toward
    /// the content's end, as a browser's `deltaX`/`deltaY`) (``RuntimeCore/scroll(at:by:)``).
    case scroll(at: Point, by: Point)
    /// An editing action on the focused field: typing (`.insert`), input-method composition,
    /// caret moves, deletion, selection, clipboard, undo (``RuntimeCore/edit(_:)``).
    case edit(EditAction)
    /// Text pasted at the caret of the focused field (``RuntimeCore/paste(_:)``).
    case paste(String)
    /// A key pressed in the focused field (``RuntimeCore/press(_:)``).
    case key(EditingKey)
    /// Focus for the field keyed so (``RuntimeCore/focus(_:)``).
    case focus(String)
    /// Editing ends: the keyboard goes down (``RuntimeCore/endEditing()``).
    case endEditing
    /// An event of a host's native field view (``RuntimeCore/handle(_:)``).
    case field(NativeFieldEvent)
    /// The height of a host's real keyboard (``RuntimeCore/setKeyboardHeight(_:)``).
    case keyboardHeight(Double?)
    /// Another device, orientation, scheme, direction or text size (``RuntimeCore/setEnvironment(_:size:)``).
    case environment(EnvironmentChange)
    /// The frame of the clock's current time: animations, scroll motions, a long press due (``RuntimeCore/tick()``).
    case frame
    /// A screen reader's request of an accessibility element (``RuntimeCore/accessibility(_:)``);
    /// one that names no element or asks what the element cannot do performs nothing.
    case accessibility(AccessibilityInput)
}

/// Everything of an ``Environment`` that a driver changes, as a value (the text measurer and the
/// keyboard stay the runtime's): what a recorded environment change holds and a replay applies.
public struct EnvironmentChange: Sendable, Hashable {
    /// The device configuration, when the environment has one.
    public var device: DeviceConfiguration?
    /// The container size in points.
    public var size: Size
    public var displayScale: Double
    public var safeArea: EdgeInsets
    public var colorScheme: ColorScheme
    public var layoutDirection: LayoutDirection
    public var textSizeMultiplier: Double

    public init(device: DeviceConfiguration?, size: Size, displayScale: Double, safeArea: EdgeInsets,
                colorScheme: ColorScheme, layoutDirection: LayoutDirection, textSizeMultiplier: Double) {
        self.device = device
        self.size = size
        self.displayScale = displayScale
        self.safeArea = safeArea
        self.colorScheme = colorScheme
        self.layoutDirection = layoutDirection
        self.textSizeMultiplier = textSizeMultiplier
    }

    /// What `environment` and `size` set.
    public init(_ environment: Environment, size: Size) {
        self.init(device: environment.device, size: size, displayScale: environment.displayScale,
                  safeArea: environment.safeArea, colorScheme: environment.colorScheme,
                  layoutDirection: environment.layoutDirection, textSizeMultiplier: environment.textSizeMultiplier)
    }

    /// `environment` with these values (its text measurer and keyboard height kept).
    public func applied(to environment: Environment) -> Environment {
        var result = environment
        result.device = device
        result.displayScale = displayScale
        result.safeArea = safeArea
        result.colorScheme = colorScheme
        result.layoutDirection = layoutDirection
        result.textSizeMultiplier = textSizeMultiplier
        return result
    }
}

/// An input as ``RuntimeCore/input(_:)`` reports it to its input observers (a session recorder):
/// when it came, and what it was — with the text of an input into a secure field replaced by as
/// many ``secretPlaceholder`` characters, so no observer ever holds a secret.
public struct RecordedInput: Sendable, Equatable {
    /// The input (its text replaced when `isSecret`).
    public var input: RuntimeInput
    /// Seconds on the runtime's clock.
    public var time: Double
    /// Whether the input carried text into a secure field (now replaced by placeholders).
    public var isSecret: Bool

    public init(input: RuntimeInput, time: Double, isSecret: Bool = false) {
        self.input = input
        self.time = time
        self.isSecret = isSecret
    }

    /// What stands for each character of a secret: a digit, which every keyboard (text, number,
    /// phone, email) offers and every field takes, so a replay types as many characters and a
    /// store that counts them, or refuses letters in a one-time code, answers alike.
    public static let secretPlaceholder: Character = "0"

    /// `text` as recorded from a secure field.
    public static func placeholder(for text: String) -> String {
        String(repeating: secretPlaceholder, count: text.count)
    }
}

/// The input observers of a core (see ``RuntimeCore/addInputObserver(_:)``), in the order they
/// were added.
struct InputObservers: Sendable {
    var observers: [(token: Int, observer: @Sendable (RecordedInput) -> Void)] = []
    var nextToken = 0
}

extension RuntimeCore {
    /// Seconds since the runtime started, on its clock, from any thread (recorders stamp what
    /// they see with it; the clock itself is thread-safe).
    public nonisolated var clockTime: Double { now() }

    /// Gives the screen one input: reports it to the input observers (redacted, see
    /// ``RecordedInput``), then does it. Returns the Commands it performed.
    @discardableResult
    public func input(_ input: RuntimeInput) async -> [PerformedCommand] {
        if !inputObservers.observers.isEmpty {
            let record = recorded(input)
            for (_, observer) in inputObservers.observers { observer(record) }
        }
        switch input {
        case .pointer(let event): return await pointer(event)
        case .tap(let point): return tap(at: point).map { [$0] } ?? []
        case .scroll(let point, let delta):
            await scroll(at: point, by: delta)
            return []
        case .edit(let action): return await edit(action)
        case .paste(let text): return await paste(text)
        case .key(let key): return await press(key)
        case .focus(let key):
            await focus(key)
            return []
        case .endEditing:
            await endEditing()
            return []
        case .field(let event): return await handle(event)
        case .keyboardHeight(let height):
            await setKeyboardHeight(height)
            return []
        case .environment(let change):
            await setEnvironment(change.applied(to: environment), size: change.size)
            return []
        case .frame:
            await tick()
            return []
        case .accessibility(let request):
            return (try? await accessibility(request)) ?? []
        }
    }

    /// Calls `observer` with every input given through ``input(_:)``, before it is done, until removed.
    /// - Returns: A token for `removeInputObserver(_:)`.
    public func addInputObserver(_ observer: @escaping @Sendable (RecordedInput) -> Void) -> Int {
        inputObservers.nextToken += 1
        inputObservers.observers.append((inputObservers.nextToken, observer))
        return inputObservers.nextToken
    }

    /// Stops calling the input observer registered under `token`.
    public func removeInputObserver(_ token: Int) {
        inputObservers.observers.removeAll { $0.token == token }
    }

    /// Whether the element keyed `key` is a text field or holds one (what `focus(_:)` can focus).
    public func isField(_ key: String) -> Bool {
        Self.fieldPath(keyed: key, in: mounted) != nil
    }

    /// `input` as observers see it: text going into a secure field replaced by placeholders.
    private func recorded(_ input: RuntimeInput) -> RecordedInput {
        let time = now()
        switch input {
        case .edit(.insert(let text)) where isEditingSecureField:
            return RecordedInput(input: .edit(.insert(RecordedInput.placeholder(for: text))), time: time, isSecret: true)
        case .edit(.setMarkedText(let text, let range)) where isEditingSecureField:
            return RecordedInput(input: .edit(.setMarkedText(RecordedInput.placeholder(for: text), selectedRange: range)),
                                 time: time, isSecret: true)
        case .paste(let text) where isEditingSecureField:
            return RecordedInput(input: .paste(RecordedInput.placeholder(for: text)), time: time, isSecret: true)
        case .field(.edited(let id, var edit)):
            let secure = edit.isSecure || mounted.path(of: id).flatMap { mounted.node(at: $0)?.node.interaction?.field?.isSecure } == true
            guard secure else { return RecordedInput(input: input, time: time) }
            edit.value = RecordedInput.placeholder(for: edit.value)
            edit.isSecure = true
            return RecordedInput(input: .field(.edited(id, edit)), time: time, isSecret: true)
        default:
            return RecordedInput(input: input, time: time)
        }
    }
}
