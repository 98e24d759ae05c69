import Commands
import Render
import SeededRandom
import Testing
import TrellisElements
import Typesetting

/// The layout pass reuses unchanged subtrees (memoized components, read-back layout nodes) and the
/// reconciler skips them: whatever sequence of Props a session sees, each pass must equal a pass
/// from scratch, and the mounted tree must equal one mounted from nothing.
@Suite("Incremental passes equal passes from scratch")
struct IncrementalLayoutTests {
    struct Item: Equatable, Sendable, Identifiable {
        var id: Int
        var text: String
        var height: Double
    }

    struct Cell: PropsComponent {
        let props: Item
        var body: Element {
            Row(spacing: 3) {
                Box().size(width: 11.3, height: .points(Float(props.height))).background(.accent)
                Text(props.text).flex(grow: 1, shrink: 1).id("text")
            }
            .padding(2.5)
        }
    }

    struct Screen: PropsComponent {
        struct Props: Equatable, Sendable {
            var header: Double
            var items: [Item]
        }

        let props: Props
        var body: Element {
            Column {
                Box().height(.points(Float(props.header))).id("header")
                ForEach(props.items) { Cell($0).margin(top: 0.7) }
            }
            .element
        }
    }

    static func mutate(_ props: inout Screen.Props, _ random: inout SeededGenerator) {
        switch Int.random(in: 0..<6, using: &random) {
        case 0: props.header = Double(Int.random(in: 0...40, using: &random)) / 3
        case 1 where !props.items.isEmpty:
            let index = Int.random(in: props.items.indices, using: &random)
            props.items[index].text = String(repeating: "w ", count: Int.random(in: 1...12, using: &random))
        case 2 where !props.items.isEmpty:
            let index = Int.random(in: props.items.indices, using: &random)
            props.items[index].height = Double(Int.random(in: 1...60, using: &random)) / 2.9
        case 3:
            let id = Int.random(in: 1000...9999, using: &random)
            props.items.insert(Item(id: id, text: "new \(id)", height: 10), at: Int.random(in: 0...props.items.count, using: &random))
        case 4 where !props.items.isEmpty:
            props.items.remove(at: Int.random(in: props.items.indices, using: &random))
        default:
            props.items.shuffle(using: &random)
        }
    }

    @Test(arguments: [1, 2, 3] as [UInt64], [1, 2, 3] as [Double])
    func aSessionAlwaysAgreesWithAFreshOne(seed: UInt64, scale: Double) {
        var random = SeededGenerator(seed: seed)
        let environment = Environment(displayScale: scale, textMeasurer: FixedAdvanceMeasurer(advance: 7.3, lineHeight: 11.7))
        let size = Size(width: 173, height: 900)
        var props = Screen.Props(header: 10, items: (0..<12).map { Item(id: $0, text: "item \($0)", height: 12) })
        let session = LayoutSession()
        let reconciler = Reconciler(scale: scale)
        var mounted = MountedTree()
        for step in 0..<120 {
            Self.mutate(&props, &random)
            let incremental = session.layout(Screen(props).element, in: size, environment: environment)
            let fresh = LayoutSession.layout(Screen(props).element, in: size, environment: environment)
            #expect(incremental == fresh,
                    "seed \(seed), scale \(scale), step \(step): \(firstDifference(incremental, fresh) ?? "")")
            mounted = reconciler.reconcile(mounted, to: incremental).tree
            let fromNothing = reconciler.reconcile(MountedTree(), to: fresh).tree
            #expect(sameViews(mounted.root, fromNothing.root, scale: scale), "seed \(seed), scale \(scale), step \(step)")
            if incremental != fresh { return }
        }
    }
}

/// Where two layouts first differ, in words (path of child indexes, both values).
func firstDifference(_ left: LayoutNode, _ right: LayoutNode, path: [Int] = []) -> String? {
    if left.kind != right.kind || left.key != right.key { return "\(path): \(left.kind) \(String(describing: left.key)) vs \(right.kind) \(String(describing: right.key))" }
    if left.frame != right.frame { return "\(path) \(String(describing: left.key)): \(left.frame) vs \(right.frame)" }
    if left.props != right.props { return "\(path): props differ" }
    if left.children.count != right.children.count { return "\(path): \(left.children.count) vs \(right.children.count) children" }
    for (index, (l, r)) in zip(left.children, right.children).enumerated() {
        if let difference = firstDifference(l, r, path: path + [index]) { return difference }
    }
    return nil
}

/// Whether two mounted trees show the same views: kinds, keys, properties and children alike,
/// frames within half a device pixel (the reconciler keeps a frame that moved by less). Handles
/// differ between histories and are not compared.
func sameViews(_ left: MountedNode?, _ right: MountedNode?, scale: Double) -> Bool {
    guard let left, let right else { return left == nil && right == nil }
    let tolerance = 0.5 / scale + 1e-9
    let frames = [(left.frame.minX, right.frame.minX), (left.frame.minY, right.frame.minY),
                  (left.frame.width, right.frame.width), (left.frame.height, right.frame.height)]
    return left.kind == right.kind && left.key == right.key && left.props == right.props
        && frames.allSatisfy { abs($0 - $1) <= tolerance }
        && left.children.count == right.children.count
        && zip(left.children, right.children).allSatisfy { sameViews($0, $1, scale: scale) }
}
