import Flexbox
import Render
import Testing
import Typesetting
@testable import TrellisElements

/// Lengths that are not finite numbers (or so large that layout overflows) never reach the mounted
/// tree: the element gets a finite frame and the pass reports a diagnostic naming it.
@Suite struct NonFiniteLengthTests {
    let environment = TrellisElements.Environment(displayScale: 3, textMeasurer: FixedAdvanceMeasurer())
    let screen = Render.Size(width: 300, height: 600)

    func frames(_ node: LayoutNode) -> [Rect] {
        [node.frame] + node.children.flatMap(frames)
    }

    func isFinite(_ rect: Rect) -> Bool {
        [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite)
    }

    @Test(arguments: [Float.infinity, -.infinity, .nan, .greatestFiniteMagnitude])
    func aWidthThatIsNotAFiniteNumberGivesFiniteFrames(_ value: Float) {
        let screen = Row {
            Box().width(.points(value)).height(10).id("bad")
            Text("next")
        }.padding(8)
        let node = LayoutSession.layout(screen.element, in: self.screen, environment: environment)
        #expect(frames(node).allSatisfy(isFinite), "\(frames(node))")
    }

    @Test("a display scale that is not a positive number is laid out at 1 and reported at the root",
          arguments: [Double.nan, 0, -2, .infinity])
    func aDisplayScaleThatIsNotAPositiveNumberIsReported(_ scale: Double) {
        let screen = Column { Text("Checkout").id("title"); Box().height(40).id("bar") }.padding(8)
        let broken = TrellisElements.Environment(displayScale: scale, textMeasurer: FixedAdvanceMeasurer())
        let (node, diagnostics) = LayoutSession().layoutWithDiagnostics(screen.element, in: self.screen, environment: broken)
        #expect(diagnostics == [LayoutDiagnostic(path: [], property: "displayScale", value: scale, replacement: "1")]
            || (scale.isNaN && diagnostics.map(\.description) == ["root displayScale: nan, used 1"]), "\(diagnostics)")
        let atOne = LayoutSession.layout(screen.element, in: self.screen,
                                         environment: TrellisElements.Environment(displayScale: 1, textMeasurer: FixedAdvanceMeasurer()))
        #expect(frames(node) == frames(atOne))
        #expect(node.frame.size == self.screen)
    }

    @Test func hugeMarginsAndPaddingThatOverflowWhenAddedGiveFiniteFrames() {
        let huge = Length.points(.greatestFiniteMagnitude)
        let screen = Column {
            Box().margin(huge).padding(huge).id("bad")
            Text("next")
        }
        let node = LayoutSession.layout(screen.element, in: self.screen, environment: environment)
        #expect(frames(node).allSatisfy(isFinite), "\(frames(node))")
    }

    @Test func aNonFiniteWidthIsReportedWithTheElementsKeyPathAndTheStyleKey() {
        let session = LayoutSession()
        let screen = Column {
            Text("header")
            Row {
                Box().width(.points(.infinity)).height(10).id("bad")
            }.id("row")
        }
        let (node, diagnostics) = session.layoutWithDiagnostics(screen.element, in: self.screen, environment: environment)
        #expect(diagnostics == [LayoutDiagnostic(path: [.key("row"), .key("bad")], property: "width",
                                                 value: .infinity, replacement: "auto")])
        #expect(diagnostics.first?.description == "row/bad width: inf, used auto")
        #expect(node.children[1].children[0].frame.width == 0)
        // Unchanged on the next pass, still reported; the session exposes the last pass's list.
        _ = session.layout(screen.element, in: self.screen, environment: environment)
        #expect(session.diagnostics == diagnostics)
    }

    @Test func unkeyedElementsAreNamedByTheirChildIndexes() {
        let screen = Column {
            Text("header")
            Column { Box(); Box().margin(top: .points(.nan)) }
        }
        let diagnostics = LayoutSession().layoutWithDiagnostics(screen.element, in: self.screen, environment: environment).diagnostics
        #expect(diagnostics.map(\.path) == [[.index(1), .index(1)]])
        #expect(diagnostics.map(\.property) == ["marginTop"])
        #expect(diagnostics.first?.replacement == "unset")
    }

    @Test func hugeLengthsAreClampedAndReported() {
        let screen = Column { Box().height(.points(1e30)).padding(leading: .points(-1e20)).id("tall") }
        let session = LayoutSession()
        let (node, diagnostics) = session.layoutWithDiagnostics(screen.element, in: self.screen, environment: environment)
        #expect(Set(diagnostics.map(\.property)) == ["height", "paddingStart"])
        #expect(node.children[0].frame.height == Double(StyleValidation.limit))
    }

    @Test func aValidTreeHasNoDiagnostics() {
        let session = LayoutSession()
        _ = session.layout(Column { Text("fine").width(.points(100)) }.element, in: screen, environment: environment)
        #expect(session.diagnostics.isEmpty)
    }
}
