/// What makes two findings the same problem, whatever line it moved to: the rule, the file
/// (relative to the project's base directory), the scene or screen, and the element or view
/// controller. Baselines count findings by it and SARIF fingerprints hash it.
public struct FindingIdentity: Hashable, Sendable {
    /// The rule id.
    public let rule: String
    /// The file, relative to the base directory (``RelativePaths``).
    public let file: String
    /// The scene, or the screen analyzed on its own (``Finding/scope``).
    public let scope: String
    /// The element or view controller id (``Finding/subject``).
    public let subject: String

    public init(rule: String, file: String, scope: String, subject: String) {
        self.rule = rule
        self.file = file
        self.scope = scope
        self.subject = subject
    }

    /// The identity of `finding`, its file made relative by `paths`.
    public init(_ finding: Finding, paths: RelativePaths) {
        self.init(rule: finding.ruleID, file: paths.relative(finding.location.file), scope: finding.scope,
                  subject: finding.subject)
    }

    /// The four parts joined by NUL: the text a fingerprint hashes.
    public var text: String { [rule, file, scope, subject].joined(separator: "\u{0}") }
}
