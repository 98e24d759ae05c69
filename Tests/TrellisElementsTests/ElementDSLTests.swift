import Flexbox
import Render
import Commands
import MVI
import Testing
import Typesetting
@testable import TrellisElements

@Suite struct ElementDSLTests {
    struct Item: Identifiable {
        let id: Int
        let title: String
    }

    /// A banner card, as a component of its Props.
    struct Card: Component {
        let title: String
        let subtitle: String?

        var body: Element {
            Row {
                Column {
                    Text(title)
                    if let subtitle { Text(subtitle) }
                }.flex(grow: 1)
                Image("banner").size(120)
            }.padding(8)
        }
    }

    func texts(_ element: Element) -> [String] {
        var result: [String] = []
        var stack = [element]
        while let next = stack.popLast() {
            if case .text(let content) = next.content { result.append(content.string) }
            stack += next.children.reversed()
        }
        return result
    }

    @Test func ifElseContributesOnlyTheTakenBranch() {
        func column(_ flag: Bool) -> Element {
            Column {
                Text("always")
                if flag { Text("yes") } else { Text("no"); Text("no 2") }
            }.element
        }
        #expect(texts(column(true)) == ["always", "yes"])
        #expect(texts(column(false)) == ["always", "no", "no 2"])
    }

    @Test func optionalsAndForLoopsFlattenIntoTheChildren() {
        let missing: Text? = nil
        let column = Column {
            missing
            Text("a")
            for index in 0..<3 { Text("\(index)") }
        }.element
        #expect(texts(column) == ["a", "0", "1", "2"])
        #expect(column.children.count == 4)
    }

    @Test func forEachKeysEveryElementByTheItemsID() {
        let items = [Item(id: 7, title: "seven"), Item(id: 3, title: "three")]
        let column = Column { ForEach(items) { Text($0.title) } }.element
        #expect(column.children.map(\.key) == [.int(7), .int(3)])
        let byTitle = Column { ForEach(items, id: \.title) { Text($0.title) } }.element
        #expect(byTitle.children.map(\.key) == ["seven", "three"])
    }

    @Test func componentsComposeAndAreTestableWithoutAHost() {
        let card = Card(title: "Проверьте автомобиль", subtitle: nil)
        #expect(texts(card.element) == ["Проверьте автомобиль"])
        let screen = Column { card; Card(title: "b", subtitle: "c").id("second") }.element
        #expect(screen.children.map(\.key) == [nil, "second"])
        #expect(texts(screen) == ["Проверьте автомобиль", "b", "c"])
    }

    @Test func modifiersWriteTheFlexStyle() {
        let element = Text("a")
            .padding(8).margin(horizontal: 4).size(width: 100, height: .auto)
            .flex(grow: 1, shrink: 1, basis: 10).alignSelf(.center).aspectRatio(2)
            .position(top: 5, leading: 6)
        #expect(element.style.padding.all == .points(8))
        #expect(element.style.margin.horizontal == .points(4))
        #expect(element.style.width == .points(100))
        #expect(element.style.flexGrow == 1 && element.style.flexShrink == 1 && element.style.flexBasis == .points(10))
        #expect(element.style.alignSelf == .center)
        #expect(element.style.aspectRatio == 2)
        #expect(element.style.position == .absolute && element.style.inset.top == .points(5) && element.style.inset.start == .points(6))
    }

    @Test func appearanceModifiersAndIdentity() {
        let command = Command("tap") {}
        let element = Box().background(.black).border(width: 1, color: .separator).cornerRadius(4)
            .opacity(1.5).clipped().id("box").onTap(command).accessibilityLabel("Box")
        #expect(element.appearance.background == ThemedColor(.black))
        #expect(element.appearance.border == Border(width: 1, color: .separator))
        #expect(element.appearance.cornerRadii == CornerRadii(4))
        #expect(element.appearance.opacity == 1)
        #expect(element.appearance.clipsContent)
        #expect(element.key == "box" && element.onTap == command && element.accessibilityLabel == "Box")
    }

    @Test func rowsAndColumnsSetTheirDirectionAndSpacing() {
        #expect(Row(spacing: 4) { Text("a") }.element.style.flexDirection == .row)
        #expect(Row(spacing: 4) { Text("a") }.element.style.columnGap == .points(4))
        #expect(Column(spacing: 2) { Text("a") }.element.style.rowGap == .points(2))
        #expect(Spacer().element.style.flexGrow == 1)
    }

    @Test func theDeviceCatalogHasTheTalksMatrix() {
        #expect(Device.named("iphone-x")?.portrait.size == Render.Size(width: 375, height: 812))
        #expect(Device.named("iphone-x")?.scale == 3)
        #expect(Device.iPhoneX.landscape.size == Render.Size(width: 812, height: 375))
        #expect(Device.iPhoneX.landscape.safeArea.left == 44)
        #expect(Device.iPadOneThird.portrait.size.width == 320)
        #expect(Device.catalog.map(\.name) == ["iphone-se", "iphone-8", "iphone-x", "iphone-15-pro-max", "ipad", "ipad-one-third"])
        #expect(Device.named("nokia-3310") == nil)
    }
}
