import CairoRender
import Foundation
import JSONFuzzing
import JSONPaths
import PropsJSON
import TrellisCatalog

/// The two decoders that take JSON from outside (issue 31), fuzzed the same way in `make test`
/// (a small count) and by `DecoderFuzz` (a large one).
public enum DecoderFuzzing {
    /// Every screen of `catalog` decodes mutated Props: case `n` is screen `n % screens`, its
    /// fuzzer starting from the Props JSON of that screen's samples, decoded against a sample's
    /// Props (their Commands re-attached), strict and lenient in turn. Accepted Props are encoded
    /// again, so the encoder sees every value the decoder lets through.
    public static func props(of catalog: Catalog, cases: Int, seed: UInt64, run: FuzzRun = FuzzRun()) -> FuzzReport {
        let entries = catalog.entries
        var fuzzers = entries.enumerated().map { index, entry in
            JSONFuzzer(seed: seed &+ UInt64(index), corpus: entry.samples.compactMap { try? [UInt8](entry.json(of: $0.props)) })
        }
        return run.run(cases: cases, document: { fuzzers[$0 % entries.count].next() }, decode: { number, bytes in
            let entry = entries[number % entries.count]
            let current = entry.samples[(number / entries.count) % entry.samples.count].props
            do throws(PropsJSONError) {
                let decoded = try entry.props(fromJSON: Data(bytes), commandsOf: current, strict: number % 2 == 0)
                _ = try? entry.json(of: decoded)
                return .accepted
            } catch {
                return .refused(path: error.path, message: error.description)
            }
        })
    }

    /// Display lists decode from mutations of `corpus` (JSON display lists) and random documents.
    public static func displayLists(corpus: [[UInt8]], cases: Int, seed: UInt64, run: FuzzRun = FuzzRun()) -> FuzzReport {
        var fuzzer = JSONFuzzer(seed: seed, corpus: corpus)
        let base = URL(fileURLWithPath: "/nonexistent-fuzz-base", isDirectory: true)
        return run.run(cases: cases, document: { _ in fuzzer.next() }, decode: { number, bytes in
            do throws(DisplayListDecodingError) {
                _ = try DisplayListDecoder.decode(Data(bytes), baseDirectory: number % 2 == 0 ? base : nil)
                return .accepted
            } catch {
                return .refused(path: error.path, message: error.description)
            }
        })
    }

    /// The committed display lists the fuzzer starts from: `Tests/CairoRenderTests/Fixtures/*.json`.
    /// - Parameter package: The package's root folder.
    public static func displayListCorpus(in package: URL) throws -> [[UInt8]] {
        let fixtures = package.appendingPathComponent("Tests/CairoRenderTests/Fixtures")
        return try FileManager.default.contentsOfDirectory(atPath: fixtures.path).filter { $0.hasSuffix(".json") }.sorted()
            .map { try [UInt8](Data(contentsOf: fixtures.appendingPathComponent($0))) }
    }
}
