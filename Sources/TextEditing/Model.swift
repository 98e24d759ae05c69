/// A selection in a text, in UTF-16 offsets (UIKit's `NSRange` convention): `anchor` is where it
/// started and stays while it is extended, `head` is the end that moves (where the caret is).
/// Collapsed (`anchor == head`) it is a caret.
public struct TextSelection: Hashable, Sendable, Codable {
    public var anchor: Int
    public var head: Int

    public init(anchor: Int, head: Int) {
        self.anchor = anchor
        self.head = head
    }

    /// A caret at `caret`.
    public init(caret: Int) {
        self.init(anchor: caret, head: caret)
    }

    /// The selected range, lower bound first, whichever way it was made.
    public var range: Range<Int> { min(anchor, head)..<max(anchor, head) }

    /// True for a caret (nothing selected).
    public var isCollapsed: Bool { anchor == head }
}

/// What an editor shows: the text, the selection, and the marked (composing) range of an input
/// method, all in UTF-16 offsets on grapheme-cluster boundaries.
public struct EditingState: Hashable, Sendable {
    public var text: String
    public var selection: TextSelection
    /// The range an input method is composing (shown underlined), nil when not composing.
    public var marked: Range<Int>?

    /// `selection` nil puts the caret at the end; a given selection is clamped to the text and
    /// moved to cluster boundaries.
    public init(text: String, selection: TextSelection? = nil) {
        self.text = text
        let clusters = GraphemeText(text)
        if let selection {
            self.selection = TextSelection(anchor: clusters.boundary(atOrBefore: selection.anchor),
                                           head: clusters.boundary(atOrBefore: selection.head))
        } else {
            self.selection = TextSelection(caret: clusters.utf16Count)
        }
        self.marked = nil
    }

    /// The selected text.
    public var selectedText: String { GraphemeText(text).substring(selection.range) }
}

/// A direction of caret movement (`EditAction.move`).
public enum Movement: String, Sendable, CaseIterable {
    /// One cluster left or right: visual (bidi) with a `CaretMap`, logical otherwise (left is
    /// backward).
    case left, right
    /// To the start of the word before / the end of the word after (logical; with a `CaretMap`,
    /// on a right-to-left line left is forward).
    case wordLeft, wordRight
    /// To the start or end of the caret's line (the laid-out line with a `CaretMap`, else the
    /// paragraph between hard line breaks).
    case lineStart, lineEnd
    /// One line up or down keeping the goal x (with a `CaretMap`; else the same cluster column of
    /// the paragraph above or below).
    case up, down
    /// To the text's start or end.
    case documentStart, documentEnd
}

/// Everything a user (or a host's text input system) does to an editor.
public enum EditAction: Sendable, Equatable {
    /// Types or inserts text: replaces the marked text, else the selection.
    case insert(String)
    /// Deletes the selection, else one grapheme cluster before / after the caret.
    case deleteBackward, deleteForward
    /// Deletes the selection, else back to the start of the word before the caret.
    case deleteWordBackward
    /// Moves the caret; with `extend` the selection's head moves and its anchor stays (shift).
    case move(Movement, extend: Bool)
    case selectAll
    /// Selects the word at a boundary offset (double tap).
    case selectWord(at: Int)
    /// Sets the selection (tap: a caret; drag: a range).
    case select(TextSelection)
    /// Input method composition: replaces the marked text (else the selection) with `String`,
    /// marks it, and selects `selectedRange` inside it (UTF-16, relative to the marked text;
    /// nil: caret at its end). An empty string ends the composition without text.
    case setMarkedText(String, selectedRange: Range<Int>?)
    /// Commits the composition: the marked text stays as typed, unmarked.
    case unmarkText
    case copy, cut, paste
    case undo, redo
}

/// What `TextEditingEngine.apply` did.
public struct EditOutcome: Hashable, Sendable {
    /// The text differs from before (byte for byte).
    public var textChanged: Bool
    /// The selection or the marked range differs from before.
    public var selectionChanged: Bool
    /// What `copy` or `cut` put on the clipboard (also without a clipboard), else nil.
    public var copied: String?

    public init(textChanged: Bool = false, selectionChanged: Bool = false, copied: String? = nil) {
        self.textChanged = textChanged
        self.selectionChanged = selectionChanged
        self.copied = copied
    }
}
