import CairoHosting
import CairoRender
import CountdownTimer
import Foundation
import PangoText
import PropsJSON
import Render
import Testing
import Typesetting
@testable import TrellisElements
@testable import TrellisCairo
@testable import TrellisScreens

/// The timer screen: its samples, what it shows for each phase, and that its buttons
/// drive the real `TimerFeature`.
@Suite struct TimerScreenTests {
    static let directions = [LayoutDirection.leftToRight, .rightToLeft]
    static let measurer = PangoMeasurer()

    func mount(_ props: TimerProps, _ direction: LayoutDirection = .leftToRight) -> MountedTree {
        let device = Device.iPhoneX.portrait
        let environment = TrellisElements.Environment(device: device, layoutDirection: direction, textMeasurer: FixedAdvanceMeasurer())
        let layout = LayoutSession.layout(TimerScreen(props).element, in: device.size, environment: environment)
        return Reconciler().reconcile(MountedTree(), to: layout).tree
    }

    /// The frame of the node keyed `key` in root coordinates (the first in pre-order).
    func absoluteFrame(_ tree: MountedTree, _ key: ElementKey) -> Rect? {
        func search(_ node: MountedNode, _ origin: Point) -> Rect? {
            let frame = Rect(x: origin.x + node.frame.minX, y: origin.y + node.frame.minY,
                             width: node.frame.width, height: node.frame.height)
            if node.key == key { return frame }
            for child in node.children {
                if let found = search(child, frame.origin) { return found }
            }
            return nil
        }
        return tree.root.flatMap { search($0, .zero) }
    }

    func center(_ frame: Rect) -> Point { Point(x: frame.midX, y: frame.midY) }

    @Test func thereIsOneSamplePerPhaseDrivenThroughTheStateMachine() {
        #expect(TimerScreen.samples.map(\.name) == ["idle", "running", "paused", "finished", "restarted"])
        #expect(TimerScreen.samples.map(\.props.caption) == ["Ready", "Running", "Paused", "Done", "Running"])
        #expect(TimerScreen.samples.map(\.props.title) == ["00:10", "00:06", "00:03", "00:00", "00:10"])
        #expect(TimerScreen.samples.map(\.props.progress) == [0, 0.4, 0.7, 1, 0])
        #expect(TimerScreen.samples.map(\.props.primary.title) == ["Start", "Pause", "Resume", "Restart", "Pause"])
        #expect(TimerSample.allCases.map { $0.feature().state } == [
            .idle(duration: 10), .running(Countdown(total: 10, remaining: 6)),
            .paused(Countdown(total: 10, remaining: 3)), .finished(total: 10),
            .running(Countdown(total: 10, remaining: 10)),
        ])
    }

    @Test func sampleTimersDoNotTickOnTheirOwn() async throws {
        let feature = TimerSample.running.feature()
        try await Task.sleep(for: .milliseconds(1_200))
        #expect(feature.state == .running(Countdown(total: 10, remaining: 6)))
        feature.close()
    }

    @Test func samplePropsRoundTripThroughJSONKeepingTheirCommands() throws {
        for sample in TimerScreen.samples {
            let (name, props) = (sample.name, sample.props)
            let data = try PropsJSON.encode(props)
            #expect(try PropsJSON.decode(TimerProps.self, from: data, commandsOf: props, strict: true) == props, "\(name)")
        }
    }

    @Test(arguments: directions)
    func theButtonsShownAreTheActionsTheStateAllows(direction: LayoutDirection) {
        for sample in TimerScreen.samples {
            let (name, props) = (sample.name, sample.props)
            let tree = mount(props, direction)
            let primary = tree.node(key: "primary")
            #expect(primary?.onTap == props.primary.command, "\(name)")
            #expect(primary?.props.accessibilityLabel == props.primary.title, "\(name)")
            #expect((tree.node(key: "reset") != nil) == (props.reset != nil), "\(name)")
            #expect(tree.node(key: "reset")?.onTap == props.reset, "\(name)")
            #expect((tree.node(key: "durations") != nil) == (props.setDuration != nil), "\(name)")
            for seconds in TimerScreen.presetDurations {
                #expect(tree.node(key: .string("set-\(seconds)"))?.onTap == props.setDuration?.bind(to: seconds), "\(name)")
            }
        }
        // Only the finished timer offers Restart, and only idle and finished offer presets.
        let offersPresets = TimerScreen.samples.map { mount($0.props, direction).node(key: "durations") != nil }
        #expect(offersPresets == [true, false, false, true, false])
    }

    @Test(arguments: directions)
    func theDialShowsTheRemainingTimeThePhaseAndTheProgress(direction: LayoutDirection) throws {
        for sample in TimerScreen.samples {
            let (name, props) = (sample.name, sample.props)
            let tree = mount(props, direction)
            #expect(tree.node(key: "remaining")?.props.text?.string == props.title, "\(name)")
            #expect(tree.node(key: "caption")?.props.text?.string == props.caption, "\(name)")
            #expect(tree.node(key: "ring")?.props.content.progressRing?.progress == props.progress, "\(name)")
            // The time is centred in the ring.
            let ring = try #require(absoluteFrame(tree, "ring"))
            let remaining = try #require(absoluteFrame(tree, "remaining"))
            #expect(abs(ring.midX - remaining.midX) < 1, "\(name)")
            #expect(remaining.minY > ring.minY && remaining.maxY < ring.maxY, "\(name)")
        }
    }

    @Test(arguments: directions)
    func theTitleStartsAtTheLeadingEdge(direction: LayoutDirection) throws {
        let tree = mount(TimerScreen.samples[0].props, direction)
        let title = try #require(tree.node(key: "title")?.props.text)
        #expect(title.paragraph.alignment == (direction == .leftToRight ? .left : .right))
    }

    /// Taps the primary button of each sample's own live timer and checks where its machine went.
    @Test(arguments: directions)
    func tappingThePrimaryButtonPerformsItsCommand(direction: LayoutDirection) throws {
        let expected: [TimerSample: TimerState] = [
            .idle: .running(Countdown(total: 10, remaining: 10)),
            .running: .paused(Countdown(total: 10, remaining: 6)),
            .paused: .running(Countdown(total: 10, remaining: 3)),
            .finished: .running(Countdown(total: 10, remaining: 10)),
            .restarted: .paused(Countdown(total: 10, remaining: 10)),
        ]
        for sample in TimerSample.allCases {
            let feature = sample.feature()
            defer { feature.close() }
            let tree = mount(feature.props, direction)
            let button = try #require(absoluteFrame(tree, "primary"))
            #expect(tree.tap(at: center(button))?.key == "primary", "\(sample)")
            #expect(feature.state == expected[sample], "\(sample)")
        }
    }

    @Test(arguments: directions)
    func resetAndThePresetsPerformTheirCommands(direction: LayoutDirection) throws {
        let paused = TimerSample.paused.feature()
        defer { paused.close() }
        let pausedTree = mount(paused.props, direction)
        pausedTree.tap(at: center(try #require(absoluteFrame(pausedTree, "reset"))))
        #expect(paused.state == .idle(duration: 10))

        let idle = TimerSample.idle.feature()
        defer { idle.close() }
        let idleTree = mount(idle.props, direction)
        idleTree.tap(at: center(try #require(absoluteFrame(idleTree, "set-60"))))
        #expect(idle.state == .idle(duration: 60))
    }

    @Test(arguments: directions)
    func presetsAreInReadingOrder(direction: LayoutDirection) throws {
        let tree = mount(TimerScreen.samples[0].props, direction)
        let first = try #require(absoluteFrame(tree, "set-30"))
        let last = try #require(absoluteFrame(tree, "set-300"))
        #expect(direction == .leftToRight ? first.minX < last.minX : first.minX > last.minX)
    }

    static let renderCases: [(Int, LayoutDirection)] = TimerScreen.samples.indices.flatMap { index in
        directions.map { (index, $0) }
    }

    /// Each sample through layout → reconcile → Cairo host on iPhone X: no drawing problems, the
    /// device's pixel size, and the ring's pixels where the ring is (track grey before any
    /// progress, accent blue once the countdown is done).
    @Test(arguments: 0..<renderCases.count)
    func everySampleRendersOnIPhoneXWithoutIssues(_ index: Int) throws {
        let (sample, direction) = Self.renderCases[index]
        let (name, props) = (TimerScreen.samples[sample].name, TimerScreen.samples[sample].props)
        let device = Device.iPhoneX.portrait
        let environment = TrellisElements.Environment(device: device, layoutDirection: direction, textMeasurer: Self.measurer.cached())
        let layout = LayoutSession.layout(TimerScreen(props).element, in: device.size, environment: environment)
        let mounted = Reconciler().reconcile(MountedTree(), to: layout)
        var host = CairoHost(canvas: device.size, scale: device.scale, measurer: Self.measurer)
        try host.apply(mounted.instructions)
        let rendering = host.rendering()
        #expect(rendering.issues.isEmpty, "\(name): \(rendering.issues)")
        #expect(rendering.bitmap.width == device.pixelSize.width && rendering.bitmap.height == device.pixelSize.height)

        // 12 o'clock of the ring, in the middle of its line: accent when done, the track at 0.
        let ring = try #require(absoluteFrame(mounted.tree, "ring"))
        let top = rendering.bitmap.pixel(x: Int(ring.midX * device.scale), y: Int((ring.minY + 6) * device.scale))
        let bottom = rendering.bitmap.pixel(x: Int(ring.midX * device.scale), y: Int((ring.maxY - 6) * device.scale))
        let accent = ThemedColor.accent.resolved(in: .light)
        let track = ThemedColor.separator.resolved(in: .light)
        func near(_ a: Color, _ b: Color) -> Bool {
            abs(a.red - b.red) < 0.05 && abs(a.green - b.green) < 0.05 && abs(a.blue - b.blue) < 0.05
        }
        switch props.progress {
        case 1:
            #expect(near(top, accent) && near(bottom, accent), "\(name): \(top) \(bottom)")
        case 0:
            #expect(near(top, track) && near(bottom, track), "\(name): \(top) \(bottom)")
        default:
            // Between 0.25 and 0.75 the arc passes 3 o'clock but not 9 o'clock.
            let right = rendering.bitmap.pixel(x: Int((ring.maxX - 6) * device.scale), y: Int(ring.midY * device.scale))
            let left = rendering.bitmap.pixel(x: Int((ring.minX + 6) * device.scale), y: Int(ring.midY * device.scale))
            #expect(near(right, accent) && near(left, track), "\(name): \(right) \(left)")
        }
    }
}
