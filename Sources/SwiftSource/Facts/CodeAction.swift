import A11yCore
import Hierarchy

/// What an `@IBAction` method does when a tap sends it, as far as its syntax tells
/// (``ActionReader``).
public enum CodeAction: Hashable, Sendable {
    /// It dismisses the screen (or pops it), at the call that does.
    case dismisses(SourceLocation)
    /// It is read, and nothing it calls leaves the screen.
    case stays
    /// It hands the tap to code a11y-check does not follow (a delegate, a closure, a segue by an
    /// identifier that is not a literal): whether the screen stays is unknown.
    case handsOff
    /// It performs the storyboard segues with these literal identifiers
    /// (`performSegue(withIdentifier:sender:)`, each at its call), and otherwise stays, or hands
    /// the tap on when `handsOff`: what each segue does is the storyboard's (``settled(by:)``).
    case performsSegues([Located<String>], handsOff: Bool)

    /// This action once the screen's storyboard segues (``Screen/segues``) say what its segues
    /// do: it dismisses at the first call whose segue unwinds; it stays when every segue shows
    /// its destination above the screen and nothing else hands the tap on; otherwise (a segue the
    /// screen does not have, or one of a custom class) it hands the tap on.
    func settled(by segues: [String: Located<SegueEffect>]) -> CodeAction {
        guard case .performsSegues(let performed, let handsOff) = self else { return self }
        if let unwind = performed.first(where: { segues[$0.value]?.value == .unwinds }) { return .dismisses(unwind.location) }
        let allShow = performed.allSatisfy { segues[$0.value]?.value == .shows }
        return allShow && !handsOff ? .stays : .handsOff
    }
}
