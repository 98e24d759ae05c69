import CairoRender
import Foundation
import PangoText
import Render
import Testing
import Typesetting

@Suite("Primitive pixels")
struct PrimitivePixelTests {
    func render(_ items: [DisplayItem], width: Double = 100, height: Double = 100, scale: Double = 1) -> Rendering {
        sharedRenderer.render(DisplayList(size: Size(width: width, height: height), background: .white, items: items), scale: scale)
    }

    func gray(_ c: Color) -> Double { (c.red + c.green + c.blue) / 3 }

    @Test("a shadow darkens outside the shape, fading with distance, moved by its offset")
    func shadowFalloff() {
        let rect = Rect(x: 30, y: 30, width: 40, height: 40)
        let bitmap = render([
            .shadow(rect, radii: CornerRadii(8), shadow: Shadow(color: .black, offset: Point(x: 0, y: 6), blur: 12, opacity: 0.5)),
            .fill(rect, radii: CornerRadii(8), color: .white),
        ]).bitmap
        // Below the card (the offset side) is darker than above it, at the same distance.
        let below = gray(bitmap.pixel(x: 50, y: 73)), above = gray(bitmap.pixel(x: 50, y: 26))
        #expect(below < above - 0.05, "below \(below), above \(above)")
        // Darkest next to the edge, fading outwards, white far away.
        let near = gray(bitmap.pixel(x: 50, y: 72)), mid = gray(bitmap.pixel(x: 50, y: 80)), far = gray(bitmap.pixel(x: 50, y: 98))
        #expect(near < mid && mid < far, "\(near) \(mid) \(far)")
        #expect(far > 0.98)
        // The card itself stays white (the shadow is painted under it).
        #expect(bitmap.pixel(x: 50, y: 50) == .white)
    }

    @Test("a shadow without blur is a hard-edged copy of the shape at its offset")
    func hardShadow() {
        let bitmap = render([.shadow(Rect(x: 10, y: 10, width: 20, height: 20),
                                     shadow: Shadow(color: Color(rgb: 0xFF0000), offset: Point(x: 5, y: 5), blur: 0, opacity: 1))]).bitmap
        #expect(bitmap.pixel(x: 32, y: 32) == Color(rgb: 0xFF0000))
        #expect(bitmap.pixel(x: 12, y: 12) == .white)
    }

    @Test("shadows scale with the render scale (the blur is in points)")
    func shadowScale() {
        let items: [DisplayItem] = [.shadow(Rect(x: 20, y: 20, width: 20, height: 20),
                                            shadow: Shadow(color: .black, offset: .zero, blur: 8, opacity: 1))]
        let one = render(items, width: 60, height: 60).bitmap, three = render(items, width: 60, height: 60, scale: 3).bitmap
        for distance in [2.0, 4.0, 6.0] {
            let a = gray(one.pixel(x: Int(40 + distance), y: 30))
            let b = gray(three.pixel(x: Int((40 + distance) * 3), y: 90))
            #expect(abs(a - b) < 0.06, "\(distance) pt out: @1x \(a), @3x \(b)")
        }
    }

    @Test("a 90° gradient runs from its first colour at the left to its last at the right")
    func horizontalGradient() {
        let red = Color(rgb: 0xFF0000), blue = Color(rgb: 0x0000FF)
        let bitmap = render([.gradient(Rect(x: 0, y: 0, width: 100, height: 20), gradient: LinearGradient(colors: [red, blue], angle: 90))],
                            height: 20).bitmap
        let left = bitmap.pixel(x: 0, y: 10), middle = bitmap.pixel(x: 50, y: 10), right = bitmap.pixel(x: 99, y: 10)
        #expect(left.red > 0.97 && left.blue < 0.03)
        #expect(right.blue > 0.97 && right.red < 0.03)
        #expect(abs(middle.red - 0.5) < 0.03 && abs(middle.blue - 0.5) < 0.03)
    }

    @Test("a gradient fills only its rounded rectangle, stops in between hold their colour")
    func roundedGradientStops() {
        let green = Color(rgb: 0x00FF00)
        let gradient = LinearGradient(stops: [GradientStop(.black, at: 0), GradientStop(green, at: 0.5), GradientStop(.black, at: 1)])
        let bitmap = render([.gradient(Rect(x: 0, y: 0, width: 100, height: 100), radii: CornerRadii(40), gradient: gradient)]).bitmap
        #expect(bitmap.pixel(x: 1, y: 1) == .white)  // outside the rounded corner
        #expect(bitmap.pixel(x: 50, y: 50).green > 0.97)
        #expect(gray(bitmap.pixel(x: 50, y: 1)) < 0.05)
    }

    @Test("per-edge borders paint each side in its own colour and width, the inside untouched")
    func edgeBorders() {
        let red = Color(rgb: 0xFF0000), blue = Color(rgb: 0x0000FF)
        let bitmap = render([.borders(Rect(x: 10, y: 10, width: 80, height: 40),
                                      Borders(top: BorderSide(width: 4, color: red), bottom: BorderSide(width: 1, color: blue)))],
                            height: 60).bitmap
        #expect(bitmap.pixel(x: 50, y: 10) == red && bitmap.pixel(x: 50, y: 13) == red)
        #expect(bitmap.pixel(x: 50, y: 14) == .white)
        #expect(bitmap.pixel(x: 50, y: 49) == blue && bitmap.pixel(x: 50, y: 48) == .white)
        #expect(bitmap.pixel(x: 10, y: 30) == .white)  // no left side
    }

    @Test("an even-odd path cuts a hole where a non-zero one stays filled", arguments: [FillRule.evenOdd, .nonZero])
    func fillRules(rule: FillRule) throws {
        // Two squares drawn in the same direction.
        let path = try VectorPath(svg: "M10 10 H90 V90 H10 Z M30 30 H70 V70 H30 Z")
        let bitmap = render([.fillPath(path, color: .black, rule: rule)]).bitmap
        #expect(bitmap.pixel(x: 20, y: 20) == .black)
        #expect(bitmap.pixel(x: 50, y: 50) == (rule == .evenOdd ? .white : .black))
    }

    @Test("curves are filled through their control points' pull")
    func curveFill() throws {
        // A quadratic bump from (10, 90) to (90, 90) pulled up to y = 10 peaks at y = 50.
        let bitmap = render([.fillPath(try VectorPath(svg: "M10 90 Q50 10 90 90 Z"), color: .black)]).bitmap
        #expect(bitmap.pixel(x: 50, y: 53) == .black)
        #expect(bitmap.pixel(x: 50, y: 46) == .white)
        let cubic = render([.fillPath(try VectorPath(svg: "M10 90 C10 10 90 10 90 90 Z"), color: .black)]).bitmap
        #expect(cubic.pixel(x: 50, y: 33) == .black)  // cubic peak at y = 30
        #expect(cubic.pixel(x: 50, y: 27) == .white)
    }

    @Test("a stroked path's caps follow its line cap", arguments: [LineCap.butt, .round, .square])
    func strokeCaps(cap: LineCap) throws {
        let bitmap = render([.strokePath(try VectorPath(svg: "M30 50 L70 50"), color: .black, lineWidth: 10, cap: cap)]).bitmap
        #expect(bitmap.pixel(x: 50, y: 50) == .black)
        #expect(bitmap.pixel(x: 50, y: 58) == .white)
        // Beyond the end point: nothing for butt, the square's corner for square, the disc's middle only for round.
        #expect((gray(bitmap.pixel(x: 73, y: 50)) < 0.5) == (cap != .butt))
        #expect((gray(bitmap.pixel(x: 73, y: 54)) < 0.5) == (cap == .square))
    }

    @Test("a mitred join has a sharp corner, a bevelled one cuts it", arguments: [LineJoin.miter, .round, .bevel])
    func strokeJoins(join: LineJoin) throws {
        let bitmap = render([.strokePath(try VectorPath(svg: "M20 80 L50 20 L80 80"), color: .black, lineWidth: 10, join: join)]).bitmap
        // The miter's tip reaches above the corner (y = 20 − 5/sin(θ/2) ≈ 8.8).
        #expect((gray(bitmap.pixel(x: 50, y: 12)) < 0.5) == (join == .miter))
    }

    @Test("non-finite paths are skipped and reported")
    func badPath() {
        let rendering = render([.fillPath(VectorPath([.move(.zero), .line(Point(x: .nan, y: 1))]), color: .black)])
        #expect(rendering.issues.map(\.description) == ["$.items[0]: path has a non-finite coordinate (skipped)"])
    }

    /// An asset folder whose variants are solid red (1×), green (2×) and blue (3×) squares of 10 pt.
    static let assetFolder: String = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-assets-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (scale, color) in [(1, Color(rgb: 0xFF0000)), (2, Color(rgb: 0x00FF00)), (3, Color(rgb: 0x0000FF))] {
            let png = sharedRenderer.renderPNG(DisplayList(size: Size(width: 10, height: 10), background: color), scale: Double(scale)).png
            try? Data(png).write(to: folder.appendingPathComponent(AssetVariants.fileName("dot", scale: scale)))
        }
        // Only a 2× variant of "badge".
        let badge = sharedRenderer.renderPNG(DisplayList(size: Size(width: 10, height: 10), background: Color(rgb: 0x00FF00)), scale: 2).png
        try? Data(badge).write(to: folder.appendingPathComponent("badge@2x.png"))
        return folder.path
    }()

    @Test("an asset's variant is chosen by the render scale", arguments: [(1.0, 0xFF0000), (2.0, 0x00FF00), (3.0, 0x0000FF)])
    func assetVariant(scale: Double, rgb: UInt32) {
        let rendering = render([.image(.asset(name: "dot", folder: Self.assetFolder), frame: Rect(x: 0, y: 0, width: 10, height: 10))],
                               width: 10, height: 10, scale: scale)
        #expect(rendering.issues.isEmpty)
        #expect(rendering.bitmap.pixel(x: 5, y: 5) == Color(rgb: rgb))
    }

    @Test("without the exact variant the nearest one is drawn at its point size")
    func nearestVariant() {
        // `center` draws the natural size: the 20 px @2x badge is 10 pt, so 30 px at @3x.
        let rendering = render([.image(.asset(name: "badge", folder: Self.assetFolder), frame: Rect(x: 0, y: 0, width: 20, height: 20),
                                       contentMode: .center)], width: 20, height: 20, scale: 3)
        #expect(rendering.issues.isEmpty)
        #expect(rendering.bitmap.pixel(x: 30, y: 30) == Color(rgb: 0x00FF00))
        #expect(rendering.bitmap.pixel(x: 16, y: 30) == Color(rgb: 0x00FF00))
        #expect(rendering.bitmap.pixel(x: 12, y: 30) == .white)
        #expect(rendering.bitmap.pixel(x: 48, y: 30) == .white)
        #expect(rendering.bitmap.pixel(x: 30, y: 48) == .white)
    }

    @Test("a missing asset is reported by name and drawn as the placeholder, never a crash")
    func missingAsset() {
        let rendering = render([.image(.asset(name: "nope", folder: Self.assetFolder), frame: Rect(x: 0, y: 0, width: 40, height: 40))],
                               width: 40, height: 40)
        #expect(rendering.issues.map(\.description)
            == ["$.items[0]: image asset 'nope' not found in '\(Self.assetFolder)' (looked for nope.png, nope@2x.png, nope@3x.png) (drew a placeholder)"])
        #expect(rendering.bitmap.pixel(x: 20, y: 20) != .white)  // the placeholder's cross
        #expect(rendering.bitmap.pixel(x: 30, y: 5) == Color(rgb: 0xE5E5EA))
    }

    @Test("the new primitives render to the same bytes every time")
    func deterministic() throws {
        let items: [DisplayItem] = [
            .shadow(Rect(x: 10, y: 10, width: 60, height: 30), radii: CornerRadii(6), shadow: Shadow()),
            .gradient(Rect(x: 10, y: 10, width: 60, height: 30), radii: CornerRadii(6),
                      gradient: LinearGradient(colors: [Color(rgb: 0xFF9500), Color(rgb: 0xFF2D55)], angle: 135)),
            .strokePath(try VectorPath(svg: "M20 60 q20-20 40 0"), color: .black, lineWidth: 3, cap: .round, join: .round),
            .borders(Rect(x: 0, y: 80, width: 100, height: 20), Borders(bottom: BorderSide(width: 0.5, color: .black))),
        ]
        #expect(render(items, scale: 3).pngData() == render(items, scale: 3).pngData())
    }
}
