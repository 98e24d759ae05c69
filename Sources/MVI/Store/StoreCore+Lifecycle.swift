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
    func startIntent(key: IntentKey? = nil,
                     _ body: @escaping @Sendable (IntentScope<State, SideEffect>) async -> Void) -> IntentTask {
        let started: (id: Int, replaced: Task<Void, Never>?)? = locked.withLock { locked in
            guard !locked.isClosed else { return nil }
            let id = locked.makeID()
            locked.runningIntents.insert(id)
            guard let key else { return (id, nil) }
            let replaced = locked.keyedIntents[key].flatMap { Self.cancelling($0, in: &locked) }
            locked.keyedIntents[key] = id
            locked.keysOfIntents[id] = key
            return (id, replaced)
        }
        guard let (id, replaced) = started else { return IntentTask(task: nil) }
        // The one this replaces stops before the new body runs its first line.
        replaced?.cancel()
        let scope = IntentScope(core: self)
        let task = Task.immediate { [self] in
            await body(scope)
            finishIntent(id)
        }
        let cancelNow = locked.withLock { locked in
            // The body may already have finished synchronously; then there is nothing to keep.
            if locked.runningIntents.contains(id), !locked.isClosed { locked.intents[id] = task }
            return locked.isClosed || locked.cancelledEarly.remove(id) != nil
        }
        if cancelNow { task.cancel() }
        return IntentTask(task: task)
    }

    /// Cancels the running intent started under `key`, if any.
    func cancelIntent(key: IntentKey) {
        let task = locked.withLock { locked in locked.keyedIntents[key].flatMap { Self.cancelling($0, in: &locked) } }
        task?.cancel()
    }

    /// The task of intent `id` to cancel outside the lock; `nil` when it is not kept yet (it is
    /// then cancelled as soon as it is).
    private static func cancelling(_ id: Int, in locked: inout Locked) -> Task<Void, Never>? {
        if let task = locked.intents[id] { return task }
        if locked.runningIntents.contains(id) { locked.cancelledEarly.insert(id) }
        return nil
    }

    private func finishIntent(_ id: Int) {
        locked.withLock { locked in
            locked.runningIntents.remove(id)
            locked.intents[id] = nil
            locked.cancelledEarly.remove(id)
            if let key = locked.keysOfIntents.removeValue(forKey: id), locked.keyedIntents[key] == id {
                locked.keyedIntents[key] = nil
            }
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
