/// Where a command's body runs: on the caller's thread, on an actor, or on a task executor.
enum CommandTarget: Sendable {
    case caller
    case actor(any Actor)
    case executor(any TaskExecutor)

    /// Runs `work` now (caller) or schedules it on the target without waiting.
    func schedule(_ work: @escaping @Sendable () -> Void) {
        switch self {
        case .caller:
            work()
        case .actor(let actor):
            Task { await Self.run(work, isolatedTo: actor) }
        case .executor(let executor):
            Task(executorPreference: executor) { work() }
        }
    }

    /// Runs `work` on the target and returns when it has finished.
    func run(_ work: @escaping @Sendable () -> Void) async {
        switch self {
        case .caller:
            work()
        case .actor(let actor):
            await Self.run(work, isolatedTo: actor)
        case .executor(let executor):
            await withTaskExecutorPreference(executor) { work() }
        }
    }

    /// Entering a function with an `isolated` parameter is how Swift hops onto an arbitrary actor.
    private static func run(_ work: @Sendable () -> Void, isolatedTo actor: isolated any Actor) {
        work()
    }
}

extension CommandWith {
    /// The same command, performed on `actor`: calling it schedules the body on the actor (e.g.
    /// `MainActor.shared` for a command that touches UI) and `perform(_:)` awaits it there.
    ///
    /// Equal to any other dispatch of the same command on the same actor.
    public func dispatched(on actor: any Actor) -> Self {
        Self(name: name, file: file, line: line, identity: identity.dispatched(on: actor),
             body: body, target: .actor(actor))
    }

    /// The same command, performed on a task executor (e.g. a custom executor owning a thread).
    ///
    /// Equal to any other dispatch of the same command on the same executor.
    public func dispatched(on executor: any TaskExecutor) -> Self {
        Self(name: name, file: file, line: line, identity: identity.dispatched(on: executor),
             body: body, target: .executor(executor))
    }
}
