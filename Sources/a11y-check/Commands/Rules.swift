import A11yCore
import Hierarchy
import ArgumentParser
import LintEngine

/// `a11y-check rules [ID]`: list the rules, or print one in full.
struct Rules: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List every rule, or print one rule with its rationale and examples.",
        discussion: "Example: a11y-check rules spec-unknown-key"
    )

    @Argument(help: "A rule id to print in full.", completion: Completions.ruleIDs)
    var id: String?

    @Flag(help: "Print every rule as Markdown: the text of docs/rules.md, which SARIF help links point at.")
    var markdown = false

    func run() throws {
        if markdown {
            print(RuleDocumentationRenderer.markdown(RuleCatalog.all), terminator: "")
            return
        }
        guard let id else {
            print(RuleDocumentationRenderer.table(RuleCatalog.all))
            return
        }
        guard let rule = RuleCatalog.description(of: id) else {
            let suggestion = Suggestion.didYouMean(id, in: RuleCatalog.ids)
            throw ValidationError("unknown rule '\(id)'\(suggestion)")
        }
        print(RuleDocumentationRenderer.detail(rule))
    }
}
