import A11yCore
import Hierarchy

/// `lifecycle-dismiss-chain`: a presentation has more presentations above it, so dismissing
/// from its presenter removes them all, and only the top one animates (reference/uikit.md 3.7).
public struct DismissChainRule: Rule {
    /// Creates the rule.
    public init() {}

    public static let description = RuleDescription(
        id: "lifecycle-dismiss-chain", severity: .info, category: .lifecycle,
        summary: "Dismissing from a lower view controller also removes the screens presented above it.",
        rationale: """
            dismiss(animated:) called on a presenting view controller dismisses the view controller it presented and \
            everything presented above it. Only the topmost view animates; the ones between are simply removed, and \
            their disappearance callbacks come in an order no source verifies (reference/uikit.md 3.7; experiment E2: \
            close a chain from its lowest presenter, and only the top animates). A chain holding a presentation that a \
            storyboard segue of a custom class performs is left alone: its perform() may show the destination another \
            way (a new window root, a side menu's front), so whether there is a chain is unknown.
            """,
        documentation: "https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)",
        triggeringExamples: [
            """
            screens:
              home: {title: Home}
              editor: {title: Editor}
              picker: {title: Picker}
            scenes:
              editing:
                root: home
                presentations:
                  - ↓{present: editor, style: fullScreen}
                  - {present: picker, style: pageSheet}
            """,
        ],
        nonTriggeringExamples: [
            """
            screens:
              home: {title: Home}
              editor: {title: Editor}
            scenes:
              editing:
                root: home
                presentations:
                  - {present: editor, style: fullScreen}
            """,
        ])

    public func findings(in input: RuleInput) -> [Finding] {
        Array(findingsPerScene(in: input).joined())
    }

    /// ``findings(in:)`` for each of `inputs`: a chain's dismissal reads the scene's resolution
    /// (no colour) and its message names no environment, so environments alike but for their
    /// appearance share it.
    public func findings(across inputs: [RuleInput]) -> [[Finding]] {
        findingsSharedAcrossAppearances(across: inputs) { findingsPerScene(in: $0) }
    }

    /// The findings of each scene of `input`, in the order of ``RuleInput/scenes``.
    private func findingsPerScene(in input: RuleInput) -> [[Finding]] {
        input.scenes.map { scene -> [Finding] in
            // A chain needs two shown presentations. The finding reads the chain's title only: the
            // levels of the chain and the callbacks of its dismissal are not worked out.
            let shown = scene.shownPresentations
            guard shown.count > 1 else { return [] }
            return shown.dropLast().compactMap { presentation in
                // A presentation a custom segue performs may be no presentation at all (a new
                // window root, a side menu's front): whether the chain is one is unknown.
                guard !shown[presentation.index...].contains(where: { $0.presentation.performedInCode != nil }) else { return nil }
                let title = DismissalTransitions.chainTitle(shown, from: presentation.index)
                let removed = shown[presentation.index..<(shown.count - 1)].map(\.presented.id)
                let presenter = presentation.presenter.id
                return finding(at: presentation.presentation.location, in: scene, subject: presenter,
                               "\(title); \(removed.joined(separator: ", ")) \(removed.count == 1 ? "is" : "are") "
                                   + "removed without animation",
                               hint: "dismiss from \(shown[shown.count - 1].presenter.id) to close only the top; "
                                   + "dismissing from \(presenter) is the documented way to close the whole chain at once")
            }
        }
    }
}
