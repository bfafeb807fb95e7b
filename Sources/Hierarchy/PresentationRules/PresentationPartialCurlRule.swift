import A11yCore

/// `presentation-partial-curl`: the partialCurl transition with a presentation style other than
/// fullScreen raises an exception (reference/uikit.md 3.5).
public struct PresentationPartialCurlRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "presentation-partial-curl", severity: .error, category: .presentation,
        summary: "partialCurl with a presentation style other than fullScreen crashes.",
        rationale: """
            UIModalTransitionStyle.partialCurl is allowed only when the presentation style is fullScreen (and the \
            parent covers the screen); any other style raises an exception. Since iOS 13 the default style is \
            automatic, a sheet, so partialCurl needs an explicit fullScreen style.
            """,
        documentation: "https://developer.apple.com/documentation/uikit/uimodaltransitionstyle/partialcurl",
        triggeringExamples: [
            """
            screens:
              menu: {title: Menu}
              settings: {title: Settings}
            scenes:
              main:
                root: menu
                presentations:
                  - present: settings
                    ↓transition: partialCurl
            """,
        ],
        nonTriggeringExamples: [
            """
            screens:
              menu: {title: Menu}
              settings: {title: Settings}
            scenes:
              main:
                root: menu
                presentations:
                  - {present: settings, style: fullScreen, transition: partialCurl}
            """,
        ])

    public func findings(in input: RuleInput) -> [Finding] {
        input.scenes.flatMap { scene in
            scene.presentations.compactMap { resolved -> Finding? in
                guard case .crashed(let crash) = resolved.outcome, crash.cause == .partialCurlNotFullScreen else { return nil }
                let location = resolved.presentation.transition?.location
                    ?? input.project.ownTransitionStyle(of: resolved.presented)?.location ?? resolved.presentation.location
                return finding(at: location, in: scene, subject: resolved.presented.id,
                               "\(resolved.presented.id) uses the partialCurl transition with the \(resolved.style.concrete.rawValue) style: "
                                   + "UIKit raises an exception",
                               hint: "present it with modalPresentationStyle .fullScreen (a spec's style: fullScreen), or choose another modalTransitionStyle")
            }
        }
    }
}
