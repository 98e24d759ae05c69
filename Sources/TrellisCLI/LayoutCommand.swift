// `trellis layout`: lay out, check or benchmark JSON layout cases (DESIGN.md schema).
import Foundation
import JSONPaths
import LayoutCases

enum LayoutCommand {
    static let usage = """
        usage: trellis layout FILE|-                       print the computed layout of each case
               trellis layout --check FILE...              compare with "expected" (tolerance 1e-3)
               trellis layout --bench [--runs N] FILE...   time the layout of each case (JSON lines)
        """

    static func run(_ args: [String]) -> Int32 {
        var check = false, bench = false
        var runs = 20
        var files: [String] = []
        var index = 0
        while index < args.count {
            let arg = args[index]
            switch arg {
            case "--check": check = true
            case "--bench": bench = true
            case "--runs":
                index += 1
                guard index < args.count, let value = Int(args[index]), value > 0 else {
                    printError("trellis layout: --runs needs a positive integer\n" + usage)
                    return 2
                }
                runs = value
            case "-h", "--help":
                print(usage)
                return 0
            default:
                if arg.hasPrefix("--") {
                    printError("trellis layout: unknown option \(arg)\n" + usage)
                    return 2
                }
                files.append(arg)
            }
            index += 1
        }
        guard !files.isEmpty, !(check && bench) else {
            printError(usage)
            return 2
        }
        if !check && !bench && files.count != 1 {
            printError("trellis layout: give exactly one FILE (or - for stdin) to print layouts\n" + usage)
            return 2
        }
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
