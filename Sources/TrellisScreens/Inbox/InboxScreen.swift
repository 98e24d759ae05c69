import Commands
import Lists
import Trellis
import TrellisCatalog
import Typesetting

/// A mail inbox: a header and a lazy list of memoized rows, so a new badge on one row rebuilds that
/// row only. The chevron reads the layout direction from the environment (no Props for it).
public struct InboxScreen: Screen {
    /// The catalog name.
    public static let name = "inbox"

    /// What the inbox shows.
    public let props: InboxProps

    public init(_ props: InboxProps) {
        self.props = props
    }

    public var body: Element {
        let props = self.props
        return Column {
            Text(props.title).typography(.largeTitle, weight: .bold).padding(horizontal: 16, vertical: 8).id("title")
            if props.messages.isEmpty {
                Text("No messages").typography(.body).foreground(.secondaryLabel).alignment(.center)
                    .padding(32).id("empty")
            } else {
                LazyList(props.messages, rowID: \.id, context: props.open, id: "messages", estimatedRowHeight: 68) { message, open in
                    InboxRow(InboxRow.Props(message: message, open: open.bind(to: message.id)))
                }
                .id("messages")
            }
        }
        .background(.background)
        .paddingSafeArea()
        .id("inbox")
    }

    /// The messages as a list model for a `ListUpdater` host: one section of data rows, a row's
    /// `InboxRow` cell (sized in `environment`) built only when the row is sized or shown, rows
    /// compared by message. The screen itself lists the messages the same way (`LazyList`).
    public static func model(_ props: InboxProps, environment: Environment) -> ListModel {
        let rows = ItemRows(props.messages, id: \.id, context: props.open) { message, open in
            ElementCell(InboxRow(InboxRow.Props(message: message, open: open.bind(to: message.id))), environment: environment)
        }
        return ListModel(sections: [ListSection(id: "messages", rows: rows)])
    }

    /// The messages as element cells built one by one by `ListBuilder` (every row's element
    /// built, rows compared by element): what `model(_:environment:)` avoids; kept to measure it.
    public static func elementCellModel(_ props: InboxProps, environment: Environment) -> ListModel {
        var builder = ListBuilder()
        for message in props.messages {
            builder.add(InboxRow(InboxRow.Props(message: message, open: props.open.bind(to: message.id))),
                        id: message.id, environment: environment)
        }
        return builder.build().model
    }
}

/// One message: avatar initials, sender and time, two lines of preview, an unread badge, and a
/// chevron pointing to the trailing edge.
struct InboxRow: PropsComponent {
    struct Props: Equatable, Sendable {
        var message: InboxProps.Message
        var open: Command
    }

    let props: Props

    init(_ props: Props) {
        self.props = props
    }

    var body: Element {
        let message = props.message
        return Row(spacing: 12, alignment: .center) {
            Column(alignment: .center) {
                Text(String(message.sender.prefix(1))).typography(.headline, weight: .semibold)
                    .foreground(ThemedColor(.white))
            }
            .justifyContent(.center)
            .size(40).background(.accent).cornerRadius(20).id("avatar")
            Column(spacing: 2) {
                Row(spacing: 8) {
                    Text(message.sender).typography(.headline, weight: message.unread > 0 ? .bold : .semibold)
                        .lineLimit(1).flex(grow: 1, shrink: 1).id("sender")
                    Text(message.time).typography(.footnote).foreground(.secondaryLabel).id("time")
                }
                Row(spacing: 8, alignment: .flexStart) {
                    Text(message.preview).typography(.subheadline).foreground(.secondaryLabel).lineLimit(2)
                        .flex(grow: 1, shrink: 1).id("preview")
                    if message.unread > 0 {
                        Text("\(message.unread)").typography(.footnote, weight: .bold).foreground(ThemedColor(.white))
                            .alignment(.center).padding(horizontal: 6).style { $0.minWidth = .points(20) }
                            .background(.accent).cornerRadius(10).id("badge")
                    }
                }
            }
            .flex(grow: 1, shrink: 1)
            EnvironmentReader { environment in
                Text(environment.layoutDirection == .rightToLeft ? "‹" : "›").typography(.title3)
                    .foreground(.secondaryLabel)
            }
            .id("chevron")
        }
        .padding(horizontal: 16, vertical: 10)
        .onTap(props.open)
        .accessibilityLabel("\(message.sender): \(message.preview)")
        .id(message.id)
    }
}
