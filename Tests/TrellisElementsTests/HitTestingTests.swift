import Render
import Commands
import MVI
import Synchronization
import ElementTestSupport
import Testing
import Typesetting
@testable import TrellisElements

@Suite struct HitTestingTests {
    let recorder = TapRecorder()

    /// A 300×300 screen with a tappable card (tap "card") holding a tappable button (tap "button")
    /// and a plain label; a transparent overlay with a command on top of the bottom half.
    func screen(clipCard: Bool = false) -> MountedTree {
        let button = LayoutNode(kind: .box, frame: Rect(x: 10, y: 10, width: 50, height: 20), onTap: recorder.command("button"))
        let label = LayoutNode(kind: .text, frame: Rect(x: 10, y: 40, width: 80, height: 20), props: ViewProps(content: .text(AttributedText("label"))))
        // Sticks out of the card to the right (x 90...130 in card space).
        let badge = LayoutNode(kind: .box, frame: Rect(x: 90, y: 0, width: 40, height: 10), onTap: recorder.command("badge"))
        let card = LayoutNode(kind: .box, frame: Rect(x: 100, y: 100, width: 100, height: 100),
                              props: ViewProps(clipsContent: clipCard), onTap: recorder.command("card"),
                              children: [button, label, badge])
        let overlay = LayoutNode(kind: .box, frame: Rect(x: 0, y: 250, width: 300, height: 50),
                                 props: ViewProps(opacity: 0), onTap: recorder.command("overlay"))
        let root = LayoutNode(kind: .box, frame: Rect(x: 0, y: 0, width: 300, height: 300), children: [card, overlay])
        return Reconciler().reconcile(MountedTree(), to: root).tree
    }

    @Test func theDeepestElementWithACommandUnderThePointIsPerformed() {
        let tree = screen()
        tree.tap(at: Point(x: 115, y: 115))   // inside the button (card origin + 10...60)
        #expect(recorder.performed == ["button"])
    }

    @Test func aTapOnAnInertChildFallsBackToTheNearestAncestorWithACommand() {
        let tree = screen()
        tree.tap(at: Point(x: 120, y: 145))   // on the label
        #expect(recorder.performed == ["card"])
    }

    @Test func nothingTappableUnderThePointPerformsNothing() {
        let tree = screen()
        #expect(tree.tap(at: Point(x: 20, y: 20)) == nil)
        #expect(recorder.performed.isEmpty)
    }

    @Test func transparentElementsAreNotHit() {
        let tree = screen()
        #expect(tree.hitTest(Point(x: 10, y: 260)) == nil)
    }

    @Test func childrenOutsideAnUnclippedParentAreHitButClippedOnesAreNot() {
        #expect(screen().hitTest(Point(x: 220, y: 105))?.onTap?.name == "badge")
        screen().tap(at: Point(x: 220, y: 105))
        screen(clipCard: true).tap(at: Point(x: 220, y: 105))
        #expect(recorder.performed == ["badge"])
    }

    @Test func edgesAreHalfOpen() {
        let tree = screen()
        #expect(tree.hitTest(Point(x: 100, y: 100)) != nil)
        #expect(tree.hitTest(Point(x: 200, y: 150)) == nil)
    }
}
