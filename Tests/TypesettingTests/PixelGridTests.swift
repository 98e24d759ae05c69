import Testing
import Typesetting

@Suite("Pixel grid rounding")
struct PixelGridTests {
    @Test("rounds up to whole device pixels: ceil(v * scale) / scale", arguments: [
        (10.2, 1.0, 11.0), (10.2, 2.0, 10.5), (10.2, 3.0, 31.0 / 3), (10.5, 2.0, 10.5),
        (10.51, 2.0, 11.0), (10.0, 3.0, 10.0), (0.1, 3.0, 1.0 / 3), (0.0, 2.0, 0.0),
    ])
    func roundsUp(value: Double, scale: Double, expected: Double) {
        #expect(PixelGrid.roundUp(value, scale: scale) == expected)
    }

    @Test("float noise just above a grid line does not add a pixel")
    func toleratesFloatNoise() {
        #expect(PixelGrid.roundUp(20.000000000001, scale: 2) == 20)
        #expect(PixelGrid.roundUp(0.1 + 0.2, scale: 10) == 3.0 / 10 * 1)
    }

    @Test("an unusable scale counts as 1", arguments: [0.0, -2.0, Double.nan, Double.infinity])
    func invalidScaleIsOne(scale: Double) {
        #expect(PixelGrid.roundUp(4.2, scale: scale) == 5)
    }
}
