import Render
import Testing
@testable import CairoRender
import Typesetting

/// The comparison rules: perceptual colour difference, anti-aliasing, largest connected block.
@Suite struct ComparisonTests {
    static let renderer = CairoRenderer()

    func draw(_ items: [DisplayItem], scale: Double = 2) -> Bitmap {
        Self.renderer.render(DisplayList(size: Size(width: 160, height: 60), background: .white, items: items),
                             scale: scale).bitmap
    }

    func label(y: Double) -> DisplayItem {
        .text(AttributedText("TOTAL 42", TextAttributes(size: 17)), frame: Rect(x: 10, y: y, width: 140, height: 24))
    }

    @Test func aLabelMovedByOnePointFails() {
        let difference = PixelComparison.compare(draw([label(y: 10)]), draw([label(y: 11)]))
        #expect(!difference.passes)
        #expect(difference.largestBlock > 8, "\(difference.summary)")
    }

    @Test func aFourByFourPixelBlockFails() {
        let reference = draw([])
        let actual = draw([.fill(Rect(x: 40, y: 20, width: 2, height: 2), color: Color(red: 0.8, green: 0.1, blue: 0.1))])
        let difference = PixelComparison.compare(reference, actual)
        #expect(!difference.passes)
        #expect(difference.largestBlock == 16)
        #expect(difference.largestBlockBounds == PixelRect(x: 80, y: 40, width: 4, height: 4))
        #expect(difference.summary.contains("largest connected block 16 px (4×4 px at (80, 40)), 8 allowed"))
    }

    @Test func antiAliasingOfASubpixelShiftPasses() {
        let shape = { (x: Double) -> [DisplayItem] in
            [.fill(Rect(x: x, y: 10, width: 60, height: 30), radii: CornerRadii(8), color: Color(red: 0.1, green: 0.3, blue: 0.8))]
        }
        let difference = PixelComparison.compare(draw(shape(20), scale: 1), draw(shape(20.4), scale: 1))
        #expect(difference.antialiasedPixels > 20)
        #expect(difference.passes, "\(difference.summary)")
        // The same shift with anti-aliasing detection off is a column of changed pixels: it fails.
        let strict = PixelComparison.compare(draw(shape(20), scale: 1), draw(shape(20.4), scale: 1),
                                             tolerance: PixelTolerance(detectsAntialiasing: false))
        #expect(!strict.passes)
    }

    @Test func colourDifferencesBelowTheThresholdAreNotChanges() {
        let grey = { (value: Double) in [DisplayItem.fill(Rect(x: 0, y: 0, width: 160, height: 60), color: Color(red: value, green: value, blue: value))] }
        #expect(PixelComparison.compare(draw(grey(0.5)), draw(grey(0.502))).changedPixels == 0)
        #expect(PixelComparison.compare(draw(grey(0.5)), draw(grey(0.55))).changedPixels == 160 * 60 * 4)
    }

    @Test func ciede2000MatchesPublishedPairs() {
        // Sharma, Wu and Dalal (2005), test pairs 1 and 7.
        #expect(abs(Lab(l: 50, a: 2.6772, b: -79.7751).deltaE2000(Lab(l: 50, a: 0, b: -82.7485)) - 2.0425) < 1e-4)
        #expect(abs(Lab(l: 50, a: 0, b: 0).deltaE2000(Lab(l: 50, a: -1, b: 2)) - 2.3669) < 1e-4)
    }

    @Test func sizeChangesFailWithBothSizes() {
        let small = Self.renderer.render(DisplayList(size: Size(width: 10, height: 10), background: .white, items: []), scale: 1).bitmap
        let difference = PixelComparison.compare(small, draw([]))
        #expect(!difference.passes)
        #expect(difference.summary == "size changed: 10×10 px → 320×120 px")
    }

    @Test func theHeatMapMarksChangedPixelsRed() {
        let actual = draw([.fill(Rect(x: 40, y: 20, width: 2, height: 2), color: .black)])
        let heat = PixelComparison.compare(draw([]), actual).heatMap()
        #expect(heat.width == 320 && heat.height == 120)
        let changed = heat.pixel(x: 81, y: 41), unchanged = heat.pixel(x: 5, y: 5)
        #expect(changed.red > 0.8 && changed.green < 0.2)
        #expect(unchanged.red > 0.9 && unchanged.green > 0.9)
    }
}
