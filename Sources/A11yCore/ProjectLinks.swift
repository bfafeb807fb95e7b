/// The one place a11y-check's own addresses come from: the repository it is published from and
/// the documentation in it at the released tag (`v` and ``A11yCheckVersion/current``), so a link
/// in a SARIF log, a configuration diagnostic or the schema reads the documentation of the version
/// that wrote it. `RELEASING.md` says when to change them.
public enum ProjectLinks {
    /// The repository a11y-check is published from (``A11yCheckVersion/homepage``).
    public static var repository: String { A11yCheckVersion.homepage }

    /// The release tag of this version, for example `v0.1.0`.
    public static var releaseTag: String { "v" + A11yCheckVersion.current }

    /// A file of the repository's `docs/` at the release tag, with an optional `#anchor`:
    /// `document("configuration.md#suppressions")`.
    public static func document(_ pathAndAnchor: String) -> String {
        "\(repository)/blob/\(releaseTag)/docs/\(pathAndAnchor)"
    }

    /// The section of `docs/rules.md` that documents the rule (its heading is the rule id).
    public static func rule(_ id: String) -> String {
        document("rules.md#" + id)
    }
}
