import Commands
import Render
import StoreTesting
import Synchronization
import TrellisElements
import Typesetting

/// Counts how often a body was built; Props holding the same counter compare equal.
final class BodyCounter: Sendable, Equatable {
    private let count = Mutex(0)
    var value: Int { count.withLock { $0 } }
    func increment() { count.withLock { $0 += 1 } }
    static func == (lhs: BodyCounter, rhs: BodyCounter) -> Bool { lhs === rhs }
}

/// A screen with a box whose width is the Props' `width`, a keyed title and a tappable button.
struct Panel: PropsComponent {
    struct Props: Equatable, Sendable {
        var width: Double
        var title: String
        var rows: [Line.Props] = []
        var tap: Command
    }

    let props: Props

    var body: Element {
        Column {
            Box().size(width: .points(Float(props.width)), height: 20).background(Color(red: 1, green: 0, blue: 0)).id("bar")
            Text(props.title).id("title")
            Box().size(width: 40, height: 40).onTap(props.tap).id("button")
            ForEach(props.rows) { Line($0) }
        }
        .paddingSafeArea()
    }
}

/// A memoized row that counts its body builds.
struct Line: PropsComponent {
    struct Props: Equatable, Sendable, Identifiable {
        var id: Int
        var text: String
        var counter: BodyCounter
    }

    let props: Props

    var body: Element {
        props.counter.increment()
        return Row { Text(props.text).id("text") }.padding(4)
    }
}

enum Fixture {
    static let measurer = FixedAdvanceMeasurer()
    static let size = Size(width: 200, height: 400)

    static func environment(direction: LayoutDirection = .leftToRight) -> Environment {
        Environment(layoutDirection: direction, textMeasurer: measurer)
    }

    /// A runtime on `clock` showing a 100 pt bar, and the tap Command its Props share.
    static func animatedPanel(_ clock: TestClock, host: HeadlessScreenHost? = nil) async -> (Runtime<Panel>, Command) {
        let tap = Command("tap") {}
        let runtime = await Runtime(Panel.self, props: props(width: 100, tap: tap), environment: environment(),
                                    size: size, host: host, clock: clock)
        return (runtime, tap)
    }

    static func props(width: Double = 100, title: String = "Hello", tap: Command = Command("tap") {}) -> Panel.Props {
        Panel.Props(width: width, title: title, tap: tap)
    }
}

extension MountedTree {
    /// The frame of the node keyed `key` (keys are unique in these fixtures).
    func frame(_ key: String) -> Rect? { node(key: .string(key))?.frame }
}

/// Whether a host's views are the mounted tree: same handles, kinds, frames and properties.
func hostShows(_ views: HeadlessHost, _ tree: MountedTree) -> Bool {
    func same(_ left: MountedNode?, _ right: MountedNode?) -> Bool {
        guard let left, let right else { return left == nil && right == nil }
        return left.id == right.id && left.kind == right.kind && left.frame == right.frame && left.props == right.props
            && left.children.count == right.children.count
            && zip(left.children, right.children).allSatisfy { same($0, $1) }
    }
    return same(views.tree.root, tree.root)
}
