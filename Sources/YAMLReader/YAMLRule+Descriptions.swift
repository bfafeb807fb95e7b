import A11yCore

extension YAMLRule {
    /// What `a11y-check rules` prints for the rule, with examples the generic rule test runs.
    public var description: RuleDescription {
        let text = details
        return RuleDescription(id: rawValue, severity: severity, category: .spec, summary: text.summary,
                               rationale: text.rationale, documentation: text.documentation,
                               triggeringExamples: text.triggering, nonTriggeringExamples: text.nonTriggering)
    }

    /// The rules whose trigger cannot be written as one short UTF-8 file (they need a huge,
    /// deeply nested or non-UTF-8 file); their own tests build the input.
    public static let rulesWithoutTextExamples: Set<YAMLRule> = [.encoding, .nestingTooDeep, .fileTooLarge, .aliasExpansion]

    private struct Details {
        let summary: String
        let rationale: String
        let documentation: String
        var triggering: [String] = []
        var nonTriggering: [String] = []
    }

    private var details: Details {
        let doc = "https://github.com/a11y-check/a11y-check/blob/main/docs/format.md#reading-rules"
        switch self {
        case .yamlSyntax:
            return Details(
                summary: "The file is not well-formed YAML.",
                rationale: "libyaml stops at the first syntax error, so nothing after it can be checked.",
                documentation: "https://yaml.org/spec/1.2.2/",
                triggering: ["screens:\n  home:\n    title: Home\n   ↓view: []\n"],
                nonTriggering: ["screens:\n  home:\n    title: Home\n    view: []\n"])
        case .encoding:
            return Details(summary: "The file is not UTF-8.",
                           rationale: "Positions are counted in Unicode scalars of UTF-8 text; other encodings would make every position wrong.",
                           documentation: doc, nonTriggering: ["screens: {}\n"])
        case .duplicateKey:
            return Details(
                summary: "A mapping names the same key twice.",
                rationale: "YAML keeps one value per key, and which one survives depends on the parser; libyaml does not detect it.",
                documentation: doc,
                triggering: ["screens:\n  home:\n    title: Home\n    ↓title: Start\n"],
                nonTriggering: ["screens:\n  home:\n    title: Home\n"])
        case .nestingTooDeep:
            return Details(summary: "Lists and mappings nested more than 128 deep.",
                           rationale: "A deeply nested document exhausts the stack of recursive readers; no screen needs such depth.",
                           documentation: doc, nonTriggering: ["screens: {home: {view: [{view: {children: [{label: {text: A}}]}}]}}\n"])
        case .fileTooLarge:
            return Details(summary: "A file larger than 16 MiB.",
                           rationale: "A spec file that large is generated or corrupt; reading it whole would cost memory for nothing.",
                           documentation: doc, nonTriggering: ["screens: {}\n"])
        case .aliasExpansion:
            return Details(summary: "Aliases that expand a document by more than 1,000,000 nodes.",
                           rationale: "Aliases of aliases multiply (\"billion laughs\"); analyzers walk the expanded tree, so it is refused.",
                           documentation: doc, nonTriggering: ["x-label: &label {label: {text: Hello}}\nscreens:\n  home:\n    view: [*label, *label]\n"])
        case .unknownAlias:
            return Details(
                summary: "An alias to an anchor that is not defined before it, or to the node that contains it.",
                rationale: "YAML defines an anchor before its aliases; an alias inside its own anchor would be an infinite tree.",
                documentation: doc,
                triggering: ["screens:\n  home:\n    view: ↓*missing\n", "x-loop: &loop [1, ↓*loop]\n"],
                nonTriggering: ["x-items: &items []\nscreens:\n  home:\n    view: *items\n"])
        case .invalidMerge:
            return Details(
                summary: "A merge key (<<) whose value is not a mapping or a list of mappings.",
                rationale: "Only mappings can be merged into a mapping.",
                documentation: "https://yaml.org/type/merge.html",
                triggering: ["screens:\n  home:\n    <<: ↓[1, 2]\n"],
                nonTriggering: ["x-base: &base {title: Home}\nscreens:\n  home:\n    <<: *base\n"])
        case .unsupportedTag:
            return Details(
                summary: "A tag other than !!str, such as !!binary, !!int or a local !tag.",
                rationale: "The format has no binary or custom types, and a tagged number is not one a11y-check reads; ignoring the tag would read the value as something it is not.",
                documentation: doc,
                triggering: ["screens:\n  home:\n    title: ↓!!binary SG9tZQ==\n"],
                nonTriggering: ["screens:\n  home:\n    title: !!str 2024\n"])
        case .multipleDocuments:
            return Details(
                summary: "More than one YAML document in one file.",
                rationale: "A spec file is one document; a second one after --- would be silently ignored otherwise.",
                documentation: doc,
                triggering: ["screens: {}\n↓---\nscenes: {}\n"],
                nonTriggering: ["---\nscreens: {}\n"])
        }
    }
}
