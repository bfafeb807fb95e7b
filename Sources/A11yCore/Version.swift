/// The version of a11y-check, printed by `--version` and written into reports.
public enum A11yCheckVersion {
    public static let current = "0.1.0"
    /// Where users read about the tool.
    public static let homepage = "https://github.com/a11y-check/a11y-check"
}
