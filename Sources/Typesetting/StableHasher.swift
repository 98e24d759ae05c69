/// A hash that is the same in every process, on every run and machine: what a digest written to a
/// file (a snapshot's sidecar) is made with. Swift's `Hasher` is seeded per process, so
/// `hashValue` cannot be stored; this is fed explicitly, field by field, by ``StableHashable``.
///
/// Two 64-bit lanes (each step `(lane ^ word) × odd constant`, then an xor-shift that carries the
/// high bits down; both bijections, so a changed word always changes each lane), finalised by
/// SplitMix64's mixer: 128 bits, with no cancellation between equal flips in two words (which plain
/// word-wise FNV-1a has for, e.g., two sign bits). O(words fed); no allocation.
public struct StableHasher: Sendable {
    private var a: UInt64 = 0x243F_6A88_85A3_08D3
    private var b: UInt64 = 0x1319_8A2E_0370_7344
    private var count: UInt64 = 0

    public init() {}

    /// Feeds one 64-bit word.
    @inline(__always)
    public mutating func combine(_ word: UInt64) {
        a = (a ^ word) &* 0x9E37_79B9_7F4A_7C15
        a ^= a >> 32
        b = (b ^ word) &* 0xC2B2_AE3D_27D4_EB4F
        b ^= b >> 29
        count &+= 1
    }

    public mutating func combine(_ value: Int) { combine(UInt64(bitPattern: Int64(value))) }

    public mutating func combine(_ value: Bool) { combine(value ? 1 as UInt64 : 0) }

    /// The value's bits (so `0.0` and `-0.0` differ: a digest may only err towards "changed").
    public mutating func combine(_ value: Double) { combine(value.bitPattern) }

    /// The UTF-8 bytes, after their count (so `"ab", "c"` and `"a", "bc"` differ).
    public mutating func combine(_ string: String) {
        var string = string
        string.withUTF8 { combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// The bytes, after their count, eight at a time (the tail zero-padded).
    public mutating func combine(bytes: UnsafeRawBufferPointer) {
        combine(bytes.count)
        let words = bytes.count / 8
        for index in 0..<words {
            combine(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)))
        }
        var tail: UInt64 = 0
        for (shift, byte) in bytes[(words * 8)...].enumerated() { tail |= UInt64(byte) << (8 * UInt64(shift)) }
        if words * 8 < bytes.count { combine(tail) }
    }

    public mutating func combine(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { combine(bytes: $0) }
    }

    public mutating func combine(_ value: some StableHashable) { value.stableHash(into: &self) }

    /// An optional: a marker word, then the value when there is one.
    public mutating func combine(_ value: (some StableHashable)?) {
        if let value { combine(1 as UInt64); combine(value) } else { combine(0 as UInt64) }
    }

    /// The elements, after their count.
    public mutating func combine(_ values: [some StableHashable]) {
        combine(values.count)
        for value in values { combine(value) }
    }

    /// The 128-bit digest as 32 lowercase hex digits.
    public func finalized() -> String {
        func mix(_ value: UInt64) -> UInt64 {
            var z = value &+ 0x9E37_79B9_7F4A_7C15
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        func hex(_ value: UInt64) -> String {
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
        return hex(mix(a ^ count)) + hex(mix(b &+ count))
    }
}

/// A value that feeds every field that decides what it looks like into a ``StableHasher``.
///
/// When a type gains a stored property, its `stableHash(into:)` MUST feed it too (otherwise a
/// change of it would not invalidate digests); enums `switch` exhaustively, so a new case does not
/// compile until it is fed. Each case starts with a tag of its own.
public protocol StableHashable {
    func stableHash(into hasher: inout StableHasher)
}

extension StableHashable {
    /// The 128-bit digest of this value alone.
    public var stableDigest: String {
        var hasher = StableHasher()
        hasher.combine(self)
        return hasher.finalized()
    }
}

extension StableHashable where Self: RawRepresentable, RawValue == String {
    public func stableHash(into hasher: inout StableHasher) { hasher.combine(rawValue) }
}

extension String: StableHashable {
    public func stableHash(into hasher: inout StableHasher) { hasher.combine(self) }
}

extension Double: StableHashable {
    public func stableHash(into hasher: inout StableHasher) { hasher.combine(self) }
}

extension Color: StableHashable {
    public func stableHash(into hasher: inout StableHasher) {
        hasher.combine(red); hasher.combine(green); hasher.combine(blue); hasher.combine(alpha)
    }
}

extension FontWeight: StableHashable {
    public func stableHash(into hasher: inout StableHasher) { hasher.combine(value) }
}

extension WritingDirection: StableHashable {}
extension TextAlignment: StableHashable {}
extension LineBreakMode: StableHashable {}

extension LineHeight: StableHashable {
    public func stableHash(into hasher: inout StableHasher) {
        switch self {
        case .normal: hasher.combine(0 as UInt64)
        case .points(let value): hasher.combine(1 as UInt64); hasher.combine(value)
        case .multiple(let value): hasher.combine(2 as UInt64); hasher.combine(value)
        }
    }
}

extension ParagraphStyle: StableHashable {
    public func stableHash(into hasher: inout StableHasher) {
        hasher.combine(alignment); hasher.combine(lineHeight); hasher.combine(lineSpacing)
        hasher.combine(lineBreakMode); hasher.combine(maxLines); hasher.combine(baseDirection)
        hasher.combine(breaksWords)
    }
}

extension TextAttributes: StableHashable {
    public func stableHash(into hasher: inout StableHasher) {
        hasher.combine(family); hasher.combine(weight); hasher.combine(italic); hasher.combine(size)
        hasher.combine(color); hasher.combine(letterSpacing); hasher.combine(underline); hasher.combine(strikethrough)
    }
}

extension TextRun: StableHashable {
    public func stableHash(into hasher: inout StableHasher) {
        hasher.combine(text); hasher.combine(attributes)
    }
}

extension AttributedText: StableHashable {
    public func stableHash(into hasher: inout StableHasher) {
        hasher.combine(runs); hasher.combine(paragraph)
    }
}
