import Render
import Synchronization
import Testing
import TrellisElements
import TrellisCatalog
import TrellisFlows
import TrellisScreens

@Suite("Inbox feature: fling, swipe to delete, new mail while scrolled, push and interactive back")
struct InboxFlowTests {
    let catalog = Catalog.demo()

    @Test("A fling through 10,000 rows decelerates frame by frame, each frame a few mount instructions")
    func flingThroughTenThousandRows() async throws {
        let flow = try await Flow.start(catalog.feature(named: "inbox"), scenario: "large")
        try await flow.fling("messages", velocity: Point(x: 0, y: -4_000))
        var offsets: [Double] = []
        var instructions: [Int] = []
        var last = await flow.core.instructionCount
        while await flow.core.isAnimating, offsets.count < 600 {
            await flow.advance(by: .milliseconds(16))
            offsets.append(try #require(await flow.scrollExtents["messages"]?.offset))
            let count = await flow.core.instructionCount
            instructions.append(count - last)
            last = count
        }
        #expect(offsets.count > 30, "it moved for a while: \(offsets.count) frames")
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 }, "toward the end, never back")
        #expect(offsets.last! > 2_000, "far into the list: \(offsets.last!)")
        #expect(instructions.max()! <= 40, "at most 40 instructions a frame: \(instructions)")
        #expect(await flow.scrollExtents["messages"]!.mountedRows < 30, "only a window is mounted")
    }

    @Test("Swiping a row left deletes it; the rows below move up through the list diff, animated")
    func swipeToDelete() async throws {
        let flow = try await Flow.start(catalog.feature(named: "inbox"), scenario: "default")
        let deleted = try await flow.frame(of: "m0")
        let below = try await flow.frame(of: "m1")
        try await flow.swipe("m0", direction: .left)
        #expect(await flow.performed.last?.name == "delete")
        #expect(await flow.props(InboxProps.self)?.messages.first?.id == "m1")
        #expect(await flow.core.isAnimating)
        var tops: [Double] = []
        while await flow.core.isAnimating, tops.count < 100 {
            await flow.advance(by: .milliseconds(50))
            tops.append(try await flow.frame(of: "m1").minY)
        }
        #expect(tops.count >= 4)
        #expect(tops.contains { $0 < below.minY - 1 && $0 > deleted.minY + 1 }, "in between: \(tops)")
        #expect(abs(tops.last! - deleted.minY) < 0.5, "m1 took m0's place: \(tops)")
    }

    @Test("Mail arriving while the list is scrolled keeps the visible rows in place (scroll anchoring)")
    func newMailKeepsTheVisibleRowsInPlace() async throws {
        let flow = try await Flow.start(catalog.feature(named: "inbox"), scenario: "default")
        try await flow.drag("messages", by: Point(x: 0, y: -300))
        await flow.finishMotion()
        let shown = try #require(await flow.scrollExtents["messages"]?.visibleRows.dropFirst().first)
        let before = try await flow.frame(of: shown)
        await flow.advance(by: .seconds(5))   // "new1" arrives
        #expect(await flow.props(InboxProps.self)?.messages.first?.id == "new1")
        await flow.finishMotion()
        let after = try await flow.frame(of: shown)
        #expect(abs(after.minY - before.minY) < 0.5, "\(before) → \(after)")
    }

    @Test("Tapping a row pushes its message (sliding in); the back swipe follows the finger, then pops")
    func pushAndInteractiveBack() async throws {
        let flow = try await Flow.start(catalog.feature(named: "inbox"), scenario: "default")
        try await flow.tap("m2")
        #expect(await flow.props(InboxProps.self)?.detail?.message.id == "m2")
        let width = await flow.core.size.width
        var pushX: [Double] = []
        while await flow.core.isAnimating, pushX.count < 100 {
            await flow.advance(by: .milliseconds(50))
            pushX.append(try await flow.frame(of: "detail-m2").minX)
        }
        #expect(pushX.contains { $0 > 1 && $0 < width - 1 }, "slid in: \(pushX)")
        #expect(pushX.last == 0)

        let xs = FrameLog()
        try await flow.back { tree in
            xs.append(tree.node(key: "detail-m2").map(\.frame.minX))
        }
        let followed = xs.values.compactMap { $0 }
        #expect(followed.contains { $0 > 20 && $0 < width / 2 }, "the detail followed the finger: \(followed)")
        #expect(await flow.props(InboxProps.self)?.detail == nil, "popped")
        await flow.finishMotion()
        #expect(await flow.mounted.node(key: "detail-m2") == nil)
        #expect(await flow.mounted.node(key: "m2") != nil, "the list is back")
    }

    @Test("After a swipe, a push and the back swipe, a 300 pt drag scrolls the list by 300 pt")
    func dragAfterGoingBackScrollsByTheWholeDistance() async throws {
        let flow = try await Flow.start(catalog.feature(named: "inbox"), scenario: "default")
        try await flow.swipe("m0", direction: .left)
        await flow.finishMotion()
        try await flow.tap("m2")
        await flow.finishMotion()
        try await flow.back()
        await flow.finishMotion()
        let before = try await flow.frame(of: "m6")
        try await flow.drag("m4", by: Point(x: 0, y: -300))
        await flow.finishMotion()
        let after = try await flow.frame(of: "m6")
        #expect(abs(before.minY - after.minY - 300) < 0.5, "\(before) → \(after)")
    }

    @Test("On iPhone SE the folder chips scroll by drag, and selecting a chip scrolls it fully into view")
    func chipRowScrollsAndSelectionIsBroughtIntoView() async throws {
        let flow = try await Flow.start(catalog.feature(named: "inbox"), scenario: "default",
                                        on: DisplayConfiguration(device: .iPhoneSE))
        try await flow.drag("folders", by: Point(x: -120, y: 0))
        let folders = try #require(await flow.scrollExtents["folders"])
        #expect(folders.offset == 120, "\(folders)")
        #expect(await flow.scrollExtents["messages"]?.offset == 0, "the list did not move")
        let props = try #require(await flow.props(InboxProps.self))
        await flow.core.perform(try #require(props.folders).select, "Newsletters")
        await flow.advance(by: .zero)
        var frames = 0
        while await flow.core.isAnimating, frames < 100 {
            await flow.advance(by: .milliseconds(16))
            frames += 1
        }
        #expect(frames > 3, "the row scrolled in frames")
        let row = try await flow.frame(of: "folders")
        let chip = try await flow.frame(of: "Newsletters")
        #expect(chip.minX >= row.minX - 0.5 && chip.maxX <= row.maxX + 0.5, "\(chip) inside \(row)")
    }
}

/// Frames seen by a callback, in order.
final class FrameLog: Sendable {
    private let storage = Synchronization.Mutex<[Double?]>([])
    var values: [Double?] { storage.withLock { $0 } }
    func append(_ value: Double?) { storage.withLock { $0.append(value) } }
}
