import Render
import Testing
import Typesetting

/// `StableHashable` digests of display lists: what a snapshot sidecar records, so the same list
/// must give the same digest in every process, and any change that can show must change it.
@Suite struct StableDigestTests {
    static let card: DisplayList = {
        var list = DisplayList(size: Size(width: 320, height: 120), background: .white)
        list.append(.shadow(Rect(x: 8, y: 8, width: 304, height: 104), radii: CornerRadii(12),
                            shadow: Shadow(color: .black, offset: Point(x: 0, y: 2), blur: 6, opacity: 0.2)))
        list.append(.fill(Rect(x: 8, y: 8, width: 304, height: 104), radii: CornerRadii(12), color: Color(hex: "#F2F2F7")!))
        list.group(.pushClip(Rect(x: 8, y: 8, width: 304, height: 104))) { list in
            list.append(.text(AttributedText("Salted caramel shake", TextAttributes(size: 17, color: .black)),
                              frame: Rect(x: 20, y: 20, width: 280, height: 22)))
            list.append(.image(.bytes([0x89, 0x50, 0x4E, 0x47]), frame: Rect(x: 20, y: 50, width: 40, height: 40)))
        }
        return list
    }()

    @Test("the digest of a display list is pinned: no per-process seed (Swift's Hasher) goes into it")
    func theDigestIsTheSameInEveryProcess() {
        #expect(Self.card.stableDigest == Self.card.stableDigest)
        #expect(Self.card.stableDigest.count == 32)
        // Recorded once; a process-seeded hash would differ on the next run.
        #expect(Self.card.stableDigest == "09cb10117889f2847a41424c8f5d1f01")
    }

    @Test("every field that shows changes the digest, including two sign flips that would cancel in FNV-1a")
    func everyVisibleChangeChangesTheDigest() {
        let base = Self.card.stableDigest
        var moved = Self.card
        moved.items[1] = .fill(Rect(x: -8, y: -8, width: 304, height: 104), radii: CornerRadii(12), color: Color(hex: "#F2F2F7")!)
        var recoloured = Self.card
        recoloured.items[1] = .fill(Rect(x: 8, y: 8, width: 304, height: 104), radii: CornerRadii(12), color: .white)
        var retexted = Self.card
        retexted.items[3] = .text(AttributedText("Salted caramel shake", TextAttributes(size: 17, color: .black, underline: true)),
                                  frame: Rect(x: 20, y: 20, width: 280, height: 22))
        var reimaged = Self.card
        reimaged.items[4] = .image(.bytes([0x89, 0x50, 0x4E, 0x48]), frame: Rect(x: 20, y: 50, width: 40, height: 40))
        var resized = Self.card
        resized.size.height += 1
        var reordered = Self.card
        reordered.items.swapAt(0, 1)
        let digests = [moved, recoloured, retexted, reimaged, resized, reordered].map(\.stableDigest)
        #expect(!digests.contains(base))
        #expect(Set(digests).count == digests.count)
    }

    @Test func stringsAreDelimited() {
        let split = [TextRun("ab"), TextRun("c")], joined = [TextRun("a"), TextRun("bc")]
        #expect(AttributedText(runs: split).stableDigest != AttributedText(runs: joined).stableDigest)
    }
}
