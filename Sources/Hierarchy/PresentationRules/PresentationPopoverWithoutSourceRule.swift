import A11yCore

/// `presentation-popover-without-source`: a popover shown as a popover (regular width) with no
/// anchor, which raises `NSGenericException` (reference/uikit.md 3.2, 3.6).
public struct PresentationPopoverWithoutSourceRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "presentation-popover-without-source", severity: .error, category: .presentation,
        summary: "A popover without a source view or bar button item crashes where it shows as a popover.",
        rationale: """
            A popover needs a barButtonItem, or a sourceView and sourceRect. In regular width (iPad, large iPhones in \
            landscape) UIKit raises NSGenericException: "UIPopoverPresentationController should have a non-nil \
            sourceView or barButtonItem set before the presentation occurs." In compact width the popover adapts to a \
            sheet and works, which is why the crash often ships.
            """,
        documentation: "https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller",
        triggeringExamples: [
            """
            app:
              devices: [iphone, ipad]
            screens:
              menu: {title: Menu}
              filters: {title: Filters}
            scenes:
              main:
                root: menu
                presentations:
                  - present: filters
                    ↓style: popover
            """,
        ],
        nonTriggeringExamples: [
            """
            app:
              devices: [iphone, ipad]
            screens:
              menu:
                view:
                  - button: {id: filterButton, title: Filters, frame: [16, 100, 100, 44]}
              filters: {title: Filters}
            scenes:
              main:
                root: menu
                presentations:
                  - {present: filters, style: popover, source: filterButton}
            """,
            """
            app:
              devices: [iphone]
            screens:
              menu: {title: Menu}
              filters: {title: Filters}
            scenes:
              main:
                root: menu
                presentations:
                  - {present: filters, style: popover}
            """,
        ])

    public func findings(in input: RuleInput) -> [Finding] {
        input.scenes.flatMap { scene in
            scene.presentations.compactMap { resolved -> Finding? in
                guard case .crashed(let crash) = resolved.outcome, crash.cause == .popoverWithoutSource else { return nil }
                let location = resolved.presentation.style?.location
                    ?? input.project.ownPresentationStyle(of: resolved.presented)?.location ?? resolved.presentation.location
                return finding(at: location, in: scene, subject: resolved.presented.id,
                               "\(resolved.presented.id) is presented as a popover with no source in regular width on "
                                   + "\(scene.environment.name): UIKit raises \(crash.exception)",
                               hint: "anchor the popover: its popoverPresentationController's sourceView or sourceItem (a spec's source: the element or bar item it points at)")
            }
        }
    }
}
