import Render
import Testing
import Typesetting
@testable import TrellisElements

@Suite struct ProgressRingTests {
    static let accent = ThemedColor.accent.resolved(in: .light)
    static let track = ThemedColor.separator.resolved(in: .light)

    func environment(_ scheme: ColorScheme = .light, _ direction: LayoutDirection = .leftToRight) -> TrellisElements.Environment {
        TrellisElements.Environment(layoutDirection: direction, colorScheme: scheme, textMeasurer: FixedAdvanceMeasurer())
    }

    /// A 100×100 ring, line 10, at (20, 30) on a 200×200 screen, mounted.
    func mount(_ progress: Double, _ scheme: ColorScheme = .light, _ direction: LayoutDirection = .leftToRight) -> MountedTree {
        let screen = Box {
            ProgressRing(progress: progress, lineWidth: 10).size(100).margin(top: 30, leading: 20).id("ring")
        }
        .alignItems(.flexStart)
        let layout = LayoutSession.layout(screen, in: Size(width: 200, height: 200), environment: environment(scheme, direction))
        return Reconciler().reconcile(MountedTree(), to: layout).tree
    }

    func items(_ tree: MountedTree) -> [DisplayItem] {
        DisplayListBuilder().displayList(of: tree, size: Size(width: 200, height: 200)).items
    }

    /// The ring's circle: centre of the 100×100 frame, radius to the middle of the 10-point line.
    static let center = Point(x: 70, y: 80)
    static let radius = 45.0
    static let trackItem = DisplayItem.arc(center: center, radius: radius, startAngle: 0, endAngle: 2 * .pi,
                                           color: track, lineWidth: 10, cap: .butt)

    @Test func atZeroOnlyTheTrackIsDrawn() {
        #expect(items(mount(0)) == [Self.trackItem])
    }

    @Test func aQuarterIsAnArcFromTwelveToThreeOClockOverTheTrack() {
        #expect(items(mount(0.25)) == [
            Self.trackItem,
            .arc(center: Self.center, radius: Self.radius, startAngle: 0, endAngle: .pi / 2,
                 color: Self.accent, lineWidth: 10, cap: .round),
        ])
    }

    @Test func atOneTheArcIsTheWholeCircle() {
        let drawn = items(mount(1))
        #expect(drawn.count == 2)
        guard case let .arc(_, _, start, end, color, _, _) = drawn[1] else {
            Issue.record("expected an arc, got \(drawn)")
            return
        }
        #expect(start == 0 && ArcGeometry.isFullCircle(startAngle: start, endAngle: end))
        #expect(color == Self.accent)
    }

    @Test func progressOutsideZeroToOneIsDrawnClamped() {
        #expect(items(mount(-0.5)) == items(mount(0)))
        #expect(items(mount(1.7)) == items(mount(1)))
        #expect(items(mount(.nan)) == items(mount(0)))
    }

    @Test func theRingRunsClockwiseInRightToLeftLayoutsToo() {
        let ltr = items(mount(0.25))
        let rtl = mount(0.25, .light, .rightToLeft)
        // Mirrored placement (the leading margin is on the right), same clockwise arc.
        let ring = rtl.node(key: "ring")!
        #expect(ring.frame.minX == 80)
        let shifted = ltr.map { item -> DisplayItem in
            guard case let .arc(center, radius, start, end, color, width, cap) = item else { return item }
            return .arc(center: Point(x: center.x + 60, y: center.y), radius: radius, startAngle: start, endAngle: end,
                        color: color, lineWidth: width, cap: cap)
        }
        #expect(items(rtl) == shifted)
    }

    @Test func coloursAreResolvedForTheColourScheme() {
        let ring = mount(0.5, .dark).node(key: "ring")!.props.content.progressRing!
        #expect(ring.color == ThemedColor.accent.resolved(in: .dark))
        #expect(ring.track == ThemedColor.separator.resolved(in: .dark))
        #expect(ring.track != Self.track)
    }

    @Test func aRingIsALeafSizedByItsStyle() {
        let tree = mount(0.5)
        let ring = tree.node(key: "ring")!
        #expect(ring.kind == .progressRing)
        #expect(ring.frame == Rect(x: 20, y: 30, width: 100, height: 100))
        #expect(ring.children.isEmpty)
    }

    @Test func aFrameTooSmallForTheLineDrawsNothing() {
        let ring = ResolvedProgressRing(progress: 0.5, lineWidth: 10, color: .black, track: .white, cap: .round)
        #expect(ring.displayItems(in: Rect(x: 0, y: 0, width: 10, height: 40)).isEmpty)
        #expect(ring.displayItems(in: Rect(x: 0, y: 0, width: 12, height: 40)).count == 2)
    }

    @Test func theHeadlessDumpPrintsTheProgress() throws {
        let layout = LayoutSession.layout(ProgressRing(progress: 0.25).size(80).element, in: Size(width: 80, height: 80),
                                          environment: environment())
        var host = HeadlessHost()
        try host.apply(Reconciler().reconcile(MountedTree(), to: layout).instructions)
        #expect(host.dump() == "progressRing v1 [0 0 80×80] progress=0.25")
    }

    @Test func changingTheProgressIsOneUpdateOfTheRing() {
        let reconciler = Reconciler()
        let environment = environment()
        let size = Size(width: 80, height: 80)
        let first = reconciler.reconcile(MountedTree(), to: LayoutSession.layout(
            ProgressRing(progress: 0.25).size(80).element, in: size, environment: environment)).tree
        let second = reconciler.reconcile(first, to: LayoutSession.layout(
            ProgressRing(progress: 0.5).size(80).element, in: size, environment: environment))
        #expect(second.instructions.map(\.description) == ["update v1 progressRing"])
        #expect(second.tree.root?.props.content.progressRing?.progress == 0.5)
    }

    @Test func anAnimatedRingInterpolatesProgressAndColour() {
        let reconciler = Reconciler()
        let environment = environment()
        let size = Size(width: 80, height: 80)
        let from = reconciler.reconcile(MountedTree(), to: LayoutSession.layout(
            ProgressRing(progress: 0, color: ThemedColor(.black)).size(80).element, in: size, environment: environment)).tree
        let to = reconciler.reconcile(from, to: LayoutSession.layout(
            ProgressRing(progress: 0.5, color: ThemedColor(.white)).size(80).element, in: size, environment: environment)).tree
        let animation = Transition(from: from, to: to, duration: 1, curve: .linear)
        let half = animation.state(at: 0.5).root!.props.content.progressRing!
        #expect(half.progress == 0.25)
        #expect(half.color == Color(red: 0.5, green: 0.5, blue: 0.5))
        #expect(animation.state(at: 0).root!.props.content.progressRing!.progress == 0)
        #expect(animation.state(at: 1).root!.props.content.progressRing!.progress == 0.5)
    }
}
