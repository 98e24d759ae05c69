import Diffing
import Testing

@Suite("Longest increasing run (what stays in place when children move)")
struct IncreasingRunTests {
    @Test func newChildrenAreNeverInTheRun() {
        #expect(longestIncreasingRun(of: [3, nil, 0, 1, nil, 2]) == [false, false, true, true, false, true])
    }

    @Test func anEmptyListHasAnEmptyRun() {
        #expect(longestIncreasingRun(of: []) == [])
    }

    @Test func theRunIsStrictlyIncreasing() {
        #expect(longestIncreasingRun(of: [1, 1, 2]).filter { $0 }.count == 2)
    }

    @Test func anInOrderListStaysWhole() {
        #expect(longestIncreasingRun(of: [0, 1, 2, 3]) == [true, true, true, true])
    }
}
