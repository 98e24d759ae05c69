import PangoText
import Testing
import Typesetting

@Suite("Pango measurer from many threads")
struct ConcurrencyTests {
    @Test("concurrent measurements equal serial ones, cached or not")
    func concurrentEqualsSerial() async {
        let texts = (0..<100).map { AttributedText("Строка номер \($0): BMW 5 Series", dejaVu17) }
        let serial = texts.map { sharedMeasurer.measure($0, width: 120, mode: .atMost, scale: 3) }
        let cached = sharedMeasurer.cached(capacity: 50)
        let results = await withTaskGroup(of: (Int, TextLayout, TextLayout).self) { group in
            for _ in 0..<3 {
                for (index, text) in texts.enumerated() {
                    group.addTask {
                        (index, sharedMeasurer.measure(text, width: 120, mode: .atMost, scale: 3),
                         cached.measure(text, width: 120, mode: .atMost, scale: 3))
                    }
                }
            }
            var all: [(Int, TextLayout, TextLayout)] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 300)
        #expect(results.allSatisfy { serial[$0.0] == $0.1 && serial[$0.0] == $0.2 })
        #expect(cached.count <= 50)
    }
}
