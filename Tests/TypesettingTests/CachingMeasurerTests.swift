import Testing
import Typesetting

/// Counts how often it is asked, to see what the cache answers.
final class CountingMeasurer: TextMeasurer {
    let base = FixedAdvanceMeasurer()
    let calls = Counter()

    func measure(_ text: AttributedText, width: Double, mode: TextMeasureMode, scale: Double) -> TextLayout {
        calls.increment()
        return base.measure(text, width: width, mode: mode, scale: scale)
    }
}

@Suite("LRU cache")
struct LRUCacheTests {
    @Test("the least recently used entry is evicted first; reading refreshes an entry")
    func evictionOrder() {
        var cache = LRUCache<String, Int>(capacity: 2)
        cache.insert(1, for: "a")
        cache.insert(2, for: "b")
        #expect(cache.value(for: "a") == 1)  // "b" is now the oldest
        cache.insert(3, for: "c")
        #expect(cache.value(for: "b") == nil)
        #expect(cache.value(for: "a") == 1)
        #expect(cache.value(for: "c") == 3)
        #expect(cache.count == 2)
    }

    @Test("capacity 0 stores nothing; re-inserting replaces the value")
    func edgeCases() {
        var off = LRUCache<Int, Int>(capacity: 0)
        off.insert(1, for: 1)
        #expect(off.value(for: 1) == nil)
        var cache = LRUCache<Int, Int>(capacity: 3)
        cache.insert(1, for: 7)
        cache.insert(2, for: 7)
        #expect(cache.value(for: 7) == 2)
        #expect(cache.count == 1)
    }

    @Test("many insertions keep exactly the most recent `capacity` keys")
    func bounded() {
        var cache = LRUCache<Int, Int>(capacity: 100)
        for i in 0..<10_000 { cache.insert(i, for: i) }
        #expect(cache.count == 100)
        #expect((9_900..<10_000).allSatisfy { cache.value(for: $0) == $0 })
        #expect(cache.value(for: 9_899) == nil)
    }
}

@Suite("Caching measurer")
struct CachingMeasurerTests {
    @Test("a repeated question is answered from the cache with an equal layout")
    func hits() {
        let counting = CountingMeasurer()
        let cached = CachingMeasurer(counting, capacity: 10)
        let text = AttributedText("hello world")
        let first = cached.measure(text, width: 50, mode: .atMost, scale: 2)
        let second = cached.measure(text, width: 50, mode: .atMost, scale: 2)
        #expect(first == second)
        #expect(counting.calls.value == 1)
        #expect(cached.statistics.hits == 1 && cached.statistics.misses == 1)
    }

    @Test("width, mode, scale and attributes are all part of the key")
    func keyParts() {
        let counting = CountingMeasurer()
        let cached = CachingMeasurer(counting, capacity: 10)
        let text = AttributedText("hello")
        _ = cached.measure(text, width: 50, mode: .atMost, scale: 2)
        _ = cached.measure(text, width: 60, mode: .atMost, scale: 2)
        _ = cached.measure(text, width: 50, mode: .exactly, scale: 2)
        _ = cached.measure(text, width: 50, mode: .atMost, scale: 3)
        _ = cached.measure(AttributedText("hello", TextAttributes(weight: .bold)), width: 50, mode: .atMost, scale: 2)
        #expect(counting.calls.value == 5)
        // Undefined mode ignores the width, so these share one entry.
        _ = cached.measure(text, width: 1, mode: .undefined, scale: 2)
        _ = cached.measure(text, width: 2, mode: .undefined, scale: 2)
        #expect(counting.calls.value == 6)
    }

    @Test("texts are keyed by their UTF-8 bytes: a change in any byte, or another encoding, is another entry")
    func byteKeys() {
        let counting = CountingMeasurer()
        let cached = CachingMeasurer(counting, capacity: 10)
        for text in ["Проверьте автомобиль", "Проверьте автомобилЬ", "Проверьте автомобиль", "café", "cafe\u{301}",
                     String("Проверьте автомобиль".reversed().reversed())] {
            _ = cached.measure(AttributedText(text), width: 50, mode: .atMost, scale: 2)
        }
        // The third and the last are byte-for-byte the first; "café" precomposed ≠ decomposed.
        #expect(counting.calls.value == 4)
        #expect(cached.statistics.hits == 2)
    }

    @Test("concurrent use from many tasks gives the same layouts as serial use")
    func concurrent() async {
        let cached = CachingMeasurer(FixedAdvanceMeasurer(), capacity: 64)
        let texts = (0..<200).map { AttributedText("word \($0) and more words") }
        let serial = texts.map { FixedAdvanceMeasurer().measure($0, width: 70, mode: .atMost, scale: 2) }
        let results = await withTaskGroup(of: (Int, TextLayout).self) { group in
            for _ in 0..<4 {
                for (index, text) in texts.enumerated() {
                    group.addTask { (index, cached.measure(text, width: 70, mode: .atMost, scale: 2)) }
                }
            }
            var all: [(Int, TextLayout)] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 800)
        #expect(results.allSatisfy { serial[$0.0] == $0.1 })
        #expect(cached.count <= 64)
    }
}

/// Which measurers a layout session may treat as the same one.
@Suite struct MeasurerIdentityTests {
    @Test func objectsAreIdentifiedByInstance() {
        let counting = CountingMeasurer()
        #expect(counting.measurerIdentity == counting.measurerIdentity)
        #expect(counting.measurerIdentity != CountingMeasurer().measurerIdentity)
    }

    @Test func valuesAreIdentifiedByTypeAndValue() {
        #expect(FixedAdvanceMeasurer().measurerIdentity == FixedAdvanceMeasurer().measurerIdentity)
        #expect(FixedAdvanceMeasurer(advance: 10).measurerIdentity != FixedAdvanceMeasurer(advance: 11).measurerIdentity)
        #expect(MeasurerIdentity(value: 1) != MeasurerIdentity(value: 1.0), "an Int is not a Double")
    }

    @Test func aCachingWrapperHasItsBasesIdentity() {
        let counting = CountingMeasurer()
        #expect(CachingMeasurer(counting).measurerIdentity == counting.measurerIdentity)
        #expect(CachingMeasurer(FixedAdvanceMeasurer()).measurerIdentity == FixedAdvanceMeasurer().measurerIdentity)
        #expect(CachingMeasurer(counting).measurerIdentity != CachingMeasurer(CountingMeasurer()).measurerIdentity)
    }
}
