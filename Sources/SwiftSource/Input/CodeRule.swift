import A11yCore

/// The stable ids of the diagnostics reading program code produces.
public enum CodeRule: String, CaseIterable, Sendable {
    /// Classes of the run implemented in Objective-C, which a11y-check does not read: one note
    /// per run.
    case objectiveC = "code-objective-c"
    /// SwiftUI views and apps of the run, which a11y-check does not read: one note per run.
    case swiftUI = "code-swiftui"
    /// A Swift file that nests `[` deeper than ``SquareBracketNesting/maximumDepth`` within one
    /// brace, which is not parsed: swift-syntax's time doubles with each level.
    case nestingTooDeep = "code-nesting-too-deep"

    /// Either way the run goes on with what the storyboards say: a note for Objective-C and
    /// SwiftUI, which are expected, a warning for a Swift file left unread.
    public var severity: Severity {
        switch self {
        case .objectiveC, .swiftUI: .info
        case .nestingTooDeep: .warning
        }
    }

    /// What `a11y-check rules` prints for the rule; its examples are Objective-C files.
    public var description: RuleDescription {
        switch self {
        case .objectiveC:
            RuleDescription(
                id: rawValue, severity: severity, category: .spec,
                summary: "Classes implemented in Objective-C: what their code sets is decided in code.",
                rationale: "a11y-check reads Swift, not Objective-C. What an Objective-C view controller or view sets in viewDidLoad or awakeFromNib (labels, traits, Dynamic Type, colours, orientation overrides) is unknown: the lines where an implementation assigns a property of one of its outlets (self.title.textColor = ..., [self.button setTitle:... forState:UIControlStateNormal]) are found, and that property is unknown, so the rules that need it say nothing; the rest is analysed as Interface Builder describes it. One note per run names the classes.",
                documentation: ProjectLinks.document("swift-code.md#objective-c"),
                triggeringExamples: [Self.objectiveCFile("↓@implementation PlayerViewController")],
                nonTriggeringExamples: ["#import <Foundation/Foundation.h>\n\nint AppVersion(void) {\n    return 2;\n}\n"],
                exampleFileName: "PlayerViewController.m", exampleLanguage: "objc")
        case .swiftUI:
            RuleDescription(
                id: rawValue, severity: severity, category: .spec,
                summary: "SwiftUI views: what VoiceOver finds in them is not read.",
                rationale: "a11y-check reads UIKit: storyboards, xibs and the Swift code of view controllers and views. A SwiftUI view's body builds its interface when it runs, so what VoiceOver finds in it, in what order, is unknown, and screens built only in SwiftUI are not among the scenes a run analyses (a run of a SwiftUI app may find none). One note per run names the views, so that a run with no finding is not read as a clean one.",
                documentation: ProjectLinks.document("swift-code.md#swiftui"),
                triggeringExamples: ["import SwiftUI\n\nstruct ↓ContentView: View {\n    var body: some View {\n        Text(\"Hello\")\n    }\n}\n"],
                nonTriggeringExamples: ["import UIKit\n\nfinal class PlayerViewController: UIViewController {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        title = \"Player\"\n    }\n}\n"],
                exampleFileName: "ContentView.swift", exampleLanguage: "swift")
        case .nestingTooDeep:
            RuleDescription(
                id: rawValue, severity: severity, category: .spec,
                summary: "A Swift file nests '[' more than \(SquareBracketNesting.maximumDepth) deep within one brace: it is not read.",
                rationale: "swift-syntax's parser looks ahead at every '[' to tell a collection type from a collection literal, again inside each nested '[', so its time doubles with each level: a megabyte nesting '[' 14 deep takes hours. a11y-check checks the nesting before it parses (comments and string literals aside; a closure's or a block's braces start the count again) and does not read a file that goes deeper. What its classes set in code is then unknown, and the run goes on with what the storyboards say.",
                documentation: ProjectLinks.document("robustness.md#limits"),
                triggeringExamples: [Self.matrixFile(levels: SquareBracketNesting.maximumDepth, marked: true)],
                nonTriggeringExamples: [Self.matrixFile(levels: SquareBracketNesting.maximumDepth - 1, marked: false),
                                        "let pattern = \"[[[[[[[[[[[[\"\nlet rows = [[1, 2], [3, 4]]\nlet callbacks = [{ [[[[[[[[1]]]]]]]] }]\n"],
                exampleFileName: "Matrix.swift", exampleLanguage: "swift")
        }
    }

    /// A literal nesting `[` `levels` + 1 deep, the innermost `[` marked as where the rule fires.
    private static func matrixFile(levels: Int, marked: Bool) -> String {
        let opening = String(repeating: "[", count: levels) + (marked ? "↓[" : "[")
        let closing = String(repeating: "]", count: levels + 1)
        return "let cube = \(opening)0\(closing)\n"
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
