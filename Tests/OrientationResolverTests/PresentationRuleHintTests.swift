import A11yCore
import Hierarchy
import TestSupport
import Testing

/// The presentation rules' hints name UIKit's API first, then the spec's key: a popover needs an
/// anchor (UIPopoverPresentationController's `sourceView` or `sourceItem`,
/// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceitem),
/// and `partialCurl` needs a full-screen presentation
/// (https://developer.apple.com/documentation/uikit/uimodaltransitionstyle/partialcurl).
@Suite struct PresentationRuleHintTests {
    static let yaml = """
        screens:
          list:
            view:
              - button: {id: filters, title: Filters, frame: [16, 100, 100, 44]}
          picker: {title: Picker}
          notes: {title: Notes}
        scenes:
          main:
            root: list
            presentations:
              - {present: picker, style: popover}
          curl:
            root: list
            presentations:
              - {present: notes, style: formSheet, transition: partialCurl}
        """

    /// "rule-id: hint" for each finding of the presentation rules on an iPhone and an iPad (where
    /// a popover stays a popover).
    private static func hints() -> Set<String> {
        let project = Fixtures.project(yaml)
        return Set(["iphone-16", "ipad-pro-11"].flatMap { device in
            PresentationRules.all.flatMap { $0.findings(in: RuleInput(project: project, environment: Fixtures.environment(device))) }
        }.map { "\($0.ruleID): \($0.hint ?? "-")" })
    }

    @Test func hintsNameUIKitFirst() {
        #expect(Self.hints() == [
            "presentation-popover-without-source: anchor the popover: its popoverPresentationController's sourceView or sourceItem "
                + "(a spec's source: the element or bar item it points at)",
            "presentation-partial-curl: present it with modalPresentationStyle .fullScreen (a spec's style: fullScreen), "
                + "or choose another modalTransitionStyle",
        ])
    }
}
