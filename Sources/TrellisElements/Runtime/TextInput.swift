import Commands
import Render
import TextEditing
import Typesetting

/// A key of a hardware keyboard (or a flow script's `{"key": …}` step), as hosts without a
/// native editor send them to ``RuntimeCore/press(_:)``.
public enum EditingKey: String, Sendable, CaseIterable, Codable {
    case backspace, delete, `return`
    case left, right, up, down, home, end, wordLeft, wordRight
    case shiftLeft, shiftRight, shiftUp, shiftDown, shiftHome, shiftEnd, shiftWordLeft, shiftWordRight
    case deleteWord, selectAll, copy, cut, paste, undo, redo

    /// The editing engine's action for the key (`return` is the field's business, not the engine's).
    var action: EditAction? {
        switch self {
        case .backspace: .deleteBackward
        case .delete: .deleteForward
        case .deleteWord: .deleteWordBackward
        case .return: nil
        case .left: .move(.left, extend: false)
        case .right: .move(.right, extend: false)
        case .up: .move(.up, extend: false)
        case .down: .move(.down, extend: false)
        case .home: .move(.lineStart, extend: false)
        case .end: .move(.lineEnd, extend: false)
        case .wordLeft: .move(.wordLeft, extend: false)
        case .wordRight: .move(.wordRight, extend: false)
        case .shiftLeft: .move(.left, extend: true)
        case .shiftRight: .move(.right, extend: true)
        case .shiftUp: .move(.up, extend: true)
        case .shiftDown: .move(.down, extend: true)
        case .shiftHome: .move(.lineStart, extend: true)
        case .shiftEnd: .move(.lineEnd, extend: true)
        case .shiftWordLeft: .move(.wordLeft, extend: true)
        case .shiftWordRight: .move(.wordRight, extend: true)
        case .selectAll: .selectAll
        case .copy: .copy
        case .cut: .cut
        case .paste: .paste
        case .undo: .undo
        case .redo: .redo
        }
    }
}

/// One step from a parent to a child on the way to a focused field: its key when it has one
/// (stable while rows move), else its index.
enum FieldLocatorStep: Hashable, Sendable {
    case key(ElementKey)
    case index(Int)
}

/// The field that has focus: where it is, its editing engine and how it is scrolled.
struct FocusedField: Sendable {
    var locator: [FieldLocatorStep]
    var engine: TextEditingEngine
    var behavior: FieldBehavior
    /// How far a one-line field's text is scrolled (see `FieldEditingLook.scrollX`).
    var scrollX = 0.0
    /// When the caret last moved or the text changed (the caret shows solid for a while after).
    var activity: Double
    /// The caret map of the shown text, for the text and width it was made for.
    var caretMap: (text: AttributedText, width: Double, map: CaretMap)?

    /// The key of the nearest keyed node on the way (what logs name the field by).
    var key: String? {
        for step in locator.reversed() {
            if case .key(.string(let key)) = step { return key }
        }
        return nil
    }
}

/// The caret's blinking as a function of the clock: solid for half a second after it moved,
/// then half a second on, half a second off.
enum CaretBlink {
    static func isVisible(sinceActivity elapsed: Double) -> Bool {
        guard elapsed >= 0.5 else { return true }
        return (elapsed - 0.5).truncatingRemainder(dividingBy: 1.0) >= 0.5
    }
}

extension RuntimeCore {
    // MARK: - Focus

    /// The key of the focused field (of its nearest keyed ancestor), `nil` when none is focused.
    public var focusedField: String? { focus?.key }

    /// Whether a field is focused.
    public var isEditing: Bool { focus != nil }

    /// The focused field's selection (UTF-16 offsets into its value; empty: the caret).
    public var selection: Range<Int>? { focus?.engine.state.selection.range }

    /// Whether the focused field is a secure one.
    public var isEditingSecureField: Bool { focus?.behavior.isSecure ?? false }

    /// The keyboard's height as the screen is laid out (0: no keyboard).
    public var keyboardHeight: Double { environment.keyboardHeight }

    /// Focuses the field keyed `key` (or the first field inside the element keyed so), with the
    /// caret at the end of its value; the keyboard comes up and the field is scrolled above it.
    /// - Returns: false when no enabled field has or is inside that key.
    @discardableResult
    public func focus(_ key: String) async -> Bool {
        guard let path = Self.fieldPath(keyed: key, in: mounted) else { return false }
        await focus(path: path, caret: nil)
        return true
    }

    /// Whether the element keyed `key` is (or holds) a secure field.
    public func isSecureField(_ key: String) -> Bool {
        guard let path = Self.fieldPath(keyed: key, in: mounted) else { return false }
        return mounted.node(at: path)?.node.interaction?.field?.isSecure ?? false
    }

    /// Ends editing: the focused field loses focus and the keyboard goes down (animated).
    public func endEditing() async {
        guard let old = focus else { return }
        focus = nil
        if let command = old.behavior.onFocusChange { perform(command, false) }
        await setKeyboard(visible: false, animated: true)
    }

    /// Shows or hides the simulated keyboard without a focused field (`trellis render --keyboard`).
    public func setKeyboard(visible: Bool, animated: Bool) async {
        let height = visible ? (keyboardOverride ?? defaultKeyboardHeight) : 0
        guard height != environment.keyboardHeight else {
            await showWindow()
            return
        }
        environment.keyboardHeight = height
        relayout()
        revealFocusedField()
        await present(animation: animated ? Animation(duration: SoftwareKeyboard.animationDuration, curve: .easeInOut) : nil)
    }

    /// A host with a real keyboard reports its height here (`nil`: the simulated keyboard's).
    public func setKeyboardHeight(_ height: Double?) async {
        keyboardOverride = height
        if focus != nil || environment.keyboardHeight > 0 { await setKeyboard(visible: true, animated: false) }
    }

    /// Where copy and cut put text and paste takes it from.
    public func setClipboard(_ clipboard: any Clipboard) {
        self.clipboard = clipboard
    }

    /// The simulated keyboard of the device laid out for.
    private var defaultKeyboardHeight: Double {
        environment.device.map(SoftwareKeyboard.height(for:)) ?? SoftwareKeyboard.height(forContainerHeight: size.height)
    }

    /// Focuses the field at `path` of the mounted tree, with the caret at `caret` (a UTF-16
    /// offset of its value; `nil`: the end).
    func focus(path: [Int], caret: Int?) async {
        guard let step = mounted.node(at: path), let behavior = step.node.interaction?.field, behavior.isEnabled else { return }
        let locator = Self.locator(of: path, in: mounted)
        if let current = focus, current.locator == locator {
            if let caret { _ = await edit(.select(TextSelection(caret: caret))) }
            return
        }
        let old = focus
        focus = FocusedField(locator: locator, engine: TextEditingEngine(
            text: behavior.value, selection: caret.map { TextSelection(caret: $0) }, isSecure: behavior.isSecure),
                             behavior: behavior, activity: now())
        if let command = old?.behavior.onFocusChange { perform(command, false) }
        if let command = behavior.onFocusChange { perform(command, true) }
        await setKeyboard(visible: true, animated: true)
    }

    // MARK: - Editing

    /// Types `text` at the caret of the focused field (replacing its selection).
    @discardableResult
    public func type(_ text: String) async -> [PerformedCommand] {
        await edit(.insert(text))
    }

    /// Pastes `text` at the caret of the focused field (replacing its selection), as if it came
    /// from the clipboard (the clipboard keeps what it holds).
    @discardableResult
    public func paste(_ text: String) async -> [PerformedCommand] {
        await edit(.paste, clipboard: PasteSource(text: text))
    }

    /// An input method's composition: `text` replaces the selection (or the earlier composition)
    /// and stays marked until ``unmarkText()`` commits it.
    @discardableResult
    public func setMarkedText(_ text: String, selectedRange: Range<Int>? = nil) async -> [PerformedCommand] {
        await edit(.setMarkedText(text, selectedRange: selectedRange))
    }

    /// Commits the input method's composition.
    @discardableResult
    public func unmarkText() async -> [PerformedCommand] {
        await edit(.unmarkText)
    }

    /// Presses `key` in the focused field: editing keys go to the editor; return submits a
    /// one-line field (and moves focus on for `.next`, ends editing for done/go/search/send/join)
    /// or breaks the line of a `TextEditor`.
    @discardableResult
    public func press(_ key: EditingKey) async -> [PerformedCommand] {
        guard let focus else { return [] }
        if let action = key.action { return await edit(action) }
        if focus.behavior.style == .multiline { return await edit(.insert("\n")) }
        var performed: [PerformedCommand] = []
        if let submit = focus.behavior.onSubmit { performed.append(perform(submit)) }
        await refresh()
        switch focus.behavior.returnKey {
        case .default:
            break
        case .next:
            if let next = nextField(after: focus) {
                await self.focus(path: next, caret: nil)
            } else {
                await endEditing()
            }
        case .done, .go, .search, .send, .join:
            await endEditing()
        }
        return performed
    }

    /// Applies an editing action to the focused field and reports a changed value to its
    /// Commands; the store's answer (the new Props) decides what the field shows.
    @discardableResult
    public func edit(_ action: EditAction) async -> [PerformedCommand] {
        await edit(action, clipboard: nil)
    }

    private func edit(_ action: EditAction, clipboard source: (any Clipboard)?) async -> [PerformedCommand] {
        guard var field = focus else { return [] }
        let map = field.behavior.isSecure ? nil : field.caretMap?.map
        let outcome = field.engine.apply(action, caretMap: map, clipboard: source ?? clipboard)
        field.activity = now()
        focus = field
        var performed: [PerformedCommand] = []
        let state = field.engine.state
        let secure = field.behavior.isSecure
        if outcome.textChanged, let command = field.behavior.onChange {
            performed.append(perform(command, state.text, redacted: secure))
        }
        if outcome.textChanged || outcome.selectionChanged, let command = field.behavior.onEdit {
            let edit = TextEdit(value: state.text, selection: state.selection.range, marked: state.marked, isSecure: secure)
            performed.append(perform(command, edit, redacted: secure))
        }
        // The store answers synchronously: its Props (or the old ones, when it refused) are shown.
        if outcome.textChanged { await refresh() }
        await showWindow()
        return performed
    }

    // MARK: - Pointer

    /// A tap that landed on a field: focus it with the caret where the finger was, or (a double
    /// tap on the focused field) select the word there.
    func tapField(_ target: HitStep, at location: Point, double: Bool) async {
        let offset = caretOffset(at: location, in: target)
        if double, let focus, focus.locator == Self.locator(of: target.path, in: mounted) {
            _ = await edit(.selectWord(at: offset ?? focus.engine.state.selection.head))
            return
        }
        await focus(path: target.path, caret: offset)
    }

    /// A finger dragging over the focused field selects from where it went down to where it is.
    func selectDrag(on target: HitStep, from start: Point, to end: Point) async {
        guard let anchor = caretOffset(at: start, in: target), let head = caretOffset(at: end, in: target) else { return }
        _ = await edit(.select(TextSelection(anchor: anchor, head: head)))
    }

    /// The offset of the value a point of the field at `target` falls on (through the caret map
    /// of its shown text), `nil` without a laid-out value.
    private func caretOffset(at location: Point, in target: HitStep) -> Int? {
        guard let resolved = target.node.props.content.textField, let behavior = target.node.interaction?.field else { return nil }
        guard !behavior.value.isEmpty else { return 0 }
        let box = resolved.textBox(in: target.frame)
        let map = caretMap(for: resolved, box: box)
        let shown = map.offset(atX: location.x - box.minX, y: location.y - box.minY)
        return FieldText.valueOffset(shown, in: behavior.value, style: behavior.style)
    }

    /// The caret map of a field's shown text in its text box (cached for the focused field).
    func caretMap(for resolved: ResolvedTextField, box: Rect) -> CaretMap {
        let multiline = resolved.style == .multiline
        let width = multiline ? box.width : Double.infinity
        if let cached = focus?.caretMap, cached.text == resolved.text, cached.width == width { return cached.map }
        let map = environment.textMeasurer.caretMap(resolved.text, width: width, mode: multiline ? .exactly : .undefined,
                                                    scale: environment.displayScale)
        focus?.caretMap = (resolved.text, width, map)
        return map
    }

    // MARK: - Drawing the focused field

    /// `root` with the focused field drawn focused (caret, selection, composition, scrolled to
    /// the caret), after taking the store's value; `root` itself when nothing is focused there.
    func drawingFocus(_ root: LayoutNode) -> LayoutNode {
        guard var field = focus, let path = Self.resolve(field.locator, in: root) else { return root }
        return Self.updating(root, at: path[...]) { node in
            guard var resolved = node.props.content.textField, let behavior = node.interaction?.field else { return }
            field.behavior = behavior
            if behavior.value != field.engine.state.text { field.engine.reconcile(storeValue: behavior.value) }
            resolved.isFocused = true
            resolved.editing = editingLook(&field, resolved: resolved, frame: node.frame)
            node.props.content = .textField(resolved)
            focus = field
        }
    }

    /// Caret, selection and composition of the focused field in its text's coordinates.
    private func editingLook(_ field: inout FocusedField, resolved: ResolvedTextField, frame: Rect) -> FieldEditingLook {
        let state = field.engine.state
        let style = field.behavior.style
        let value = state.text
        let line = resolved.textFrame(in: Rect(x: 0, y: 0, width: frame.width, height: frame.height))
        guard !value.isEmpty, !resolved.isPlaceholder else {
            let x = resolved.rightToLeft ? max(line.width - ResolvedTextField.focusWidth, 0) : 0
            field.scrollX = 0
            return FieldEditingLook(caret: Rect(x: x, y: 0, width: ResolvedTextField.focusWidth, height: resolved.lineHeight))
        }
        var unscrolled = resolved
        unscrolled.editing = FieldEditingLook(caret: nil)
        let box = unscrolled.textBox(in: Rect(x: 0, y: 0, width: frame.width, height: frame.height))
        let map = caretMap(for: resolved, box: box)
        field.caretMap = (resolved.text, resolved.style == .multiline ? box.width : Double.infinity, map)
        func shown(_ offset: Int) -> Int { FieldText.shownOffset(offset, in: value, style: style) }
        let head = shown(state.selection.head)
        let caret = map.caret(at: head)
        let caretLine = map.lines.indices.contains(caret.line) ? map.lines[caret.line] : nil
        // Centred on Pango's cursor position (the clip leaves room for it at either end).
        let caretX = caret.x - ResolvedTextField.focusWidth / 2
        // Keep the caret inside a one-line field: scroll its text by as little as needed.
        if style != .multiline, box.width > line.width {
            let visible = line.width
            var start = resolved.rightToLeft ? box.width - visible - field.scrollX : field.scrollX
            if caret.x < start { start = caret.x }
            if caret.x > start + visible { start = caret.x - visible }
            start = min(max(start, 0), box.width - visible)
            field.scrollX = resolved.rightToLeft ? box.width - visible - start : start
        } else {
            field.scrollX = 0
        }
        let range = state.selection.range
        let selection = range.isEmpty ? [] : map.selectionRects(shown(range.lowerBound)..<shown(range.upperBound)).map {
            Rect(x: $0.x, y: $0.y, width: $0.width, height: $0.height)
        }
        let marked = state.marked.map { marked in
            map.selectionRects(shown(marked.lowerBound)..<shown(marked.upperBound)).map {
                Rect(x: $0.x, y: $0.y, width: $0.width, height: $0.height)
            }
        } ?? []
        let blinkOn = CaretBlink.isVisible(sinceActivity: now() - field.activity)
        let caretRect = range.isEmpty && blinkOn
            ? Rect(x: caretX, y: caretLine?.y ?? 0, width: ResolvedTextField.focusWidth,
                   height: caretLine?.height ?? resolved.lineHeight)
            : nil
        return FieldEditingLook(caret: caretRect, selection: selection, marked: marked, scrollX: field.scrollX)
    }

    // MARK: - The keyboard

    /// The simulated keyboard's stand-in panel over the bottom of `root` (when drawn).
    func drawingKeyboard(_ root: LayoutNode) -> LayoutNode {
        let height = environment.keyboardHeight
        guard drawsKeyboard, height > 0 else { return root }
        var copy = root
        let scheme = environment.colorScheme
        var panel = LayoutNode(kind: .box, key: .string(Self.keyboardKey),
                               frame: Rect(x: 0, y: root.frame.height - height, width: root.frame.width, height: height),
                               props: ViewProps(background: ThemedColor.keyboardPanel.resolved(in: scheme),
                                                accessibilityLabel: "Keyboard"))
        var interaction = Interaction()
        interaction.slide = Point(x: 0, y: 1)
        panel.interaction = interaction
        let hairline = LayoutNode(kind: .box, frame: Rect(x: 0, y: 0, width: root.frame.width, height: 1 / max(environment.displayScale, 1)),
                                  props: ViewProps(background: ThemedColor.separator.resolved(in: scheme)))
        panel.children = [hairline]
        copy.children.append(panel)
        return copy
    }

    /// The key of the simulated keyboard's panel.
    public static let keyboardKey = "trellis.keyboard"

    /// Scrolls the focused field's nearest vertical scroll container so the field ends above the
    /// keyboard (with an 8 pt gap), as far as the container can go. Uses the current layout.
    func revealFocusedField() {
        guard let field = focus, environment.keyboardHeight > 0, let layout else { return }
        var probe = scrollWindow
        let live = dragged.union(motions.keys)
        let (node, extents) = probe.apply(to: layout, offsets: scrollOffsets, environment: environment,
                                          fullLength: isFullLength, live: live)
        guard let path = Self.resolve(field.locator, in: node) else { return }
        var current = node
        var origin = Point(x: 0, y: 0)
        var container: String?
        for index in path {
            origin = Point(x: origin.x + current.frame.minX, y: origin.y + current.frame.minY)
            if let scroll = current.interaction?.scroll, scroll.axis == .vertical { container = scroll.id }
            current = current.children[index]
        }
        guard let container, let extent = extents[container] else { return }
        let fieldBottom = origin.y + current.frame.maxY
        let keyboardTop = size.height - environment.keyboardHeight
        let overlap = fieldBottom + 8 - keyboardTop
        guard overlap > 0 else { return }
        let target = min(extent.offset + overlap, extent.maxOffset)
        scrollOffsets[container] = max(target, 0)
    }

    // MARK: - Finding fields

    /// The index path of the enabled field keyed `key`, or of the first one inside the element
    /// keyed so, in the mounted tree.
    static func fieldPath(keyed key: String, in tree: MountedTree) -> [Int]? {
        guard let root = tree.root else { return nil }
        func search(_ node: MountedNode, _ path: [Int], inside: Bool) -> [Int]? {
            let here = inside || node.key == .string(key)
            if here, node.interaction?.field?.isEnabled == true { return path }
            for (index, child) in node.children.enumerated() {
                if let found = search(child, path + [index], inside: here) { return found }
            }
            return nil
        }
        return search(root, [], inside: false)
    }

    /// The locator of the node at `path` of the mounted tree.
    static func locator(of path: [Int], in tree: MountedTree) -> [FieldLocatorStep] {
        guard var node = tree.root else { return [] }
        var steps: [FieldLocatorStep] = []
        for index in path where node.children.indices.contains(index) {
            let child = node.children[index]
            steps.append(child.key.map(FieldLocatorStep.key) ?? .index(index))
            node = child
        }
        return steps
    }

    /// The index path a locator leads to in a laid-out tree.
    static func resolve(_ locator: [FieldLocatorStep], in root: LayoutNode) -> [Int]? {
        var node = root
        var path: [Int] = []
        for step in locator {
            let index: Int?
            switch step {
            case .key(let key): index = node.children.firstIndex { $0.key == key }
            case .index(let position): index = node.children.indices.contains(position) && node.children[position].key == nil ? position : nil
            }
            guard let index else { return nil }
            path.append(index)
            node = node.children[index]
        }
        return path
    }

    /// `node` with `change` applied to the node at `path`.
    static func updating(_ node: LayoutNode, at path: ArraySlice<Int>, _ change: (inout LayoutNode) -> Void) -> LayoutNode {
        var copy = node
        guard let index = path.first else {
            change(&copy)
            return copy
        }
        guard node.children.indices.contains(index) else { return node }
        copy.children[index] = updating(node.children[index], at: path.dropFirst(), change)
        return copy
    }

    /// The enabled field after `field` in reading order (top to bottom, leading to trailing),
    /// or the one its behaviour names.
    private func nextField(after field: FocusedField) -> [Int]? {
        if let named = field.behavior.nextFocus { return Self.fieldPath(keyed: named, in: mounted) }
        var fields: [(path: [Int], frame: Rect)] = []
        func collect(_ node: MountedNode, _ path: [Int], _ origin: Point) {
            let frame = Rect(x: origin.x + node.frame.minX, y: origin.y + node.frame.minY,
                             width: node.frame.width, height: node.frame.height)
            if node.interaction?.field?.isEnabled == true { fields.append((path, frame)) }
            for (index, child) in node.children.enumerated() { collect(child, path + [index], frame.origin) }
        }
        guard let root = mounted.root else { return nil }
        collect(root, [], Point(x: 0, y: 0))
        let rtl = environment.layoutDirection == .rightToLeft
        fields.sort { a, b in
            if abs(a.frame.minY - b.frame.minY) > 1 { return a.frame.minY < b.frame.minY }
            return rtl ? a.frame.maxX > b.frame.maxX : a.frame.minX < b.frame.minX
        }
        guard let current = fields.firstIndex(where: { Self.locator(of: $0.path, in: mounted) == field.locator }),
              current + 1 < fields.count else { return nil }
        return fields[current + 1].path
    }
}

/// The clipboard of a flow's `paste` step: it offers one text and keeps nothing.
private struct PasteSource: Clipboard {
    let text: String
    func read() -> String? { text }
    func write(_ string: String) {}
}

/// What a host with a native editor (a `UITextField`, a browser's `<input>`) reports about one of
/// its field views: the runtime turns each into the field's Commands, exactly as its own editor's
/// edits, so the store decides either way.
public enum NativeFieldEvent: Sendable, Equatable {
    /// The view became first responder (true) or resigned (false).
    case focused(ViewID, Bool)
    /// The user changed the text: the whole new value, the selection and the composition after it.
    case edited(ViewID, TextEdit)
    /// The return key was pressed.
    case returned(ViewID)
}

extension RuntimeCore {
    /// Handles an event of a native field view: focus follows the host's first responder (the
    /// host shows its own keyboard and reports its height with `setKeyboardHeight(_:)`), edits go
    /// to the field's Commands and the store's answer comes back as Props, return is the field's
    /// return key. Events of views that are not fields (or no longer mounted) are ignored.
    @discardableResult
    public func handle(_ event: NativeFieldEvent) async -> [PerformedCommand] {
        switch event {
        case .focused(let id, let focused):
            guard let path = mounted.path(of: id) else { return [] }
            if focused {
                await focus(path: path, caret: nil)
            } else if focus?.locator == Self.locator(of: path, in: mounted) {
                await endEditing()
            }
            return []
        case .edited(let id, let edit):
            guard let path = mounted.path(of: id) else { return [] }
            if focus?.locator != Self.locator(of: path, in: mounted) { await focus(path: path, caret: nil) }
            guard focus != nil else { return [] }
            return await replaceAll(with: edit)
        case .returned(let id):
            guard let path = mounted.path(of: id) else { return [] }
            if focus?.locator != Self.locator(of: path, in: mounted) { await focus(path: path, caret: nil) }
            return await press(.return)
        }
    }

    /// A native editor's edit: the value and selection as the host has them, reported to the
    /// field's Commands (the store decides what is shown next).
    private func replaceAll(with edit: TextEdit) async -> [PerformedCommand] {
        guard var field = focus else { return [] }
        let changed = edit.value != field.engine.state.text
        let count = edit.value.utf16.count
        let selection = TextSelection(anchor: min(max(edit.selection.lowerBound, 0), count),
                                      head: min(max(edit.selection.upperBound, 0), count))
        field.engine.apply(.select(TextSelection(anchor: 0, head: field.engine.state.text.utf16.count)))
        if changed { field.engine.apply(.insert(edit.value)) }
        field.engine.apply(.select(selection))
        field.activity = now()
        focus = field
        var performed: [PerformedCommand] = []
        let secure = field.behavior.isSecure
        if changed, let command = field.behavior.onChange { performed.append(perform(command, edit.value, redacted: secure)) }
        if let command = field.behavior.onEdit {
            var reported = edit
            reported.isSecure = secure
            performed.append(perform(command, reported, redacted: secure))
        }
        if changed { await refresh() }
        await showWindow()
        return performed
    }
}

extension MountedTree {
    /// The child-index path of the view `id`, `nil` when it is not mounted.
    func path(of id: ViewID) -> [Int]? {
        guard let root else { return nil }
        func search(_ node: MountedNode, _ path: [Int]) -> [Int]? {
            if node.id == id { return path }
            for (index, child) in node.children.enumerated() {
                if let found = search(child, path + [index]) { return found }
            }
            return nil
        }
        return search(root, [])
    }
}
