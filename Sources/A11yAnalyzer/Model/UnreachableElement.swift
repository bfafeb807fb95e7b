/// An element that exists and would be an accessibility element, but that VoiceOver cannot reach.
public struct UnreachableElement: Hashable, Sendable {
    /// Why VoiceOver cannot reach an element (reference/voiceover.md A1).
    public enum Reason: String, Hashable, Sendable, Codable, CaseIterable {
        /// `hidden: true` on it or an ancestor (A1.3).
        case hidden
        /// `alpha` at or below the alpha threshold on it or an ancestor (A1.3).
        case alphaZero
        /// A zero-size frame that clips, is an element or lists its elements (A1.3).
        case zeroSize
        /// `hiddenFromAccessibility` (accessibilityElementsHidden) on it or an ancestor (A1.2).
        case hiddenFromAccessibility
        /// An ancestor is itself an accessibility element and hides its subtree (A1.1).
        case insideAccessibleElement
        /// A sibling of it or of an ancestor sets `viewIsModal` (A1.7).
        case outsideModalView
        /// An ancestor lists its elements in `order` and this one is not listed (A1.4).
        case notInOrder
    }

    /// The element, as it would be exposed (no context).
    public let element: AccessibilityElement
    /// The outermost cause, the first one the traversal meets.
    public let reason: Reason
    /// False when the element is not drawn: it or an ancestor is hidden, has alpha at or below
    /// the threshold, or has a zero-size frame that prunes it.
    public let isVisible: Bool

    /// Creates an entry.
    public init(element: AccessibilityElement, reason: Reason, isVisible: Bool) {
        self.element = element
        self.reason = reason
        self.isVisible = isVisible
    }
}
