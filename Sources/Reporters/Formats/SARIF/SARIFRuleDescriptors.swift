import A11yCore

/// The `tool.driver.rules[]` of a SARIF run: one `reportingDescriptor` per rule that ran (its
/// `helpUri` the rule's section of `docs/rules.md` at the release tag), plus a
/// minimal one for each rule id a finding names without a description (spec diagnostics),
/// sorted by id so that `ruleIndex` is stable.
struct SARIFRuleDescriptors {
    /// GitHub shows at most this many characters of `shortDescription` and `fullDescription`.
    private static let descriptionLimit = 1024

    /// The descriptors, in `rules[]` order.
    let descriptors: [JSONValue]
    /// The index of each rule id in ``descriptors``.
    let indices: [String: Int]

    init(rules: [RuleDescription], findings: [Finding]) {
        var byID: [String: JSONValue] = [:]
        for rule in rules {
            byID[rule.id] = SARIFRuleDescriptors.descriptor(for: rule)
        }
        for finding in findings where byID[finding.ruleID] == nil {
            byID[finding.ruleID] = SARIFRuleDescriptors.undescribed(finding.ruleID, severity: finding.severity)
        }
        let ids = byID.keys.sorted()
        descriptors = ids.map { byID[$0]! }
        indices = Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($1, $0) })
    }

    private static func descriptor(for rule: RuleDescription) -> JSONValue {
        var members: [String: JSONValue] = [
            "id": .string(rule.id),
            "name": .string(name(for: rule.id)),
            "shortDescription": .object(["text": .string(limited(rule.summary))]),
            "fullDescription": .object(["text": .string(limited(rule.rationale.isEmpty ? rule.summary : rule.rationale))]),
            "help": .object(["text": .string(helpText(rule)), "markdown": .string(helpMarkdown(rule))]),
            "defaultConfiguration": .object(["level": .string(rule.severity.sarifLevel)]),
            "properties": .object(["tags": .array([.string(rule.category.rawValue)])]),
        ]
        members["helpUri"] = .string(ProjectLinks.rule(rule.id))
        return .object(members)
    }

    /// A rule known only by its id: the id stands in for the texts GitHub requires.
    private static func undescribed(_ id: String, severity: Severity) -> JSONValue {
        .object([
            "id": .string(id),
            "name": .string(name(for: id)),
            "shortDescription": .object(["text": .string(id)]),
            "fullDescription": .object(["text": .string(id)]),
            "help": .object(["text": .string(id), "markdown": .string(id)]),
            "defaultConfiguration": .object(["level": .string(severity.sarifLevel)]),
        ])
    }

    /// `orientation-no-common-mask` → `OrientationNoCommonMask`.
    private static func name(for id: String) -> String {
        id.split { !$0.isLetter && !$0.isNumber }.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// Summary, rationale, the rule's page and the reference it cites, as paragraphs.
    private static func helpText(_ rule: RuleDescription) -> String {
        paragraphs([rule.summary, rule.rationale, "Documentation: \(ProjectLinks.rule(rule.id))",
                    rule.documentation.isEmpty ? "" : "Reference: \(rule.documentation)"])
    }

    /// The help text in Markdown, with the first triggering example as a YAML block.
    private static func helpMarkdown(_ rule: RuleDescription) -> String {
        var parts = ["**\(rule.summary)**", rule.rationale]
        parts.append("[Documentation](<\(ProjectLinks.rule(rule.id))>)")
        if isAbsoluteURI(rule.documentation) { parts.append("Reference: <\(rule.documentation)>") }
        if let example = rule.triggeringExamples.first {
            let yaml = example.replacingOccurrences(of: "↓", with: "")
            let fence = String(repeating: "`", count: max(3, longestBacktickRun(in: yaml) + 1))
            parts.append("Example that triggers the rule:")
            parts.append("\(fence)yaml\n\(yaml)\(yaml.hasSuffix("\n") ? "" : "\n")\(fence)")
        }
        return paragraphs(parts)
    }

    private static func paragraphs(_ parts: [String]) -> String {
        parts.filter { !$0.isEmpty }.joined(separator: "\n\n")
    }

    private static func longestBacktickRun(in text: String) -> Int {
        var longest = 0, current = 0
        for character in text {
            current = character == "`" ? current + 1 : 0
            longest = max(longest, current)
        }
        return longest
    }

    /// Whether `text` starts with a URI scheme (`https:`), as SARIF's `format: uri` requires.
    private static func isAbsoluteURI(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":"), let first = text.first, first.isASCII, first.isLetter else { return false }
        return text[..<colon].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
            && !text.contains(where: \.isWhitespace)
    }

    /// The text, cut to GitHub's limit with an ellipsis when longer.
    private static func limited(_ text: String) -> String {
        text.count <= descriptionLimit ? text : String(text.prefix(descriptionLimit - 1)) + "…"
    }
}
