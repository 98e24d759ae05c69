import Dispatch
import Synchronization
import TrellisElements

/// Marks the main queue, which runs the main actor's jobs (on Linux possibly on a thread other
/// than the first, so `Thread.isMainThread` cannot tell).
public let mainQueueMark: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

/// Which threads laid a component out: its body records every evaluation.
public final class BodyLog: Sendable, Equatable {
    private let threads = Mutex<[Bool]>([])
    public init() { _ = mainQueueMark }
    public func record() {
        let onMain = DispatchQueue.getSpecific(key: mainQueueMark) == true
        threads.withLock { $0.append(onMain) }
    }
    public var count: Int { threads.withLock { $0.count } }
    public var onMain: Int { threads.withLock { $0.filter { $0 }.count } }
    public static func == (lhs: BodyLog, rhs: BodyLog) -> Bool { lhs === rhs }
}

/// A message row: a title and a wrapping detail text (10 pt per character).
public struct MessageRow: PropsComponent {
    public struct Props: Equatable, Sendable {
        public var id: String
        public var title: String
        public var detail: String = ""
        public var log: BodyLog? = nil

        public init(id: String, title: String, detail: String = "", log: BodyLog? = nil) {
            self.id = id
            self.title = title
            self.detail = detail
            self.log = log
        }
    }
    public let props: Props
    public init(props: Props) { self.props = props }
    public var body: Element {
        props.log?.record()
        return Column(spacing: 4) {
            Text(props.title).id("title")
            if !props.detail.isEmpty { Text(props.detail).id("detail") }
        }
        .padding(8)
    }
}

/// Another component, to tell reuse identifiers apart.
public struct BannerRow: PropsComponent {
    public let props: String
    public init(props: String) { self.props = props }
    public var body: Element { Text(props).padding(12) }
}
