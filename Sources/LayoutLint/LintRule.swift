/// The checks lint makes over a laid-out snapshot (names as in findings and `TRELLIS_SNAPSHOT_LINT`).
public enum LintRule: String, Sendable, CaseIterable, Hashable {
    /// A text needs more room than its frame gives, or a clipping ancestor cuts it off.
    case clippedText = "clipped-text"
    /// A line limit cut a text off or ellipsized it, and the text is not listed as allowed to be.
    case truncatedText = "truncated-text"
    /// A line of a text breaks inside a word that would fit on a line of its own.
    case brokenWord = "broken-word"
    /// Text, images, rings or tap targets reach into the status bar, notch or home-indicator area.
    case outsideSafeArea = "outside-safe-area"
    /// An element that activates (its accessibility frame, the tap target) is smaller than 44×44 pt.
    case smallTapTarget = "small-tap-target"
    /// Two accessibility elements that activate overlap: a tap there goes to whichever is on top.
    case overlappingTapTargets = "overlapping-tap-targets"
    /// Two accessibility elements overlap (one of them not activating): the screen reader's
    /// cursor frames cover each other, and touch exploration finds only one.
    case overlappingElements = "overlapping-elements"
    /// Text contrast below WCAG AA: 4.5:1, or 3:1 for large text (18 pt, or 14 pt bold).
    case lowContrast = "low-contrast"
    /// An interactive accessibility element (button, field, switch…) without a label: the
    /// screen reader says only its role.
    case missingAccessibilityLabel = "missing-accessibility-label"
    /// A label that says the role again ("Send button", read "Send button, button").
    case labelRepeatsRole = "label-repeats-role"
    /// An image or custom drawing with neither a description nor `.accessibilityHidden()`:
    /// decoration or content, the screen says neither.
    case undescribedImage = "undescribed-image"
    /// The reading order goes back up within a column: an element is read after one below it.
    case readingOrder = "reading-order"
    /// A switch without an on/off value.
    case toggleWithoutValue = "toggle-without-value"
    /// A header without a level (1–6).
    case headerWithoutLevel = "header-without-level"
}
