import Foundation
import PangoText
import Testing
import Typesetting

@Suite("Pango measurer: bad input is handled and documented")
struct BadInputTests {
    let measurer = sharedMeasurer

    @Test("empty text measures 0×0 with no lines (an exact width is kept)")
    func emptyText() {
        #expect(measurer.measure(AttributedText(""), width: 100, mode: .atMost, scale: 2) == .empty)
        #expect(measurer.measure(AttributedText(runs: []), width: 100, mode: .exactly, scale: 2).width == 100)
    }

    @Test("zero width wraps at every opportunity, one character per line, and reports width 0")
    func zeroWidth() {
        let layout = measurer.measure(AttributedText("Hello world", dejaVu17), width: 0, mode: .atMost, scale: 1)
        #expect(layout.width == 0)
        #expect(layout.lines.count == 11)
        #expect(layout.diagnostics.isEmpty)
    }

    @Test("negative width is measured as zero, with a diagnostic")
    func negativeWidth() {
        let layout = measurer.measure(AttributedText("Hi", dejaVu17), width: -20, mode: .atMost, scale: 1)
        #expect(layout.width == 0)
        #expect(layout.lines.count == 2)
        #expect(layout.diagnostics == [.negativeWidth(-20)])
    }

    @Test("NaN or infinite width measures unconstrained, with a diagnostic", arguments: [Double.nan, .infinity])
    func nonFiniteWidth(width: Double) {
        let layout = measurer.measure(AttributedText("Hello world", dejaVu17), width: width, mode: .atMost, scale: 1)
        #expect(layout.lines.count == 1)
        #expect(layout.diagnostics.count == 1)
        if case .nonFiniteWidth = layout.diagnostics.first {} else { Issue.record("expected nonFiniteWidth") }
    }

    @Test("a NaN or non-positive scale counts as 1, with a diagnostic", arguments: [Double.nan, 0, -2])
    func invalidScale(scale: Double) {
        let layout = measurer.measure(AttributedText("Hello", dejaVu17), width: 0, mode: .undefined, scale: scale)
        #expect(layout.width == layout.contentWidth.rounded(.up))
        #expect(layout.diagnostics.count == 1)
    }

    @Test("NaN, zero or negative font sizes use the default size, with a diagnostic", arguments: [Double.nan, 0, -5])
    func invalidFontSize(size: Double) {
        let layout = measurer.measure(AttributedText("Hello", TextAttributes(size: size)), width: 0, mode: .undefined,
                                      scale: 1)
        let reference = measurer.measure(AttributedText("Hello", TextAttributes(size: TextAttributes.defaultSize)),
                                         width: 0, mode: .undefined, scale: 1)
        #expect(layout.contentWidth == reference.contentWidth)
        #expect(layout.diagnostics.count == 1)
    }

    @Test("font sizes above 10,000 pt are clamped to 10,000 pt, with a diagnostic", arguments: [1e5, 1e30, .infinity])
    func hugeFontSize(size: Double) {
        let layout = measurer.measure(AttributedText("Hi", TextAttributes(size: size)), width: 0, mode: .undefined, scale: 1)
        let maximum = measurer.measure(AttributedText("Hi", TextAttributes(size: TextAttributes.maximumSize)),
                                       width: 0, mode: .undefined, scale: 1)
        if size.isFinite {
            #expect(layout.contentWidth == maximum.contentWidth)
            #expect(layout.diagnostics == [.fontSizeTooLarge(size)])
        } else {
            #expect(layout.diagnostics == [.invalidFontSize(size)])
        }
        #expect(layout.contentWidth > 0)
    }

    @Test("an unknown family falls back to DejaVu Sans, with a diagnostic naming it")
    func unknownFamily() {
        let layout = measurer.measure(AttributedText("Hello", TextAttributes(family: "Helvetica Neue", size: 17)),
                                      width: 0, mode: .undefined, scale: 1)
        let fallback = measurer.measure(AttributedText("Hello", dejaVu17), width: 0, mode: .undefined, scale: 1)
        #expect(layout.contentWidth == fallback.contentWidth)
        #expect(layout.diagnostics == [.unknownFamily(requested: "Helvetica Neue", substitute: "DejaVu Sans")])
        #expect(layout.diagnostics[0].description.contains("Helvetica Neue"))
    }

    @Test("a 1 MB single paragraph is measured completely: every line fits and the ranges tile the text")
    func hugeParagraph() {
        // Wider than Pango's 32-bit widths allow in one paragraph (≈ 2 million points at 17 pt).
        let text = String(repeating: "lorem ipsum dolor sit amet ", count: 37_038)
        #expect(text.utf8.count > 1_000_000)
        let layout = measurer.measure(AttributedText(text, dejaVu17), width: 300, mode: .atMost, scale: 1)
        #expect(layout.lines.count > 25_000)
        #expect(layout.lines.allSatisfy { $0.width <= 300 })
        #expect(layout.lines.first?.range.lowerBound == 0)
        #expect(layout.lines.last?.range.upperBound == text.utf8.count)
        #expect(zip(layout.lines, layout.lines.dropFirst()).allSatisfy { $0.range.upperBound == $1.range.lowerBound })
        #expect(zip(layout.lines, layout.lines.dropFirst()).allSatisfy { $0.y + $0.height <= $1.y + 0.001 })
        #expect(layout.width <= 300)
        #expect(layout.diagnostics.isEmpty)
    }

    @Test("a 1 MB text of many paragraphs keeps every hard break")
    func hugeText() {
        let paragraph = String(repeating: "Залоги, повреждения, ДТП ", count: 500)
        let text = Array(repeating: paragraph, count: 45).joined(separator: "\n")
        #expect(text.utf8.count > 1_000_000)
        let layout = measurer.measure(AttributedText(text, dejaVu17), width: 400, mode: .atMost, scale: 2)
        let bytes = Array(text.utf8)
        let breaks = zip(layout.lines, layout.lines.dropFirst()).filter { $0.range.upperBound != $1.range.lowerBound }
        #expect(breaks.count == 44)
        #expect(breaks.allSatisfy { bytes[$0.0.range.upperBound] == 0x0A && $0.1.range.lowerBound == $0.0.range.upperBound + 1 })
        #expect(layout.lines.last?.range.upperBound == bytes.count)
    }

    @Test("NUL characters do not end the text: everything after them is measured")
    func nulCharacters() {
        let text = "a\u{0}b c\u{0}"
        let layout = measurer.measure(AttributedText(text, dejaVu17), width: 0, mode: .undefined, scale: 1)
        #expect(layout.lines.count == 1)
        #expect(layout.lines[0].range == 0..<text.utf8.count)
        let without = measurer.measure(AttributedText("ab c", dejaVu17), width: 0, mode: .undefined, scale: 1)
        #expect(layout.contentWidth >= without.contentWidth)
    }

    @Test("a missing fontconfig file falls back to the system configuration, with a diagnostic")
    func missingConfiguration() {
        let fallback = PangoMeasurer(configuration: FontConfiguration(file: "/nonexistent/fonts.conf"))
        #expect(fallback.configurationDiagnostics.count == 1)
        let layout = fallback.measure(AttributedText("Hello", dejaVu17), width: 0, mode: .undefined, scale: 1)
        #expect(layout.contentWidth > 0)
    }
}
