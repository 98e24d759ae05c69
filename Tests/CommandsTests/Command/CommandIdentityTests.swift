import Locking
import Commands
import MVI
import StateMachines
import Testing

@Suite("Command: identity, binding, performing")
struct CommandIdentityTests {
    @Test func aCommandEqualsItsCopiesButNotAnotherCommandWithTheSameName() {
        let first = Command("login") {}
        let copy = first
        let other = Command("login") {}
        #expect(first == copy)
        #expect(first != other)
        #expect(first.hashValue == copy.hashValue)
    }

    @Test func bindingToEqualHashableValuesGivesEqualCommands() {
        let select = CommandWith<Int>("select") { _ in }
        #expect(select.bind(to: 3) == select.bind(to: 3))
        #expect(select.bind(to: 3) != select.bind(to: 4))
        #expect(select.bind(to: 3) != CommandWith<Int>("select") { _ in }.bind(to: 3))
        #expect(Set([select.bind(to: 1), select.bind(to: 1), select.bind(to: 2)]).count == 2)
    }

    @Test func bindingPassesTheValueAndKeepsTheName() {
        let received = Lock<[Int]>([])
        let select = CommandWith<Int>("select") { value in received.withLock { $0.append(value) } }
        let bound = select.bind(to: 7)
        bound()
        bound()
        #expect(received.withLock { $0 } == [7, 7])
        #expect(bound.name == "select")
    }

    @Test func nopCommandsAreAllEqualAndDoNothing() {
        #expect(Command.nop == Command.nop)
        #expect(CommandWith<String>.nop == CommandWith<String>.nop)
        #expect(Command.nop != Command("nop") {})
        Command.nop()
    }

    @Test func aPlainCommandRunsSynchronouslyOnTheCaller() {
        let count = Lock(0)
        let increment = Command("increment") { count.withLock { $0 += 1 } }
        increment()
        increment()
        #expect(count.withLock { $0 } == 2)
    }

    @Test func aCommandCarriesItsDebugNameAndCreationSite() {
        let line: UInt = #line + 1
        let command = Command("save") {}
        #expect(command.line == line)
        #expect("\(command.file)".hasSuffix("CommandIdentityTests.swift"))
        #expect(command.description == "Command(save)")
        #expect(command.debugDescription.contains("CommandIdentityTests.swift:\(line)"))
    }
}

@Suite("Command: dispatching on actors and executors")
struct CommandDispatchTests {
    actor Counter {
        var value = 0
        func increment() { value += 1 }
    }

    @Test func aCommandDispatchedOnAnActorRunsIsolatedToThatActor() async {
        let counter = Counter()
        // `assumeIsolated` traps unless the body really runs on `counter`.
        let command = Command("count") { counter.assumeIsolated { $0.increment() } }.dispatched(on: counter)
        await command.perform()
        await command.perform()
        #expect(await counter.value == 2)
    }

    @Test func callingADispatchedCommandSchedulesTheBodyOnTheMainActor() async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            let command = Command("ui") {
                MainActor.assumeIsolated { done.resume() }
            }.dispatched(on: MainActor.shared)
            command()
        }
    }

    @Test func dispatchesOfTheSameCommandOnTheSameActorAreEqual() {
        let counter = Counter()
        let command = Command("count") {}
        #expect(command.dispatched(on: counter) == command.dispatched(on: counter))
        #expect(command.dispatched(on: counter) != command.dispatched(on: Counter()))
        #expect(command.dispatched(on: counter) != command)
        #expect(command.dispatched(on: MainActor.shared) == command.dispatched(on: MainActor.shared))
    }

    @Test func aCommandDispatchedOnATaskExecutorRunsThroughThatExecutor() async {
        let executor = CountingExecutor()
        let ran = Lock(false)
        let command = CommandWith<Bool>("flag") { value in ran.withLock { $0 = value } }
            .dispatched(on: executor)
        await command.perform(true)
        #expect(ran.withLock { $0 })
        #expect(executor.jobs.withLock { $0 } > 0)
    }
}

/// A task executor that counts the jobs it is given and runs each at once on the enqueuing thread.
final class CountingExecutor: TaskExecutor {
    let jobs = Lock(0)

    func enqueue(_ job: consuming ExecutorJob) {
        jobs.withLock { $0 += 1 }
        job.runSynchronously(on: asUnownedTaskExecutor())
    }
}
