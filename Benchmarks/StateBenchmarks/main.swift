// Release-build benchmark executable: `swift build -c release --product StateBenchmarks`, then run
// `.build/release/StateBenchmarks`. Prints the median per-event cost of 1,000,000 events through a
// StateMachine and through a Store (synchronous reduce), with 0 and 10 observers each storing the
// latest value, plus the Store's conflating AsyncSequence with 10 consumers.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import StateMachines
import MVI

let events = 1_000_000
let runs = 7

/// Median of `runs` timings of `body`, as microseconds per event: wall-clock time, and the CPU
/// time of the calling thread (on a shared, loaded machine the second is the steadier figure).
func medianMicroseconds(_ body: () -> Void) -> (wall: Double, cpu: Double) {
    var wall: [Double] = []
    var cpu: [Double] = []
    for _ in 0..<runs {
        let (wallStart, cpuStart) = (now(CLOCK_MONOTONIC), now(CLOCK_THREAD_CPUTIME_ID))
        body()
        wall.append((now(CLOCK_MONOTONIC) - wallStart) * 1e6 / Double(events))
        cpu.append((now(CLOCK_THREAD_CPUTIME_ID) - cpuStart) * 1e6 / Double(events))
    }
    return (wall.sorted()[runs / 2], cpu.sorted()[runs / 2])
}

func now(_ clock: clockid_t) -> Double {
    var time = timespec()
    clock_gettime(clock, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Optional argument: run only the benchmarks whose name contains it (e.g. `StateMachine`).
let filter = CommandLine.arguments.dropFirst().first

func run(_ name: String, _ benchmark: () async -> (wall: Double, cpu: Double)) async {
    guard filter.map({ name.contains($0) }) ?? true else { return }
    report(name, await benchmark())
}

func report(_ name: String, _ time: (wall: Double, cpu: Double)) {
    func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
    print(name + String(repeating: " ", count: max(1, 54 - name.count))
          + "\(rounded(time.wall)) µs/event (thread CPU \(rounded(time.cpu)) µs)")
}

/// Where an observer stores the latest value. Observers are called one at a time, so no lock.
final class LatestValue<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}

// MARK: StateMachine — Tinder's matter example, every event valid.

enum Matter: Equatable, Sendable { case solid, liquid, gas }
enum Phase: Equatable, Sendable { case melt, vaporize, condense, freeze }

func matterMachine() -> StateMachine<Matter, Phase, Int> {
    StateMachine(initial: .solid) { machine in
        machine.state(.solid) { $0.on(.melt, to: .exactly(.liquid)) { .transition(to: .liquid, emit: 1) } }
        machine.state(.liquid) { liquid in
            liquid.on(.vaporize, to: .exactly(.gas)) { .transition(to: .gas, emit: 2) }
            liquid.on(.freeze, to: .exactly(.solid)) { .transition(to: .solid, emit: 3) }
        }
        machine.state(.gas) { $0.on(.condense, to: .exactly(.liquid)) { .transition(to: .liquid, emit: 4) } }
    }
}

let cycle: [Phase] = [.melt, .vaporize, .condense, .freeze]

func benchmarkMachine(observers: Int) -> (wall: Double, cpu: Double) {
    let machine = matterMachine()
    let sinks = (0..<observers).map { _ in LatestValue(Matter.solid) }
    for sink in sinks { machine.observe { sink.value = $0.to } }
    let time = medianMicroseconds {
        for index in 0..<events { machine.transition(on: cycle[index & 3]) }
    }
    precondition(machine.state == .solid && sinks.allSatisfy { $0.value == .solid })
    return time
}

// MARK: Store — synchronous reduce.

func benchmarkStore(observers: Int) -> (wall: Double, cpu: Double) {
    let store = Store<Int, Never>(initial: 0)
    let sinks = (0..<observers).map { _ in LatestValue(0) }
    for sink in sinks {
        store.observe { change in if case .state(let value) = change { sink.value = value } }
    }
    let time = medianMicroseconds {
        for _ in 0..<events { store.reduce { $0 &+= 1 } }
    }
    precondition(store.state == events * runs && sinks.allSatisfy { $0.value == store.state })
    return time
}

/// A store mirroring a machine: the state layer's full path for one event.
func benchmarkMirroringStore() -> (wall: Double, cpu: Double) {
    let machine = matterMachine()
    let store = Store(mirroring: machine)
    let time = medianMicroseconds {
        for index in 0..<events { machine.transition(on: cycle[index & 3]) }
    }
    precondition(store.state == .solid)
    _ = store.drainSideEffects()
    return time
}

/// 10 consumers iterating `store.states` while one producer reduces: conflation means consumers
/// wake up only as often as they can keep up, not once per event.
func benchmarkStateStream(consumers: Int) async -> (wall: Double, cpu: Double) {
    let store = Store<Int, Never>(initial: 0)
    let tasks = (0..<consumers).map { _ in
        Task {
            var latest = 0
            for await value in store.states { latest = value }
            return latest
        }
    }
    let time = medianMicroseconds {
        for _ in 0..<events { store.reduce { $0 &+= 1 } }
    }
    store.close()
    for task in tasks {
        let latest = await task.value
        precondition(latest == events * runs)
    }
    return time
}

print("StateBenchmarks: \(events) events, median of \(runs) runs")
await run("StateMachine, 0 observers") { benchmarkMachine(observers: 0) }
await run("StateMachine, 10 observers storing the latest") { benchmarkMachine(observers: 10) }
await run("Store (sync reduce), 0 observers") { benchmarkStore(observers: 0) }
await run("Store (sync reduce), 10 observers storing the latest") { benchmarkStore(observers: 10) }
await run("Store mirroring a StateMachine, 0 observers") { benchmarkMirroringStore() }
await run("Store, 10 consumers of the conflating state stream") { await benchmarkStateStream(consumers: 10) }
