/// The output formats of `a11y-check diff`.
public enum DiffFormat: String, Sendable, CaseIterable {
    /// For people at a terminal.
    case text
    /// A pull-request comment: a summary table, then a collapsible section per scene.
    case markdown
    /// For scripts: `{"base", "head", "changes", "summary"}`.
    case json
    /// GitHub Actions workflow commands for the new findings, at their head-side lines.
    case github

    /// `report` in this format.
    public func render(_ report: DiffReport) -> String {
        switch self {
        case .text: DiffTextRenderer.render(report)
        case .markdown: DiffMarkdownRenderer().render(report)
        case .json: DiffJSONRenderer.render(report)
        case .github: DiffGitHubRenderer.render(report)
        }
    }
}
