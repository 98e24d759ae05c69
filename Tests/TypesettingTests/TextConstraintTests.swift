import Testing
import Typesetting

@Suite("Width constraints")
struct TextConstraintTests {
    @Test("NaN or infinite width is measured unconstrained, with a diagnostic")
    func nonFiniteWidthBecomesUndefined() {
        let constraint = TextConstraint(width: .nan, mode: .atMost, scale: 2)
        #expect(constraint.mode == .undefined)
        #expect(constraint.wrapWidth == nil)
        #expect(constraint.diagnostics.count == 1)
    }

    @Test("negative width is measured as zero, with a diagnostic")
    func negativeWidthIsZero() {
        let constraint = TextConstraint(width: -5, mode: .exactly, scale: 1)
        #expect(constraint.width == 0)
        #expect(constraint.diagnostics == [.negativeWidth(-5)])
    }

    @Test("an exact width is reported as offered; at-most never exceeds the offer")
    func boxWidthFollowsMode() {
        #expect(TextConstraint(width: 100.3, mode: .exactly, scale: 2).boxWidth(contentWidth: 40.2) == 100.3)
        #expect(TextConstraint(width: 100.3, mode: .atMost, scale: 2).boxWidth(contentWidth: 40.2) == 40.5)
        #expect(TextConstraint(width: 100.3, mode: .atMost, scale: 2).boxWidth(contentWidth: 100.2) == 100.3)
        #expect(TextConstraint(width: 0, mode: .undefined, scale: 3).boxWidth(contentWidth: 40.2) == 121.0 / 3)
    }
}
