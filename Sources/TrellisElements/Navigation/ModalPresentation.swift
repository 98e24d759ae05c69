import Commands
import Render
import Typesetting

/// A modal sheet over a screen, as Props: the store says whether it is presented and how far a
/// finger has dragged it down; the element shows the screen, a dimming layer and the sheet.
///
/// - The sheet slides up from the bottom when it appears during an animation and down when it goes.
/// - A drag on the sheet goes to `onDrag` (`DragValue.translation.y` grows downward): the store
///   keeps the distance in `drag` so the sheet follows the finger, and dismisses on `.ended` when
///   ``isDismissCommitted(_:)`` says so (or sets `drag` back to 0).
/// - A tap on the dimmed screen performs `onDismiss` when given; the screen under it takes no touch.
///
/// ```swift
/// ModalSheet(id: "cart", base: CheckoutScreen(props).element,
///            sheet: props.cart.map { CartSheet($0).element }, drag: props.cartDrag,
///            onDrag: props.dragCart, onDismiss: props.closeCart)
/// ```
public struct ModalSheet: ElementConvertible, Sendable {
    public let element: Element

    /// `base` with `sheet` presented over it (`nil`: `base` alone).
    /// - Parameters:
    ///   - topInset: The gap above the sheet, where the dimmed screen shows (points).
    public init(id: String = "sheet", base: Element, sheet: Element?, drag: Double = 0, topInset: Double = 44,
                onDrag: CommandWith<DragValue>? = nil, onDismiss: Command? = nil) {
        var children: [Element] = [base.position(top: 0, leading: 0, bottom: 0, trailing: 0).id("base")]
        if let sheet {
            let offset = drag.isFinite ? max(0, drag) : 0
            let dim = Box()
                .position(top: 0, leading: 0, bottom: 0, trailing: 0)
                .background(Color(red: 0, green: 0, blue: 0, alpha: 0.3))
                .onTap(onDismiss)
                .accessibilityLabel("Dismiss")
                .id("dim")
            var card = Column { sheet }
                .position(top: .points(Float(topInset + offset)), leading: 0, bottom: .points(Float(-offset)), trailing: 0)
                .background(.background)
                .cornerRadius(12)
                .slide(from: Point(x: 0, y: 1))
                .onDrag(onDrag)
                .id(id)
            card.style.flexDirection = .column
            children += [dim, card]
        }
        element = Element(content: .box, children: children).flex(grow: 1).alignSelf(.stretch)
    }

    /// Whether a drag that ended with `drag` dismisses: past a third of the sheet's height, or
    /// thrown down faster than 800 points per second.
    public static func isDismissCommitted(_ drag: DragValue) -> Bool {
        drag.phase == .ended && (drag.translation.y > drag.size.height / 3 || drag.velocity.y > 800)
    }
}

/// An alert or confirmation over a screen, as Props: a title, a message and its actions, each a
/// Command. The screen under it is dimmed and takes no touch; the alert is centred.
public struct AlertDialog: ElementConvertible, Sendable {
    /// One button of the alert.
    public struct Action: Sendable, Equatable {
        /// What the button does to the user's work.
        public enum Role: String, Sendable, Equatable {
            case `default`, cancel, destructive
        }

        public var title: String
        public var role: Role
        public var command: Command

        public init(_ title: String, role: Role = .default, command: Command) {
            self.title = title
            self.role = role
            self.command = command
        }
    }

    public let element: Element

    /// `base` with an alert over it when `title` is not `nil`.
    public init(id: String = "alert", base: Element, title: String?, message: String? = nil, actions: [Action] = []) {
        var children: [Element] = [base.position(top: 0, leading: 0, bottom: 0, trailing: 0).id("base")]
        if let title {
            let buttons = actions.map { action in
                Text(action.title)
                    .font(size: 17, weight: action.role == .cancel ? .semibold : .regular)
                    .foreground(action.role == .destructive ? .destructive : .accent)
                    .alignment(.center)
                    .padding(vertical: 11)
                    .accessibilityLabel(action.title)
                    .onTap(action.command)
                    .id(action.title)
            }
            let card = Column(spacing: 4) {
                Text(title).font(size: 17, weight: .semibold).alignment(.center).padding(top: 19, leading: 16, trailing: 16)
                    .id("title")
                if let message {
                    Text(message).font(size: 13).alignment(.center).padding(horizontal: 16).id("message")
                }
                Separator().margin(top: 15)
                if buttons.count == 2 {
                    Row { buttons[0].flex(grow: 1, basis: .points(0)); buttons[1].flex(grow: 1, basis: .points(0)) }
                } else {
                    Column { buttons }
                }
            }
            .size(width: 270, height: .auto)
            .background(.secondaryBackground)
            .cornerRadius(14)
            .id(id)
            let dim = Column(alignment: .center) { card }
                .justifyContent(.center)
                .position(top: 0, leading: 0, bottom: 0, trailing: 0)
                .background(Color(red: 0, green: 0, blue: 0, alpha: 0.3))
                .id("dim")   // on top, so hit testing stops here: the screen under it takes no touch
            children.append(dim)
        }
        element = Element(content: .box, children: children).flex(grow: 1).alignSelf(.stretch)
    }
}
