import Commands
import Render

/// A stack of screens as Props: the app's store holds the stack (so a deep link is a state and a
/// snapshot of any depth is a sample); the element shows its top over the one below.
///
/// - A screen pushed while the runtime animates slides in from the trailing edge; a popped one
///   slides out there (`slide(from:)` with the runtime's `Transition`).
/// - With more than one screen, a drag from the leading edge goes to `onBack`
///   (`DragValue.translation.x` grows toward the trailing edge): the store keeps the distance
///   in `backDrag`, and the top screen follows the finger by that many points; on `.ended` the
///   store pops, or sets `backDrag` back to 0 to cancel. ``isBackCommitted(_:)`` decides like UIKit.
///
/// ```swift
/// NavigationStack(id: "nav", screens: [
///     .init(id: "list") { InboxList(props) },
///     props.detail.map { detail in .init(id: detail.id) { MessageDetail(detail) } },
/// ].compactMap { $0 }, backDrag: props.backDrag, onBack: props.back)
/// ```
public struct NavigationStack: ElementConvertible, Sendable {
    /// One screen of the stack.
    public struct Entry: Sendable {
        /// Its identity: a screen keeps its views while it stays in the stack.
        public var id: String
        /// What it shows.
        public var element: Element

        public init(id: String, @ElementBuilder _ content: () -> [Element]) {
            self.id = id
            let children = content()
            self.element = children.count == 1 ? children[0] : Column { children }.element
        }

        public init(id: String, element: Element) {
            self.id = id
            self.element = element
        }
    }

    public let element: Element

    /// A stack showing the last of `screens` over the one before it.
    /// - Parameters:
    ///   - backDrag: How far (points) an interactive back swipe has moved the top screen.
    ///   - onBack: Receives the back swipe; `nil`: no back swipe.
    public init(id: String = "navigation", screens: [Entry], backDrag: Double = 0, onBack: CommandWith<DragValue>? = nil) {
        element = EnvironmentReader { environment in
            Self.stack(id: id, screens: screens, backDrag: backDrag, onBack: onBack,
                       rightToLeft: environment.layoutDirection == .rightToLeft)
        }
        .element
    }

    private static func stack(id: String, screens: [Entry], backDrag: Double, onBack: CommandWith<DragValue>?,
                              rightToLeft: Bool) -> Element {
        let visible = screens.suffix(2)
        var children: [Element] = []
        for (index, screen) in zip(visible.indices, visible) {
            var child = screen.element
                .position(top: 0, leading: 0, bottom: 0, trailing: 0)
                .background(.background)
                .id(screen.id)
            if index != screens.indices.last {
                // Covered by the pushed screen: a screen reader does not reach it (as UIKit's
                // navigation controller hides the screens under the top one).
                child = child.accessibilityHidden()
            }
            if index == screens.indices.last, screens.count > 1 {
                // The pushed screen: slides in and out from the trailing edge and follows a back swipe.
                let drag = backDrag.isFinite ? max(0, backDrag) : 0
                child = child.slide(from: Point(x: rightToLeft ? -1 : 1, y: 0))
                if drag > 0 { child = child.style { $0.inset.start = .points(Float(drag)); $0.inset.end = .points(Float(-drag)) } }
            }
            children.append(child)
        }
        var stack = Element(content: .box, key: .string(id), children: children)
        stack.style.flexGrow = 1
        stack.style.alignSelf = .stretch
        stack.appearance.clipsContent = true
        if screens.count > 1, let onBack {
            stack.interaction = Interaction(onEdgeSwipe: onBack)
        }
        return stack
    }

    /// Whether a back swipe that ended with `drag` pops (past half the width, or thrown toward
    /// the trailing edge faster than 500 points per second), as UIKit's interactive pop does.
    public static func isBackCommitted(_ drag: DragValue) -> Bool {
        drag.phase == .ended && (drag.translation.x > drag.size.width / 2 || drag.velocity.x > 500)
    }
}
