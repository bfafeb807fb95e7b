import A11yCore

/// `presentation-already-presenting`: presenting from a view controller that is already presenting
/// something; UIKit logs a warning and shows nothing (reference/uikit.md 3.4, 3.6).
public struct PresentationAlreadyPresentingRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "presentation-already-presenting", severity: .error, category: .presentation,
        summary: "A presentation from a view controller that is already presenting: UIKit refuses it.",
        rationale: """
            A view controller presents one view controller at a time. Full-screen and sheet presentations are made by \
            the top of the caller's hierarchy (its root ancestor), so calling present on a child while that ancestor \
            presents something fails: "Attempt to present <C> on <A> (from <X>) which is already presenting <B>". \
            Nothing appears, and every later presentation of the chain never happens.
            """,
        documentation: "https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)",
        triggeringExamples: [
            """
            screens:
              menu: {title: Menu}
              login: {title: Log in}
              alert: {title: Offline}
            scenes:
              main:
                root: menu
                presentations:
                  - {present: login, style: pageSheet}
                  - present: alert
                    ↓from: menu
            """,
        ],
        nonTriggeringExamples: [
            """
            screens:
              menu: {title: Menu}
              login: {title: Log in}
              alert: {title: Offline}
            scenes:
              main:
                root: menu
                presentations:
                  - {present: login, style: pageSheet}
                  - {present: alert, from: login}
            """,
        ])

    public func findings(in input: RuleInput) -> [Finding] {
        input.scenes.flatMap { scene in
            scene.presentations.compactMap { resolved -> Finding? in
                guard case .refused(let warning) = resolved.outcome else { return nil }
                return finding(at: resolved.presentation.from?.location ?? resolved.presentation.location, in: scene,
                               subject: resolved.presented.id,
                               "\(resolved.presenter.id) is already presenting, so UIKit refuses to present \(resolved.presented.id): \"\(warning)\"",
                               hint: "present from the view controller on top (\(scene.presentations[..<resolved.index].last { $0.outcome.isPresented }?.presented.id ?? "the topmost one")), or dismiss first")
            }
        }
    }
}
