import PangoText
import Testing
import Typesetting

/// Font profiles that predict the phone: the default family set in the platform's UI font.
@Suite("Font profiles")
struct FontProfileTests {
    static let sentence = "The quick brown fox jumps over the lazy dog and keeps running"

    func width(_ measurer: PangoMeasurer, family: String = TextAttributes.defaultFamily) -> Double {
        measurer.measure(AttributedText(Self.sentence, TextAttributes(family: family, size: 17)),
                         width: 0, mode: .undefined, scale: 3).contentWidth
    }

    @Test("the iOS and Android profiles set the default family in Inter and Roboto", arguments: [
        (FontProfile.iOS, "Inter"), (.android, "Roboto"),
    ])
    func uiFont(profile: FontProfile, family: String) {
        let measurer = PangoMeasurer(configuration: .profile(profile))
        #expect(measurer.configurationDiagnostics.isEmpty)
        #expect(measurer.availableFamilies.contains(family.lowercased()))
        #expect(width(measurer) == width(measurer, family: family))
        // Near Arial-metric widths (Liberation Sans: Inter is 6.5% wider, Roboto closer), where
        // DejaVu Sans is over 10% wider.
        let arial = width(measurer, family: "Liberation Sans")
        #expect(abs(width(measurer) / arial - 1) < 0.08, "\(width(measurer)) vs \(arial)")
        // The fallbacks stay: emoji and CJK are found.
        #expect(measurer.availableFamilies.isSuperset(of: ["noto color emoji", "noto sans cjk jp"]))
    }

    @Test("the pinned profile keeps DejaVu Sans")
    func pinned() {
        let measurer = PangoMeasurer(configuration: .profile(.pinned))
        let dejaVu = width(measurer)
        let arial = width(measurer, family: "Liberation Sans")
        #expect(dejaVu / arial > 1.1)
    }
}
