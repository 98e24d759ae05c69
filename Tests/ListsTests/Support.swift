import Diffing
import Foundation
import Lists
import Synchronization

/// A text row: one 20-point line per 40 characters-worth of width (8 points per character).
struct TextCell: ListCell, Hashable {
    var text: String
    func size(fittingWidth width: Double) -> ListSize {
        let lines = max(1, Int((Double(text.count * 8) / width).rounded(.up)))
        return ListSize(width: width, height: Double(lines * 20))
    }
}

/// Marks the main dispatch queue, which runs the main actor's jobs on every platform (on Linux
/// it may be drained by a thread other than the process's first one, so `Thread.isMainThread`
/// does not tell whether code runs on the main actor).
let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

/// Whether the caller runs on the main queue, i.e. on the main actor.
func isOnMainActor() -> Bool { DispatchQueue.getSpecific(key: mainQueueKey) == true }

/// What happened where: size calls and host calls, with whether they ran on the main actor.
final class EventLog: Sendable {
    struct Event: Equatable, Sendable {
        var what: String
        var onMainThread: Bool
    }

    private let events = Mutex<[Event]>([])

    init() { _ = mainQueueKey }

    func record(_ what: String) {
        let event = Event(what: what, onMainThread: isOnMainActor())
        events.withLock { $0.append(event) }
    }

    var all: [Event] { events.withLock { $0 } }
    var names: [String] { all.map(\.what) }
}

/// A cell that logs every size calculation (and can block in it until a gate opens).
struct ProbeCell: ListCell {
    var text: String
    var log: EventLog
    var gate: Gate?

    func isContentEqual(to other: any ListCell) -> Bool { (other as? ProbeCell)?.text == text }

    func size(fittingWidth width: Double) -> ListSize {
        log.record("size \(text)")
        gate?.wait()
        return ListSize(width: width, height: Double(10 * text.count))
    }
}

/// A cell whose view can be updated in place when only its text changed (an in-place update).
struct BadgeCell: ListCell, Hashable {
    var count: Int
    func size(fittingWidth width: Double) -> ListSize { ListSize(width: width, height: 44) }
    func canUpdateView(showing previous: any ListCell) -> Bool { previous is BadgeCell }
}

/// A one-shot gate a background computation can wait on.
final class Gate: Sendable {
    private let semaphore = DispatchSemaphore(value: 0)
    func wait() { semaphore.wait() }
    func open() { semaphore.signal() }
}

/// A model of one section with rows `texts`, ids = texts.
func model(_ texts: [String], section: String = "main") -> ListModel {
    ListModel(sections: [ListSection(id: section, items: texts.map { ListItem(id: $0, cell: TextCell(text: $0)) })])
}

/// Waits (yielding the main actor) until `condition` holds, at most ~5 s.
@MainActor
func eventually(_ condition: () -> Bool) async {
    for _ in 0..<500 where !condition() {
        try? await Task.sleep(for: .milliseconds(10))
    }
}

/// A cell that logs its size calculations and its content comparisons.
struct ComparingCell: ListCell {
    var text: String
    var log: EventLog

    func isContentEqual(to other: any ListCell) -> Bool {
        log.record("compare")
        return (other as? ComparingCell)?.text == text
    }

    func size(fittingWidth width: Double) -> ListSize {
        log.record("size \(text)")
        return ListSize(width: width, height: Double(10 * text.count))
    }
}

/// A list host that records the updates it is given and checks nothing.
@MainActor
final class RecordingListHost: ListHost {
    var contentWidth: Double = 320
    private(set) var updates: [ListUpdate] = []
    func apply(_ update: ListUpdate) { updates.append(update) }
}
