// `trellis layout`: lay out, check or benchmark JSON layout cases (DESIGN.md schema).
import ArgumentParser
import Foundation
import JSONPaths
import LayoutCases

struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out, check or benchmark flexbox layout cases (JSON, see DESIGN.md).",
        discussion: """
            trellis layout FILE|-                       print the computed layout of each case
            trellis layout --check FILE...              compare with "expected" (tolerance 1e-3)
            trellis layout --bench [--runs N] FILE...   time the layout of each case (JSON lines)
            """
    )

    @Flag(help: "Compare each case with its \"expected\" layout; exit 1 when one differs.")
    var check = false

    @Flag(help: "Time the layout of each case (one JSON line per case).")
    var bench = false

    @Option(help: ArgumentHelp("Runs per case with --bench.", valueName: "n"))
    var runs = 20

    @Argument(help: ArgumentHelp("Case files ('-': standard input).", valueName: "file"))
    var files: [String] = []

    func validate() throws {
        if runs <= 0 { throw ValidationError("--runs needs a positive integer") }
        if files.isEmpty { throw ValidationError("missing FILE") }
        if check && bench { throw ValidationError("give --check or --bench, not both") }
        if !check && !bench && files.count != 1 {
            throw ValidationError("give exactly one FILE (or - for stdin) to print layouts")
        }
    }

    func run() throws {
        try ExitCode.check(Self.run(files: files, check: check, bench: bench, runs: runs))
    }

    static func run(files: [String], check: Bool, bench: Bool, runs: Int) -> Int32 {
        // Decode everything first so bad input fails before anything is printed.
        var inputs: [(cases: [LayoutCase], isArray: Bool)] = []
        for file in files {
            let data: Data
            do {
                data = try readInput(file)
            } catch {
                printError("\(file): cannot read: \(error.localizedDescription)")
                return 2
            }
            do {
                inputs.append(try CaseDecoder.decode(Array(data)))
            } catch {
                // One line naming the JSON path (and the file, unless it is stdin).
                printError(file == "-" ? "\(error)" : "\(file): \(error)")
                return 2
            }
        }
        if check { return runCheck(inputs.flatMap(\.cases)) }
        if bench {
            for layoutCase in inputs.flatMap(\.cases) { print(layoutCase.bench(runs: runs).json) }
            return 0
        }
        let (cases, isArray) = inputs[0]
        let results = cases.map { $0.run() }
        for (index, result) in results.enumerated() {
            if let place = result.firstNonFinite() {
                let casePath = isArray ? JSONPath.root.appending(index: index) : .root
                printError("\(files[0] == "-" ? "" : files[0] + ": ")\(casePath): the layout overflowed at \(place) "
                           + "(sizes this large do not fit the engine's 32-bit floats)")
                return 2
            }
        }
        let layouts = results.map(\.json)
        print(isArray ? "[" + layouts.joined(separator: ",\n") + "]" : layouts[0])
        return 0
    }

    static func runCheck(_ cases: [LayoutCase]) -> Int32 {
        var passed = 0, failed = 0, skipped = 0
        for layoutCase in cases {
            if layoutCase.skip != nil {
                skipped += 1
                continue
            }
            guard let expected = layoutCase.expected else {
                print("FAIL \(layoutCase.name): no \"expected\" layout")
                failed += 1
                continue
            }
            if let difference = expected.firstDifference(from: layoutCase.run()) {
                print("FAIL \(layoutCase.name): \(difference)")
                failed += 1
            } else {
                passed += 1
            }
        }
        print("\(passed) passed, \(failed) failed, \(skipped) skipped")
        return failed == 0 ? 0 : 1
    }
}
