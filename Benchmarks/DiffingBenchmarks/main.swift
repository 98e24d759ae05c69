// Release-build benchmark executable: `swift build -c release --product DiffingBenchmarks`,
// then `.build/release/DiffingBenchmarks`. Prints medians of 10 runs.
//
// Workload: DifferenceKit's published one. From n elements with UUID-formatted string ids,
// delete n/5 (5,000: 1,000) or n/10, insert as many, move n/25 or n/50, and optionally update
// 4,000 (content change with the same id). Ids come from a seeded generator, so every run
// diffs the same data.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Diffing
import SeededRandom

struct Element: Diffable, Sendable {
    var id: String
    var version: Int
    var diffID: String { id }
    func isContentEqual(to other: Element) -> Bool { version == other.version }
}

/// "xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx", upper-case like `UUID().uuidString`.
func uuid(_ rng: inout SeededGenerator) -> String {
    let hex = Array("0123456789ABCDEF".utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(36)
    var bits = rng.next()
    var more = rng.next()
    for k in 0..<32 {
        if k == 16 { bits = more; more = 0 }
        var nibble = Int(bits & 15)
        bits >>= 4
        if k == 12 { nibble = 4 }
        if k == 16 { nibble = 8 | (nibble & 3) }
        if k == 8 || k == 12 || k == 16 || k == 20 { bytes.append(UInt8(ascii: "-")) }
        bytes.append(hex[nibble])
    }
    return String(decoding: bytes, as: UTF8.self)
}

struct Workload {
    var name: String
    var source: [Element]
    var target: [Element]

    init(count: Int, deletes: Int, inserts: Int, moves: Int, updates: Int, seed: UInt64) {
        name = "\(count) elements: -\(deletes) +\(inserts) ~\(moves) moves" + (updates > 0 ? ", \(updates) updates" : "")
        var rng = SeededGenerator(seed: seed)
        source = (0..<count).map { _ in Element(id: uuid(&rng), version: 0) }
        var indices = Array(0..<count)
        indices.shuffle(using: &rng)
        let deleted = Set(indices[0..<deletes])
        let moved = Array(indices[deletes..<(deletes + moves)])
        let movedSet = Set(moved)
        var kept: [Element] = []
        kept.reserveCapacity(count)
        for (k, element) in source.enumerated() where !deleted.contains(k) && !movedSet.contains(k) {
            kept.append(element)
        }
        // Updates: bump the version of `updates` kept elements.
        var updatable = Array(kept.indices)
        updatable.shuffle(using: &rng)
        for k in updatable.prefix(updates) { kept[k].version = 1 }
        // Inserts and moved elements land at random slots, merged in one pass.
        var incoming: [(slot: Int, element: Element)] = moved.map { [source] in (Int.random(in: 0...kept.count, using: &rng), source[$0]) }
        for _ in 0..<inserts { incoming.append((Int.random(in: 0...kept.count, using: &rng), Element(id: uuid(&rng), version: 0))) }
        incoming.sort { $0.slot < $1.slot }
        target = []
        target.reserveCapacity(kept.count + incoming.count)
        var next = 0
        for (slot, element) in kept.enumerated() {
            while next < incoming.count, incoming[next].slot == slot { target.append(incoming[next].element); next += 1 }
            target.append(element)
        }
        while next < incoming.count { target.append(incoming[next].element); next += 1 }
    }
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
}

func median(runs: Int = 10, _ body: () -> Int) -> (median: Double, checksum: Int, fastest: Double) {
    var times: [Double] = []
    var checksum = 0
    let clock = ContinuousClock()
    for _ in 0..<runs {
        var result = 0
        let elapsed = clock.measure { result = body() }
        checksum &+= result
        times.append(seconds(elapsed))
    }
    times.sort()
    return ((times[runs / 2 - 1] + times[runs / 2]) / 2, checksum, times[0])
}

/// A field of /proc/self/status in KiB ("VmRSS", "VmHWM"), or nil off Linux.
func procStatusKiB(_ field: String) -> Int? {
    guard let file = fopen("/proc/self/status", "r") else { return nil }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 256)
    while fgets(&line, 256, file) != nil {
        let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if text.hasPrefix(field + ":") {
            return Int(text.dropFirst(field.count + 1).filter(\.isNumber))
        }
    }
    return nil
}

/// Peak memory of `body` above what the process held before it, in KiB: frees unused heap,
/// resets the kernel's peak-RSS mark (`/proc/self/clear_refs` = 5), runs `body`, reads the
/// peak. Linux only (nil elsewhere).
func peakGrowthKiB(_ body: () -> Int) -> Int? {
    #if canImport(Glibc)
    // glibc's malloc_trim is not in the Glibc module map; look it up.
    if let trim = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") {
        _ = unsafeBitCast(trim, to: (@convention(c) (Int) -> Int32).self)(0)
    }
    guard let file = fopen("/proc/self/clear_refs", "w") else { return nil }
    fputs("5", file)
    fclose(file)
    guard let before = procStatusKiB("VmRSS") else { return nil }
    _ = body()
    guard let peak = procStatusKiB("VmHWM") else { return nil }
    return peak - before
    #else
    return nil
    #endif
}

func report(_ label: String, _ value: Double) {
    print(label + String(repeating: " ", count: max(1, 72 - label.count)) + format6(value) + " s")
}

func format6(_ value: Double) -> String {
    let micro = Int((value * 1_000_000).rounded())
    let whole = micro / 1_000_000
    let fraction = String(micro % 1_000_000)
    return "\(whole)." + String(repeating: "0", count: 6 - fraction.count) + fraction
}

func heckel(_ w: Workload) -> Int { Changeset(from: w.source, to: w.target).operationCount }

print("DiffingBenchmarks: median of 10 runs (release)")
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "profile", arguments.count >= 2, let runs = Int(arguments[1]) {
    // For profilers: `profile RUNS [COUNT]` diffs the COUNT-element workload (default
    // 100,000) RUNS times and prints nothing else.
    let count = arguments.count > 2 ? Int(arguments[2]) ?? 100_000 : 100_000
    let large = Workload(count: count, deletes: count / 10, inserts: count / 10, moves: count / 50, updates: 0, seed: 3)
    var total = 0
    for _ in 0..<runs { total &+= heckel(large) }
    print(total)
    exit(0)
}
if CommandLine.arguments.dropFirst().first == "100000" {
    // Quick profile target: only the 100,000-element workload, 30 runs.
    let large = Workload(count: 100_000, deletes: 10_000, inserts: 10_000, moves: 2_000, updates: 0, seed: 3)
    let result = median(runs: 30) { heckel(large) }
    report("Changeset (Heckel) " + large.name, result.median)
    report("  fastest of 30", result.fastest)
    let baseline = median(runs: 30) { HeckelBaseline.diff(large.source, large.target).count }
    report("baseline: textbook Heckel " + large.name, baseline.median)
    report("  fastest of 30", baseline.fastest)
    exit(0)
}
let small = Workload(count: 5_000, deletes: 1_000, inserts: 1_000, moves: 200, updates: 0, seed: 1)
let smallUpdated = Workload(count: 5_000, deletes: 1_000, inserts: 1_000, moves: 200, updates: 4_000, seed: 2)
report("Changeset (Heckel) " + small.name, median { heckel(small) }.median)
report("Changeset (Heckel) " + smallUpdated.name, median { heckel(smallUpdated) }.median)
report("baseline: textbook Heckel (IGListDiff-style) " + small.name, median { HeckelBaseline.diff(small.source, small.target).count }.median)
report("minimalEditScript (Myers) " + small.name, median {
    Changeset<FlatSection, Element>.minimalEditScript(from: small.source, to: small.target).operationCount
}.median)
report("stdlib difference(from:).inferringMoves() " + small.name, median {
    small.target.map(\.id).difference(from: small.source.map(\.id)).inferringMoves().count
}.median)

let large = Workload(count: 100_000, deletes: 10_000, inserts: 10_000, moves: 2_000, updates: 0, seed: 3)
report("Changeset (Heckel) " + large.name, median { heckel(large) }.median)
if let growth = peakGrowthKiB({ heckel(large) }) {
    print("  peak memory of one 100,000-element diff (RSS above the inputs): \(growth) KiB")
}
if let growth = peakGrowthKiB({ HeckelBaseline.diff(large.source, large.target).count }) {
    print("  peak memory of the textbook Heckel baseline, same workload: \(growth) KiB")
}
report("baseline: textbook Heckel (IGListDiff-style) " + large.name, median { HeckelBaseline.diff(large.source, large.target).count }.median)
let largeUpdated = Workload(count: 100_000, deletes: 10_000, inserts: 10_000, moves: 2_000, updates: 4_000, seed: 4)
report("Changeset (Heckel) " + largeUpdated.name, median { heckel(largeUpdated) }.median)
report("baseline: textbook Heckel (IGListDiff-style) " + largeUpdated.name, median { HeckelBaseline.diff(largeUpdated.source, largeUpdated.target).count }.median)

let huge = Workload(count: 1_000_000, deletes: 100_000, inserts: 100_000, moves: 20_000, updates: 0, seed: 5)
report("Changeset (Heckel) " + huge.name, median { heckel(huge) }.median)
