import Render
import Testing
import Typesetting
@testable import TrellisElements
@testable import TrellisScreens

@Suite struct TransitionTests {
    func node(_ frame: Rect, key: ElementKey? = nil, background: Color? = nil, radius: Double = 0,
              _ children: [LayoutNode] = []) -> LayoutNode {
        LayoutNode(kind: .box, key: key, frame: frame,
                   props: ViewProps(background: background, cornerRadii: CornerRadii(radius)), children: children)
    }

    /// Mounts `a`, reconciles to `b`, and returns the transition between the two mounted trees.
    func transition(_ a: LayoutNode, _ b: LayoutNode, curve: TimingCurve = .linear) -> Transition {
        let reconciler = Reconciler()
        let (first, _) = reconciler.reconcile(MountedTree(), to: a)
        let (second, _) = reconciler.reconcile(first, to: b)
        return Transition(from: first, to: second, duration: 0.4, curve: curve)
    }

    let screen = Rect(x: 0, y: 0, width: 300, height: 600)

    @Test func reusedViewsInterpolateFrameCornerRadiusAndColorAtZeroHalfAndOne() {
        let a = node(screen, [node(Rect(x: 0, y: 0, width: 100, height: 100), key: "card", background: .black, radius: 0)])
        let b = node(screen, [node(Rect(x: 100, y: 200, width: 200, height: 50), key: "card", background: .white, radius: 10)])
        let animation = transition(a, b)
        let card = { (t: Double) in animation.state(at: t).node(key: "card")! }
        #expect(card(0).frame == Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(card(0.5).frame == Rect(x: 50, y: 100, width: 150, height: 75))
        #expect(card(1).frame == Rect(x: 100, y: 200, width: 200, height: 50))
        #expect(card(0.5).props.cornerRadii == CornerRadii(5))
        #expect(card(0.5).props.background == Color(red: 0.5, green: 0.5, blue: 0.5))
        // Same view throughout: the handle never changes.
        #expect(Set([card(0).id, card(0.5).id, card(1).id]).count == 1)
    }

    @Test func appearingViewsFadeInAtTheirFinalFrame() {
        let a = node(screen, [])
        let b = node(screen, [node(Rect(x: 10, y: 10, width: 50, height: 50), key: "new")])
        let animation = transition(a, b)
        #expect(animation.state(at: 0).node(key: "new")!.props.opacity == 0)
        #expect(animation.state(at: 0.5).node(key: "new")!.props.opacity == 0.5)
        #expect(animation.state(at: 0.5).node(key: "new")!.frame == Rect(x: 10, y: 10, width: 50, height: 50))
        #expect(animation.state(at: 1) == animation.to)
    }

    @Test func disappearingViewsStayInPlaceAndFadeOut() {
        let a = node(screen, [node(Rect(x: 0, y: 0, width: 10, height: 10), key: "stay"),
                              node(Rect(x: 0, y: 10, width: 10, height: 10), key: "gone")])
        let b = node(screen, [node(Rect(x: 0, y: 0, width: 10, height: 10), key: "stay")])
        let animation = transition(a, b)
        let half = animation.state(at: 0.5)
        #expect(half.root!.children.map(\.key) == ["stay", "gone"])
        #expect(half.node(key: "gone")!.props.opacity == 0.5)
        #expect(animation.state(at: 1).node(key: "gone") == nil)
    }

    @Test func theEndpointsAreTheTreesThemselves() {
        let a = node(screen, [node(Rect(x: 0, y: 0, width: 10, height: 10), key: "x", background: .black)])
        let b = node(screen, [node(Rect(x: 5, y: 5, width: 10, height: 10), key: "x", background: .white)])
        for curve in [TimingCurve.linear, .easeInOut, .spring(dampingRatio: 0.5)] {
            let animation = transition(a, b, curve: curve)
            #expect(animation.state(at: 0) == animation.from)
            #expect(animation.state(at: 1) == animation.to)
        }
    }

    @Test func easeInOutIsSymmetricAndSlowAtTheEnds() {
        let curve = TimingCurve.easeInOut
        #expect(abs(curve.progress(at: 0.5) - 0.5) < 1e-6)
        #expect(curve.progress(at: 0.1) < 0.1)
        #expect(curve.progress(at: 0.9) > 0.9)
        #expect(abs(curve.progress(at: 0.25) + curve.progress(at: 0.75) - 1) < 1e-6)
    }

    @Test func anUnderdampedSpringOvershootsAndSettles() {
        let curve = TimingCurve.spring(dampingRatio: 0.3)
        let samples = (1..<100).map { curve.progress(at: Double($0) / 100) }
        #expect(samples.max()! > 1)
        #expect(abs(curve.progress(at: 0.99) - 1) < 0.01)
        #expect(TimingCurve.spring(dampingRatio: 1).progress(at: 0.5) <= 1)
    }

    @Test func stateAtTimeUsesTheDuration() {
        let a = node(screen, [node(Rect(x: 0, y: 0, width: 10, height: 10), key: "x")])
        let b = node(screen, [node(Rect(x: 100, y: 0, width: 10, height: 10), key: "x")])
        let animation = transition(a, b)
        #expect(animation.state(atTime: 0.2).node(key: "x")!.frame.minX == 50)
        #expect(animation.frames(5).map { $0.node(key: "x")!.frame.minX } == [0, 25, 50, 75, 100])
    }
}

/// The animation between two Props of the listing: the views are reused and get new frames.
@Suite struct ListingTransitionTests {
    @Test func framesAtZeroHalfAndOneInterpolateBetweenTwoListings() throws {
        let environment = TrellisElements.Environment(device: Device.iPhoneX.portrait, textMeasurer: FixedAdvanceMeasurer())
        let size = Device.iPhoneX.portrait.size
        let session = LayoutSession()
        let commands = ListingCommands()
        var next = ListingProps.sample(commands: commands)
        next.characteristics.removeLast(9)
        let reconciler = Reconciler(scale: environment.displayScale)
        var window = ScrollWindow()
        func layout(_ props: ListingProps) -> LayoutNode {
            let raw = session.layout(ListingScreen(props).element, in: size, environment: environment)
            return window.apply(to: raw, offsets: [:], environment: environment, fullLength: true).node
        }
        let (from, _) = reconciler.reconcile(MountedTree(), to: layout(.sample(commands: commands)))
        let (to, _) = reconciler.reconcile(from, to: layout(next))
        let transition = Transition(from: from, to: to, duration: 0.3, curve: .linear)

        // At t = 0 the screen is the current one, rows about to disappear included.
        #expect(transition.state(at: 0).root == from.root)
        #expect(transition.state(at: 1) == to)

        // The description block moves up with the table shrinking; at t = 0.5 it is halfway.
        let before = from.node(path: ["scroll", "content", "description"])!.frame
        let after = to.node(path: ["scroll", "content", "description"])!.frame
        let half = transition.state(at: 0.5).node(path: ["scroll", "content", "description"])!
        #expect(half.id == from.node(path: ["scroll", "content", "description"])!.id)
        #expect(abs(half.frame.minY - (before.minY + after.minY) / 2) < 1e-9)
        #expect(before.minY > after.minY)

        // Removed rows stay where they were and are half faded.
        let vin = transition.state(at: 0.5).node(path: ["scroll", "content", "characteristic:VIN"])!
        #expect(vin.frame == from.node(path: ["scroll", "content", "characteristic:VIN"])!.frame)
        #expect(vin.props.opacity == 0.5)
    }
}
