import Foundation
import JSONPaths
import TrellisElements

/// The Commands performed in the gallery's runtimes, in order, for the page's action log: kept (the
/// last `capacity`) and streamed to every subscriber (the server-sent events of `/api/actions`).
///
/// Threading: an actor; runtimes report from their own isolation through `record`, streams are
/// read by the HTTP handlers' tasks.
actor ActionLog {
    /// One performed Command: what the runtime reported, where and when.
    struct Entry: Sendable {
        /// 1, 2, … in the order recorded.
        var sequence: Int
        var command: PerformedCommand
        var screen: String
        var sample: String
        /// Wall-clock time of the tap.
        var date: Date

        var json: JSONValue {
            .object([
                ("sequence", .number(Double(sequence))),
                ("name", .string(command.name)),
                ("value", command.value.map(JSONValue.string) ?? .null),
                ("time", .number(command.time)),
                ("at", .string(date.formatted(.iso8601))),
                ("screen", .string(screen)),
                ("sample", .string(sample)),
            ])
        }
    }

    private let capacity: Int
    private var entries: [Entry] = []
    private var sequence = 0
    private var subscribers: [Int: AsyncStream<Entry>.Continuation] = [:]
    private var nextSubscriber = 0

    init(capacity: Int = 200) {
        self.capacity = capacity
    }

    /// Keeps `command` and sends it to every subscriber.
    @discardableResult
    func record(_ command: PerformedCommand, screen: String, sample: String) -> Entry {
        sequence += 1
        let entry = Entry(sequence: sequence, command: command, screen: screen, sample: sample, date: Date())
        entries.append(entry)
        if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
        for continuation in subscribers.values { continuation.yield(entry) }
        return entry
    }

    /// The kept entries after `sequence`, oldest first.
    func entries(after sequence: Int) -> [Entry] {
        entries.filter { $0.sequence > sequence }
    }

    /// The entries recorded from now on, until the stream's reader goes away.
    func subscribe() -> AsyncStream<Entry> {
        let (stream, continuation) = AsyncStream.makeStream(of: Entry.self, bufferingPolicy: .bufferingNewest(capacity))
        let token = nextSubscriber
        nextSubscriber += 1
        subscribers[token] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { await self?.unsubscribe(token) }
        }
        return stream
    }

    private func unsubscribe(_ token: Int) {
        subscribers[token] = nil
    }

    /// Ends every stream (the server is stopping).
    func finish() {
        for continuation in subscribers.values { continuation.finish() }
        subscribers = [:]
    }
}
