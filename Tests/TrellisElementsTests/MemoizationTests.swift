import Commands
import Render
import Testing
import TrellisElements
import Typesetting

@Suite("PropsComponent: equal Props reuse the subtree")
struct MemoizationTests {
    static func rows(_ counter: BodyCounter, count: Int = 60, changing index: Int? = nil) -> [Line.Props] {
        (0..<count).map { Line.Props(id: $0, text: $0 == index ? "changed \($0)" : "row \($0)", counter: counter) }
    }

    @Test func changingOneRowBuildsOnlyThatRowsBody() async throws {
        let counter = BodyCounter()
        let tap = Command("tap") {}
        var props = Fixture.props(tap: tap)
        props.rows = Self.rows(counter)
        let host = HeadlessScreenHost()
        let runtime = await Runtime(Panel.self, props: props, environment: Fixture.environment(),
                                    size: Size(width: 200, height: 2000), host: host)
        #expect(counter.value == 60)
        await host.clearLog()
        props.rows = Self.rows(counter, changing: 7)
        await runtime.setProps(props)
        #expect(counter.value == 61, "only row 7 was built again")
        let log = await host.log
        #expect(log.count <= 3, "the changed text (and its frames) only: \(log)")
    }

    @Test func identicalRowsBuildNothing() async throws {
        let counter = BodyCounter()
        let tap = Command("tap") {}
        var props = Fixture.props(tap: tap)
        props.rows = Self.rows(counter)
        let runtime = await Runtime(Panel.self, props: props, environment: Fixture.environment(),
                                    size: Size(width: 200, height: 2000))
        props.title = "Other title"
        await runtime.setProps(props)
        #expect(counter.value == 60)
    }

    @Test func modifiersOnAMemoizedComponentMeanWhatTheyMeanOnItsBody() {
        let counter = BodyCounter()
        let row = Line.Props(id: 1, text: "row", counter: counter)
        let memoized = Column { Line(row).margin(top: 8).background(.white).id("line") }
        let eager = Column { Line(row).body.margin(top: 8).background(.white).id("line") }
        let environment = Fixture.environment()
        let lazy = LayoutSession.layout(memoized.element, in: Fixture.size, environment: environment)
        let built = LayoutSession.layout(eager.element, in: Fixture.size, environment: environment)
        #expect(lazy == built)
        #expect(lazy.children.first?.key == "line")
    }

    @Test func aRowWhoseModifiersChangedIsBuiltAgain() {
        let counter = BodyCounter()
        let row = Line.Props(id: 1, text: "row", counter: counter)
        let session = LayoutSession()
        let environment = Fixture.environment()
        let first = session.layout(Column { Line(row).margin(top: 8) }.element, in: Fixture.size, environment: environment)
        let second = session.layout(Column { Line(row).margin(top: 20) }.element, in: Fixture.size, environment: environment)
        #expect(first.children[0].frame.minY == 8)
        #expect(second.children[0].frame.minY == 20)
    }
}

@Suite("EnvironmentReader: bodies read the environment")
struct EnvironmentReaderTests {
    static func chevron() -> Element {
        EnvironmentReader { environment in
            Text(environment.layoutDirection == .rightToLeft ? "<" : ">").id("chevron")
        }.element
    }

    @Test func aChevronFollowsTheLayoutDirection() {
        let ltr = LayoutSession.layout(Self.chevron(), in: Fixture.size, environment: Fixture.environment())
        let rtl = LayoutSession.layout(Self.chevron(), in: Fixture.size,
                                       environment: Fixture.environment(direction: .rightToLeft))
        #expect(ltr.props.text?.string == ">")
        #expect(rtl.props.text?.string == "<")
    }

    @Test func aCompactLayoutReadsTheSizeClass() {
        let element = EnvironmentReader { environment in
            Text(environment.horizontalSizeClass == .compact ? "compact" : "regular")
        }.element
        var environment = Fixture.environment()
        environment.apply(Device.iPhoneX.portrait)
        #expect(LayoutSession.layout(element, in: Fixture.size, environment: environment).props.text?.string == "compact")
        environment.apply(Device.iPad.portrait)
        #expect(LayoutSession.layout(element, in: Fixture.size, environment: environment).props.text?.string == "regular")
    }

    @Test func aReaderInsideAMemoizedRowSeesAnEnvironmentChange() async throws {
        let runtime = await Runtime(Chevrons.self, props: Chevrons.Props(count: 3), environment: Fixture.environment(),
                                    size: Fixture.size)
        #expect(await runtime.mounted.node(text: ">") != nil)
        await runtime.updateEnvironment { $0.layoutDirection = .rightToLeft }
        #expect(await runtime.mounted.node(text: "<") != nil)
        #expect(await runtime.mounted.node(text: ">") == nil)
    }
}

struct Chevrons: PropsComponent {
    struct Props: Equatable, Sendable { var count: Int }
    let props: Props
    var body: Element {
        Column { ForEach(Array(0..<props.count), id: \.self) { _ in EnvironmentReaderTests.chevron() } }.element
    }
}
