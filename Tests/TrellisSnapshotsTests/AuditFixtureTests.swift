import Commands
import LayoutLint
import Render
import SnapshotReports
import Testing
import TrellisElements
import TrellisCairo
import TrellisCatalog
import Typesetting

/// The audit as a gate: a fixture screen per rule with that rule's defect planted, a clean
/// fixture with full semantics that no rule finds anything on, and the baseline that lets known
/// findings pass, fails new ones and reports stale entries.
@Suite struct AuditFixtureTests {
    static let tap = Command("tap") {}
    static let long = "Honda Civic 1.8 automatic, one owner, full service history, winter tyres included"

    /// A screen padded into the safe area, on a white background, with `content` in a column.
    static func screen(@ElementBuilder _ content: () -> [Element]) -> Element {
        Column(content).element.paddingSafeArea().background(ThemedColor(.white))
    }

    /// A 44 pt square button labelled `label`.
    static func button(_ label: String, key: String) -> Element {
        Box().size(44).background(ThemedColor(.black)).onTap(tap).accessibilityLabel(label).id(key)
    }

    /// The defect of each rule, planted in an otherwise clean screen.
    static let fixtures: [LintRule: Element] = [
        .clippedText: screen { Text(long).size(width: 120, height: 20).id("planted") },
        .truncatedText: screen { Text(long).lineLimit(1).width(150).id("planted") },
        .brokenWord: screen {
            Row(spacing: 8) {
                Text("Subtotal").font(size: 17).flex(shrink: 1).shrinksBelowLongestWord().id("planted")
                Text("Total including taxes and delivery fees, payable today").font(size: 17).flex(shrink: 1)
            }
        },
        .outsideSafeArea: Box { Text("Ready").id("planted") }.element.background(ThemedColor(.white)),
        .smallTapTarget: screen { Box().size(20).background(ThemedColor(.black)).onTap(tap).accessibilityLabel("Close").id("planted") },
        .overlappingTapTargets: screen {
            Box {
                button("Back", key: "a").position(top: 0, leading: 0)
                button("Forward", key: "planted").position(top: 20, leading: 20)
            }.size(width: 100, height: 100)
        },
        .overlappingElements: screen {
            Box {
                Text("Price").position(top: 0, leading: 0)
                Text("Sale").position(top: 4, leading: 10).id("planted")
            }.size(width: 100, height: 40)
        },
        .lowContrast: screen { Text("Fine print").foreground(ThemedColor(Color(rgb: 0xBBBBBB))).id("planted") },
        .missingAccessibilityLabel: screen { Box().size(44).background(ThemedColor(.black)).onTap(tap).id("planted") },
        .labelRepeatsRole: screen { button("Send button", key: "planted") },
        .undescribedImage: screen { Image(asset: "chart", in: "/nonexistent", size: Size(width: 60, height: 60)).id("planted") },
        .readingOrder: screen {
            Text("First paragraph").id("planted")
            Text("Read first").accessibilitySortPriority(1)
        },
        .toggleWithoutValue: screen {
            Box().size(44).background(ThemedColor(.black)).onTap(tap).accessibilityLabel("Mute").accessibilityRole(.toggle).id("planted")
        },
        .headerWithoutLevel: screen { Text("Settings").accessibilityRole(.header).id("planted") },
    ]

    /// Every rule's kind of content, with full semantics and no defect.
    static let clean = screen {
        Text("Settings").font(size: 28, weight: .bold).accessibilityHeading(level: 1)
        Text("Everything you can change.")
        Row(spacing: 12) {
            Image(asset: "bell", in: "/nonexistent", size: Size(width: 29, height: 29)).accessibilityHidden()
            Text("Notifications").flex(grow: 1)
            Toggle(isOn: true)
        }.accessibilityChildren(.combine).margin(top: 16)
        Image(asset: "chart", in: "/nonexistent", size: Size(width: 60, height: 60)).accessibilityLabel("Usage this week").margin(top: 16)
        Row(spacing: 16) { button("Back", key: "back"); button("Forward", key: "forward") }.margin(top: 16)
    }

    static let configuration = DisplayConfiguration(device: .iPhoneX)

    static func findings(_ element: Element, lint: SnapshotLint = SnapshotLint()) -> [LintFinding] {
        let renderer = ScreenRenderer.shared
        let layout = LayoutSession.layout(element, in: configuration.deviceConfiguration.size,
                                          environment: renderer.environment(for: configuration))
        return lint.findings(in: layout, on: configuration, measurer: renderer.measurer(for: configuration),
                             snapshot: "fixture-default-iphone-x")
    }

    @Test("every rule has a fixture", arguments: LintRule.allCases)
    func everyRuleHasAFixture(rule: LintRule) {
        #expect(Self.fixtures[rule] != nil, "no fixture plants \(rule.rawValue)")
    }

    @Test("the audit finds the planted defect of each rule, on the planted node, and nothing else",
          arguments: LintRule.allCases)
    func theAuditFindsEachPlantedDefect(rule: LintRule) throws {
        let fixture = try #require(Self.fixtures[rule])
        let found = Self.findings(fixture)
        #expect(found.map(\.rule) == [rule.rawValue], "\(found.map(\.description))")
        #expect(found.first?.path.contains("planted") == true, "\(found.map(\.description))")
    }

    @Test("the clean fixture, with full semantics, has no finding under any rule")
    func theCleanFixtureHasNoFinding() {
        let found = Self.findings(Self.clean)
        #expect(found.isEmpty, "\(found.map(\.description))")
    }

    // MARK: The baseline

    static func finding(_ rule: LintRule, _ snapshot: String, _ path: String) -> LintFinding {
        LintFinding(rule: rule.rawValue, snapshot: snapshot, path: path, key: nil, kind: "box", message: "planted")
    }

    @Test("a baseline lets a known finding pass, fails a new one naming it, and reports a stale entry")
    func theBaselineGates() throws {
        let baseline = try LintBaseline(json: Array("""
            [{"rule": "small-tap-target", "snapshot": "timer-*", "path": "timer/durations/set-*", "reason": "design chips"},
             {"rule": "low-contrast", "snapshot": "login-possible-iphone-x", "path": "login-form/login/title", "reason": "system blue"}]
            """.utf8))
        let known = Self.finding(.smallTapTarget, "timer-idle-iphone-se-dark", "timer/durations/set-30")
        let new = Self.finding(.missingAccessibilityLabel, "timer-idle-iphone-se-dark", "timer/actions/primary")
        let verdict = baseline.verdict(on: [known, new])
        #expect(verdict.accepted == [known])
        #expect(verdict.new == [new] && !verdict.passes)
        #expect(verdict.stale.map(\.rule) == ["low-contrast"])
        #expect(verdict.lines.contains { $0.hasPrefix("new: [missing-accessibility-label] timer-idle-iphone-se-dark: box `timer/actions/primary`") })
        #expect(verdict.lines.contains { $0.hasPrefix("stale baseline entry (no longer found): [low-contrast] login-possible-iphone-x") })
        // A run that did not check the login screen does not call its entry stale.
        #expect(baseline.verdict(on: [known], checked: ["timer-idle-iphone-se-dark"]).stale.isEmpty)
        #expect(baseline.verdict(on: [known], checked: ["timer-idle-iphone-se-dark"]).passes)
    }

    @Test("updating the baseline keeps reviewed patterns, adds unreviewed entries and drops stale ones")
    func updatingTheBaseline() throws {
        let baseline = LintBaseline(entries: [
            .init(rule: "small-tap-target", snapshot: "timer-*", path: "timer/durations/set-*", reason: "design chips"),
            .init(rule: "low-contrast", snapshot: "login-*", path: "login-form/login/title", reason: "system blue"),
        ])
        let found = [Self.finding(.smallTapTarget, "timer-idle-iphone-x", "timer/durations/set-60"),
                     Self.finding(.headerWithoutLevel, "timer-idle-iphone-x", "timer/title")]
        let updated = baseline.updated(with: found, checked: ["timer-idle-iphone-x", "login-possible-iphone-x"])
        #expect(updated.entries.map(\.reason) == ["design chips", LintBaseline.unreviewed])
        #expect(updated.verdict(on: found).passes && updated.verdict(on: found).stale.isEmpty)
        let reread = try LintBaseline(json: Array(updated.json.utf8))
        #expect(Set(reread.entries) == Set(updated.entries))
    }

    @Test("a baseline that is not what it should be names the JSON path")
    func aBadBaselineNamesThePath() {
        func error(_ json: String) -> String? {
            do {
                _ = try LintBaseline(json: Array(json.utf8))
                return nil
            } catch {
                return error.description
            }
        }
        let unknown = error(#"[{"rule": "tiny-button", "snapshot": "a", "path": "b", "reason": "c"}]"#)
        #expect(unknown?.contains("[0].rule: unknown rule \"tiny-button\"; the rules are clipped-text") == true, "\(unknown ?? "accepted")")
        let missing = error(#"[{"rule": "reading-order", "snapshot": "a", "path": "b"}]"#)
        #expect(missing?.contains("[0].reason: expected a non-empty string") == true, "\(missing ?? "accepted")")
        #expect(error("{")?.contains("not JSON") == true)
    }
}
