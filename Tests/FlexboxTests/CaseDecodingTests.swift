import Flexbox
import LayoutCases
import Testing

/// The JSON case schema: what decodes, and the one-line errors naming the JSON path.
@Suite("Case decoding")
struct CaseDecodingTests {
    private func decode(_ json: String) throws(CaseError) -> [LayoutCase] {
        try CaseDecoder.decode(Array(json.utf8)).cases
    }

    private func error(_ json: String) -> String? {
        do {
            _ = try decode(json)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("style keys decode into the typed style with CSS spellings")
    func decodesStyle() throws {
        let cases = try decode("""
            {"name":"x","root":{"style":{"flexDirection":"row-reverse","width":"25%","marginHorizontal":"auto",
             "borderStartWidth":2,"flexBasis":"fit-content","alignContent":"space-evenly","gap":4},"children":[]}}
            """)
        let style = cases[0].root.style
        #expect(style.flexDirection == .rowReverse)
        #expect(style.width == .percent(25))
        #expect(style.margin.horizontal == .auto)
        #expect(style.border.start == .points(2))
        #expect(style.flexBasis == .fitContent)
        #expect(style.alignContent == .spaceEvenly)
        #expect(style.gap == .points(4))
    }

    @Test("web defaults change the starting style of every node")
    func webDefaults() throws {
        let cases = try decode(#"{"config":{"useWebDefaults":true,"errata":"none"},"root":{"style":{}}}"#)
        #expect(cases[0].root.style.flexDirection == .row)
        #expect(cases[0].config.errata == .none)
    }

    @Test("a wrong value type names the full JSON path")
    func wrongType() {
        #expect(error(#"[{"root":{}},{"root":{}},{"root":{}},{"root":{"children":[{},{},{"style":{"flexGrow":"x"}}]}}]"#)
                == #"$[3].root.children[2].style.flexGrow: expected a number, got "x""#)
    }

    @Test("unknown style keys, enum values and measure kinds are errors")
    func unknownNames() {
        #expect(error(#"{"root":{"style":{"flexGrowth":1}}}"#) == "$.root.style.flexGrowth: unknown style key")
        #expect(error(#"{"root":{"style":{"flexDirection":"diagonal"}}}"#)?
            .hasPrefix(#"$.root.style.flexDirection: unknown value "diagonal""#) == true)
        #expect(error(#"{"root":{"measure":{"type":"pango"}}}"#)?
            .hasPrefix(#"$.root.measure.type: unknown measure kind "pango""#) == true)
        #expect(error(#"{"root":{"style":{"padding":"auto"}}}"#)?.hasPrefix("$.root.style.padding: expected") == true)
        #expect(error(#"{"config":{"errata":["bogus"]},"root":{}}"#)?.hasPrefix("$.config.errata[0]: unknown erratum") == true)
    }

    @Test("malformed JSON reports its line and column")
    func malformed() {
        #expect(error("{\"root\":\n {\"style\": }}") == "malformed JSON at line 2, column 12: unexpected character")
    }

    @Test("bench mutations must point at an existing node")
    func mutationPath() {
        #expect(error(#"{"root":{"children":[{}]},"bench":{"mutate":{"path":[3],"style":{"width":1}}}}"#)
                == "$.bench.mutate.path[0]: child index 3 out of range (the node has 1 children)")
    }

    @Test("the first differing node is reported by path")
    func firstDifference() {
        let expected = CaseLayout(left: 0, top: 0, width: 10, height: 10,
                                  children: [CaseLayout(left: 0, top: 0, width: 5, height: 5)])
        var actual = expected
        actual.children[0].height = 6
        #expect(expected.firstDifference(from: actual) == "$.children[0].height: expected 5, got 6")
        actual.children[0].height = 5.0005
        #expect(expected.firstDifference(from: actual) == nil, "differences within 1e-3 are equal")
    }
}

/// The deterministic text stand-ins of DESIGN.md.
@Suite("Measure kinds")
struct MeasureKindTests {
    @Test("yoga-intrinsic-text wraps at spaces, 10 points per byte and per line")
    func yogaText() {
        let measure = MeasureKind.yogaIntrinsicText("hello world").function(flexDirection: .column)
        #expect(measure(.nan, .undefined, .nan, .undefined) == Size(width: 110, height: 10))
        #expect(measure(60, .atMost, .nan, .undefined) == Size(width: 60, height: 20))
        #expect(measure(30, .exactly, 15, .atMost) == Size(width: 30, height: 15))
    }

    @Test("yoga-intrinsic-text in a row never wraps narrower than its longest word")
    func yogaTextRow() {
        let measure = MeasureKind.yogaIntrinsicText("hello world").function(flexDirection: .row)
        #expect(measure(20, .atMost, .nan, .undefined) == Size(width: 20, height: 20))
    }

    @Test("ahem-text breaks only at zero-width spaces and never goes below its longest segment")
    func ahemText() {
        let measure = MeasureKind.ahemText("AAAA\u{200B}AA", vertical: false).function(flexDirection: .row)
        #expect(measure(.nan, .undefined, .nan, .undefined) == Size(width: 60, height: 10))
        #expect(measure(45, .atMost, .nan, .undefined) == Size(width: 45, height: 20))
        #expect(measure(10, .atMost, .nan, .undefined) == Size(width: 40, height: 20))
        let vertical = MeasureKind.ahemText("AAAA\u{200B}AA", vertical: true).function(flexDirection: .row)
        #expect(vertical(.nan, .undefined, 45, .atMost) == Size(width: 20, height: 45))
    }

    @Test("ahem-text at an exact width narrower than a segment breaks at every opportunity, as Chromium does")
    func ahemTextExactNarrowWidth() {
        let measure = MeasureKind.ahemText("AAAA\u{200B}A\u{200B}A", vertical: false).function(flexDirection: .row)
        #expect(measure(10, .exactly, .nan, .undefined) == Size(width: 10, height: 30))
        #expect(measure(25, .exactly, .nan, .undefined) == Size(width: 25, height: 20))
        #expect(measure(10, .atMost, .nan, .undefined) == Size(width: 40, height: 20))
    }

    @Test("fixed returns its size clamped by the modes")
    func fixed() {
        let measure = MeasureKind.fixed(width: 50, height: 20).function(flexDirection: .column)
        #expect(measure(30, .atMost, .nan, .undefined) == Size(width: 30, height: 20))
        #expect(measure(70, .exactly, 5, .exactly) == Size(width: 70, height: 5))
    }
}
