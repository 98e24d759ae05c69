/// Hand-written deflate for PNG rows that repeat the row above.
///
/// With the "Up" filter such a row is `[2, 0, 0, …, 0]`. Feeding thousands of those to zlib costs
/// as much as compressing real pixels; written directly as one fixed-Huffman deflate block
/// (RFC 1951 §3.2.6) — literal 2, literal 0, then runs of "copy the previous byte" (distance 1,
/// length ≤ 258) — a row costs ~15 codes. The block is followed by an empty stored block so the
/// stream is byte-aligned again for zlib, which must have been flushed with `Z_FULL_FLUSH` before.
struct ZeroRowBlock {
    private var bits: UInt64 = 0
    private var count = 0
    private(set) var bytes: [UInt8] = []

    /// Starts a non-final fixed-Huffman block.
    init() {
        write(0b010, bits: 3)  // BFINAL = 0, BTYPE = 01 (fixed Huffman), least significant bit first
    }

    /// Appends one filtered row: the filter byte 2 ("Up") and `zeros` zero bytes.
    mutating func appendRow(zeros: Int) {
        writeLiteral(2)
        guard zeros > 0 else { return }
        writeLiteral(0)
        var remaining = zeros - 1
        while remaining > 0 {
            if remaining < 3 {
                writeLiteral(0)
                remaining -= 1
                continue
            }
            // Pieces of at most 258 that never leave a remainder of 1 or 2.
            let piece = remaining > 258 ? min(258, remaining - 3) : remaining
            writeLength(piece)
            write(0, bits: 5)  // distance code 0 = distance 1 (fixed 5-bit code, no extra bits)
            remaining -= piece
        }
    }

    /// Ends the block (end-of-block code), then an empty stored block to byte-align the stream.
    mutating func finish() -> [UInt8] {
        writeCode(0, length: 7)  // symbol 256, end of block
        write(0b000, bits: 3)  // BFINAL = 0, BTYPE = 00 (stored)
        if count > 0 { write(0, bits: 8 - count) }
        write(0xFFFF_0000, bits: 32)  // LEN = 0, NLEN = ~0
        return bytes
    }

    // MARK: - Codes

    private static let lengthBase: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59,
                                            67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtraBits: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3,
                                                 4, 4, 4, 4, 5, 5, 5, 5, 0]

    /// Literal bytes 0…143 have 8-bit codes 0x30 + value (the only literals used here).
    private mutating func writeLiteral(_ value: UInt8) {
        writeCode(0x30 + UInt32(value), length: 8)
    }

    /// A match length 3…258: its symbol 257…285 (7- or 8-bit fixed code) and extra bits.
    private mutating func writeLength(_ length: Int) {
        var index = ZeroRowBlock.lengthBase.count - 1
        while ZeroRowBlock.lengthBase[index] > length { index -= 1 }
        let symbol = 257 + index
        if symbol < 280 {
            writeCode(UInt32(symbol - 256), length: 7)
        } else {
            writeCode(0xC0 + UInt32(symbol - 280), length: 8)
        }
        let extra = ZeroRowBlock.lengthExtraBits[index]
        if extra > 0 { write(UInt64(length - ZeroRowBlock.lengthBase[index]), bits: extra) }
    }

    /// Huffman codes are defined most significant bit first; the stream is least significant first.
    private mutating func writeCode(_ code: UInt32, length: Int) {
        var reversed: UInt64 = 0
        for bit in 0..<length where code & (1 << UInt32(length - 1 - bit)) != 0 { reversed |= 1 << UInt64(bit) }
        write(reversed, bits: length)
    }

    private mutating func write(_ value: UInt64, bits width: Int) {
        bits |= value << UInt64(count)
        count += width
        while count >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: bits))
            bits >>= 8
            count -= 8
        }
    }
}
