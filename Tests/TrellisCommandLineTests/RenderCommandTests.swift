import Foundation
import Testing

/// `trellis render` as a user runs it (the demo screens from the command line). Every
/// run uses the iPhone SE (320×568 pt at scale 2), the smallest device, to keep the suite quick.
@Suite("trellis render")
struct RenderCommandTests {
    static let device = ["--device", "iphone-se"]

    /// The sample listing Props as printed by `trellis props`, edited by `change` and written to `name`.
    static func listingProps(in scratch: Scratch, name: String,
                             _ change: (inout [String: Any]) -> Void = { _ in }) throws -> URL {
        let run = try TrellisBinary.run(["props", "listing"])
        #expect(run.status == 0, "\(run)")
        var props = try #require(try parseJSON(run.stdout) as? [String: Any])
        change(&props)
        return try scratch.write(try JSONSerialization.data(withJSONObject: props), to: name)
    }

    /// An edit for `listingProps` that sets `key` of the object at `object` to `value`.
    static func setting(_ key: String, of object: String, to value: Any) -> (inout [String: Any]) -> Void {
        { props in
            var nested = props[object] as? [String: Any] ?? [:]
            nested[key] = value
            props[object] = nested
        }
    }

    // MARK: --dump

    @Test func dumpPrintsTheMountedHierarchyWithKindsIdsFramesAndTexts() throws {
        let run = try TrellisBinary.run(["render", "listing"] + Self.device + ["--dump"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr == "")
        let lines = run.stdoutLines
        #expect(lines.first == "box v1 #listing [0 0 320×568]")
        #expect(lines.contains { $0.hasPrefix("  box v2 #scroll [") }, "\(run)")
        #expect(lines.contains { $0.hasPrefix("text ") == false && $0.contains("text v")
            && $0.hasSuffix("\"Проверьте автомобиль перед покупкой\"") }, "\(run)")
        #expect(lines.contains { $0.contains("image v") && $0.contains("120×120") }, "\(run)")
    }

    @Test("--focus KEY focuses a field (caret, keyboard panel); --keyboard shows the panel alone; a non-field is exit 2")
    func focusAndKeyboardShowTheSimulatedKeyboard() throws {
        let focused = try TrellisBinary.run(["render", "login", "--sample", "disabled"] + Self.device + ["--focus", "username", "--dump"])
        #expect(focused.status == 0, "\(focused)")
        #expect(focused.stdoutLines.contains { $0.contains("#username") && $0.contains("focused") }, "\(focused)")
        let panel = try #require(focused.stdoutLines.first { $0.contains("#trellis.keyboard") }, "\(focused)")
        #expect(panel.contains("[0 315 320×253]"), "the iPhone SE keyboard covers the bottom 253 pt: \(panel)")
        let keyboard = try TrellisBinary.run(["render", "login"] + Self.device + ["--keyboard", "--dump"])
        #expect(keyboard.status == 0 && keyboard.stdout.contains("#trellis.keyboard"), "\(keyboard)")
        #expect(!keyboard.stdoutLines.contains { $0.contains("focused") })
        let wrong = try TrellisBinary.run(["render", "login"] + Self.device + ["--focus", "login", "--dump"])
        #expect(wrong.status == 2 && wrong.stderr.contains("'login' is not a text field"), "\(wrong)")
    }

    @Test func withoutADeviceItLaysOutForTheIPhoneX() throws {
        let run = try TrellisBinary.run(["render", "listing", "--dump"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutLines.first == "box v1 #listing [0 0 375×812]")
    }

    @Test func dumpFollowsTheDeviceOrientation() throws {
        let run = try TrellisBinary.run(["render", "login"] + Self.device + ["--landscape", "--dump"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutLines.first == "box v1 #login-form [0 0 568×320]")
    }

    @Test func rightToLeftMirrorsRowsSoTheBannerImageLeads() throws {
        let ltr = try TrellisBinary.run(["render", "listing"] + Self.device + ["--dump"])
        let rtl = try TrellisBinary.run(["render", "listing"] + Self.device + ["--rtl", "--dump"])
        #expect(ltr.status == 0 && rtl.status == 0, "\(rtl)")
        // The banner (288 pt wide, 12 pt padding) holds the texts' column (132 pt) and the 120 pt image.
        #expect(ltr.stdoutLines.contains { $0.contains("image v") && $0.contains("[156 12 120×120]") }, "\(ltr)")
        #expect(rtl.stdoutLines.contains { $0.contains("image v") && $0.contains("[12 12 120×120]") }, "\(rtl)")
    }

    @Test func aSampleWrittenRightToLeftIsLaidOutRightToLeftUnlessLTRIsAsked() throws {
        let plain = try TrellisBinary.run(["render", "listing", "--sample", "arabic"] + Self.device + ["--dump"])
        let rtl = try TrellisBinary.run(["render", "listing", "--sample", "arabic"] + Self.device + ["--rtl", "--dump"])
        let ltr = try TrellisBinary.run(["render", "listing", "--sample", "arabic"] + Self.device + ["--ltr", "--dump"])
        #expect(plain.status == 0 && rtl.status == 0 && ltr.status == 0, "\(plain)")
        #expect(plain.stdout == rtl.stdout)
        #expect(plain.stdout != ltr.stdout)
        #expect(rtl.stdoutLines.contains { $0.contains("image v") && $0.contains("[12 12 120×120]") }, "\(rtl)")
        #expect(ltr.stdoutLines.contains { $0.contains("image v") && $0.contains("[156 12 120×120]") }, "\(ltr)")
        let both = try TrellisBinary.run(["render", "listing", "--ltr", "--rtl", "--dump"])
        #expect(both.status == 2, "\(both)")
    }

    @Test func tapPerformsTheCommandOfTheDeepestTappableElement() throws {
        // The call button spans x 16…304, y 504…560 on the iPhone SE (call bar at y 496, button at y 8 in it).
        let run = try TrellisBinary.run(["render", "listing"] + Self.device + ["--tap", "160,530"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr == "command: call\n")
    }

    @Test func tapOnNothingTappableIsAFailedCheckThatSaysSo() throws {
        let run = try TrellisBinary.run(["render", "listing"] + Self.device + ["--tap", "1,1"])
        #expect(run.status == 1, "\(run)")
        #expect(run.stderr == "trellis render: nothing tappable at (1.0, 1.0)\n")
    }

    @Test func propsFromAFileReplaceTheSampleData() throws {
        let scratch = try Scratch()
        let props = try Self.listingProps(in: scratch, name: "props.json",
                                          Self.setting("title", of: "banner", to: "Новый заголовок"))
        let run = try TrellisBinary.run(["render", "listing"] + Self.device + ["--props", props.path, "--dump"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("\"Новый заголовок\""))
        #expect(!run.stdout.contains("\"Проверьте автомобиль перед покупкой\""))
    }

    // MARK: -o

    @Test func dashOWritesAPNGOfTheDevicePixelSizeAndSaysWhere() throws {
        let scratch = try Scratch()
        let output = scratch.path("login.png")
        let run = try TrellisBinary.run(["render", "login"] + Self.device + ["-o", output])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutLines.count == 1)
        #expect(run.stdout.hasPrefix("wrote \(output) (iphone-se portrait, 640×1136 px, "), "\(run)")
        #expect(PNGHeader(contentsOf: URL(fileURLWithPath: output)) == PNGHeader(width: 640, height: 1136))
    }

    @Test func eachLoginActionStateLooksDifferent() throws {
        let scratch = try Scratch()
        var pictures: [String: Data] = [:]
        for state in ["possible", "inProgress", "disabled"] {
            let output = scratch.path("\(state).png")
            let run = try TrellisBinary.run(["render", "login"] + Self.device + ["--sample", state, "-o", output])
            #expect(run.status == 0, "\(run)")
            pictures[state] = try Data(contentsOf: URL(fileURLWithPath: output))
        }
        #expect(Set(pictures.values).count == 3)
    }

    @Test func darkModeChangesThePixelsButNotTheHierarchy() throws {
        let scratch = try Scratch()
        let light = try TrellisBinary.run(["render", "login"] + Self.device + ["--dump", "-o", scratch.path("light.png")])
        let dark = try TrellisBinary.run(["render", "login"] + Self.device + ["--scheme", "dark", "--dump", "-o", scratch.path("dark.png")])
        #expect(light.status == 0 && dark.status == 0, "\(dark)")
        #expect(light.stdoutLines.dropLast() == dark.stdoutLines.dropLast())
        let lightPNG = try Data(contentsOf: scratch.url.appendingPathComponent("light.png"))
        let darkPNG = try Data(contentsOf: scratch.url.appendingPathComponent("dark.png"))
        #expect(lightPNG != darkPNG)
    }

    @Test func textSizeTakesIOSCategoryNamesAndRejectsOthers() throws {
        let scratch = try Scratch()
        let large = try TrellisBinary.run(["render", "login"] + Self.device + ["--text-size", "L", "--dump", "-o", scratch.path("l.png")])
        let named = try TrellisBinary.run(["render", "login"] + Self.device + ["--text-size", "large", "--dump", "-o", scratch.path("n.png")])
        let ax5 = try TrellisBinary.run(["render", "login"] + Self.device + ["--text-size", "AX5", "--dump", "-o", scratch.path("ax5.png")])
        #expect(large.status == 0 && named.status == 0 && ax5.status == 0, "\(ax5)")
        #expect(large.stdoutLines.dropLast() == named.stdoutLines.dropLast())
        #expect(large.stdoutLines.dropLast() != ax5.stdoutLines.dropLast())
        let wrong = try TrellisBinary.run(["render", "login"] + Self.device + ["--text-size", "huge", "-o", scratch.path("w.png")])
        #expect(wrong.status != 0)
    }

    @Test func anIPhoneIsSetInItsPlatformsProfileUnlessFontsPinsAnother() throws {
        let scratch = try Scratch()
        let pinned = try TrellisBinary.run(["render", "login"] + Self.device + ["--fonts", "pinned", "--dump", "-o", scratch.path("p.png")])
        let ios = try TrellisBinary.run(["render", "login"] + Self.device + ["--fonts", "ios", "--dump", "-o", scratch.path("i.png")])
        let plain = try TrellisBinary.run(["render", "login"] + Self.device + ["--dump", "-o", scratch.path("d.png")])
        #expect(pinned.status == 0 && ios.status == 0 && plain.status == 0, "\(ios)")
        #expect(pinned.stdoutLines.count == ios.stdoutLines.count)
        let pinnedPNG = try Data(contentsOf: scratch.url.appendingPathComponent("p.png"))
        let iosPNG = try Data(contentsOf: scratch.url.appendingPathComponent("i.png"))
        let plainPNG = try Data(contentsOf: scratch.url.appendingPathComponent("d.png"))
        #expect(pinnedPNG != iosPNG)
        #expect(plainPNG == iosPNG, "an iPhone without --fonts is drawn in the iOS profile")
        let wrong = try TrellisBinary.run(["render", "login"] + Self.device + ["--fonts", "comic", "-o", scratch.path("w.png")])
        #expect(wrong.status != 0)
    }

    // MARK: Props that do not decode

    @Test func propsOfTheWrongTypeNameTheJSONPathAndExitTwoWithoutWritingAnything() throws {
        let scratch = try Scratch()
        let props = try Self.listingProps(in: scratch, name: "bad.json") { props in
            var rows = props["characteristics"] as? [[String: Any]] ?? []
            rows[1]["value"] = 42
            props["characteristics"] = rows
        }
        let run = try TrellisBinary.run(["render", "listing"] + Self.device + ["--props", props.path, "-o", scratch.path("x.png")])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderrLines.count == 1, "\(run)")
        #expect(run.stderr.hasPrefix("trellis render: \(props.path): $.characteristics[1].value: expected a string"))
        #expect(run.stdout == "")
        #expect(!FileManager.default.fileExists(atPath: scratch.path("x.png")))
    }

    @Test func aMissingKeyIsNamedByItsJSONPath() throws {
        let run = try TrellisBinary.run(["render", "listing", "--props", "-", "--dump"], input: #"{"banner": 5}"#)
        #expect(run.status == 2, "\(run)")
        #expect(run.stderrLines.count == 1, "\(run)")
        #expect(run.stderr.hasPrefix("trellis render: -: $."), "\(run)")
        #expect(run.stdout == "")
    }

    @Test func anUnknownCommandNameCannotBeInjectedThroughProps() throws {
        let scratch = try Scratch()
        let props = try Self.listingProps(in: scratch, name: "hack.json", Self.setting("call", of: "call", to: "hack"))
        let run = try TrellisBinary.run(["render", "listing"] + Self.device + ["--props", props.path, "--dump"])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.hasPrefix("trellis render: \(props.path): $.call.call: no live Command named 'hack'"), "\(run)")
        #expect(run.stdout == "")
    }

    // MARK: --transition-to

    @Test func transitionWritesExactlyNFramesFromTheCurrentToTheNextProps() throws {
        let scratch = try Scratch()
        let next = try Self.listingProps(in: scratch, name: "next.json") { props in
            var rows = props["characteristics"] as? [[String: Any]] ?? []
            rows.removeFirst()
            props["characteristics"] = rows
        }
        let frames = scratch.path("frames")
        let run = try TrellisBinary.run(["render", "listing"] + Self.device
                                  + ["--transition-to", next.path, "--frames", "3", "-o", frames])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout == "wrote 3 frames to \(frames)\n")
        let written = try FileManager.default.contentsOfDirectory(atPath: frames).sorted()
        #expect(written == ["frame-000.png", "frame-001.png", "frame-002.png"])

        // The first frame is the current screen, the last one the next screen, the middle one neither.
        let start = try TrellisBinary.run(["render", "listing"] + Self.device + ["-o", scratch.path("start.png")])
        let end = try TrellisBinary.run(["render", "listing"] + Self.device + ["--props", next.path, "-o", scratch.path("end.png")])
        #expect(start.status == 0 && end.status == 0)
        func png(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }
        let first = try png(frames + "/frame-000.png"), middle = try png(frames + "/frame-001.png")
        let last = try png(frames + "/frame-002.png")
        #expect(first == (try png(scratch.path("start.png"))))
        #expect(last == (try png(scratch.path("end.png"))))
        #expect(middle != first && middle != last)
        #expect(PNGHeader(middle) == PNGHeader(width: 640, height: 1136))
    }

    @Test func transitionToPropsThatDoNotDecodeExitsTwoWithoutFrames() throws {
        let scratch = try Scratch()
        let bad = try scratch.write(#"{"price": []}"#, to: "bad.json")
        let frames = scratch.path("frames")
        let run = try TrellisBinary.run(["render", "listing"] + Self.device
                                  + ["--transition-to", bad.path, "--frames", "3", "-o", frames])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderrLines.count == 1, "\(run)")
        #expect(run.stderr.hasPrefix("trellis render: \(bad.path): $."), "\(run)")
        #expect(run.stdout == "")
        #expect(!FileManager.default.fileExists(atPath: frames))
    }

    @Test func badNextPropsPrintNothingEvenWithDump() throws {
        let scratch = try Scratch()
        let bad = try scratch.write(#"{"price": []}"#, to: "bad.json")
        let run = try TrellisBinary.run(["render", "listing"] + Self.device
                                  + ["--dump", "--transition-to", bad.path, "--frames", "3", "-o", scratch.path("frames")])
        #expect(run.status == 2, "\(run)")
        #expect(run.stdout == "", "the hierarchy must not be printed before the next Props are known to decode")
    }

    @Test func aTransitionWithoutAnOutputDirectoryIsAUsageErrorSayingSo() throws {
        let run = try TrellisBinary.run(["render", "listing"] + Self.device + ["--transition-to", "next.json"])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderrLines.first == "trellis render: --transition-to needs -o DIR", "\(run)")
    }

    // MARK: Usage

    @Test func anUnknownDeviceIsAUsageErrorThatListsTheDevices() throws {
        let run = try TrellisBinary.run(["render", "listing", "--device", "nokia-3310", "--dump"])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderrLines == ["trellis render: unknown device 'nokia-3310' (known: iphone-se, iphone-8, iphone-x, "
                                    + "iphone-15-pro-max, ipad, ipad-one-third)"], "\(run)")
        #expect(run.stdout == "")
    }

    @Test func anUnknownScreenIsOneLineListingTheKnownScreensWithExitTwo() throws {
        let run = try TrellisBinary.run(["render", "settings", "--dump"])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderrLines == ["trellis render: unknown screen 'settings' (known: listing, login, timer, inbox, controls)"], "\(run)")
    }
}
