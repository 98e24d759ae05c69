import Observation
import MVI
import StoreObservation
import StoreTestSupport
import Testing

@MainActor
@Suite("StoreObservation: an Observable wrapper of a store")
struct ObservableStoreTests {
    @Test func theWrapperFollowsTheStoreAndNotifiesObservationTracking() async {
        let store = Store<Int, Never>(initial: 1)
        let model = ObservableStore(store)
        #expect(model.state == 1)
        let changed = Flag()
        withObservationTracking { _ = model.state } onChange: { changed.set() }
        store.reduce { $0 = 2 }
        await eventually { model.state == 2 }
        #expect(model.state == 2)
        #expect(changed.isSet)
    }

    @Test func releasingTheWrapperClosesTheStore() async {
        let store = Store<Int, Never>(initial: 0)
        var model: ObservableStore<Int, Never>? = ObservableStore(store)
        #expect(model?.isFollowing == true)
        model = nil
        await eventually { store.isClosed }
        #expect(store.isClosed)
    }

    @Test func aWrapperCanLeaveTheStoreOpen() async {
        let store = Store<Int, Never>(initial: 0)
        var model: ObservableStore<Int, Never>? = ObservableStore(store, closesStoreOnRelease: false)
        _ = model
        model = nil
        try? await Task.sleep(for: .milliseconds(5))
        #expect(!store.isClosed)
        store.close()
    }

    @Test func closingTheStoreStopsFollowing() async {
        let store = Store<Int, Never>(initial: 0)
        let model = ObservableStore(store)
        store.close()
        #expect(!model.isFollowing)
        store.reduce { $0 = 5 }
        try? await Task.sleep(for: .milliseconds(5))
        #expect(model.state == 0)
    }
}
