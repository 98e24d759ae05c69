import Locking

extension StoreCore {
    func observe(_ observer: @escaping Observer) -> Int {
        locked.withLock { locked in
            let id = locked.makeID()
            locked.observers.append(observer)
            locked.observerIDs.append(id)
            return id
        }
    }

    func removeObserver(_ id: Int) {
        locked.withLock { locked in
            guard let index = locked.observerIDs.firstIndex(of: id) else { return }
            locked.observerIDs.remove(at: index)
            locked.observers.remove(at: index)
        }
    }

    /// Under the lock: decides who announces `change`. Returns it with the observers when this
    /// thread must deliver now; queues it when another delivery is in progress (a reduce from an
    /// observer, or another thread), so announcements keep their order and never recurse.
    @inlinable
    static func announce(_ change: Change, in locked: inout Locked) -> (Change, [Observer])? {
        guard !locked.observers.isEmpty else { return nil }
        guard !locked.isDelivering else {
            locked.pendingChanges.append(change)
            return nil
        }
        locked.isDelivering = true
        return (change, locked.observers)
    }

    /// Outside the lock: announces `change`, then whatever was queued meanwhile.
    @inlinable
    func deliver(_ change: Change, to observers: [Observer]) {
        for observer in observers { observer(change) }
        while true {
            let (batch, observers) = locked.withLock { locked -> ([Change], [Observer]) in
                guard !locked.pendingChanges.isEmpty else {
                    locked.isDelivering = false
                    return ([], [])
                }
                defer { locked.pendingChanges = [] }
                return (locked.pendingChanges, locked.observers)
            }
            if batch.isEmpty { return }
            for change in batch {
                for observer in observers { observer(change) }
            }
        }
    }
}
