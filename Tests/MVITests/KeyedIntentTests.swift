import MVI
import Testing

@Suite("Store: intents started under a key, one running per key")
struct KeyedIntentTests {
    enum Key: Hashable, Sendable { case ticker, search }

    /// An intent that runs until cancelled.
    static func waitForever(_ scope: IntentScope<Int, Never>) async {
        while !Task.isCancelled { await Task.yield() }
    }

    @Test func startingUnderAKeyCancelsTheIntentRunningUnderIt() async {
        let store = Store<Int, Never>(initial: 0)
        let first = store.intent(id: Key.ticker) { await Self.waitForever($0) }
        let second = store.intent(id: Key.ticker) { await Self.waitForever($0) }
        await first.finish()
        #expect(first.isCancelled)
        #expect(!second.isCancelled)
        #expect(store.runningIntentCount == 1)
        store.close()
    }

    @Test func otherKeysAndUnkeyedIntentsAreLeftRunning() async {
        let store = Store<Int, Never>(initial: 0)
        let ticker = store.intent(id: Key.ticker) { await Self.waitForever($0) }
        let plain = store.intent { await Self.waitForever($0) }
        let search = store.intent(id: Key.search) { await Self.waitForever($0) }
        store.cancelIntent(id: Key.search)
        await search.finish()
        #expect(search.isCancelled && !ticker.isCancelled && !plain.isCancelled)
        store.close()
    }

    @Test func cancellingAKeyWithNothingRunningDoesNothingAndAFinishedKeyCanStartAgain() async {
        let store = Store<Int, Never>(initial: 0)
        store.cancelIntent(id: Key.ticker)
        await store.intent(id: Key.ticker) { scope in scope.reduce { $0 += 1 } }.finish()
        let again = store.intent(id: Key.ticker) { scope in scope.reduce { $0 += 1 } }
        await again.finish()
        #expect(store.state == 2 && !again.isCancelled)
        #expect(store.runningIntentCount == 0)
    }

    @Test func keysOfDifferentTypesWithEqualValuesAreDifferentKeys() async {
        enum Other: Hashable, Sendable { case ticker }
        let store = Store<Int, Never>(initial: 0)
        let one = store.intent(id: Key.ticker) { await Self.waitForever($0) }
        let other = store.intent(id: Other.ticker) { await Self.waitForever($0) }
        let number = store.intent(id: 0) { await Self.waitForever($0) }
        #expect(!one.isCancelled && !other.isCancelled && !number.isCancelled)
        store.close()
    }
}
