import CairoRender
import PangoText
import Render
import Testing
import Typesetting

/// Rows and columns of `bitmap` that contain ink (pixels darker than mid-grey), in device pixels.
func inkBounds(_ bitmap: Bitmap) -> (minX: Int, maxX: Int, minY: Int, maxY: Int)? {
    var bounds: (minX: Int, maxX: Int, minY: Int, maxY: Int)?
    for y in 0..<bitmap.height {
        for x in 0..<bitmap.width {
            let c = bitmap.pixel(x: x, y: y)
            guard c.alpha > 0.5, c.red + c.green + c.blue < 1.5 else { continue }
            bounds = (min(bounds?.minX ?? x, x), max(bounds?.maxX ?? x, x), min(bounds?.minY ?? y, y), max(bounds?.maxY ?? y, y))
        }
    }
    return bounds
}

@Suite("Drawing primitives")
struct DrawingPrimitiveTests {
    func canvas(_ items: [DisplayItem], width: Double = 120, height: Double = 40) -> Bitmap {
        sharedRenderer.render(DisplayList(size: Size(width: width, height: height), background: .white, items: items),
                              scale: 1).bitmap
    }

    @Test("text is drawn where its line boxes say, in each alignment", arguments: [
        TextAlignment.left, .center, .right,
    ])
    func alignedText(alignment: TextAlignment) throws {
        let text = AttributedText("Hello", TextAttributes(size: 17), paragraph: ParagraphStyle(alignment: alignment))
        let frame = Rect(x: 10, y: 5, width: 100, height: 30)
        let layout = sharedRenderer.measurer.measure(text, width: frame.width, mode: .exactly, scale: 1)
        let ink = try #require(inkBounds(canvas([.text(text, frame: frame)])))
        let line = layout.lines[0]
        // Glyph ink sits inside the line's advance box (side bearings make it slightly narrower).
        #expect(Double(ink.minX) >= frame.minX + line.x - 1 && Double(ink.minX) <= frame.minX + line.x + 3)
        #expect(Double(ink.maxX) <= frame.minX + line.x + line.width + 1 && Double(ink.maxX) >= frame.minX + line.x + line.width - 3)
        // Capital H stands on the baseline.
        #expect(abs(Double(ink.maxY + 1) - (frame.minY + line.baseline)) <= 1)
    }

    @Test("right-to-left text with natural alignment is drawn at the right edge")
    func rightToLeftText() throws {
        let text = AttributedText("שלום", TextAttributes(size: 17))
        let ink = try #require(inkBounds(canvas([.text(text, frame: Rect(x: 0, y: 5, width: 120, height: 30))])))
        #expect(ink.maxX >= 115)
        #expect(ink.minX > 60)
    }

    @Test("every line of a wrapped paragraph is drawn where its line box says", arguments: [
        ("שלום עולם זה טקסט ארוך שנשבר לכמה שורות", TextAlignment.natural),
        ("مرحبا بالعالم هذه رسالة طويلة تلتف على عدة أسطر", .natural),
        ("שלום עולם זה טקסט ארוך שנשבר לכמה שורות", .left),
        ("שלום עולם זה טקסט ארוך שנשבר לכמה שורות", .center),
        ("Hello world, this is a long line that wraps", .right),
        ("Hello world, this is a long line that wraps", .center),
        ("Hello שלום עולם and more words to wrap here", .natural),
        ("שלום Hello world עולם ומילים נוספות לשבירה", .natural),
    ])
    func wrappedLines(string: String, alignment: TextAlignment) throws {
        let text = AttributedText(string, TextAttributes(size: 17), paragraph: ParagraphStyle(alignment: alignment))
        let frame = Rect(x: 10, y: 5, width: 150, height: 120)
        let layout = sharedRenderer.measurer.measure(text, width: frame.width, mode: .exactly, scale: 1)
        try #require(layout.lines.count >= 3)
        let bitmap = canvas([.text(text, frame: frame)], width: 170, height: 130)
        for line in layout.lines {
            let top = Int((frame.minY + line.y).rounded(.up)), bottom = Int(frame.minY + line.y + line.height) - 1
            var minX = Int.max, maxX = Int.min
            for y in top...bottom {
                for x in 0..<bitmap.width {
                    let c = bitmap.pixel(x: x, y: y)
                    guard c.red + c.green + c.blue < 1.5 else { continue }
                    minX = min(minX, x); maxX = max(maxX, x)
                }
            }
            let left = frame.minX + line.x, right = left + line.width
            #expect(Double(minX) >= left - 1 && Double(minX) <= left + 3, "line \(line.range): ink from \(minX), box from \(left)")
            #expect(Double(maxX) <= right + 1 && Double(maxX) >= right - 3, "line \(line.range): ink to \(maxX), box to \(right)")
        }
    }

    @Test("underline and strikethrough add ink below the baseline and across the x-height")
    func decorations() throws {
        let frame = Rect(x: 10, y: 5, width: 100, height: 30)
        let plain = TextAttributes(size: 17)
        var underlined = plain
        underlined.underline = true
        var struck = plain
        struck.strikethrough = true
        let base = try #require(inkBounds(canvas([.text(AttributedText("ace", plain), frame: frame)])))
        let under = try #require(inkBounds(canvas([.text(AttributedText("ace", underlined), frame: frame)])))
        #expect(under.maxY > base.maxY)
        let strikeBitmap = canvas([.text(AttributedText("ace", struck), frame: frame)])
        let plainBitmap = canvas([.text(AttributedText("ace", plain), frame: frame)])
        // The strike line fills the gaps between letters at mid x-height.
        let midY = (base.minY + base.maxY) / 2
        func inkCount(_ bitmap: Bitmap) -> Int {
            (base.minX...base.maxX).filter { bitmap.pixel(x: $0, y: midY).red < 0.5 }.count
        }
        #expect(inkCount(strikeBitmap) > inkCount(plainBitmap) + 5)
    }

    @Test("stroke draws only the outline; fill covers the inside")
    func strokeAndFill() {
        let rect = Rect(x: 10, y: 10, width: 20, height: 20)
        let stroked = canvas([.stroke(rect, color: .black, lineWidth: 2)])
        #expect(stroked.pixel(x: 10, y: 20) == .black)
        #expect(stroked.pixel(x: 20, y: 20) == .white)
        let filled = canvas([.fill(rect, color: .black)])
        #expect(filled.pixel(x: 20, y: 20) == .black)
    }

    @Test("colours with alpha blend over what is below")
    func alphaBlending() {
        let bitmap = canvas([.fill(Rect(x: 0, y: 0, width: 10, height: 10), color: Color(red: 0, green: 0, blue: 0, alpha: 0.25))])
        #expect(abs(bitmap.pixel(x: 5, y: 5).red - 0.75) < 0.01)
    }

    @Test("image content modes place a 2:1 image of four stripes in a square frame", arguments: [
        (ContentMode.fill, 0xFF0000, false), (.aspectFit, 0xFF0000, true), (.aspectFill, 0x00FF00, false),
        (.center, 0xFF0000, true),
    ])
    func contentModes(mode: ContentMode, leftColor: UInt32, letterboxed: Bool) {
        // 40×20 px: red, green, blue, yellow stripes 10 px wide.
        let stripes: [UInt32] = [0xFF0000, 0x00FF00, 0x0000FF, 0xFFFF00]
        let image = sharedRenderer.renderPNG(DisplayList(size: Size(width: 40, height: 20), items: stripes.enumerated().map {
            .fill(Rect(x: Double($0.offset * 10), y: 0, width: 10, height: 20), color: Color(rgb: $0.element))
        }), scale: 1).png
        let bitmap = canvas([.image(.bytes(image), frame: Rect(x: 0, y: 0, width: 40, height: 40), contentMode: mode)],
                            width: 40, height: 40)
        // fill stretches; aspect-fit and center letterbox (white bands); aspect-fill crops the sides.
        #expect(distance(bitmap.pixel(x: 2, y: 20), Color(rgb: leftColor)) < 0.05)
        #expect((bitmap.pixel(x: 20, y: 2) == .white) == letterboxed)
        #expect((bitmap.pixel(x: 20, y: 37) == .white) == letterboxed)
    }
}
