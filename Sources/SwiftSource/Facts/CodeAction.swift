import A11yCore

/// What an `@IBAction` method does when a tap sends it, as far as its syntax tells
/// (``ActionReader``).
public enum CodeAction: Hashable, Sendable {
    /// It dismisses the screen (or pops it), at the call that does.
    case dismisses(SourceLocation)
    /// It is read, and nothing it calls leaves the screen.
    case stays
    /// It hands the tap to code a11y-check does not follow (a delegate, a closure, a segue by
    /// identifier): whether the screen stays is unknown.
    case handsOff
}
