import Trellis

/// A mail inbox: a header and a lazy list of memoized rows, so a new badge on one row rebuilds that
/// row only. The chevron reads the layout direction from the environment (no Props for it).
public struct InboxScreen: Screen {
    /// The catalog name.
    public static let name = "inbox"

    /// What the inbox shows.
    public let props: InboxProps

    public init(props: InboxProps) { self.props = props }

    /// The list; in a navigation stack (the opened message pushed over it) when the Props can go
    /// back (a running feature), the list alone otherwise.
    public var body: Element {
        let list = InboxList(props: props).body
        guard props.back != nil || props.detail != nil else { return list }
        var screens: [NavigationStack.Entry] = [.init(id: "list", element: list)]
        if let detail = props.detail {
            screens.append(.init(id: "detail-" + detail.message.id, element: MessageDetail(detail: detail).body))
        }
        return NavigationStack(id: "navigation", screens: screens, backDrag: props.backDrag ?? 0, onBack: props.back)
            .element
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

/// The title, the filter chips (when the Props have them) and the lazy list of messages.
struct InboxList: Component {
    let props: InboxProps

    var body: Element {
        let props = self.props
        return Column {
            Text(props.title).font(.title1, weight: .bold).accessibilityHeading(level: 1).padding(horizontal: 16, vertical: 8).id("title")
            if let folders = props.folders {
                FolderChips(folders: folders).id("folders")
            }
            if props.messages.isEmpty {
                Text("No messages").font(.body).foreground(.secondaryLabel).alignment(.center)
                    .padding(32).id("empty")
            } else {
                LazyList(props.messages, rowID: \.id, context: RowCommands(open: props.open, delete: props.delete),
                         id: "messages", estimatedRowHeight: 68) { message, commands in
                    InboxRow(InboxRow.Props(message: message, open: commands.open.bind(to: message.id),
                                            delete: commands.delete?.bind(to: message.id)))
                }
                .id("messages")
            }
        }
        .background(.background)
        .paddingSafeArea()
        .id("inbox")
    }

    /// What every row's Commands are bound from.
    struct RowCommands: Equatable, Sendable {
        var open: CommandWith<String>
        var delete: CommandWith<String>?
    }
}

/// A horizontal row of filter chips; the selected one is scrolled fully into view.
struct FolderChips: Component {
    let folders: InboxProps.Folders

    var body: Element {
        let selected = folders.selected
        return LazyList(folders.names, rowID: { $0 }, context: Context(selected: selected, select: folders.select),
                        id: "folders", estimatedRowHeight: 90, axis: .horizontal) { name, context in
            Text(name).font(.subheadline, weight: name == context.selected ? .semibold : .regular)
                .foreground(name == context.selected ? ThemedColor(.white) : .accent)
                .padding(horizontal: 14, vertical: 8)
                .background(name == context.selected ? .accent : .secondaryBackground)
                .cornerRadius(16)
                .margin(leading: 8)
                .accessibilityLabel(name)
                .onTap(context.select.bind(to: name))
        }
        .scrollTarget(ScrollTarget(row: selected))
        .size(width: .auto, height: 48)
        .padding(vertical: 6)
    }

    struct Context: Equatable, Sendable {
        var selected: String
        var select: CommandWith<String>
    }
}

/// An opened message with a back button.
struct MessageDetail: Component {
    let detail: InboxProps.Detail

    var body: Element {
        let message = detail.message
        return Column(spacing: 8) {
            Text("‹ Inbox").font(.body).foreground(.accent).padding(vertical: 8).accessibilityLabel("Back")
                .onTap(detail.close).id("back")
            Text(message.sender).font(.title2, weight: .bold).id("sender")
            Text(message.time).font(.footnote).foreground(.secondaryLabel).id("time")
            Text(message.preview).font(.body).id("body")
        }
        .padding(horizontal: 16)
        .background(.background)
        .paddingSafeArea()
        .id("detail")
    }
}

/// One message: avatar initials, sender and time, two lines of preview, an unread badge, and a
/// chevron pointing to the trailing edge.
struct InboxRow: PropsComponent {
    struct Props: Equatable, Sendable {
        var message: InboxProps.Message
        var open: Command
        var delete: Command? = nil
    }

    let props: Props

    var body: Element {
        guard let delete = props.delete else { return row }
        return row.swipeActions([SwipeAction("Delete", isDestructive: true, command: delete)])
    }

    private var row: Element {
        let message = props.message
        return EnvironmentReader { environment in
            // At the accessibility sizes the sender's name needs the line: the avatar goes and
            // the time (with the unread badge) moves under the name, as Mail does.
            let large = environment.textSizeCategory?.isAccessibilityCategory == true
            let sender = Text(message.sender).font(.headline, weight: message.unread > 0 ? .bold : .semibold)
                .lineLimit(1).flex(grow: 1, shrink: 1).id("sender")
            let time = Text(message.time).font(.footnote).foreground(.secondaryLabel).id("time")
            let preview = Text(message.preview).font(.subheadline).foreground(.secondaryLabel).lineLimit(2)
                .flex(grow: 1, shrink: 1).id("preview")
            let badge: Element? = message.unread > 0
                ? Text("\(message.unread)").font(.footnote, weight: .bold).foreground(ThemedColor(.white))
                    .alignment(.center).padding(horizontal: 6).style { $0.minWidth = .points(20) }
                    .background(.accent).cornerRadius(10).accessibilityLabel("\(message.unread) unread").id("badge")
                : nil
            return Row(spacing: 12, alignment: .center) {
                if !large {
                    Column(alignment: .center) {
                        Text(String(message.sender.prefix(1))).font(.headline, weight: .semibold)
                            .foreground(ThemedColor(.white))
                    }
                    .justifyContent(.center)
                    .size(40).background(.accent).cornerRadius(20).accessibilityHidden().id("avatar")
                }
                Column(spacing: 2) {
                    if large {
                        // The badge beside the time: beside the preview it left the preview's
                        // words no room and was pushed off the screen.
                        sender
                        Row(spacing: 8, alignment: .center) { time.flex(grow: 1, shrink: 1); badge }
                        preview
                    } else {
                        Row(spacing: 8) { sender; time }
                        Row(spacing: 8, alignment: .flexStart) { preview; badge }
                    }
                }
                .flex(grow: 1, shrink: 1)
                Text(environment.layoutDirection == .rightToLeft ? "‹" : "›").font(.title3)
                    .foreground(.secondaryLabel).accessibilityHidden().id("chevron")
            }
        }
        .padding(horizontal: 16, vertical: 10)
        .onTap(props.open)
        .id(message.id)
    }
}
