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
    /// A tap target is smaller than 44×44 pt.
    case smallTapTarget = "small-tap-target"
    /// Two tap targets (neither inside the other) overlap.
    case overlappingTapTargets = "overlapping-tap-targets"
    /// Text contrast below WCAG AA: 4.5:1, or 3:1 for large text (18 pt, or 14 pt bold).
    case lowContrast = "low-contrast"
    /// A tappable element with neither an accessibility label nor text inside.
    case missingAccessibilityLabel = "missing-accessibility-label"
}
