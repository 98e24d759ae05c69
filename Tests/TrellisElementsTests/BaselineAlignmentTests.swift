import CairoRender
import Flexbox
import PangoText
import Render
import Testing
import Typesetting
@testable import TrellisElements

/// `Row(alignment: .baseline)` lines texts up by their first baselines (UIStackView's
/// `.firstBaseline`, CSS `align-items: baseline`), with real Pango metrics.
@Suite struct BaselineAlignmentTests {
    static let measurer = PangoMeasurer()
    let environment = TrellisElements.Environment(displayScale: 3, textMeasurer: BaselineAlignmentTests.measurer)

    /// The absolute first baseline of each child of the row at `root.children[0]`.
    func baselines(of row: Element) -> [Double] {
        let root = LayoutSession.layout(Column { row }.element, in: Size(width: 375, height: 400), environment: environment)
        let rowNode = root.children[0]
        return rowNode.children.map { child in
            let text = child.props.text!
            let box = child.props.contentBox(in: child.frame)
            let layout = Self.measurer.measure(text, width: box.width, mode: .exactly, scale: 3)
            return rowNode.frame.minY + box.minY + layout.firstBaseline
        }
    }

    @Test func a34PointTitleAndA12PointCaptionShareTheirBaseline() {
        let values = baselines(of: Row(alignment: .baseline) {
            Text("Price").font(size: 34)
            Text("per month").font(size: 12)
        }.element)
        #expect(abs(values[0] - values[1]) <= 1.0 / 3, "baselines \(values)")
    }

    @Test func aTwoLineTextAlignsByItsFirstLine() {
        let values = baselines(of: Row(alignment: .baseline) {
            Text("Big").font(size: 34)
            Text("first line\nsecond line").font(size: 12)
        }.element)
        #expect(abs(values[0] - values[1]) <= 1.0 / 3, "baselines \(values)")
    }

    @Test func paddingAboveATextMovesItsBaselineWithIt() {
        let values = baselines(of: Row(alignment: .baseline) {
            Text("Price").font(size: 34)
            Text("per month").font(size: 12).padding(top: 20)
        }.element)
        #expect(abs(values[0] - values[1]) <= 1.0 / 3, "baselines \(values)")
    }
}

/// Truncation modes as on `UILabel`, through Pango and Cairo.
@Suite struct TruncationModeTests {
    let environment = TrellisElements.Environment(displayScale: 3, textMeasurer: BaselineAlignmentTests.measurer)

    func cut(_ mode: TruncationMode?) -> (text: AttributedText, pixels: [UInt8]) {
        var text = Text("Honda Legend IV, 2006, automatic").lineLimit(1)
        if let mode { text = text.truncationMode(mode) }
        let root = LayoutSession.layout(Column(alignment: .flexStart) { text.width(150) }.element,
                                        in: Size(width: 375, height: 100), environment: environment)
        let attributed = root.children[0].props.text!
        let list = DisplayList(size: Size(width: 150, height: 30), background: .white,
                               items: [.text(attributed, frame: Rect(x: 0, y: 0, width: 150, height: 30))])
        return (attributed, CairoRenderer(measurer: BaselineAlignmentTests.measurer).render(list, scale: 1).bitmap.bytes)
    }

    @Test func aCutTextLosesItsHeadMiddleOrTailAsAsked() {
        let tail = cut(nil), head = cut(.head), middle = cut(.middle)
        #expect(tail.text.paragraph.lineBreakMode == .truncateTail)
        #expect(head.text.paragraph.lineBreakMode == .truncateHead)
        #expect(middle.text.paragraph.lineBreakMode == .truncateMiddle)
        #expect(cut(.tail).pixels == tail.pixels)
        #expect(Set([tail.pixels, head.pixels, middle.pixels]).count == 3)
        let layout = BaselineAlignmentTests.measurer.measure(head.text, width: 150, mode: .exactly, scale: 3)
        #expect(layout.isTruncated && layout.lines.count == 1)
    }
}
