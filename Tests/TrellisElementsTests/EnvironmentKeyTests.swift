import Lists
import Render
import Testing
import TrellisElements
import Typesetting

/// An app's theme, as an app keeps it in the environment.
private enum AccentNameKey: EnvironmentKey {
    static let defaultValue = "blue"
}

private enum DensityKey: EnvironmentKey {
    static let defaultValue = 1
}

/// Shows the accent name it reads from the environment; counts its bodies.
private struct AccentLabel: PropsComponent {
    struct Props: Equatable, Sendable {
        var id: String
        var counter: BodyCounter
    }
    let props: Props
    var body: Element {
        props.counter.increment()
        let id = props.id
        return EnvironmentReader { environment in
            Text("\(id): \(environment[AccentNameKey.self]) × \(environment[DensityKey.self])")
        }.element
    }
}

@Suite("App environment keys: typed values reach bodies through EnvironmentReader")
struct EnvironmentKeyTests {
    private static func texts(_ node: LayoutNode) -> [String] {
        (node.props.text.map { [$0.string] } ?? []) + node.children.flatMap(texts)
    }

    private static func label(_ id: String, _ counter: BodyCounter = BodyCounter()) -> AccentLabel {
        AccentLabel(props: .init(id: id, counter: counter))
    }

    @Test("Unset, a key reads its default")
    func unsetKeyReadsItsDefault() {
        let node = LayoutSession.layout(Self.label("a").element, in: Fixture.size, environment: Fixture.environment())
        #expect(Self.texts(node) == ["a: blue × 1"])
    }

    @Test("A value set on an element reaches its subtree, not its siblings; a nearer value wins")
    func valuesReachTheSubtreeAndTheNearestWins() {
        let tree = Column {
            Column {
                Self.label("inner").environment(AccentNameKey.self, "red")
                Self.label("middle")
            }
            .environment(AccentNameKey.self, "green")
            .environment(DensityKey.self, 2)
            Self.label("sibling")
        }
        let node = LayoutSession.layout(tree.element, in: Fixture.size, environment: Fixture.environment())
        #expect(Self.texts(node) == ["inner: red × 2", "middle: green × 2", "sibling: blue × 1"])
    }

    @Test("The runtime's environment sets values for the whole screen")
    func theRootEnvironmentSetsValues() {
        var environment = Fixture.environment()
        environment[AccentNameKey.self] = "black"
        #expect(environment[AccentNameKey.self] == "black")
        let node = LayoutSession.layout(Self.label("a").element, in: Fixture.size, environment: environment)
        #expect(Self.texts(node) == ["a: black × 1"])
    }

    @Test("A changed value rebuilds a memoized component under it; an unchanged one does not")
    func aChangedValueRebuildsMemoizedComponents() {
        let counter = BodyCounter()
        let session = LayoutSession()
        func layout(_ accent: String) -> [String] {
            let tree = Column { Self.label("a", counter) }.environment(AccentNameKey.self, accent)
            return Self.texts(session.layout(tree.element, in: Fixture.size, environment: Fixture.environment()))
        }
        #expect(layout("red") == ["a: red × 1"])
        #expect(layout("red") == ["a: red × 1"])
        #expect(counter.value == 1, "equal Props under equal values: built once")
        #expect(layout("green") == ["a: green × 1"])
        #expect(counter.value == 2)
    }

    @Test("A value set above a lazy list reaches its rows, and a new value lays them out again")
    func valuesReachLazyListRows() {
        func screen(_ accent: String) -> Element {
            var builder = ListBuilder()
            for id in ["r1", "r2"] { builder.add(Self.label(id), id: id, environment: Fixture.environment()) }
            return Column { LazyList(builder.build().model, id: "list", estimatedRowHeight: 20) }
                .environment(AccentNameKey.self, accent).element
        }
        let session = LayoutSession()
        var window = ScrollWindow()
        func rows(_ accent: String) -> [String] {
            let laidOut = session.layout(screen(accent), in: Fixture.size, environment: Fixture.environment())
            return Self.texts(window.apply(to: laidOut, offsets: [:], environment: Fixture.environment()).node)
        }
        #expect(rows("red") == ["r1: red × 1", "r2: red × 1"])
        #expect(rows("green") == ["r1: green × 1", "r2: green × 1"])
    }
}
