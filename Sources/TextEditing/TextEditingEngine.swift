import Typesetting

/// The editing engine of hosts without a native editor (headless, Cairo, flow tests): applies
/// `EditAction`s to an `EditingState`.
///
/// - Offsets are UTF-16 and always land on grapheme-cluster boundaries; inserting and deleting
///   works by cluster (an emoji ZWJ sequence, a flag, a letter with combining marks, a Hangul
///   syllable is deleted by one backspace).
/// - With the laid-out text's `CaretMap`, left/right move visually through bidi text, up/down
///   and line start/end follow the laid-out lines; without one they are logical and work on
///   paragraphs.
/// - Undo keeps the last `maxUndo` edits; consecutive typing (and consecutive backspaces) is one
///   step, as in UIKit; a composition (marked text) is one step from its start to its commit.
/// - The store owns the text: after an edit the host sends the new text as a Command and calls
///   `reconcile(storeValue:)` with what the store kept.
///
/// A value (Sendable); every action is O(text length) at most, most are local to the caret.
public struct TextEditingEngine: Sendable {
    public var state: EditingState
    /// Secure fields (passwords): copy and cut do nothing (as on iOS) and no undo history is
    /// kept, so no earlier value of the secret stays in memory beyond the field itself.
    public var isSecure: Bool {
        didSet { if isSecure { history = UndoHistory() } }
    }
    /// How many undo steps are kept (oldest dropped first).
    public var maxUndo: Int = 100

    private var history = UndoHistory()
    /// The x an up/down run aims for (kept across consecutive vertical moves).
    private var goalX: Double?
    /// The engine just before the latest text change, for `reconcile` to restore on a rejection.
    private var beforeLastEdit: Snapshot?

    private struct Snapshot: Sendable {
        var state: EditingState
        var history: UndoHistory
    }

    public init(text: String, selection: TextSelection? = nil, isSecure: Bool = false) {
        self.state = EditingState(text: text, selection: selection)
        self.isSecure = isSecure
    }

    /// True when an undo (redo) step is available.
    public var canUndo: Bool { !history.undo.isEmpty }
    public var canRedo: Bool { !history.redo.isEmpty }

    /// Applies an action; `caretMap` (the laid-out value) enables visual and line movement and
    /// word hit testing. `clipboard` is read by paste and written by copy and cut.
    @discardableResult
    public mutating func apply(_ action: EditAction, caretMap: CaretMap? = nil,
                               clipboard: (any Clipboard)? = nil) -> EditOutcome {
        let before = state
        var copied: String?
        var keepsGoal = false
        switch action {
        case .insert(let string):
            insert(string, group: Self.isTyping(string) ? .typing : nil)
        case .deleteBackward:
            deleteSelectionOr { text, caret in text.boundary(before: caret)..<caret }
        case .deleteForward:
            deleteSelectionOr(group: .deletingForward) { text, caret in caret..<text.boundary(after: caret) }
        case .deleteWordBackward:
            deleteSelectionOr(group: nil) { text, caret in Words(text.string).wordStart(before: caret)..<caret }
        case .move(let movement, let extend):
            commitComposition()
            keepsGoal = movement == .up || movement == .down
            move(movement, extend: extend, caretMap: caretMap)
        case .selectAll:
            commitComposition()
            setSelection(TextSelection(anchor: 0, head: GraphemeText(state.text).utf16Count))
        case .selectWord(let offset):
            commitComposition()
            let text = GraphemeText(state.text)
            let range = Words(state.text).selection(at: text.boundary(atOrBefore: offset))
                ?? text.boundary(atOrBefore: offset)..<text.boundary(atOrBefore: offset)
            setSelection(TextSelection(anchor: range.lowerBound, head: range.upperBound))
        case .select(let selection):
            commitComposition()
            let text = GraphemeText(state.text)
            setSelection(TextSelection(anchor: text.boundary(atOrBefore: selection.anchor),
                                       head: text.boundary(atOrBefore: selection.head)))
        case .setMarkedText(let string, let selectedRange):
            setMarkedText(string, selectedRange: selectedRange)
        case .unmarkText:
            commitComposition()
        case .copy:
            copied = copySelection(to: clipboard)
        case .cut:
            copied = copySelection(to: clipboard)
            if copied != nil { replace(state.selection.range, with: "", group: nil) }
        case .paste:
            if let string = clipboard?.read(), !string.isEmpty { insert(string, group: nil) }
        case .undo:
            step(from: \.undo, to: \.redo)
        case .redo:
            step(from: \.redo, to: \.undo)
        }
        if !keepsGoal { goalX = nil }
        return EditOutcome(textChanged: !Self.sameBytes(before.text, state.text),
                           selectionChanged: before.selection != state.selection || before.marked != state.marked,
                           copied: copied)
    }

    /// The store answered an edit with `value`: accepted (equal) keeps everything; a rejection
    /// (the store kept the value from before the edit) restores the state from before the edit
    /// (caret where it was); any other value replaces the text with the caret kept at the same
    /// distance from the end, clamped to a cluster boundary; marked text dropped. Texts are
    /// compared byte for byte (a store that normalises Unicode changes the offsets).
    public mutating func reconcile(storeValue: String) {
        if Self.sameBytes(storeValue, state.text) {
            beforeLastEdit = nil
            return
        }
        if let snapshot = beforeLastEdit, Self.sameBytes(storeValue, snapshot.state.text) {
            state = snapshot.state
            history = snapshot.history
            beforeLastEdit = nil
            return
        }
        let oldCount = GraphemeText(state.text).utf16Count
        let fromEnd = oldCount - state.selection.head
        let text = GraphemeText(storeValue)
        state.text = storeValue
        state.selection = TextSelection(caret: text.boundary(atOrBefore: text.utf16Count - fromEnd))
        state.marked = nil
        history.closeGroup()
        beforeLastEdit = nil
    }

    // MARK: - Edits

    /// Typing: one short insertion without a line break (what coalesces into one undo step).
    private static func isTyping(_ string: String) -> Bool {
        string.count == 1 && !string.contains(where: \.isNewline)
    }

    /// Replaces the marked text (else the selection) with `string`; the caret ends after it.
    private mutating func insert(_ string: String, group: UndoHistory.Group?) {
        if let marked = state.marked {
            // The composition's undo step was recorded when it began.
            state.marked = nil
            replace(marked, with: string, group: nil, recordsUndo: false)
        } else {
            replace(state.selection.range, with: string, group: group)
        }
    }

    /// Deletes the selection, else the range `range(text, caret)` computes from the caret.
    private mutating func deleteSelectionOr(group: UndoHistory.Group? = .deletingBackward,
                                            _ range: (GraphemeText, Int) -> Range<Int>) {
        commitComposition()
        if !state.selection.isCollapsed {
            replace(state.selection.range, with: "", group: nil)
            return
        }
        let target = range(GraphemeText(state.text), state.selection.head)
        guard !target.isEmpty else { return }
        replace(target, with: "", group: group)
    }

    /// The one place the text changes by an edit: records undo, remembers the state for
    /// `reconcile`, replaces `range` and puts the caret after the replacement.
    private mutating func replace(_ range: Range<Int>, with string: String, group: UndoHistory.Group?,
                                  recordsUndo: Bool = true) {
        let text = GraphemeText(state.text)
        let lower = text.boundary(atOrBefore: range.lowerBound)
        let upper = text.boundary(atOrAfter: range.upperBound)
        if lower == upper && string.isEmpty { return }
        beforeLastEdit = Snapshot(state: state, history: history)
        if recordsUndo { record(group: group) }
        history.redo.removeAll()
        state.text = text.replacing(lower..<upper, with: string)
        // The replacement may merge with its neighbours into one cluster (a combining mark, a
        // second regional indicator): the caret goes to the boundary at or after its end.
        let updated = GraphemeText(state.text)
        state.selection = TextSelection(caret: updated.boundary(atOrAfter: lower + string.utf16.count))
    }

    private mutating func setMarkedText(_ string: String, selectedRange: Range<Int>?) {
        let target = state.marked ?? state.selection.range
        if state.marked == nil {
            // A composition begins: undo returns to the text before it.
            record(group: nil)
            history.redo.removeAll()
        }
        let text = GraphemeText(state.text)
        let lower = text.boundary(atOrBefore: target.lowerBound)
        let upper = text.boundary(atOrAfter: target.upperBound)
        beforeLastEdit = Snapshot(state: state, history: history)
        state.text = text.replacing(lower..<upper, with: string)
        let length = string.utf16.count
        if length == 0 {
            state.marked = nil
            state.selection = TextSelection(caret: lower)
            // A composition cancelled without text leaves no undo step.
            if let last = history.undo.last, Self.sameBytes(last.text, state.text) { history.undo.removeLast() }
            return
        }
        state.marked = lower..<lower + length
        let updated = GraphemeText(state.text)
        let selected = selectedRange.map { min(max($0.lowerBound, 0), length)..<min(max($0.upperBound, 0), length) }
            ?? length..<length
        state.selection = TextSelection(anchor: updated.boundary(atOrBefore: lower + selected.lowerBound),
                                        head: updated.boundary(atOrBefore: lower + selected.upperBound))
    }

    /// Ends a composition keeping its text (a move, a tap, a deletion, `unmarkText`).
    private mutating func commitComposition() {
        guard state.marked != nil else { return }
        state.marked = nil
        history.closeGroup()
    }

    private mutating func setSelection(_ selection: TextSelection) {
        state.selection = selection
        history.closeGroup()
    }

    /// The selected text, written to `clipboard`; nil (and nothing written) for a caret or a
    /// secure field.
    private func copySelection(to clipboard: (any Clipboard)?) -> String? {
        guard !isSecure, !state.selection.isCollapsed else { return nil }
        let string = state.selectedText
        clipboard?.write(string)
        return string
    }

    // MARK: - Undo

    private mutating func record(group: UndoHistory.Group?) {
        guard !isSecure, maxUndo > 0 else { return }
        history.record(UndoHistory.Entry(text: state.text, selection: state.selection), group: group, limit: maxUndo)
    }

    private mutating func step(from source: WritableKeyPath<UndoHistory, [UndoHistory.Entry]>,
                               to destination: WritableKeyPath<UndoHistory, [UndoHistory.Entry]>) {
        guard let entry = history[keyPath: source].popLast() else { return }
        beforeLastEdit = Snapshot(state: state, history: history)
        history[keyPath: destination].append(UndoHistory.Entry(text: state.text, selection: state.selection))
        history.closeGroup()
        state = EditingState(text: entry.text, selection: entry.selection)
    }

    // MARK: - Movement

    private mutating func move(_ movement: Movement, extend: Bool, caretMap map: CaretMap?) {
        let text = GraphemeText(state.text)
        let selection = state.selection
        let range = selection.range
        var head: Int
        if !extend && !selection.isCollapsed && (movement == .left || movement == .right) {
            // Left/right collapse a selection to its left or right end.
            head = collapsedEnd(of: range, toRight: movement == .right, map: map)
        } else {
            // Other moves start from the selection's end in their direction.
            let from = extend || selection.isCollapsed ? selection.head
                : (Self.isBackward(movement, map: map, at: range.lowerBound) ? range.lowerBound : range.upperBound)
            head = target(of: movement, from: from, text: text, map: map)
        }
        head = text.boundary(atOrBefore: head)
        setSelection(extend ? TextSelection(anchor: selection.anchor, head: head) : TextSelection(caret: head))
    }

    /// True for movements toward the text's start.
    private static func isBackward(_ movement: Movement, map: CaretMap?, at offset: Int) -> Bool {
        switch movement {
        case .left, .wordLeft: !(map.map { isRightToLeft($0, at: offset) } ?? false)
        case .right, .wordRight: map.map { isRightToLeft($0, at: offset) } ?? false
        case .lineStart, .up, .documentStart: true
        case .lineEnd, .down, .documentEnd: false
        }
    }

    private static func isRightToLeft(_ map: CaretMap, at offset: Int) -> Bool {
        let line = map.line(at: offset)
        return map.lines.indices.contains(line) && map.lines[line].isRightToLeft
    }

    /// The end of `range` a non-extending left/right collapses to: the one whose caret is
    /// further in that direction (on one line), else the logical start for a backward move.
    private func collapsedEnd(of range: Range<Int>, toRight: Bool, map: CaretMap?) -> Int {
        guard let map else { return toRight ? range.upperBound : range.lowerBound }
        let (low, high) = (map.caret(at: range.lowerBound), map.caret(at: range.upperBound))
        if low.line == high.line && low.x != high.x {
            return (low.x < high.x) == toRight ? range.upperBound : range.lowerBound
        }
        return Self.isBackward(toRight ? .right : .left, map: map, at: range.lowerBound) ? range.lowerBound : range.upperBound
    }

    private mutating func target(of movement: Movement, from offset: Int, text: GraphemeText, map: CaretMap?) -> Int {
        switch movement {
        case .left, .right:
            if let map { return map.visualMove(from: offset, toRight: movement == .right) }
            return movement == .right ? text.boundary(after: offset) : text.boundary(before: offset)
        case .wordLeft, .wordRight:
            let words = Words(text.string)
            return Self.isBackward(movement, map: map, at: offset)
                ? words.wordStart(before: offset) : words.wordEnd(after: offset, end: text.utf16Count)
        case .lineStart, .lineEnd:
            let bounds = map.map { $0.lineBounds(at: offset) }
                ?? { let paragraph = text.paragraph(at: offset); return (paragraph.lowerBound, paragraph.upperBound) }()
            return movement == .lineStart ? bounds.start : bounds.end
        case .up, .down:
            let down = movement == .down
            if let map {
                let goal = goalX ?? map.caret(at: offset).x
                goalX = goal
                return map.lineMove(from: offset, down: down, goalX: goal)
            }
            return paragraphMove(from: offset, down: down, text: text)
        case .documentStart:
            return 0
        case .documentEnd:
            return text.utf16Count
        }
    }

    /// Up/down without a layout: the same cluster column (the goal column kept across a run of
    /// vertical moves) in the paragraph above or below; the text's start or end past the first
    /// or last paragraph.
    private mutating func paragraphMove(from offset: Int, down: Bool, text: GraphemeText) -> Int {
        let paragraph = text.paragraph(at: offset)
        let column = goalX ?? Double(text.clusterCount(paragraph.lowerBound..<offset))
        goalX = column
        let next: Range<Int>
        if down {
            guard paragraph.upperBound < text.utf16Count else { return text.utf16Count }
            next = text.paragraph(at: text.boundary(after: paragraph.upperBound))
        } else {
            guard paragraph.lowerBound > 0 else { return 0 }
            next = text.paragraph(at: text.boundary(before: paragraph.lowerBound))
        }
        return text.boundary(Int(column), clustersAfter: next.lowerBound, limit: next.upperBound)
    }

    /// Byte equality (`String ==` is canonical equivalence, under which offsets can differ).
    static func sameBytes(_ a: String, _ b: String) -> Bool {
        a.utf8.elementsEqual(b.utf8)
    }
}

/// The undo and redo stacks, and the typing run that is still coalescing.
struct UndoHistory: Sendable {
    struct Entry: Sendable {
        var text: String
        var selection: TextSelection
    }

    /// A run of edits that undo as one step.
    enum Group: Sendable {
        case typing, deletingBackward, deletingForward
    }

    var undo: [Entry] = []
    var redo: [Entry] = []
    /// The run the latest edit belongs to; nil after anything that ends a run.
    private(set) var open: Group?

    /// Records `entry` (the state before an edit) unless the edit continues the open run of the
    /// same group. Keeps at most `limit` entries.
    mutating func record(_ entry: Entry, group: Group?, limit: Int) {
        if let group, group == open, !undo.isEmpty { return }
        undo.append(entry)
        if undo.count > limit { undo.removeFirst(undo.count - limit) }
        open = group
    }

    mutating func closeGroup() { open = nil }
}
