import JSONPaths
import SnapshotReports

/// The lint findings a team has accepted, each with a reason: with a baseline, lint passes when
/// nothing new appears, fails naming each new finding, and reports the entries that no longer
/// occur so the file shrinks as defects are fixed.
///
/// An entry is identified by what stays put when the screen is restyled: the rule, the snapshot
/// (screen, sample and configuration, `login-inProgress-iphone-se-dark`) and the node's path
/// (keys, or `kind#n`) — never pixel coordinates. `snapshot` and `path` may hold `*`, which
/// stands for any run of characters: one entry accepts a finding on every configuration
/// (`inbox-default-*`) or every row (`inbox/messages/content/*/preview`). The file is JSON:
///
/// ```json
/// [
///   {"rule": "small-tap-target", "snapshot": "listing-default-iphone-x",
///    "path": "listing/scroll/box#0/read-more", "reason": "an inline link, as in Safari"}
/// ]
/// ```
public struct LintBaseline: Sendable, Equatable {
    /// One accepted finding.
    public struct Entry: Sendable, Hashable {
        public var rule: String
        public var snapshot: String
        public var path: String
        /// Why it is accepted; `trellis lint --update-baseline` writes "not reviewed" for new ones.
        public var reason: String

        public init(rule: String, snapshot: String, path: String, reason: String) {
            self.rule = rule
            self.snapshot = snapshot
            self.path = path
            self.reason = reason
        }

        /// `rule snapshot path`.
        public var id: String { "\(rule) \(snapshot) \(path)" }

        /// Whether the entry accepts `finding`.
        public func accepts(_ finding: LintFinding) -> Bool {
            finding.rule == rule && Self.matches(snapshot, finding.snapshot) && Self.matches(path, finding.path)
        }

        /// Whether the entry is about `snapshot`.
        public func covers(snapshot name: String) -> Bool { Self.matches(snapshot, name) }

        /// `text` against `pattern`, where `*` is any run of characters (none included).
        static func matches(_ pattern: String, _ text: String) -> Bool {
            let parts = pattern.split(separator: "*", omittingEmptySubsequences: false)
            guard parts.count > 1 else { return pattern == text }
            var rest = Substring(text)
            guard rest.hasPrefix(parts[0]) else { return false }
            rest = rest.dropFirst(parts[0].count)
            for part in parts.dropFirst().dropLast() where !part.isEmpty {
                guard let found = rest.range(of: part) else { return false }
                rest = rest[found.upperBound...]
            }
            let last = parts[parts.count - 1]
            return rest.count >= last.count && rest.hasSuffix(last)
        }
    }

    /// The reason `updated(with:)` gives an entry nobody has reviewed yet.
    public static let unreviewed = "not reviewed"

    public var entries: [Entry]

    public init(entries: [Entry] = []) {
        self.entries = entries
    }

    /// The baseline in `bytes` (its JSON).
    /// - Throws: ``LintBaselineError`` naming the JSON path of what is wrong.
    public init(json bytes: some Sequence<UInt8>) throws(LintBaselineError) {
        let value: JSONValue
        do {
            value = try JSONValue(parsing: bytes)
        } catch {
            throw LintBaselineError(path: .root, reason: "not JSON: \(error)")
        }
        guard case .array(let items) = value else {
            throw LintBaselineError(path: .root, reason: "expected an array of entries, got \(value.kindDescription)")
        }
        var entries: [Entry] = []
        for (index, item) in items.enumerated() {
            let path = JSONPath.root.appending(index: index)
            guard case .object(let members) = item else {
                throw LintBaselineError(path: path, reason: "expected an entry object, got \(item.kindDescription)")
            }
            let known: Set<String> = ["rule", "snapshot", "path", "reason"]
            if let unknown = members.first(where: { !known.contains($0.0) }) {
                throw LintBaselineError(path: path.appending(key: unknown.0),
                                        reason: "unknown key (an entry has rule, snapshot, path and reason)")
            }
            func string(_ key: String) throws(LintBaselineError) -> String {
                guard case .string(let text)? = item[key], !text.isEmpty else {
                    throw LintBaselineError(path: path.appending(key: key), reason: "expected a non-empty string")
                }
                return text
            }
            let rule = try string("rule")
            guard LintRule(rawValue: rule) != nil else {
                throw LintBaselineError(path: path.appending(key: "rule"),
                                        reason: "unknown rule \"\(rule)\"; the rules are "
                                            + LintRule.allCases.map(\.rawValue).joined(separator: ", "))
            }
            entries.append(Entry(rule: rule, snapshot: try string("snapshot"), path: try string("path"), reason: try string("reason")))
        }
        self.entries = entries
    }

    /// The file's JSON: one entry per line, sorted, so that updates diff well.
    public var json: String {
        let lines = entries.sorted { $0.id < $1.id }.map { entry in
            let members: [(String, JSONValue)] = [("rule", .string(entry.rule)), ("snapshot", .string(entry.snapshot)),
                                                  ("path", .string(entry.path)), ("reason", .string(entry.reason))]
            return "  " + String(decoding: JSONValue.object(members).serialized(pretty: false), as: UTF8.self)
        }
        return lines.isEmpty ? "[]\n" : "[\n" + lines.joined(separator: ",\n") + "\n]\n"
    }

    /// How `findings` stand against the baseline. Entries of snapshots outside `checked` (a
    /// run of one screen, one shard) are neither used nor stale.
    /// - Complexity: O(findings × entries).
    public func verdict(on findings: [LintFinding], checked: Set<String>? = nil) -> LintVerdict {
        var new: [LintFinding] = [], accepted: [LintFinding] = [], used = Set<Int>()
        for finding in findings {
            let matching = entries.indices.filter { entries[$0].accepts(finding) }
            if matching.isEmpty { new.append(finding) } else { accepted.append(finding) }
            used.formUnion(matching)
        }
        let stale = entries.indices.filter { index in
            !used.contains(index) && (checked.map { names in names.contains { entries[index].covers(snapshot: $0) } } ?? true)
        }
        return LintVerdict(new: new, accepted: accepted, stale: stale.map { entries[$0] })
    }

    /// The baseline that accepts exactly `findings`: entries that still accept a finding stay
    /// (with their patterns and reasons), stale ones go, and each finding no entry accepts gets an
    /// entry of its own, ``unreviewed``. Entries about no snapshot in `checked` stay.
    public func updated(with findings: [LintFinding], checked: Set<String>? = nil) -> LintBaseline {
        let verdict = verdict(on: findings, checked: checked)
        let stale = Set(verdict.stale)
        var seen: Set<String> = []
        var result = entries.filter { !stale.contains($0) }
        for finding in verdict.new where seen.insert(finding.baselineID).inserted {
            result.append(Entry(rule: finding.rule, snapshot: finding.snapshot, path: finding.path, reason: Self.unreviewed))
        }
        return LintBaseline(entries: result)
    }
}

/// Lint findings against a baseline (``LintBaseline/verdict(on:checked:)``).
public struct LintVerdict: Sendable, Equatable {
    /// Findings the baseline does not accept: these fail.
    public var new: [LintFinding]
    /// Findings the baseline accepts.
    public var accepted: [LintFinding]
    /// Entries that no longer occur: fixed, or their node moved; remove them.
    public var stale: [LintBaseline.Entry]

    /// Nothing new.
    public var passes: Bool { new.isEmpty }

    /// One line per new finding and stale entry, and a count of the accepted ones.
    public var lines: [String] {
        new.map { "new: \($0)" }
            + stale.map { "stale baseline entry (no longer found): [\($0.rule)] \($0.snapshot): `\($0.path)` (\($0.reason))" }
            + ["\(new.count) new, \(accepted.count) accepted by the baseline, \(stale.count) stale"]
    }
}

/// A baseline file that cannot be read: the JSON path and what is wrong there.
public struct LintBaselineError: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: JSONPath
    public var reason: String

    public var description: String { "\(path): \(reason)" }
}

extension LintFinding {
    /// `rule snapshot path`: what a baseline entry matches.
    public var baselineID: String { "\(rule) \(snapshot) \(path)" }
}
