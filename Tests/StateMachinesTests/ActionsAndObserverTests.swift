import Locking
import StateMachines
import Testing

/// A thread-safe list of what happened, in order.
final class Journal: Sendable {
    private let entries = Lock<[String]>([])
    func record(_ entry: String) { entries.withLock { $0.append(entry) } }
    var all: [String] { entries.withLock { $0 } }
}

@Suite("StateMachine: enter/exit actions and observers")
struct ActionsAndObserverTests {
    func journaledMachine(_ journal: Journal) -> MatterMachine {
        MatterMachine(initial: .solid) { machine in
            machine.state(.solid) { solid in
                solid.onEnter { journal.record("enter solid") }
                solid.onExit { journal.record("exit solid") }
                solid.on(.melt, to: .exactly(.liquid)) { .transition(to: .liquid) }
                solid.on(.freeze) { .stay(emit: .logFrozen) }
            }
            machine.state(.liquid) { liquid in
                liquid.onEnter { journal.record("enter liquid") }
                liquid.onExit { journal.record("exit liquid") }
                liquid.on(.freeze, to: .exactly(.solid)) { .transition(to: .solid) }
                liquid.on(.melt) { .transition(to: .liquid) }
            }
        }
    }

    @Test func exitRunsBeforeEnterAndBothBeforeObservers() {
        let journal = Journal()
        let machine = journaledMachine(journal)
        machine.observe { journal.record("observe \($0.from)->\($0.to)") }
        machine.transition(on: .melt)
        #expect(journal.all == ["exit solid", "enter liquid", "observe solid->liquid"])
    }

    @Test func theInitialStateIsNotEntered() {
        let journal = Journal()
        _ = journaledMachine(journal)
        #expect(journal.all.isEmpty)
    }

    @Test func aStayRunsNoActionsButAMoveWithinTheSameCaseRunsBoth() {
        let journal = Journal()
        let machine = journaledMachine(journal)
        #expect(machine.transition(on: .freeze).sideEffect == .logFrozen)
        #expect(journal.all.isEmpty)
        machine.transition(on: .melt)
        machine.transition(on: .melt)
        #expect(journal.all == ["exit solid", "enter liquid", "exit liquid", "enter liquid"])
    }

    @Test func invalidEventsRunNoActionsButAreObserved() {
        let journal = Journal()
        let machine = journaledMachine(journal)
        machine.observe { journal.record($0.isValid ? "valid" : "invalid") }
        machine.transition(on: .vaporize)
        #expect(journal.all == ["invalid"])
    }

    @Test func everyObserverSeesEveryTransitionInOrderUntilRemoved() {
        let journal = Journal()
        let machine = MatterMachine(matterDefinition())
        let first = machine.observe { journal.record("first \($0.event)") }
        machine.observe { journal.record("second \($0.event)") }
        machine.transition(on: .melt)
        machine.removeObserver(first)
        machine.transition(on: .freeze)
        #expect(journal.all == ["first melt", "second melt", "second freeze"])
    }

    @Test func aTransitionFromInsideAnObserverIsQueuedNotRecursed() {
        let journal = Journal()
        let machine = MatterMachine(matterDefinition())
        let depth = Lock(0)
        machine.observe { [weak machine] transition in
            let level = depth.withLock { $0 += 1; return $0 }
            defer { depth.withLock { $0 -= 1 } }
            journal.record("depth \(level): \(transition.event)")
            if transition.event == .melt {
                // Applied at once (its result is returned) but announced after this observer returns.
                let nested = machine?.transition(on: .vaporize)
                journal.record("nested result valid: \(nested?.isValid == true), state: \(machine!.state)")
            }
        }
        machine.transition(on: .melt)
        #expect(journal.all == [
            "depth 1: melt",
            "nested result valid: true, state: gas",
            "depth 1: vaporize",
        ])
        #expect(machine.state == .gas)
    }

    @Test func actionsMayTransitionTheMachineToo() {
        let machineBox = Lock<MatterMachine?>(nil)
        let machine = MatterMachine(initial: .solid) { machine in
            machine.state(.solid) { $0.on(.melt, to: .exactly(.liquid)) { .transition(to: .liquid) } }
            machine.state(.liquid) { liquid in
                // Boiling starts as soon as it is liquid.
                liquid.onEnter { _ = machineBox.withLock { $0 }?.transition(on: .vaporize) }
                liquid.on(.vaporize, to: .exactly(.gas)) { .transition(to: .gas) }
            }
        }
        machineBox.withLock { $0 = machine }
        let journal = Journal()
        machine.observe { journal.record("\($0.from)->\($0.to)") }
        machine.transition(on: .melt)
        #expect(journal.all == ["solid->liquid", "liquid->gas"])
        #expect(machine.state == .gas)
        machineBox.withLock { $0 = nil }
    }

    @Test func concurrentEventsAreAppliedOneAtATimeAndAllObserved() async {
        // A counter machine: every `melt` stays and emits; concurrent senders must lose nothing.
        let machine = StateMachine<Int, Int, Int>(initial: 0) { machine in
            machine.state(.any("count")) { count in
                count.on(.any("add")) { total, amount in .transition(to: total + amount, emit: amount) }
            }
        }
        let observed = Lock(0)
        machine.observe { transition in observed.withLock { $0 += transition.sideEffect ?? 0 } }
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask { for _ in 0..<1_000 { machine.transition(on: 1) } }
            }
        }
        #expect(machine.state == 8_000)
        #expect(observed.withLock { $0 } == 8_000)
    }
}
