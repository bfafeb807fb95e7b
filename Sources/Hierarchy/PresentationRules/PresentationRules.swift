
/// The rules that judge presentation outcomes of scene resolution (a refused presentation, a
/// presentation UIKit raises an exception for), in the order `a11y-check rules` lists them.
public enum PresentationRules {
    /// Every presentation rule.
    public static let all: [any Rule] = [
        PresentationPopoverWithoutSourceRule(),
        PresentationPartialCurlRule(),
        PresentationAlreadyPresentingRule(),
    ]
}
