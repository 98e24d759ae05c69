import LayoutLint
import SnapshotReports

extension SnapshotLint {
    /// Findings over a rendered shot, its texts measured by `renderer`'s measurer for the shot's
    /// configuration (the one that laid them out).
    public func findings(in shot: Shot, renderer: ScreenRenderer) -> [LintFinding] {
        findings(in: shot.layout, on: shot.configuration, measurer: renderer.measurer(for: shot.configuration),
                 snapshot: shot.name)
    }
}
