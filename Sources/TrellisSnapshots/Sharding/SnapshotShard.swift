import Foundation

/// One of `count` disjoint parts of a snapshot matrix, chosen by `TRELLIS_SNAPSHOT_SHARD=i/n` so a
/// CI job matrix spreads a large suite over machines. A snapshot belongs to the shard its name's
/// stable hash (64-bit FNV-1a of the UTF-8 bytes) selects — not to a position in a list, so adding
/// a screen does not move the others, and every process (whatever Swift's per-process hash seed)
/// agrees. The shards of one `n` are disjoint and together are the whole matrix.
public struct SnapshotShard: Sendable, Equatable, CustomStringConvertible {
    /// 1-based: `1...count`.
    public let index: Int
    public let count: Int

    /// The whole matrix.
    public static let all = SnapshotShard(uncheckedIndex: 1, count: 1)

    private init(uncheckedIndex index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// Shard `index` of `count`. - Throws: ``SnapshotShardError`` unless `1 ≤ index ≤ count`.
    public init(_ index: Int, of count: Int) throws(SnapshotShardError) {
        guard count >= 1, (1...count).contains(index) else { throw .outOfRange("\(index)/\(count)") }
        self.init(uncheckedIndex: index, count: count)
    }

    /// `i/n`, e.g. `2/4`. - Throws: ``SnapshotShardError`` naming the value.
    public init(parsing text: String) throws(SnapshotShardError) {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { throw .malformed(text) }
        guard count >= 1, (1...count).contains(index) else { throw .outOfRange(text) }
        self.init(uncheckedIndex: index, count: count)
    }

    /// The shard `TRELLIS_SNAPSHOT_SHARD` asks for; ``all`` when it is unset or empty.
    /// - Throws: ``SnapshotShardError`` for any other value that is not `i/n` with `1 ≤ i ≤ n`.
    public static func current(_ environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(SnapshotShardError) -> SnapshotShard {
        guard let value = environment[variable], !value.isEmpty else { return .all }
        return try SnapshotShard(parsing: value)
    }

    public static let variable = "TRELLIS_SNAPSHOT_SHARD"

    /// Whether the snapshot named `name` is in this shard. O(length of the name).
    public func contains(_ name: String) -> Bool {
        count == 1 || Int(Self.stableHash(name) % UInt64(count)) == index - 1
    }

    /// 64-bit FNV-1a of the UTF-8 bytes.
    public static func stableHash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }

    public var description: String { "\(index)/\(count)" }
}

/// A `TRELLIS_SNAPSHOT_SHARD` value that is not a shard.
public enum SnapshotShardError: Error, Equatable, CustomStringConvertible {
    /// Not two integers separated by `/`.
    case malformed(String)
    /// `i` is not within `1...n`, or `n` < 1.
    case outOfRange(String)

    public var description: String {
        switch self {
        case .malformed(let value):
            "\(SnapshotShard.variable)=\"\(value)\" is not a shard: expected i/n (e.g. 1/4), shard i of n"
        case .outOfRange(let value):
            "\(SnapshotShard.variable)=\"\(value)\" is out of range: i must be 1...n and n at least 1 (e.g. 1/4 ... 4/4)"
        }
    }
}
