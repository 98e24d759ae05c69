import Foundation
import PangoText
import Render
import Testing
import Typesetting
@testable import TrellisElements
@testable import TrellisScreens

/// Acceptance item 2: the listing laid out by Trellis (Flexbox + Pango) matches the same screen
/// written as HTML/CSS (Tools/listing-html/listing.html) laid out by headless Chromium, frame by
/// frame within 1 pt. The Chromium frames are a committed fixture (Tools/listing-html/generate.py).
@Suite struct ListingChromiumTests {
    struct Fixture: Decodable {
        struct Node: Decodable {
            let id: String?
            let frame: [Double]
            let children: [Node]
        }
        let viewport: [Double]
        let direction: String
        let root: Node
    }

    static func fixture(_ name: String) throws -> Fixture {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/\(name)")
        return try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
    }

    /// Pairs of (path, Trellis frame, Chromium frame) for the whole tree; records structural mismatches.
    func compare(_ node: MountedNode, _ chromium: Fixture.Node, path: String, into pairs: inout [(String, Rect, Rect)]) {
        let expected = Rect(x: chromium.frame[0], y: chromium.frame[1], width: chromium.frame[2], height: chromium.frame[3])
        pairs.append((path, node.frame, expected))
        guard node.children.count == chromium.children.count else {
            Issue.record("\(path): \(node.children.count) children in Trellis, \(chromium.children.count) in Chromium")
            return
        }
        for (index, (child, other)) in zip(node.children, chromium.children).enumerated() {
            let name = child.key.map { "\($0)" } ?? "\(child.kind.rawValue)[\(index)]"
            compare(child, other, path: path + "/" + name, into: &pairs)
        }
    }

    @Test(arguments: [("listing-chromium.json", LayoutDirection.leftToRight),
                      ("listing-chromium-rtl.json", LayoutDirection.rightToLeft)])
    func everyFrameOfTheListingIsWithinOnePointOfChromium(fixtureName: String, direction: LayoutDirection) throws {
        let fixture = try Self.fixture(fixtureName)
        let device = Device.iPhoneX.portrait
        #expect(fixture.viewport == [device.size.width, device.size.height])
        #expect(fixture.direction == (direction == .leftToRight ? "ltr" : "rtl"))
        let environment = TrellisElements.Environment(device: device, layoutDirection: direction, textMeasurer: PangoMeasurer())
        let raw = LayoutSession.layout(ListingScreen(.sample()).element, in: device.size, environment: environment)
        // Every row of the list (the page lays out the whole column; frames are the same).
        var window = ScrollWindow()
        let layout = window.apply(to: raw, offsets: [:], environment: environment, fullLength: true).node
        let tree = Reconciler(scale: environment.displayScale).reconcile(MountedTree(), to: layout).tree
        var pairs: [(String, Rect, Rect)] = []
        compare(tree.root!, fixture.root, path: "listing", into: &pairs)
        #expect(pairs.count == tree.count)
        var worst = 0.0
        for (path, ours, theirs) in pairs {
            let delta = max(abs(ours.minX - theirs.minX), abs(ours.minY - theirs.minY),
                            abs(ours.width - theirs.width), abs(ours.height - theirs.height))
            worst = max(worst, delta)
            #expect(delta <= 1, "\(path): Trellis \(rectDescription(ours)) vs Chromium \(rectDescription(theirs))")
        }
        #expect(worst <= 1)
    }
}
