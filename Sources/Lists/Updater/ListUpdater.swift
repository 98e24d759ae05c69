/// Keeps a `ListHost` showing the latest model, without UIKit: each new model is diffed off the
/// caller's thread into the host's batch updates.
///
/// - Updates are serialised: one is computed at a time, each diffed against the model the host
///   shows (so batches always start from what is on screen).
/// - While one is computed, newer requests replace the older pending one: only the latest
///   pending model is computed next, the replaced ones finish as `.superseded`.
/// - Diff, in-place reload detection and size precalculation for new and changed items run off
///   the main actor (a detached task); only `ListHost.apply` runs on the main actor.
/// - `cancelAll()` stops the running computation and drops the pending one; the host never
///   sees them.
///
/// Threading: MUST run on main (the class is main-actor isolated).
@MainActor
public final class ListUpdater {
    /// The host kept up to date.
    public let host: any ListHost
    /// The model the host shows.
    public private(set) var model = ListModel()

    private var sizeCache = SizeCache()
    private var running: Request?
    private var pending: Request?

    /// An updater for `host`, which starts out showing an empty model.
    public init(host: any ListHost) {
        self.host = host
    }

    /// Requests that the host show `model`. Returns at once; the task finishes with the
    /// request's outcome.
    @discardableResult
    public func update(to model: ListModel) -> Task<ListUpdateOutcome, Never> {
        update { model }
    }

    /// Requests that the host show the model `makeModel` builds. The builder runs off the main
    /// actor, only if the request is not superseded first. Returns at once.
    @discardableResult
    public func update(_ makeModel: @escaping @Sendable () -> ListModel) -> Task<ListUpdateOutcome, Never> {
        let request = Request(makeModel: makeModel)
        if running == nil {
            start(request)
        } else {
            pending?.finish(.superseded)
            pending = request
        }
        return Task { await request.outcome() }
    }

    /// Stops the running computation and drops the pending request (both finish as
    /// `.cancelled`). The host keeps showing the current model.
    public func cancelAll() {
        pending?.finish(.cancelled)
        pending = nil
        if let running {
            running.isCancelled = true
            running.task?.cancel()
        }
    }

    /// Whether a computation is running or pending.
    public var isBusy: Bool { running != nil || pending != nil }

    private func start(_ request: Request) {
        running = request
        let old = model
        let cache = sizeCache
        let width = host.contentWidth
        let makeModel = request.makeModel
        // The task keeps the updater alive until the request finishes, so every caller waiting
        // on an outcome gets one.
        request.task = Task.detached(priority: .userInitiated) {
            let result = UpdateComputation(old: old, new: makeModel(), width: width, sizeCache: cache).run()
            await self.finish(request, result)
        }
    }

    /// Applies a finished computation. The model is set before the host sees it and `running`
    /// stays set until the host returns, so an `update` called from inside `ListHost.apply`
    /// (paging from `onDisplay`) is diffed against this model and waits as the pending request.
    private func finish(_ request: Request, _ result: (ListUpdate, SizeCache)?) {
        if let (update, cache) = result, !request.isCancelled {
            model = update.model
            sizeCache = cache
            host.apply(update)
            request.finish(.applied)
        } else {
            request.finish(.cancelled)
        }
        running = nil
        if let next = pending {
            pending = nil
            start(next)
        }
    }

    /// One request and the callers waiting for its outcome.
    @MainActor
    final class Request {
        let makeModel: @Sendable () -> ListModel
        var task: Task<Void, Never>?
        var isCancelled = false
        private var result: ListUpdateOutcome?
        private var waiters: [CheckedContinuation<ListUpdateOutcome, Never>] = []

        init(makeModel: @escaping @Sendable () -> ListModel) {
            self.makeModel = makeModel
        }

        func finish(_ outcome: ListUpdateOutcome) {
            guard result == nil else { return }
            result = outcome
            for waiter in waiters { waiter.resume(returning: outcome) }
            waiters = []
        }

        func outcome() async -> ListUpdateOutcome {
            if let result { return result }
            return await withCheckedContinuation { waiters.append($0) }
        }
    }
}
