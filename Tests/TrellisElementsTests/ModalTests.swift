import Commands
import Render
import StoreTesting
import Testing
import TrellisElements
import Typesetting

/// A screen with a button, presenting a sheet or an alert from Props.
struct ModalPanel: PropsComponent {
    struct Props: Equatable, Sendable {
        var sheet = false
        var drag = 0.0
        var alert = false
        var tap: Command
        var dragSheet: CommandWith<DragValue>
        var dismiss: Command
        var confirm: Command
    }

    let props: Props

    var body: Element {
        let base = Column { Box().size(width: 120, height: 44).onTap(props.tap).id("button") }.element
        let sheet = ModalSheet(base: base, sheet: props.sheet ? Box().size(width: 100, height: 40).id("grabber") : nil,
                               drag: props.drag, onDrag: props.dragSheet, onDismiss: props.dismiss).element
        return AlertDialog(base: sheet, title: props.alert ? "Delete the draft?" : nil, message: "It cannot be undone.",
                           actions: [.init("Cancel", role: .cancel, command: props.dismiss),
                                     .init("Delete", role: .destructive, command: props.confirm)]).element
    }
}

@Suite("Modal sheets and alerts: presented from Props, dragged and dismissed through Commands")
struct ModalTests {
    func panel(_ recorder: Recorder, clock: TestClock) async -> Runtime<ModalPanel> {
        await Runtime(ModalPanel.self,
                      props: .init(tap: recorder.command("tap"), dragSheet: recorder.drag("drag"),
                                   dismiss: recorder.command("dismiss"), confirm: recorder.command("confirm")),
                      environment: Fixture.environment(), size: Size(width: 320, height: 480), clock: clock)
    }

    func frame(_ key: String, _ runtime: Runtime<ModalPanel>) async -> Rect? {
        let tree = await runtime.mounted
        return GestureTests.path(of: key, in: tree).flatMap { tree.node(at: $0)?.frame }
    }

    @Test("A presented sheet slides up from the bottom over frames; the screen under it takes no tap, the dimming dismisses")
    func sheetSlidesUpAndBlocksTheScreen() async throws {
        let recorder = Recorder(), clock = TestClock()
        let runtime = await panel(recorder, clock: clock)
        var props = await runtime.props
        props.sheet = true
        await runtime.setProps(props, animation: .linear(0.3))
        var tops: [Double] = []
        while await runtime.isAnimating, tops.count < 50 {
            await clock.advance(by: .milliseconds(50))
            await runtime.tick()
            tops.append(try #require(await frame("sheet", runtime)).minY)
        }
        #expect(tops.first! > 200, "starts low: \(tops)")
        #expect(tops.last == 44, "ends at the top inset: \(tops)")
        #expect(zip(tops, tops.dropFirst()).allSatisfy { $0 >= $1 }, "\(tops)")
        await runtime.tap(at: Point(x: 60, y: 22))   // the button, under the dimming
        #expect(recorder.performed == ["dismiss"], "the dimming took the tap, not the button")
    }

    @Test("A drag on the sheet reports its phases downward; the sheet follows the drag the Props hold")
    func dragOnTheSheet() async throws {
        let recorder = Recorder(), clock = TestClock()
        let runtime = await panel(recorder, clock: clock)
        var props = await runtime.props
        props.sheet = true
        await runtime.setProps(props)
        await runtime.pointer(PointerEvent(.down, at: Point(x: 160, y: 200)))
        for step in 1...5 {
            await clock.advance(by: .milliseconds(20))
            await runtime.pointer(PointerEvent(.move, at: Point(x: 160, y: 200 + Double(step) * 20)))
        }
        await runtime.pointer(PointerEvent(.up, at: Point(x: 160, y: 300)))
        #expect(recorder.performed.first == "drag began" && recorder.performed.last == "drag ended", "\(recorder.performed)")
        props.drag = 100
        await runtime.setProps(props)
        #expect(await frame("sheet", runtime)?.minY == 144)
        #expect(ModalSheet.isDismissCommitted(DragValue(phase: .ended, translation: Point(x: 0, y: 200),
                                                        size: Size(width: 320, height: 436))))
    }

    @Test("An alert's buttons perform their Commands; the screen under it takes no tap")
    func alertActions() async throws {
        let recorder = Recorder(), clock = TestClock()
        let runtime = await panel(recorder, clock: clock)
        var props = await runtime.props
        props.alert = true
        await runtime.setProps(props)
        await runtime.tap(at: Point(x: 60, y: 22))
        #expect(recorder.performed.isEmpty, "the button under the alert is not reached")
        let delete = try #require(await frame("Delete", runtime), "frames are in root coordinates")
        await runtime.tap(at: Point(x: delete.midX, y: delete.midY))
        #expect(recorder.performed == ["confirm"])
    }
}
