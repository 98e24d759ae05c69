import Trellis

/// The inbox as a feature: the store holds the messages, the navigation (the opened message is
/// pushed over the list, a back swipe's distance follows the finger) and the selected folder.
/// Opening, going back, deleting a row by swiping it and choosing a folder are intents; new mail
/// comes from an injected source on the feature's clock. List changes animate through the list
/// diff (a deleted row leaves, the rows below move up), pushes and pops slide.
public struct InboxFeature: Feature {
    public typealias Content = InboxScreen

    /// Everything the inbox knows.
    public struct State: Equatable, Sendable {
        /// The messages, newest first.
        public var messages: [InboxProps.Message]
        /// The opened message's id (pushed over the list); `nil`: the list is on top.
        public var opened: String?
        /// How far an interactive back swipe has moved the opened message (points).
        public var backDrag: Double = 0
        /// The folder chips and the selected one.
        public var folders: [String]
        public var folder: String

        public init(messages: [InboxProps.Message], opened: String? = nil, folders: [String] = InboxFeature.folderNames,
                    folder: String = "All") {
            self.messages = messages
            self.opened = opened
            self.folders = folders
            self.folder = folder
        }
    }

    /// What the inbox is asked to do.
    public enum Intent: Hashable, Sendable {
        case open(String)
        case close
        case backSwipe(DragValue)
        case delete(String)
        case select(String)
        case receive(InboxProps.Message)
    }

    /// New mail: messages that arrive, each after its delay on the feature's clock.
    public struct Mail: Sendable {
        public var arrivals: [(after: Duration, message: InboxProps.Message)]
        public init(arrivals: [(after: Duration, message: InboxProps.Message)] = []) { self.arrivals = arrivals }
    }

    /// The dependencies: the clock and the mail that will arrive.
    public struct Dependencies: Sendable {
        public var context: FeatureContext
        public var mail: Mail
        public init(context: FeatureContext, mail: Mail = Mail()) {
            self.context = context
            self.mail = mail
        }
    }

    public static let name = "inbox"

    /// The folder chips of every scenario.
    public static let folderNames = ["All", "Unread", "Flagged", "Work", "Family", "Travel", "Receipts", "Newsletters"]

    /// `default` (60 messages; one arrives after 5 s), `large` (10,000 messages), `empty`.
    public static let scenarios: [Scenario<InboxFeature>] = [
        Scenario("default", state: State(messages: InboxProps.sample(count: 60).messages)) { context in
            Dependencies(context: context, mail: Mail(arrivals: [
                (.seconds(5), .init(id: "new1", sender: "Courier", preview: "Your order is on its way", time: "10:01", unread: 1)),
            ]))
        },
        Scenario("large", state: State(messages: InboxProps.sample(count: 10_000).messages)) { Dependencies(context: $0) },
        Scenario("empty", state: State(messages: [])) { Dependencies(context: $0) },
    ]

    public let store: Store<State, Never>

    public init(state: State, dependencies: Dependencies) {
        let store = Store<State, Never>(initial: state)
        self.store = store
        let arrivals = dependencies.mail.arrivals, clock = dependencies.context.clock
        guard !arrivals.isEmpty else { return }
        store.intent { scope in
            var waited = Duration.zero
            for arrival in arrivals.sorted(by: { $0.after < $1.after }) {
                do { try await clock.sleep(for: arrival.after - waited) } catch { return }
                waited = arrival.after
                scope.reduce { $0.messages.insert(arrival.message, at: 0) }
            }
        }
    }

    public func handle(_ intent: Intent) {
        switch intent {
        case .open(let id):
            store.reduce { state in
                guard state.messages.contains(where: { $0.id == id }) else { return }
                state.opened = id
                state.backDrag = 0
                if let index = state.messages.firstIndex(where: { $0.id == id }) { state.messages[index].unread = 0 }
            }
        case .close:
            store.reduce { $0.opened = nil; $0.backDrag = 0 }
        case .backSwipe(let drag):
            store.reduce { state in
                switch drag.phase {
                case .began, .changed: state.backDrag = max(0, drag.translation.x)
                case .ended where NavigationStack.isBackCommitted(drag):
                    state.opened = nil
                    state.backDrag = 0
                case .ended, .cancelled: state.backDrag = 0
                }
            }
        case .delete(let id):
            store.reduce { state in
                state.messages.removeAll { $0.id == id }
                if state.opened == id { state.opened = nil }
            }
        case .select(let folder):
            store.reduce { if $0.folders.contains(folder) { $0.folder = folder } }
        case .receive(let message):
            store.reduce { $0.messages.insert(message, at: 0) }
        }
    }

    public func props(for state: State, send: Send<Intent>) -> InboxProps {
        let detail = state.opened.flatMap { id in state.messages.first { $0.id == id } }
            .map { InboxProps.Detail(message: $0, close: send(.close)) }
        return InboxProps(title: "Inbox", messages: state.messages, open: send("open") { .open($0) },
                          delete: send("delete") { .delete($0) },
                          folders: InboxProps.Folders(names: state.folders, selected: state.folder,
                                                      select: send("select") { .select($0) }),
                          detail: detail, backDrag: state.backDrag, back: send("back") { .backSwipe($0) })
    }

    /// Pushes, pops and list changes animate; a back swipe's drag follows the finger at once.
    public func animation(from old: State, to new: State) -> Animation? {
        if old.opened != new.opened || old.messages.count != new.messages.count { return .easeInOut(0.35) }
        if old.backDrag != new.backDrag, new.backDrag == 0 { return .easeInOut(0.25) }
        return nil
    }
}
