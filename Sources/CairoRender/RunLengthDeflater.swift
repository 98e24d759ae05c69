/// A zlib stream (RFC 1950/1951) written with deflate's fixed Huffman code and run-length
/// matches only ("repeat the previous byte", distance 1).
///
/// Made for filtered PNG rows of UI screenshots: after the "Up" filter most bytes are zero, in
/// long runs, which cost one literal plus one match per 258 bytes; runs of zeros are found eight
/// bytes at a time. Other bytes are plain 8- or 9-bit literals, so photos compress worse than
/// with zlib — in exchange it runs several times faster than zlib at any level, and its output
/// depends only on the input. The Adler-32 checksum is kept in O(1) per run.
struct RunLengthDeflater {
    private var bitBuffer: UInt64 = 0
    private var bitCount = 0
    private var output: [UInt8] = []
    private var adlerA: UInt64 = 1
    private var adlerB: UInt64 = 0
    private var sinceReduce = 0
    /// The static code tables, held directly so the hot loop does not check lazy initialisation.
    private let literalCodes = RunLengthDeflater.literals
    private let repeatCodes = RunLengthDeflater.repeats

    /// `expectedInput` sizes the output buffer (one allocation for typical screenshots).
    init(expectedInput: Int) {
        output.reserveCapacity(expectedInput / 4 + 64)
        output += [0x78, 0x01]  // zlib header: deflate, 32 KB window, fastest
        write(0b011, bits: 3)  // BFINAL = 1, BTYPE = 01: one fixed-Huffman block for everything
    }

    /// Compresses `count` bytes at `bytes`. O(count), zero runs at word speed.
    mutating func append(_ bytes: UnsafePointer<UInt8>, count: Int) {
        let raw = UnsafeRawPointer(bytes)
        var i = 0
        while i < count {
            let value = bytes[i]
            var j = i + 1
            if value == 0 {
                while j + 8 <= count && raw.loadUnaligned(fromByteOffset: j, as: UInt64.self) == 0 { j += 8 }
            }
            while j < count && bytes[j] == value { j += 1 }
            let run = j - i
            if run >= 4 {
                writeLiteral(value)
                writeRepeat(run - 1)
                checksumRun(value, count: run)
            } else {
                for _ in 0..<run { writeLiteral(value) }
                checksumRun(value, count: run)
            }
            i = j
        }
    }

    /// Appends `value` once followed by `count` zero bytes (a PNG row equal to the row above after
    /// the "Up" filter, `value` being the filter type). O(count / 258).
    mutating func appendZeroRow(filter value: UInt8, zeros count: Int) {
        writeLiteral(value)
        checksumRun(value, count: 1)
        guard count > 0 else { return }
        writeLiteral(0)
        if count > 1 {
            if count - 1 >= 3 { writeRepeat(count - 1) } else { for _ in 1..<count { writeLiteral(0) } }
        }
        checksumRun(0, count: count)
    }

    /// Ends the block and the stream and returns it. O(1) plus the copy.
    mutating func finish() -> [UInt8] {
        writeCode(Self.endOfBlock)
        let padding = (8 - bitCount % 8) % 8
        if padding > 0 { write(0, bits: padding) }
        flushBits()
        let adler = UInt32(adlerB % 65521) << 16 | UInt32(adlerA % 65521)
        output += [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)]
        return output
    }

    // MARK: - Adler-32

    /// `count` copies of `value`: A grows by count·value, B by count·A + value·count(count+1)/2.
    private mutating func checksumRun(_ value: UInt8, count: Int) {
        let n = UInt64(count), v = UInt64(value)
        adlerB += n * adlerA + v * (n * (n + 1) / 2)
        adlerA += n * v
        sinceReduce += 1
        if sinceReduce >= 1024 || n > 1 << 20 {
            adlerA %= 65521
            adlerB %= 65521
            sinceReduce = 0
        }
    }

    // MARK: - Codes (RFC 1951 §3.2.5, §3.2.6)

    /// A Huffman code, bits already reversed into stream order.
    private struct Code {
        let bits: UInt64
        let length: Int
    }

    private static func reversed(_ code: UInt32, length: Int) -> Code {
        var value: UInt64 = 0
        for bit in 0..<length where code & (1 << UInt32(length - 1 - bit)) != 0 { value |= 1 << UInt64(bit) }
        return Code(bits: value, length: length)
    }

    /// Fixed codes of the literals 0…255: 8 bits from 0x30, then 9 bits from 0x190.
    private static let literals: [Code] = (0..<256).map { value in
        value < 144 ? reversed(0x30 + UInt32(value), length: 8) : reversed(0x190 + UInt32(value - 144), length: 9)
    }
    private static let endOfBlock = reversed(0, length: 7)
    private static let lengthBase: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59,
                                            67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtraBits: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3,
                                                 4, 4, 4, 4, 5, 5, 5, 5, 0]
    /// Symbol code + extra bits + distance code 0 (distance 1) for every match length 3…258,
    /// as one bit string.
    private static let repeats: [Code] = (0...258).map { length in
        guard length >= 3 else { return Code(bits: 0, length: 0) }
        var index = lengthBase.count - 1
        while lengthBase[index] > length { index -= 1 }
        let symbol = 257 + index
        let code = symbol < 280 ? reversed(UInt32(symbol - 256), length: 7) : reversed(0xC0 + UInt32(symbol - 280), length: 8)
        let extra = lengthExtraBits[index]
        let bits = code.bits | UInt64(length - lengthBase[index]) << UInt64(code.length)
        return Code(bits: bits, length: code.length + extra + 5)  // + 5 zero bits: distance code 0
    }

    private mutating func writeLiteral(_ value: UInt8) {
        writeCode(literalCodes[Int(value)])
    }

    /// `count` ≥ 3 more copies of the previous byte, in matches of at most 258 that never leave
    /// a remainder below the minimum match length of 3.
    private mutating func writeRepeat(_ count: Int) {
        var remaining = count
        while remaining > 0 {
            let piece = remaining > 258 ? min(258, remaining - 3) : remaining
            writeCode(repeatCodes[piece])
            remaining -= piece
        }
    }

    private mutating func writeCode(_ code: Code) {
        write(code.bits, bits: code.length)
    }

    private mutating func write(_ value: UInt64, bits width: Int) {
        bitBuffer |= value << UInt64(bitCount)
        bitCount += width
        if bitCount >= 32 {
            output.append(UInt8(truncatingIfNeeded: bitBuffer))
            output.append(UInt8(truncatingIfNeeded: bitBuffer >> 8))
            output.append(UInt8(truncatingIfNeeded: bitBuffer >> 16))
            output.append(UInt8(truncatingIfNeeded: bitBuffer >> 24))
            bitBuffer >>= 32
            bitCount -= 32
        }
    }

    private mutating func flushBits() {
        while bitCount > 0 {
            output.append(UInt8(truncatingIfNeeded: bitBuffer))
            bitBuffer >>= 8
            bitCount -= 8
        }
        bitCount = 0
    }
}
