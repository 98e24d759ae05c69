import Foundation

/// A task executor on one thread of its own. swift-snapshot-testing's strategies are synchronous,
/// but a screen renders through actors; blocking a cooperative thread while the render waits for
/// another would deadlock a parallel test run on a 2-core machine. Renders for strategies run here
/// (actors without a custom executor honour the task's executor preference), so the blocked test
/// thread never waits for the cooperative pool.
final class RenderThread: TaskExecutor, @unchecked Sendable {
    static let shared = RenderThread()

    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []  // guarded by `condition`

    private init() {
        let thread = Thread { [self] in run() }
        thread.name = "trellis-snapshot-render"
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    private func run() {
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }

    /// Runs `work` on the render thread and waits for it.
    static func blocking<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) throws -> T {
        let box = ResultBox<T>()
        Task(executorPreference: shared) {
            do { box.fulfil(.success(try await work())) } catch { box.fulfil(.failure(error)) }
        }
        return try box.wait().get()
    }
}

private final class ResultBox<T: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var result: Result<T, any Error>?  // guarded by `condition`

    func fulfil(_ value: Result<T, any Error>) {
        condition.lock()
        result = value
        condition.signal()
        condition.unlock()
    }

    func wait() -> Result<T, any Error> {
        condition.lock()
        defer { condition.unlock() }
        while result == nil { condition.wait() }
        return result!
    }
}
