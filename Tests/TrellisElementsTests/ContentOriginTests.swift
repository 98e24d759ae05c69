import Testing
@testable import TrellisElements

/// The content box's origin follows the rows that stay in the window.
@Suite struct ContentOriginTests {
    func window(_ rows: [(String, Double)]) -> [(key: String, top: Double)] {
        rows.map { (key: $0.0, top: $0.1) }
    }

    @Test func theFirstWindowStartsAtTheContentTop() {
        let origin = ContentOrigin().next(rows: window([("a", 0), ("b", 30)]))
        #expect(origin.base == 0)
        #expect(origin.tops == ["a": 0, "b": 30])
    }

    @Test func rowsPushedDownTogetherMoveTheOriginInstead() {
        let first = ContentOrigin().next(rows: window([("a", 0), ("b", 30), ("c", 60)]))
        // A 40-point row inserted above pushes a and b down; c left the window.
        let next = first.next(rows: window([("new", 0), ("a", 40), ("b", 70)]))
        #expect(next.base == 40)
        // Relative to the origin, a and b are where they were; the new row is above it.
        #expect(next.tops["a"]! - next.base == 0 && next.tops["b"]! - next.base == 30)
        #expect(next.tops["new"]! - next.base == -40)
    }

    @Test func theShiftMostContinuingRowsHadWins() {
        let first = ContentOrigin(base: 10, tops: [:]).next(rows: window([("a", 0), ("b", 30), ("c", 60), ("d", 90), ("e", 120)]))
        #expect(first.base == 0, "no row continues: back to content coordinates")
        // c moved to the top: a and b are pushed down by 30, d and e stay. A tie keeps the origin.
        let tie = first.next(rows: window([("c", 0), ("a", 30), ("b", 60), ("d", 90), ("e", 120)]))
        #expect(tie.base == 0)
        // d moved to the top: a, b and c pushed down by 30 (three rows) beat e staying (one).
        let pushed = first.next(rows: window([("d", 0), ("a", 30), ("b", 60), ("c", 90), ("e", 120)]))
        #expect(pushed.base == 30)
    }

    @Test func shiftsWithinFloatNoiseCountAsOne() {
        let first = ContentOrigin().next(rows: window([("a", 0.1), ("b", 0.2), ("c", 0.3)]))
        let next = first.next(rows: window([("x", 0), ("a", 0.1 + 26), ("b", 0.2 + 26.000000001), ("c", 0.3 + 25.999999999)]))
        #expect(abs(next.base - 26) < 1e-6)
    }

    @Test func aCanonicalWindowStartsAtTheContentTop() {
        let first = ContentOrigin().next(rows: window([("a", 0), ("b", 30)]))
        let pushed = first.next(rows: window([("new", 0), ("a", 30), ("b", 60)]))
        #expect(pushed.base == 30)
        #expect(pushed.next(rows: window([("new", 0), ("a", 30), ("b", 60)]), canonical: true).base == 0)
    }
}
