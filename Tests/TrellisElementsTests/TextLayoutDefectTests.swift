import Render
import Testing
import Typesetting
@testable import TrellisElements

/// Text layout defects found by new users (issue 34), with the fixed-advance measurer: 10 pt per
/// character, 10 pt lines.
@Suite("Text layout: what new users found")
struct TextLayoutDefectTests {
    let environment = TrellisElements.Environment(displayScale: 1, textMeasurer: FixedAdvanceMeasurer())
    let screen = Render.Size(width: 300, height: 600)
    /// 3,300 characters: 114 lines (1,140 pt) at 290 pt, twice the screen's height.
    let title = String(repeating: "word ", count: 660)

    /// 39 characters: wider than the screen beside "Subtotal".
    let value = "Total including taxes and delivery fees"

    func layout(_ element: some ElementConvertible) -> LayoutNode {
        LayoutSession.layout(element.element, in: screen, environment: environment)
    }

    func height(of string: String, width: Double) -> Double {
        FixedAdvanceMeasurer().measure(AttributedText(string), width: width, mode: .atMost, scale: 1).height
    }

    @Test("a text taller than the screen is laid out at the height of its lines, its subtitle below it")
    func tallTextInAColumn() {
        let column = layout(Column { Text(title); Text("Subtitle") })
        #expect(column.children[0].frame.height == height(of: title, width: 300))
        #expect(column.children[1].frame.minY == column.children[0].frame.maxY)
    }

    @Test("a row contains the column of a tall title and subtitle it centres, and the title its lines")
    func tallTextInARow() {
        let root = layout(Column {
            Row(alignment: .center) {
                Column { Text(title); Text("Subtitle") }.flex(grow: 1, shrink: 1)
                Text("›")
            }
        })
        let row = root.children[0], column = row.children[0]
        #expect(column.frame.minY == 0 && column.frame.maxY == row.frame.height)
        #expect(column.children[0].frame.height == height(of: title, width: column.frame.width))
        #expect(column.children[1].frame.minY == column.children[0].frame.maxY)
    }

    @Test("a bordered text sits inside its border, as inside its padding")
    func borderedText() {
        let root = layout(Column {
            Text("Hello").border(width: 6, color: .label).alignSelf(.flexStart)
            Text("Hello").padding(4).border(width: 6, color: .label).alignSelf(.flexStart)
        })
        #expect(root.children[0].props.contentInsets == EdgeInsets(top: 6, left: 6, bottom: 6, right: 6))
        #expect(root.children[0].frame.size == Render.Size(width: 62, height: 22))
        #expect(root.children[1].props.contentInsets == EdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        #expect(root.children[1].frame.size == Render.Size(width: 70, height: 30))
    }

    @Test("borders on single edges hold a text's lines off those edges; leading and trailing follow RTL")
    func edgeBorderedText() {
        let text = Text("Hello").border(leading: Border(width: 3, color: .label), bottom: Border(width: 2, color: .label))
            .alignSelf(.flexStart)
        #expect(layout(Column { text }).children[0].props.contentInsets == EdgeInsets(top: 0, left: 3, bottom: 2, right: 0))
        let rtl = LayoutSession.layout(Column { text }.element, in: screen,
                                       environment: TrellisElements.Environment(layoutDirection: .rightToLeft, displayScale: 1,
                                                                        textMeasurer: FixedAdvanceMeasurer()))
        #expect(rtl.children[0].props.contentInsets == EdgeInsets(top: 0, left: 0, bottom: 2, right: 3))
    }

    @Test("a bordered container's children sit inside its border")
    func borderedContainer() {
        let root = layout(Column { Column { Text("Hello") }.border(width: 4, color: .label) })
        #expect(root.children[0].children[0].frame.origin == Render.Point(x: 4, y: 4))
        #expect(root.children[0].frame.height == 18)
    }

    /// The lines of `node`'s text as its host lays them out: at its content-box width.
    func lines(of node: LayoutNode) -> [String] {
        guard let text = node.props.text else { return [] }
        let width = node.props.contentBox(in: node.frame).width
        let bytes = Array(text.string.utf8)
        return FixedAdvanceMeasurer().measure(text, width: width, mode: .exactly, scale: 1).lines
            .map { String(decoding: bytes[$0.range], as: UTF8.self).trimmingSpaces }
    }

    @Test("a title next to a value capped at 45 % keeps its word whole; the value wraps between its words")
    func titleNextToCappedValue() {
        // 230 pt: the word (150 pt), the gap and the value's lines at its cap (90 pt) do not fit.
        let row = LayoutSession.layout(Column {
            Row(spacing: 8) {
                Text("Standortzugriff").flex(shrink: 1)
                Text("Nur wenn die App aktiv ist").flex(shrink: 1).frame(maxWidth: .percent(45))
            }
        }.element, in: Render.Size(width: 230, height: 600), environment: environment).children[0]
        #expect(lines(of: row.children[0]) == ["Standortzugriff"])
        #expect(lines(of: row.children[1]) == ["Nur", "wenn", "die App", "aktiv", "ist"])
    }

    @Test("a row shrinks a text no further than its longest word, unless the row is narrower than the word")
    func longestWordFloor() {
        let wide = layout(Column { Row { Text("Subtotal").flex(shrink: 1); Text(value).flex(shrink: 1) } })
        #expect(lines(of: wide.children[0].children[0]) == ["Subtotal"])
        #expect(lines(of: wide.children[0].children[1]).count == 2)
        let narrow = LayoutSession.layout(Column { Row { Text("Subtotal").flex(shrink: 1) } }.element,
                                          in: Render.Size(width: 50, height: 100), environment: environment)
        #expect(narrow.children[0].children[0].frame.width == 50)
        #expect(lines(of: narrow.children[0].children[0]) == ["Subto", "tal"])
    }

    @Test("shrinksBelowLongestWord() keeps the engine's own behaviour: the row shrinks the text inside its word")
    func yogaSemanticsOnRequest() {
        let row = layout(Column {
            Row { Text("Subtotal").flex(shrink: 1).shrinksBelowLongestWord(); Text(value).flex(shrink: 1) }
        }).children[0]
        #expect(row.children[0].frame.width < 80)
        #expect(lines(of: row.children[0]).count > 1)
    }

    @Test("a column of texts inside a row is not squeezed below its longest word")
    func columnInARowKeepsItsLongestWord() {
        // "Subtotal" (80 pt) under "Tax" in a column beside a value that alone would take the row.
        let row = layout(Column {
            Row { Column { Text("Subtotal"); Text("Tax") }.flex(shrink: 1); Text(value).flex(shrink: 1) }
        }).children[0]
        #expect(row.children[0].frame.width == 80)
        #expect(lines(of: row.children[0].children[0]) == ["Subtotal"])
        #expect(lines(of: row.children[1]).count == 2)
    }

    @Test("the floor reaches through nested containers, adds a row's gaps, padding and fixed leaves, and stops at the line")
    func nestedFloors() {
        // A padded row of a 20 pt image, a gap of 5 and a column of "Subtotal" (80 pt): 5 + 20 + 5 + 80 + 5 = 115.
        let inner = Row(spacing: 5) {
            Image("icon", size: Render.Size(width: 20, height: 20))
            Column { Text("Subtotal") }.flex(shrink: 1)
        }.padding(horizontal: 5)
        let row = layout(Column { Row { Column { inner }.flex(shrink: 1); Text(value).flex(shrink: 1) } }).children[0]
        #expect(row.children[0].frame.width == 115)
        #expect(lines(of: row.children[0].children[0].children[1].children[0]) == ["Subtotal"])
        // On a 50 pt screen the floor is the line: the column takes it, and the word breaks there.
        let narrow = LayoutSession.layout(Column { Row { Column { Text("Subtotal") }.flex(shrink: 1) } }.element,
                                          in: Render.Size(width: 50, height: 100), environment: environment)
        #expect(narrow.children[0].children[0].frame.width == 50)
    }

    @Test("the floor clamps the flexed size, not the basis: basis-0 buttons stay equal while their labels fit")
    func equalButtonsStayEqual() {
        // "Resume" (60 pt) and "Reset" (50 pt) in boxes of 145 pt each; a Yoga min width would
        // give the first 10 pt more.
        func widths(_ first: String) -> [Double] {
            layout(Column {
                Row(spacing: 10) {
                    Row { Text(first) }.flex(grow: 1, basis: .points(0))
                    Row { Text("Reset") }.flex(grow: 1, basis: .points(0))
                }
            }).children[0].children.map(\.frame.width)
        }
        #expect(widths("Resume") == [145, 145])
        // A label wider than its share is kept whole; the other button takes the rest.
        #expect(widths("Internationalization") == [200, 90])
    }

    @Test("shrinksBelowLongestWord() on a column lets the row squeeze it, words and all")
    func columnOptsOut() {
        let row = layout(Column {
            Row { Column { Text("Subtotal") }.flex(shrink: 1).shrinksBelowLongestWord(); Text(value).flex(shrink: 1) }
        }).children[0]
        #expect(row.children[0].frame.width < 80)
        #expect(lines(of: row.children[0].children[0]).count > 1)
    }

    @Test("a container without texts keeps the engine's own behaviour")
    func noTextsNoFloor() {
        let row = layout(Column {
            Row { Column { Image("wide", size: Render.Size(width: 120, height: 10)) }.flex(shrink: 1); Text(value).flex(shrink: 1) }
        }).children[0]
        #expect(row.children[0].frame.width < 120)
    }

    @Test("maximumScaledSize caps what the text size scales a font to, its line height in proportion")
    func maximumScaledSize() {
        let large = TrellisElements.Environment(displayScale: 1, textSizeMultiplier: 3, textMeasurer: FixedAdvanceMeasurer())
        func resolved(_ text: Text) -> AttributedText? {
            LayoutSession.layout(Column { text }.element, in: screen, environment: large).children[0].props.text
        }
        let capped = resolved(Text("Hi").font(size: 10, lineHeight: 12).maximumScaledSize(20))
        #expect(capped?.runs.first?.attributes.size == 20)
        #expect(capped?.paragraph.lineHeight == .points(24))
        #expect(resolved(Text("Hi").font(size: 10))?.runs.first?.attributes.size == 30)
        #expect(resolved(Text("Hi").font(size: 10).maximumScaledSize(40))?.runs.first?.attributes.size == 30)
    }

    @Test("a higher layout priority keeps its text whole while the other one wraps")
    func layoutPriority() {
        func row(_ priority: Double) -> LayoutNode {
            layout(Column {
                Row(spacing: 10) {
                    Text("Order summary for today").flex(shrink: 1)
                    Text("1 234,56 EUR").flex(shrink: 1).layoutPriority(priority)
                }
            }).children[0]
        }
        #expect(lines(of: row(1).children[1]) == ["1 234,56 EUR"])
        #expect(lines(of: row(1).children[0]).count == 2)
        #expect(lines(of: row(0).children[1]).count == 2)
    }
}

extension String {
    /// Without trailing spaces (those hang past a line's end).
    var trimmingSpaces: String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
