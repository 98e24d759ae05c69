/// The version of the framework, as files it writes name it (a session records the version that
/// made it). Bumped with every release; files are read by their own format versions, not by this.
public enum TrellisVersion {
    /// `major.minor.patch`.
    public static let current = "0.1.0"
}
