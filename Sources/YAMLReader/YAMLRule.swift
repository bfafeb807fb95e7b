import A11yCore

/// The stable ids of the diagnostics reading YAML text produces, before any of it is decoded
/// into the model: the YAML source's own rules.
///
/// Every one is an error: a file that breaks one of them is not a spec a11y-check can read.
public enum YAMLRule: String, CaseIterable, Sendable {
    /// libyaml could not read, scan or parse the file.
    case yamlSyntax = "spec-yaml-syntax"
    /// The file is not UTF-8.
    case encoding = "spec-encoding"
    /// A mapping names the same key twice.
    case duplicateKey = "spec-duplicate-key"
    /// Nesting deeper than ``YAMLLimits/maximumDepth``.
    case nestingTooDeep = "spec-nesting-too-deep"
    /// A file larger than ``YAMLLimits/maximumFileSize``.
    case fileTooLarge = "spec-file-too-large"
    /// Aliases that expand beyond ``YAMLLimits/maximumAliasExpansion`` nodes.
    case aliasExpansion = "spec-alias-expansion"
    /// An alias to an anchor that is not defined before it, or to the node that contains it.
    case unknownAlias = "spec-unknown-alias"
    /// A merge key (`<<`) whose value is not a mapping or a list of mappings.
    case invalidMerge = "spec-invalid-merge"
    /// A tag other than `!!str`, `!!merge` or `!` (`!!binary`, `!!int`, a local tag).
    case unsupportedTag = "spec-unsupported-tag"
    /// More than one YAML document in one file.
    case multipleDocuments = "spec-multiple-documents"

    /// Every YAML rule is an error.
    public var severity: Severity { .error }
}

extension Diagnostic {
    /// Creates a diagnostic for one of the YAML rules, with that rule's severity.
    public init(_ rule: YAMLRule, at location: SourceLocation, _ message: String, hint: String? = nil) {
        self.init(ruleID: rule.rawValue, severity: rule.severity, location: location, message: message, hint: hint)
    }
}
