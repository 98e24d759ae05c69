import Commands

/// A mail inbox: a title and a list of messages, each opened by one Command bound to its id.
public struct InboxProps: Equatable, Codable, Sendable {
    /// One message row.
    public struct Message: Equatable, Codable, Sendable, Identifiable {
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

    public init(title: String, messages: [Message], open: CommandWith<String>) {
        self.title = title
        self.messages = messages
        self.open = open
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
