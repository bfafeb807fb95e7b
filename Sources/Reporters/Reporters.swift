import A11yCore

/// The registry of output formats `--reporter` chooses from.
public enum Reporters {
    /// Every reporter, in the order `a11y-check reporters` lists them (`xcode`, the default, first).
    public static let all: [any Reporter.Type] = [
        XcodeReporter.self,
        RelativePathReporter.self,
        JSONReporter.self,
        SARIFReporter.self,
        JUnitReporter.self,
        GitHubActionsReporter.self,
        MarkdownReporter.self,
        CheckstyleReporter.self,
        SummaryReporter.self,
        CodeClimateReporter.self,
        CSVReporter.self,
        SonarQubeReporter.self,
    ]

    /// The reporter used when none is named.
    public static let defaultIdentifier = XcodeReporter.identifier

    /// The reporter with this identifier, with its default behaviour.
    ///
    /// - Throws: ``UnknownReporterError`` naming the closest identifier, when there is one.
    public static func reporter(identifier: String) throws(UnknownReporterError) -> any Reporter {
        if let type = all.first(where: { $0.identifier == identifier }) {
            return type.init()
        }
        let identifiers = all.map { $0.identifier }
        throw UnknownReporterError(identifier: identifier,
                                   suggestion: Suggestion.closest(to: identifier, in: identifiers),
                                   available: identifiers)
    }
}
