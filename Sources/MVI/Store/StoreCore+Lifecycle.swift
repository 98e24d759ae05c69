extension StoreCore {
    /// Closes the store: cancels every running intent, ends every stream once it has delivered what
    /// it still holds, and ignores later reduces and side effects. Idempotent.
    func close() {
        let (intents, stateWaiters, effectWaiters, actions) = locked.withLock { locked in
            guard !locked.isClosed else {
                return ([Task<Void, Never>](), [CheckedContinuation<(State, UInt64)?, Never>](),
                        [CheckedContinuation<SideEffect?, Never>](), [@Sendable () -> Void]())
            }
            locked.isClosed = true
            // State waiters have seen the latest state (they wait for a newer one) and effect
            // waiters exist only when nothing is held, so all of them end now.
            defer {
                locked.intents.removeAll()
                locked.stateWaiters.removeAll()
                locked.sideEffectWaiters.removeAll()
                locked.observers.removeAll()
                locked.observerIDs.removeAll()
                locked.closeActions.removeAll()
            }
            return (Array(locked.intents.values), Array(locked.stateWaiters.values),
                    locked.sideEffectWaiters.map(\.continuation), locked.closeActions)
        }
        for action in actions { action() }
        for intent in intents { intent.cancel() }
        for waiter in stateWaiters { waiter.resume(returning: nil) }
        for waiter in effectWaiters { waiter.resume(returning: nil) }
    }

    /// Runs `action` when the store closes (at once if it is closed already).
    @usableFromInline
    func onClose(_ action: @escaping @Sendable () -> Void) {
        let closed = locked.withLock { locked in
            if !locked.isClosed { locked.closeActions.append(action) }
            return locked.isClosed
        }
        if closed { action() }
    }

    var isClosed: Bool { locked.withLock { $0.isClosed } }

    /// The number of intents started and not yet finished (cancelled intents count until they return).
    var runningIntentCount: Int { locked.withLock { $0.runningIntents.count } }

    // MARK: Intents

    /// Starts `body` as a task owned by the store: it runs at once on the caller's thread until its
    /// first suspension, and is cancelled when the store closes.
    func startIntent(_ body: @escaping @Sendable (IntentScope<State, SideEffect>) async -> Void) -> IntentTask {
        let id: Int? = locked.withLock { locked in
            guard !locked.isClosed else { return nil }
            let id = locked.makeID()
            locked.runningIntents.insert(id)
            return id
        }
        guard let id else { return IntentTask(task: nil) }
        let scope = IntentScope(core: self)
        let task = Task.immediate { [self] in
            await body(scope)
            finishIntent(id)
        }
        let closedMeanwhile = locked.withLock { locked in
            // The body may already have finished synchronously; then there is nothing to keep.
            if locked.runningIntents.contains(id), !locked.isClosed { locked.intents[id] = task }
            return locked.isClosed
        }
        if closedMeanwhile { task.cancel() }
        return IntentTask(task: task)
    }

    private func finishIntent(_ id: Int) {
        locked.withLock { locked in
            locked.runningIntents.remove(id)
            locked.intents[id] = nil
        }
    }

    // MARK: Waiting (used by the streams)

    /// Suspends until the state's version differs from `seen`; `nil` once closed with nothing new.
    func nextState(after seen: UInt64?) async -> (State, UInt64)? {
        let id = locked.withLock { $0.makeWaiterID() }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let ready: (State, UInt64)?? = locked.withLock { locked in
                    if !locked.register(waiter: id) { return .some(nil) }
                    if seen != locked.version { return (locked.state, locked.version) }
                    if locked.isClosed { return .some(nil) }
                    locked.stateWaiters[id] = continuation
                    return nil
                }
                if let ready { continuation.resume(returning: ready) }
            }
        } onCancel: {
            let waiter = locked.withLock { locked in
                let waiter = locked.stateWaiters.removeValue(forKey: id)
                if waiter == nil { locked.cancel(unregistered: id) }
                return waiter
            }
            waiter?.resume(returning: nil)
        }
    }

    /// Takes the oldest held side effect, or suspends until one is posted; `nil` once closed and empty.
    func nextSideEffect() async -> SideEffect? {
        let id = locked.withLock { $0.makeWaiterID() }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let ready: SideEffect?? = locked.withLock { locked in
                    if !locked.register(waiter: id) { return .some(nil) }
                    if !locked.sideEffects.isEmpty { return locked.sideEffects.removeFirst() }
                    if locked.isClosed { return .some(nil) }
                    locked.sideEffectWaiters.append((id, continuation))
                    return nil
                }
                if let ready { continuation.resume(returning: ready) }
            }
        } onCancel: {
            let waiter = locked.withLock { locked in
                guard let index = locked.sideEffectWaiters.firstIndex(where: { $0.id == id }) else {
                    locked.cancel(unregistered: id)
                    return CheckedContinuation<SideEffect?, Never>?.none
                }
                return locked.sideEffectWaiters.remove(at: index).continuation
            }
            waiter?.resume(returning: nil)
        }
    }
}
