import A11yCore
import Hierarchy

/// A visible control that VoiceOver cannot focus.
public struct HiddenControlRule: ScreenRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, severity, rationale and examples.
    public static let description = RuleDescription(
        id: "a11y-hidden-control", severity: .warning, category: .accessibility,
        summary: "A visible interactive element cannot be reached with VoiceOver",
        rationale: """
            An element marked accessible hides everything inside it (UIKit's isAccessibilityElement), and a \
            container that lists its elements in accessibilityElements exposes only those. A button inside a \
            cell made accessible, or left out of the list, is on screen and works by touch, yet VoiceOver users can \
            never activate it: WCAG 2.2 SC 4.1.2 Name, Role, Value; Deque's "Nested Active Controls". A \
            UITableViewCell that holds a control and does not set isAccessibilityElement is a container, whose \
            controls VoiceOver reaches (assumption cellWithControls). Controls \
            cut off by accessibilityViewIsModal or accessibilityElementsHidden are left alone: those properties \
            exist to hide content that another view covers. So is a control under the middle of the accessible \
            ancestor that hides it: VoiceOver activates an element with a tap at its activation point, the middle \
            of its frame unless the app moves it (Apple: accessibilityActivationPoint), so a double tap on the \
            ancestor reaches that control (a round view that speaks for the button it holds).
            """,
        documentation: "https://developer.apple.com/documentation/objectivec/nsobject-swift.class/isaccessibilityelement",
        triggeringExamples: [
            """
            screens:
              inbox:
                view:
                  - cell:
                      id: message
                      text: Lunch on Friday?
                      accessible: true
                      frame: [0, 100, 393, 60]
                      children:
                        - ↓button: {id: reply, title: Reply, frame: [320, 8, 60, 44]}
            """,
            """
            screens:
              settings:
                view:
                  - cell:
                      text: Wi-Fi
                      accessible: true
                      frame: [0, 100, 393, 44]
                      children:
                        - ↓switch: {id: wifi, label: Wi-Fi, on: true, frame: [326, 6, 51, 31]}
            """,
            """
            screens:
              card:
                view:
                  - view:
                      order: [title]
                      children:
                        - label: {id: title, text: Offer, frame: [16, 100, 200, 20]}
                        - ↓button: {id: accept, title: Accept, frame: [16, 130, 100, 44]}
            """,
        ],
        nonTriggeringExamples: [
            """
            screens:
              inbox:
                view:
                  - view:
                      id: message
                      frame: [0, 100, 393, 60]
                      children:
                        - label: {id: subject, text: Lunch on Friday?, frame: [16, 8, 280, 44]}
                        - button: {id: reply, title: Reply, frame: [320, 8, 60, 44]}
                  - view:
                      viewIsModal: true
                      children:
                        - button: {id: dismiss, title: Dismiss, frame: [16, 300, 100, 44]}
                  - cell:
                      text: Hidden row
                      children:
                        - button: {id: gone, title: Gone, hidden: true}
                  - cell:
                      text: Wi-Fi
                      frame: [0, 400, 393, 44]
                      children:
                        - switch: {id: wifi, label: Wi-Fi, on: true, frame: [326, 6, 51, 31]}
                  - view:
                      id: firewall
                      accessible: true
                      label: Activate firewall
                      traits: [button]
                      frame: [16, 500, 100, 100]
                      children:
                        - button: {id: power, image: ic_power, frame: [15, 15, 70, 70]}
            """,
        ])

    private static let reasons: [UnreachableElement.Reason: String] = [
        .insideAccessibleElement: "an accessible ancestor hides it",
        .notInOrder: "its container's order does not list it",
    ]

    /// The findings for one screen.
    public func findings(in input: ScreenRuleInput) -> [Finding] {
        input.unreachable.compactMap { entry in
            guard entry.isVisible, entry.element.isInteractive, let why = Self.reasons[entry.reason],
                  !Self.isActivatedThroughAncestor(entry, in: input) else { return nil }
            return finding(
                at: entry.element.location, in: input, subject: entry.element.id,
                "\(input.described(entry.element)) is on screen but VoiceOver cannot reach it: \(why)",
                hint: entry.reason == .notInOrder ? "add its id to the container's order"
                    : "make the ancestor a container (accessible: false) or give the ancestor a custom action")
        }
    }

    /// True when a double tap on the accessible ancestor that hides `entry`'s control lands on it:
    /// VoiceOver taps an element's activation point, the middle of its frame by default
    /// ([accessibilityActivationPoint](https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityactivationpoint)).
    private static func isActivatedThroughAncestor(_ entry: UnreachableElement, in input: ScreenRuleInput) -> Bool {
        guard entry.reason == .insideAccessibleElement, let frame = entry.element.frame,
              let ancestor = input.elements.first(where: { $0.part == nil && $0.path != entry.element.path && $0.path.contains(entry.element.path) }),
              let outer = ancestor.frame else { return false }
        return frame.contains(outer.mid)
    }
}
