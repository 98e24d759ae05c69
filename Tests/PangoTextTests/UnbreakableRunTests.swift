import Foundation
import PangoText
import Testing
import Typesetting

/// A pasted token: letters and digits only, so no line break opportunity anywhere (UAX #14).
func token(_ count: Int) -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
    return String((0..<count).map { alphabet[($0 * 7 + $0 / 64) % alphabet.count] })
}

/// The fastest of `runs` timings of `body`, in seconds (the fastest is the least disturbed by
/// other jobs on the machine).
func fastest(runs: Int = 3, _ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    return (0..<runs).map { _ in
        let elapsed = clock.measure(body)
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }.min() ?? 0
}

/// Timed, so one at a time and each with a measurer of its own (no other test waits on its lock).
@Suite("Pango measurer: runs without break opportunities", .serialized)
struct UnbreakableRunTests {
    let measurer = PangoMeasurer()
    let body = TextAttributes(family: "DejaVu Sans", size: 13)

    @Test("measuring a run without break opportunities takes time linear in its length")
    func linearInLength() {
        let short = AttributedText(token(10_000), body), long = AttributedText(token(80_000), body)
        var lines = 0
        let shortTime = fastest { lines = measurer.measure(short, width: 300, mode: .atMost, scale: 3).lines.count }
        let longTime = fastest { lines = measurer.measure(long, width: 300, mode: .atMost, scale: 3).lines.count }
        #expect(lines > 1_600)
        // 8 times the characters: 8 times the time when linear, 64 times when quadratic.
        #expect(longTime < 20 * shortTime, "10,000 characters: \(shortTime) s, 80,000: \(longTime) s")
    }

    @Test("a line limit bounds the work: 3 lines of a 100,000-character run cost a small part of all its lines",
          arguments: [LineBreakMode.wordWrap, .truncateTail])
    func lineLimitBoundsTheWork(mode: LineBreakMode) {
        let text = token(100_000)
        let all = AttributedText(text, body)
        let limited = AttributedText(text, body, paragraph: ParagraphStyle(lineBreakMode: mode, maxLines: 3))
        var layout = TextLayout.empty
        let allTime = fastest(runs: 1) { _ = measurer.measure(all, width: 300, mode: .atMost, scale: 3) }
        let limitedTime = fastest { layout = measurer.measure(limited, width: 300, mode: .atMost, scale: 3) }
        #expect(layout.lines.count == 3)
        #expect(layout.isTruncated)
        #expect(limitedTime < allTime / 4, "all lines: \(allTime) s, 3 lines: \(limitedTime) s")
    }
}
