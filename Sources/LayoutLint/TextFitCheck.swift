import Render
import SnapshotReports
import TrellisElements
import Typesetting

/// `clipped-text` and `truncated-text`: each text is measured again in its content box, as the host
/// draws it (`.exactly` its width, at the device scale). Lines that need more height than the box
/// has are clipped; so is a text a clipping ancestor cuts through (a text it hides entirely, like
/// a scroll view's content below the fold, is not cut off but scrolled away). A line limit that cut text
/// off or ellipsized it is a truncation, unless the text's key or path is in
/// ``SnapshotLint/truncationAllowed``.
struct TextFitCheck: LintCheck {
    /// Half a point: frames are snapped to the pixel grid, measurements are not.
    static let slack = 0.5

    func findings(in context: LintContext) -> [LintFinding] {
        var findings: [LintFinding] = []
        for measured in context.measuredTexts() {
            let (index, placed, text, box, layout) = (measured.index, measured.placed, measured.text, measured.box, measured.layout)
            let quoted = LintContext.quoted(text.string)
            if layout.isTruncated {
                let allowed = context.lint.truncationAllowed
                if !(placed.node.key.map { allowed.contains($0.description) } ?? false) && !allowed.contains(placed.path) {
                    findings.append(context.finding(.truncatedText, index,
                        "text \(quoted) is truncated to \(layout.lines.count) line(s) in \(size(box)); "
                            + "list its key in truncationAllowed if that is intended"))
                }
            }
            if layout.contentHeight > box.height + Self.slack || layout.contentWidth > box.width + Self.slack {
                findings.append(context.finding(.clippedText, index,
                    "text \(quoted) needs \(format(layout.contentWidth))×\(format(layout.contentHeight)) pt "
                        + "but its frame gives \(size(box)): it is cut off"))
            } else if context.visibleFrame(of: index) != nil, let clipper = clipper(of: index, in: context) {
                findings.append(context.finding(.clippedText, index,
                    "text \(quoted) at \(PlacedTree.frameText(placed.frame)) is cut off by `\(context.nodes[clipper].path)`, "
                        + "which clips to \(PlacedTree.frameText(context.nodes[clipper].frame))"))
            }
        }
        return findings
    }

    private func size(_ rect: Rect) -> String { "\(format(rect.width))×\(format(rect.height)) pt" }

    private func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.minX >= outer.minX - Self.slack && inner.minY >= outer.minY - Self.slack
            && inner.maxX <= outer.maxX + Self.slack && inner.maxY <= outer.maxY + Self.slack
    }

    /// The nearest clipping ancestor that cuts through the text. A scroll container's edge
    /// scrolls its content rather than cutting it off: inside one, nothing farther out counts.
    private func clipper(of index: Int, in context: LintContext) -> Int? {
        for ancestor in context.ancestors(of: index) where context.nodes[ancestor].node.props.clipsContent {
            if context.nodes[ancestor].node.interaction?.scroll != nil { return nil }
            if !contains(context.nodes[ancestor].frame, context.nodes[index].frame) { return ancestor }
        }
        return nil
    }
}
