import A11yCore

/// The stable ids of the diagnostics reading program code produces.
public enum CodeRule: String, CaseIterable, Sendable {
    /// Classes of the run implemented in Objective-C, which a11y-check does not read: one note
    /// per run.
    case objectiveC = "code-objective-c"

    /// A note: the run goes on with what the storyboards say.
    public var severity: Severity { .info }

    /// What `a11y-check rules` prints for the rule; its examples are Objective-C files.
    public var description: RuleDescription {
        switch self {
        case .objectiveC:
            RuleDescription(
                id: rawValue, severity: severity, category: .spec,
                summary: "Classes implemented in Objective-C: what their code sets is decided in code.",
                rationale: "a11y-check reads Swift, not Objective-C. What an Objective-C view controller or view sets in viewDidLoad or awakeFromNib (labels, traits, Dynamic Type, orientation overrides) is unknown, so the storyboards that use these classes are analysed as Interface Builder describes them. One note per run names the classes.",
                documentation: ProjectLinks.document("swift-code.md#objective-c"),
                triggeringExamples: [Self.objectiveCFile("↓@implementation PlayerViewController")],
                nonTriggeringExamples: ["#import <Foundation/Foundation.h>\n\nint AppVersion(void) {\n    return 2;\n}\n"],
                exampleFileName: "PlayerViewController.m", exampleLanguage: "objc")
        }
    }

    private static func objectiveCFile(_ implementation: String) -> String {
        "#import \"PlayerViewController.h\"\n\n\(implementation)\n\n- (void)viewDidLoad {\n    [super viewDidLoad];\n    self.playButton.accessibilityLabel = @\"Play\";\n}\n\n@end\n"
    }
}

extension Diagnostic {
    /// Creates a diagnostic for one of the code rules, with that rule's severity.
    init(code rule: CodeRule, at location: SourceLocation, _ message: String, hint: String? = nil) {
        self.init(ruleID: rule.rawValue, severity: rule.severity, location: location, message: message, hint: hint)
    }
}
