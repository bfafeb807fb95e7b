import A11yCore
import Hierarchy

/// The literal `adaptivePresentationStyle(for:)` answer of each presenting class, which, as the
/// presentation controller's delegate, adapts the presentations it makes (in code, or by a
/// storyboard segue it performs), each class's lineage read once.
/// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/adaptivepresentationstyle(for:traitcollection:)
struct AdaptiveStyleAnswers {
    let facts: CodeFacts
    private var answers: [String: Located<AdaptiveStyle>?] = [:]

    init(facts: CodeFacts) {
        self.facts = facts
    }

    /// The adaptive style `className` answers, located at its answer; nil when it gives no literal one.
    mutating func style(answeredBy className: String) -> Located<AdaptiveStyle>? {
        if let known = answers[className] { return known }
        var style: Located<AdaptiveStyle>?
        if let answer = facts.value(.adaptivePresentationStyle, in: className), case .adaptiveStyle(let value) = answer.value {
            style = Located(value, at: answer.location)
        }
        answers[className] = .some(style)
        return style
    }
}
