import Testing
import Render
import Typesetting

@Suite("Display list")
struct DisplayListTests {
    @Test("a balanced list has no issues; groups are balanced by construction")
    func balanced() {
        var list = DisplayList(size: Size(width: 10, height: 10))
        list.group(.pushClip(Rect(x: 0, y: 0, width: 5, height: 5))) { inner in
            inner.group(.pushOpacity(0.5)) { $0.append(.fill(Rect(x: 0, y: 0, width: 2, height: 2), color: .black)) }
        }
        #expect(list.validate().isEmpty)
        #expect(list.items.count == 5)
    }

    @Test("unmatched pops and unclosed pushes are reported with their item index")
    func unbalanced() {
        let list = DisplayList(size: Size(width: 10, height: 10),
                               items: [.pop, .pushOpacity(1), .pushTransform(.identity), .pop])
        #expect(list.validate() == [.unmatchedPop(index: 0), .unclosedPush(index: 1)])
    }
}

@Suite("Geometry")
struct GeometryTests {
    @Test("corner radii shrink by one factor when adjacent corners would overlap")
    func radiiFit() {
        let fitted = CornerRadii(30).fitted(to: Rect(x: 0, y: 0, width: 40, height: 100))
        #expect(fitted == CornerRadii(20))
        #expect(CornerRadii(-3).fitted(to: Rect(x: 0, y: 0, width: 10, height: 10)) == .zero)
    }

    @Test("rotation by a quarter turn maps x onto y")
    func rotation() {
        let point = AffineTransform.rotation(.pi / 2).apply(to: Point(x: 1, y: 0))
        #expect(abs(point.x) < 1e-12)
        #expect(abs(point.y - 1) < 1e-12)
        let back = AffineTransform.rotation(-3 * .pi / 4).apply(to: Point(x: 1, y: 0))
        #expect(abs(back.x + 0.5.squareRoot()) < 1e-12 && abs(back.y + 0.5.squareRoot()) < 1e-12)
    }

    @Test("concatenation applies the left transform first")
    func concatenation() {
        let t = AffineTransform.scale(x: 2, y: 2).concatenating(.translation(x: 10, y: 0))
        #expect(t.apply(to: Point(x: 1, y: 1)) == Point(x: 12, y: 2))
    }
}

@Suite("Content modes")
struct ContentModeTests {
    let frame = Rect(x: 0, y: 0, width: 100, height: 50)
    let image = Size(width: 20, height: 20)

    @Test("each mode places a square image in a wide frame as UIKit does", arguments: [
        (ContentMode.fill, Rect(x: 0, y: 0, width: 100, height: 50)),
        (.aspectFit, Rect(x: 25, y: 0, width: 50, height: 50)),
        (.aspectFill, Rect(x: 0, y: -25, width: 100, height: 100)),
        (.center, Rect(x: 40, y: 15, width: 20, height: 20)),
    ])
    func placement(mode: ContentMode, expected: Rect) {
        #expect(mode.placement(of: image, in: frame) == expected)
    }
}

@Suite("Colors")
struct ColorTests {
    @Test("hex strings parse in 3, 6 and 8 digit forms and print as #RRGGBBAA")
    func hex() {
        #expect(Color(hex: "#fff") == .white)
        #expect(Color(hex: "1C1C1E")?.description == "#1C1C1EFF")
        #expect(Color(hex: "#00000080")?.alpha == 128.0 / 255)
        #expect(Color(hex: "#12345") == nil)
        #expect(Color(hex: "zzzzzz") == nil)
    }
}
