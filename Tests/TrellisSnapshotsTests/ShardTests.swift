import Foundation
import Testing
import TrellisElements
import TrellisCatalog
import TrellisScreens
@testable import TrellisSnapshots

/// `TRELLIS_SNAPSHOT_SHARD=i/n`: a deterministic, name-hashed 1/n of a matrix.
@Suite struct ShardTests {
    /// The project's whole matrix: every sample of every screen on six devices, light and dark, LTR and RTL.
    static let names: [String] = {
        let matrix = ConfigurationMatrix(devices: Device.catalog, colorSchemes: [.light, .dark],
                                         layoutDirections: [.leftToRight, .rightToLeft])
        return Catalog.demo().entries.flatMap { entry in
            SnapshotVerifier.cases(entry, matrix).map { SnapshotVerifier.name($0.0, $0.2, $0.3) }
        }
    }()

    @Test("the hash is 64-bit FNV-1a of the UTF-8 bytes, the same in every process")
    func stableHashIsFNV1a() {
        // The published FNV-1a test vectors: no per-process seed (Swift's Hasher has one).
        #expect(SnapshotShard.stableHash("") == 0xcbf2_9ce4_8422_2325)
        #expect(SnapshotShard.stableHash("a") == 0xaf63_dc4c_8601_ec8c)
        #expect(SnapshotShard.stableHash("foobar") == 0x8594_4171_f739_67e8)
    }

    @Test("the shards of n are disjoint and together are the whole matrix", arguments: [1, 2, 3, 4, 7])
    func shardsPartitionTheMatrix(count: Int) throws {
        #expect(Self.names.count > 400)
        var seen: [String: Int] = [:]
        for index in 1...count {
            let shard = try SnapshotShard(index, of: count)
            let part = Self.names.filter(shard.contains)
            #expect(!part.isEmpty, "shard \(shard) is empty")
            for name in part {
                #expect(seen[name] == nil, "\(name) is in shards \(seen[name] ?? 0) and \(index)")
                seen[name] = index
            }
        }
        #expect(Set(seen.keys) == Set(Self.names))
    }

    @Test("membership depends on the name, not on the order or the other names")
    func membershipIsDeterministic() throws {
        let shard = try SnapshotShard(parsing: "2/3")
        let forward = Self.names.filter(shard.contains)
        let backward = Self.names.reversed().filter(shard.contains)
        #expect(forward == backward.reversed())
        let fewer = Array(Self.names.dropFirst(100)).filter(shard.contains)
        #expect(fewer == forward.filter { !Self.names.prefix(100).contains($0) })
        #expect(try SnapshotShard(parsing: " 2/3 ") == shard)
    }

    @Test("bad values name the variable, the value and the expected form",
          arguments: ["3", "a/b", "1/2/3", "1/", "/2", "0/3", "4/3", "1/0", "-1/2"])
    func badValuesAreClearErrors(value: String) {
        #expect(throws: SnapshotShardError.self) { try SnapshotShard.current(["TRELLIS_SNAPSHOT_SHARD": value]) }
        do {
            _ = try SnapshotShard.current(["TRELLIS_SNAPSHOT_SHARD": value])
        } catch {
            #expect(error.description.contains("TRELLIS_SNAPSHOT_SHARD=\"\(value)\""))
            #expect(error.description.contains("1/4"))
        }
    }

    @Test("unset or empty means the whole matrix")
    func unsetMeansAll() throws {
        #expect(try SnapshotShard.current([:]) == .all)
        #expect(try SnapshotShard.current(["TRELLIS_SNAPSHOT_SHARD": ""]) == .all)
        #expect(Self.names.allSatisfy(SnapshotShard.all.contains))
    }

    @Test("a verifier checks only its shard's cases, and the shards' outcomes add up to the matrix")
    func verifiersCheckTheirShard() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shards-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let entry = try Catalog.demo().entry(named: "login")
        let cases = SnapshotVerifier.cases(entry, ConfigurationMatrix(devices: [.iPhoneSE], colorSchemes: [.light, .dark]))
        var names: [String] = []
        for index in 1...2 {
            let verifier = SnapshotVerifier(directory: directory, artifacts: directory, record: .never,
                                            shard: try SnapshotShard(index, of: 2))
            names += await verifier.check(cases).map(\.name)
        }
        #expect(names.sorted() == cases.map { SnapshotVerifier.name($0.0, $0.2, $0.3) }.sorted())
    }

    @Test("a bad TRELLIS_SNAPSHOT_SHARD fails every check with the error instead of checking something else")
    func aBadVariableFailsTheChecks() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shards-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let verifier = SnapshotVerifier(directory: directory, artifacts: directory, record: .never,
                                        environment: ["TRELLIS_SNAPSHOT_SHARD": "3/2"])
        #expect(verifier.settingErrors.count == 1)
        let entry = try Catalog.demo().entry(named: "login")
        let outcomes = await verifier.check(SnapshotVerifier.cases(entry, ConfigurationMatrix(devices: [.iPhoneSE])))
        #expect(outcomes.count == entry.samples.count)
        for outcome in outcomes {
            #expect(outcome.status == .failed)
            #expect(outcome.message.contains("TRELLIS_SNAPSHOT_SHARD=\"3/2\" is out of range"))
        }
    }
}
