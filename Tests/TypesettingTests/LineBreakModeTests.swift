import Testing
import Typesetting

@Suite("Line break mode short names")
struct LineBreakModeTests {
    @Test("every mode has a distinct short name that reads back to it")
    func shortNamesRoundTrip() {
        #expect(LineBreakMode.allCases.map(\.shortName) == ["word", "char", "head", "middle", "tail"])
        for mode in LineBreakMode.allCases {
            #expect(LineBreakMode(shortName: mode.shortName) == mode)
        }
    }

    @Test("an unknown short name gives nil")
    func unknownNameIsNil() {
        #expect(LineBreakMode(shortName: "wordWrap") == nil)
        #expect(LineBreakMode(shortName: "") == nil)
    }
}
