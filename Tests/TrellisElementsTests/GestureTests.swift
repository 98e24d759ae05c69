import Commands
import Render
import StoreTesting
import Synchronization
import Testing
import TrellisElements
import Typesetting

/// Records the names (and values) of the Commands it makes, as they are performed.
final class Recorder: Sendable {
    private let names = Mutex<[String]>([])
    var performed: [String] { names.withLock { $0 } }
    func command(_ name: String) -> Command { Command(name) { [self] in names.withLock { $0.append(name) } } }
    func drag(_ name: String) -> CommandWith<DragValue> {
        CommandWith(name) { [self] value in names.withLock { $0.append("\(name) \(value.phase.rawValue)") } }
    }
}

/// A vertical scroll view holding a button, a long-press target and a horizontal chip row.
struct GesturePanel: PropsComponent {
    struct Props: Equatable, Sendable {
        var tap: Command
        var longPress: Command
        var chip: Command
        var chips = 12
        var selected: ScrollTarget?
    }

    let props: Props

    var body: Element {
        let props = self.props
        return Column {
            ScrollView(id: "page") {
                Box().size(width: 120, height: 44).background(Color(red: 0, green: 0, blue: 1)).onTap(props.tap).id("button")
                Box().size(width: 120, height: 44).onTap(props.tap).onLongPress(props.longPress).id("hold")
                LazyList(Array(0..<props.chips), rowID: { "chip\($0)" }, context: props.chip, id: "chips",
                         estimatedRowHeight: 80, axis: .horizontal) { index, chip in
                    Box().size(width: 80, height: 40).margin(trailing: 8).onTap(chip)
                }
                .scrollTarget(props.selected)
                .element.size(width: .auto, height: 40)
                Box().size(width: 200, height: 1_000).id("filler")
            }
        }
        .element
    }
}

@Suite("Gestures: the runtime recognises touches the same way on every host")
struct GestureTests {
    func panel(_ recorder: Recorder, clock: TestClock, host: HeadlessScreenHost? = nil) async -> Runtime<GesturePanel> {
        await Runtime(GesturePanel.self,
                      props: .init(tap: recorder.command("tap"), longPress: recorder.command("longPress"),
                                   chip: recorder.command("chip")),
                      environment: Fixture.environment(), size: Size(width: 320, height: 400), host: host, clock: clock)
    }

    func center(_ runtime: Runtime<GesturePanel>, _ key: String) async throws -> Point {
        let tree = await runtime.mounted
        let path = try #require(Self.path(of: key, in: tree))
        let frame = try #require(tree.node(at: path)?.frame)
        return Point(x: frame.midX, y: frame.midY)
    }

    static func path(of key: String, in tree: MountedTree) -> [Int]? {
        func search(_ node: MountedNode, _ path: [Int]) -> [Int]? {
            if node.key == .string(key) { return path }
            for (index, child) in node.children.enumerated() {
                if let found = search(child, path + [index]) { return found }
            }
            return nil
        }
        return tree.root.flatMap { search($0, []) }
    }

    @Test("A finger down on a tappable view shows its pressed look (one opacity update), lifting restores it and taps")
    func pressedLookWhileDown() async throws {
        let recorder = Recorder(), clock = TestClock(), host = HeadlessScreenHost()
        let runtime = await panel(recorder, clock: clock, host: host)
        let point = try await center(runtime, "button")
        let button = try #require(await runtime.mounted.node(key: "button"))
        await host.clearLog()
        await runtime.pointer(PointerEvent(.down, at: point))
        #expect(await host.log == [.update(button.id, changes: [.opacity(0.6)])])
        #expect(await runtime.mounted.node(key: "button")?.props.opacity == 0.6)
        await host.clearLog()
        await runtime.pointer(PointerEvent(.up, at: point))
        #expect(await host.log == [.update(button.id, changes: [.opacity(1)])])
        #expect(recorder.performed == ["tap"])
    }

    @Test("A finger that leaves the view cancels the tap (the pressed look goes with it); back on the view it presses again")
    func dragOutCancelsTheTap() async throws {
        let recorder = Recorder(), clock = TestClock()
        let runtime = await panel(recorder, clock: clock)
        let point = try await center(runtime, "button")
        await runtime.pointer(PointerEvent(.down, at: point))
        // Sideways over a vertical scroll view with no horizontal container there: the page
        // takes the drag and the tap is cancelled.
        await runtime.pointer(PointerEvent(.move, at: Point(x: point.x + 150, y: point.y)))
        #expect(await runtime.mounted.node(key: "button")?.props.opacity == 1)
        await runtime.pointer(PointerEvent(.up, at: Point(x: point.x + 150, y: point.y)))
        #expect(recorder.performed.isEmpty)
    }

    @Test("A finger resting half a second on a view with a long press performs it, and no tap follows")
    func longPress() async throws {
        let recorder = Recorder(), clock = TestClock(), host = HeadlessScreenHost()
        let runtime = await panel(recorder, clock: clock, host: host)
        let point = try await center(runtime, "hold")
        await runtime.pointer(PointerEvent(.down, at: point))
        #expect(await runtime.isAnimating, "a pending long press keeps the runtime ticking")
        await clock.advance(by: .milliseconds(400))
        await runtime.tick()
        #expect(recorder.performed.isEmpty)
        await clock.advance(by: .milliseconds(150))
        await runtime.tick()
        #expect(recorder.performed == ["longPress"])
        await runtime.pointer(PointerEvent(.up, at: point))
        #expect(recorder.performed == ["longPress"], "lifting after a long press taps nothing")
    }

    @Test("A sideways drag on the chip row scrolls the row; a vertical drag there scrolls the page")
    func nestedScrollRoutesByDirection() async throws {
        let recorder = Recorder(), clock = TestClock(), host = HeadlessScreenHost()
        let runtime = await panel(recorder, clock: clock, host: host)
        let chip = try await center(runtime, "chip1")
        await runtime.pointer(PointerEvent(.down, at: chip))
        for step in 1...10 {
            await clock.advance(by: .milliseconds(20))
            await runtime.pointer(PointerEvent(.move, at: Point(x: chip.x - Double(step) * 10, y: chip.y + 1)))
        }
        #expect(await runtime.scrollExtents["chips"]?.offset == 100)
        #expect(await runtime.scrollExtents["page"]?.offset == 0)
        // Held still, then lifted: no fling.
        await clock.advance(by: .milliseconds(150))
        await runtime.pointer(PointerEvent(.move, at: Point(x: chip.x - 100, y: chip.y + 1)))
        await runtime.pointer(PointerEvent(.up, at: Point(x: chip.x - 100, y: chip.y + 1)))
        #expect(await runtime.scrollExtents["chips"]?.offset == 100)

        let start = try await center(runtime, "chip2")
        await host.clearLog()
        await runtime.pointer(PointerEvent(.down, at: start))
        for step in 1...10 {
            await clock.advance(by: .milliseconds(20))
            await runtime.pointer(PointerEvent(.move, at: Point(x: start.x + 1, y: start.y - Double(step) * 8)))
        }
        #expect(await runtime.scrollExtents["page"]?.offset == 80)
        #expect(await runtime.scrollExtents["chips"]?.offset == 100)
        let log = await host.log
        let moves = log.filter { if case .setFrame = $0 { true } else { false } }
        #expect(!moves.isEmpty, "the page's content box moved: \(log)")
        #expect(recorder.performed.isEmpty, "no chip was tapped")
    }

    @Test("A wheel over the chip row scrolls it sideways, clamped at its end; a vertical wheel there scrolls the page")
    func wheelScrollsTheContainerUnderThePointerAlongItsAxis() async throws {
        let recorder = Recorder(), clock = TestClock()
        let runtime = await panel(recorder, clock: clock)
        let chip = try await center(runtime, "chip1")
        await runtime.scroll(at: chip, by: Point(x: 120, y: 4))
        #expect(await runtime.scrollExtents["chips"]?.offset == 120)
        #expect(await runtime.scrollExtents["page"]?.offset == 0)
        // The first reaches the end of the rows known then; the rows laid out on the way move it.
        await runtime.scroll(at: chip, by: Point(x: 100_000, y: 0))
        await runtime.scroll(at: chip, by: Point(x: 100_000, y: 0))
        let chips = try #require(await runtime.scrollExtents["chips"])
        #expect(chips.offset == chips.maxOffset, "a wheel stops at the end, without overscroll")
        await runtime.scroll(at: chip, by: Point(x: 0, y: 60))
        #expect(await runtime.scrollExtents["page"]?.offset == 60)
        await runtime.scroll(at: chip, by: Point(x: 0, y: -500))
        #expect(await runtime.scrollExtents["page"]?.offset == 0)
        #expect(await runtime.isAnimating == false, "a wheel moves at once, nothing goes on by itself")
        #expect(recorder.performed.isEmpty)
    }

    @Test("A horizontal wheel over the chip row at its end goes to no container along that axis: the page stays")
    func wheelAtTheEndOfTheRowMovesNothingElse() async throws {
        let recorder = Recorder(), clock = TestClock()
        let runtime = await panel(recorder, clock: clock)
        let chip = try await center(runtime, "chip1")
        await runtime.scroll(at: chip, by: Point(x: -40, y: 0))
        #expect(await runtime.scrollExtents["chips"]?.offset == 0)
        #expect(await runtime.scrollExtents["page"]?.offset == 0)
    }

    @Test("A fling decelerates on the clock, frame by frame, and stops at the end of the content with a bounce")
    func flingDeceleratesAndBounces() async throws {
        let recorder = Recorder(), clock = TestClock()
        let runtime = await panel(recorder, clock: clock)
        let start = try await center(runtime, "button")
        await runtime.pointer(PointerEvent(.down, at: start))
        for step in 1...5 {
            await clock.advance(by: .milliseconds(16))
            await runtime.pointer(PointerEvent(.move, at: Point(x: start.x, y: start.y - Double(step) * 48)))
        }
        await runtime.pointer(PointerEvent(.up, at: Point(x: start.x, y: start.y - 240)))
        var offsets: [Double] = []
        while await runtime.isAnimating, offsets.count < 600 {
            await clock.advance(by: .milliseconds(16))
            await runtime.tick()
            offsets.append(try #require(await runtime.scrollExtents["page"]?.offset))
        }
        let extent = try #require(await runtime.scrollExtents["page"])
        #expect(offsets.count > 20 && offsets.count < 600, "it ran for a while and stopped")
        #expect(offsets.max()! > extent.maxOffset, "it went past the end (bounce)")
        #expect(extent.offset == extent.maxOffset, "it rests at the end")
    }

    @Test("A scroll target in the Props brings its chip fully into view, animated, on the clock")
    func scrollTargetBringsTheChipIntoView() async throws {
        let recorder = Recorder(), clock = TestClock()
        let runtime = await panel(recorder, clock: clock)
        var props = await runtime.props
        props.selected = ScrollTarget(row: "chip9")
        await runtime.setProps(props)
        var frames = 0
        while await runtime.isAnimating, frames < 100 {
            await clock.advance(by: .milliseconds(16))
            await runtime.tick()
            frames += 1
        }
        #expect(frames > 5, "the scroll animated")
        let tree = await runtime.mounted
        let chips = try #require(Self.path(of: "chips", in: tree).flatMap { tree.node(at: $0) })
        let chip = try #require(Self.path(of: "chip9", in: tree).flatMap { tree.node(at: $0) })
        #expect(chip.frame.minX >= chips.frame.minX - 0.01 && chip.frame.maxX <= chips.frame.maxX + 0.01,
                "\(chip.frame) inside \(chips.frame)")
    }
}
