import A11yCore
import Hierarchy

/// The tree VoiceOver orders: elements, and groups whose elements are visited as one block
/// (reference/voiceover.md A2.2, step 1).
public indirect enum AccessibilityNode: Hashable, Sendable {
    /// One element.
    case element(AccessibilityElement)
    /// Elements visited together. `explicitlyOrdered` groups (from `order`) keep their children's
    /// order; the others are sorted by position. `frameOverride` places the group among its
    /// siblings; without it the group sits where its first child in reading order sits.
    case group([AccessibilityNode], explicitlyOrdered: Bool, frameOverride: Rect?)

    /// The node with `transform` applied to every element.
    func mapElements(_ transform: (AccessibilityElement) -> AccessibilityElement) -> AccessibilityNode {
        switch self {
        case .element(let element): .element(transform(element))
        case .group(let children, let explicitlyOrdered, let frameOverride):
            .group(children.map { $0.mapElements(transform) }, explicitlyOrdered: explicitlyOrdered, frameOverride: frameOverride)
        }
    }
}
