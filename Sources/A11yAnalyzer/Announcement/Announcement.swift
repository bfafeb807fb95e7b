/// What VoiceOver says when it focuses an element: the description, then (after a longer
/// pause) the hint.
public struct Announcement: Hashable, Sendable, CustomStringConvertible {
    /// Label, value, traits and context, for example "Close. Button.".
    public let text: String
    /// The hint, including the usage hints VoiceOver adds by trait; nil when there is none.
    public let hint: String?

    /// Creates an announcement.
    public init(text: String, hint: String?) {
        self.text = text
        self.hint = hint
    }

    /// The text, and the hint after " | " when there is one.
    public var description: String { hint.map { "\(text) | \($0)" } ?? text }
}
