import A11yCore
import Hierarchy

/// Everything a lint run built to reach its findings: the project model, the resolved scenes of
/// every environment and the analyses shared between rules.
///
/// A ``LintResult`` holds it, so it lives as long as the result. Freeing it means freeing every
/// node, element and analysis one by one, which takes a noticeable share of a large run; a
/// command-line tool that exits right after reporting can keep it instead
/// (``LintResult/keepWorkingSetUntilExit()``).
public final class LintWorkingSet: Sendable {
    /// The loaded project.
    public let project: Project
    /// One rule input per environment of the matrix.
    public let inputs: [RuleInput]
    /// The analyses the rules shared.
    public let sharedCache: AnalysisCache

    init(project: Project, inputs: [RuleInput], sharedCache: AnalysisCache) {
        self.project = project
        self.inputs = inputs
        self.sharedCache = sharedCache
    }
}
