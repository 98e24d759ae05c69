// What a screen author writes with one import, in the spellings a newcomer reaches for first:
// `var body: Element { Row { … } }`, text modifiers after layout modifiers, `Double` lengths,
// memberwise components. The file compiling is half the test; the expectations check that each
// spelling means what it reads as.
import Testing
import Trellis

/// A component whose body is a bare `Row` and whose Props come through the memberwise init.
struct PriceTag: PropsComponent {
    let props: String
    var body: Element {
        Row(spacing: gap) {
            Text(props)
            Text("€").foreground(.secondaryLabel)
        }
    }
    /// A spacing computed as `Double`, as font sizes and radii are.
    var gap: Double { 4 + 0.5 }
}

/// A screen with Props, a Command, a sample and a catalog entry, from the same import.
struct CheckoutScreen: Screen {
    struct Props: Codable, Equatable, Sendable {
        var total: String
        var pay: Command
    }
    static let name = "checkout"
    static var samples: [Sample<Props>] { [Sample("default", Props(total: "12.50", pay: Command("pay") {}))] }

    let props: Props
    var inset: Double { 12 }

    var body: Element {
        Column(spacing: 8) {
            Text("Total").padding(8).foreground(.secondaryLabel).font(size: 15, weight: .semibold)
            PriceTag(props.total)
            Text("Pay").padding(horizontal: inset, vertical: 10).background(.accent).cornerRadius(8).onTap(props.pay)
        }
        .padding(inset)
    }
}

/// Several elements in a body stack in a column.
struct TwoLines: Component {
    var body: Element {
        Text("first")
        Text("second")
    }
}

@Suite struct OneImportTests {
    let environment = Environment(displayScale: 2, textMeasurer: FixedAdvanceMeasurer(advance: 10, lineHeight: 20))

    func layout(_ element: some ElementConvertible, width: Double = 320) -> LayoutNode {
        LayoutSession().layout(element.element, in: Size(width: width, height: 600), environment: environment)
    }

    /// The text styles of a laid-out tree, depth first.
    func texts(_ node: LayoutNode) -> [AttributedText] {
        (node.props.text.map { [$0] } ?? []) + node.children.flatMap(texts)
    }

    @Test func aBodyReturningABareRowLaysOutAsARowWithItsDoubleSpacing() {
        let row = layout(PriceTag("12.50"))
        let frames = row.children.map(\.frame)
        #expect(frames.count == 2)
        #expect(frames[0].origin.y == frames[1].origin.y)
        #expect(frames[1].origin.x == frames[0].origin.x + frames[0].size.width + 4.5)
    }

    @Test func aTextModifierAfterALayoutModifierStylesTheTextUnderThePadding() throws {
        let element = Text("Total").padding(8).foreground(.secondaryLabel).font(size: 15, weight: .semibold)
        guard case .text(let text) = element.content else {
            Issue.record("the padded text is no longer a text element")
            return
        }
        #expect(text.style.color == .secondaryLabel)
        #expect(text.style.size == 15 && text.style.weight == .semibold)
        #expect(element.style.padding.all == .points(8))
    }

    @Test func aContainersForegroundIsTheDefaultOfItsTextsAndAnInnerOneWins() {
        let element = Column {
            Text("plain")
            Text("own").foreground(.destructive)
            Row { Text("nested") }
        }.foreground(.secondaryLabel)
        let colors = texts(layout(element)).map { $0.runs.first?.attributes.color }
        let secondary = ThemedColor.secondaryLabel.resolved(in: .light)
        #expect(colors == [secondary, ThemedColor.destructive.resolved(in: .light), secondary])
    }

    @Test func aContainersFontReachesTheTextsOfAComponentInside() {
        let element = Row { PriceTag("9") }.font(size: 30)
        #expect(texts(layout(element)).allSatisfy { $0.runs.first?.attributes.size == 30 })
    }

    @Test func doubleLengthsAreThePointsTheyRead() {
        let inset: Double = 12.5
        let element = Text("x").padding(inset).margin(horizontal: inset).size(width: 100, height: 40.5)
        #expect(element.style.padding.all == .points(12.5))
        #expect(element.style.margin.horizontal == .points(12.5))
        #expect(element.style.margin.vertical == .undefined)
        #expect(element.style.height == .points(40.5))
        #expect(Text("x").padding(8).style.padding.all == .points(8))
        #expect(Text("x").padding(.percent(5)).style.padding.all == .percent(5))
    }

    @Test func severalElementsInABodyStackInAColumn() {
        let node = layout(TwoLines())
        #expect(node.children.count == 2)
        #expect(node.children[1].frame.origin.y == node.children[0].frame.maxY)
    }

    @Test func aScreenRegistersAndRendersFromTheOneImport() throws {
        var catalog = Catalog()
        try catalog.register(CheckoutScreen.self)
        #expect(catalog.entries.map(\.name) == ["checkout"])
        let props = CheckoutScreen.samples[0].props
        let node = layout(CheckoutScreen(props))
        #expect(node.children.count == 3)
        let pay = node.children[2]
        #expect(pay.onTap == props.pay)
        let corner: CornerRadii = CornerRadii(8)
        #expect(pay.props.cornerRadii == corner)
        #expect(Point(x: 1, y: 2) != Point(x: 2, y: 1))
    }
}
