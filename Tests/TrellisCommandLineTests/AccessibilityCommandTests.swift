import Foundation
import Testing

/// `trellis accessibility` as a user runs it: what a screen reader would say on the demo screens.
@Suite("trellis accessibility")
struct AccessibilityCommandTests {
    @Test("the login form reads its heading, both fields with their values and the button")
    func loginPossibleReadsHeadingFieldsAndButton() throws {
        let run = try TrellisBinary.run(["accessibility", "login", "--sample", "possible"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutLines == ["1. \"Вход\", heading, level 1",
                                    "2. \"Имя пользователя\", text field, \"dalooG\"",
                                    "3. \"Пароль\", secure text field",
                                    "4. \"Войти\", button"])
    }

    @Test("while logging in the button is dimmed and busy")
    func loginInProgressButtonIsDisabledAndBusy() throws {
        let run = try TrellisBinary.run(["accessibility", "login", "--sample", "inProgress"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutLines.last == "4. \"Входим…\", button, dimmed, busy", "\(run)")
    }

    @Test("the Hebrew sample is laid out right to left and reads its Hebrew labels in order")
    func hebrewSampleReadsRightToLeft() throws {
        let run = try TrellisBinary.run(["accessibility", "login", "--sample", "hebrew", "--json"])
        #expect(run.status == 0, "\(run)")
        let stops = try #require(try parseJSON(run.stdout) as? [[String: Any]])
        #expect(stops.compactMap { $0["label"] as? String } == ["כניסה", "שם משתמש", "סיסמה", "התחברות"])
        #expect(stops.compactMap { $0["role"] as? String } == ["heading", "text field", "secure text field", "button"])
        #expect(stops.compactMap { $0["value"] as? String } == ["נועה כהן 🎉"])
    }

    @Test("--rtl reads a row from its right edge: an inbox row still starts with its sender")
    func rtlReadsRowsFromTheLeadingEdgeOnTheRight() throws {
        let ltr = try TrellisBinary.run(["accessibility", "inbox", "--json"])
        let rtl = try TrellisBinary.run(["accessibility", "inbox", "--rtl", "--json"])
        #expect(ltr.status == 0 && rtl.status == 0, "\(ltr)\n\(rtl)")
        let left = try #require(try parseJSON(ltr.stdout) as? [[String: Any]])
        let right = try #require(try parseJSON(rtl.stdout) as? [[String: Any]])
        #expect(left.map { $0["label"] as? String } == right.map { $0["label"] as? String })
        #expect((right.dropFirst().first?["label"] as? String)?.hasPrefix("Анна Петрова, 09:00, ") == true, "\(rtl)")
    }

    @Test("the password's value never leaves the field, as text or as JSON")
    func secureValueIsNeverPrinted() throws {
        let text = try TrellisBinary.run(["accessibility", "login", "--sample", "long"])
        let json = try TrellisBinary.run(["accessibility", "login", "--sample", "long", "--json"])
        #expect(text.status == 0 && json.status == 0, "\(text)\n\(json)")
        let line = try #require(text.stdoutLines.first { $0.contains("secure text field") })
        #expect(line.hasSuffix("secure text field"), "\(line)")
        #expect(!json.stdout.contains("\"value\" : \"•"), "\(json)")
    }

    @Test("the controls screen's switches report their on/off values, and the locked one is dimmed")
    func controlsSwitchesReportTheirValues() throws {
        let run = try TrellisBinary.run(["accessibility", "controls"])
        #expect(run.status == 0, "\(run)")
        let lines = run.stdoutLines.map { $0.drop { $0 != " " }.dropFirst() }
        #expect(lines.contains("\"Notifications\", switch, \"on\""), "\(run)")
        #expect(lines.contains("\"Do Not Disturb\", switch, \"off\""), "\(run)")
        #expect(lines.contains("\"Wi-Fi\", switch, \"on\", dimmed"), "\(run)")
    }

    @Test("an unknown screen or sample is exit 2 naming it")
    func unknownScreenOrSampleIsABadInput() throws {
        let screen = try TrellisBinary.run(["accessibility", "logn"])
        #expect(screen.status == 2 && screen.stderr.contains("logn"), "\(screen)")
        let sample = try TrellisBinary.run(["accessibility", "login", "--sample", "nope"])
        #expect(sample.status == 2 && sample.stderr.contains("nope"), "\(sample)")
    }
}
