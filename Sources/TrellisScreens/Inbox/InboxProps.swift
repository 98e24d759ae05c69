import Trellis

/// A mail inbox: a title and a list of messages, each opened by one Command bound to its id.
public struct InboxProps: Equatable, Codable, Sendable {
    /// One message row.
    public struct Message: Hashable, Codable, Sendable, Identifiable {
        /// Stable identity: rows are keyed by it.
        public var id: String
        /// Who sent it.
        public var sender: String
        /// The first words of the message.
        public var preview: String
        /// When it arrived, as shown ("09:41", "Yesterday").
        public var time: String
        /// Unread messages in the thread; the badge hides at 0.
        public var unread: Int

        public init(id: String, sender: String, preview: String, time: String, unread: Int = 0) {
            self.id = id
            self.sender = sender
            self.preview = preview
            self.time = time
            self.unread = unread
        }
    }

    /// The header.
    public var title: String
    /// The rows, newest first.
    public var messages: [Message]
    /// Opens a message by id.
    public var open: CommandWith<String>
    /// Deletes a message by id (a row's swipe action); `nil`: rows cannot be swiped.
    public var delete: CommandWith<String>?
    /// Filter chips above the list; `nil`: none.
    public var folders: Folders?
    /// The opened message, shown pushed over the list; `nil`: the list is on top.
    public var detail: Detail?
    /// How far (points) an interactive back swipe has moved the detail; `nil` or 0: not at all.
    public var backDrag: Double?
    /// Receives the back swipe from the leading edge while a detail is shown.
    public var back: CommandWith<DragValue>?

    public init(title: String, messages: [Message], open: CommandWith<String>, delete: CommandWith<String>? = nil,
                folders: Folders? = nil, detail: Detail? = nil, backDrag: Double? = nil, back: CommandWith<DragValue>? = nil) {
        self.title = title
        self.messages = messages
        self.open = open
        self.delete = delete
        self.folders = folders
        self.detail = detail
        self.backDrag = backDrag
        self.back = back
    }

    /// The filter chips: their names, the selected one (kept in view) and the Command choosing one.
    public struct Folders: Equatable, Codable, Sendable {
        public var names: [String]
        public var selected: String
        public var select: CommandWith<String>

        public init(names: [String], selected: String, select: CommandWith<String>) {
            self.names = names
            self.selected = selected
            self.select = select
        }
    }

    /// An opened message.
    public struct Detail: Equatable, Codable, Sendable {
        /// The message shown.
        public var message: Message
        /// Goes back to the list (the back button).
        public var close: Command

        public init(message: Message, close: Command) {
            self.message = message
            self.close = close
        }
    }
}

extension InboxProps {
    /// `count` deterministic messages (the 60-row inbox of the benchmarks), every fifth unread.
    public static func sample(count: Int = 60, open: CommandWith<String> = CommandWith("open") { _ in }) -> InboxProps {
        let senders = ["Анна Петрова", "Design team", "Build bot", "Mom", "Ivan", "Support"]
        let previews = ["Here are the mockups for the new checkout flow, with the edge cases we talked about",
                        "Build #4521 passed on main", "Не забудь купить хлеб", "Lunch at 13:00?",
                        "Your ticket has been updated", "Слайды к докладу во вложении"]
        let messages = (0..<count).map { index in
            Message(id: "m\(index)", sender: senders[index % senders.count], preview: previews[index % previews.count],
                    time: String(format2(9 + index / 60)) + ":" + format2(index % 60), unread: index % 5 == 0 ? index % 7 + 1 : 0)
        }
        return InboxProps(title: "Inbox", messages: messages, open: open)
    }
}

/// Two digits, zero-padded.
private func format2(_ value: Int) -> String {
    value < 10 ? "0\(value)" : "\(value)"
}

extension InboxScreen {
    /// Sixty messages (the benchmark's inbox), an empty inbox, three messages, and content longer
    /// than a row (long names, long previews, three-digit badges, right-to-left text), and
    /// Japanese, emoji, Hebrew and German messages.
    public static var samples: [Sample<InboxProps>] {
        let open = CommandWith<String>("open") { _ in }
        var long = InboxProps.sample(count: 4, open: open)
        long.messages[0].sender = "Константин Константинопольский-Многофамильный"
        long.messages[0].unread = 128
        long.messages[1].preview = String(repeating: "A preview that goes on and on without an end in sight. ", count: 6)
        long.messages[2].sender = "مرحبا بالعالم"
        long.messages[2].preview = "هذه رسالة طويلة باللغة العربية تمتد على أكثر من سطر واحد في صندوق الوارد"
        long.messages[3].time = "Yesterday"
        let scripts = InboxProps(title: "Inbox", messages: [
            .init(id: "ja", sender: "さくら", preview: "ありがとうございます！明日の会議の資料を送りました。確認してください 🎉", time: "09:41", unread: 2),
            .init(id: "emoji", sender: "Team 👍", preview: "📚 Reading list for the trip ⏰ leaves at 7, don't be late 🎉", time: "09:12"),
            .init(id: "he", sender: "דנה כהן", preview: "שלום! נתראה מחר בבוקר ליד התחנה, אני אביא את המסמכים", time: "08:30", unread: 1),
            .init(id: "de", sender: "Straßenbahn-Verkehrsbetriebe", preview: "Ihre Monatskarte für Dezember ist verfügbar.", time: "Gestern"),
        ], open: open)
        // A running inbox's Props: folder chips, swipe to delete, a message pushed over the list.
        var opened = InboxProps.sample(count: 6, open: open)
        opened.delete = CommandWith("delete") { _ in }
        opened.folders = InboxProps.Folders(names: ["All", "Unread", "Flagged", "Work", "Family", "Travel"], selected: "Work",
                                 select: CommandWith("select") { _ in })
        opened.detail = InboxProps.Detail(message: opened.messages[1], close: Command("close") {})
        opened.backDrag = 0
        opened.back = CommandWith("back") { _ in }
        return [Sample("default", InboxProps.sample(count: 60, open: open)), Sample("empty", InboxProps.sample(count: 0, open: open)),
                Sample("few", InboxProps.sample(count: 3, open: open)), Sample("long", long), Sample("scripts", scripts),
                Sample("opened", opened)]
    }
}
