import A11yCore
import Hierarchy

/// A button or link smaller than 44 by 44 points.
public struct TouchTargetRule: ScreenRule {
    /// Creates the rule.
    public init() {}

    /// Apple's minimum hit region, in points.
    static let minimumSide = 44.0

    /// How much taller a table view cell's row is than the height a file gives the cell: UIKit
    /// draws the separator (one pixel: half a point on 2x screens, a third on 3x) inside the row,
    /// below the content view, and Interface Builder writes a 44-point row's cell 43.5 or 43.67
    /// points tall. The whole row takes the touch.
    static let separatorAllowance = 0.5

    /// The traits of the elements checked.
    private static let targetTraits: TraitSet = [.button, .link]

    /// The rule's id, severity, rationale and examples.
    public static let description = RuleDescription(
        id: "a11y-touch-target", severity: .warning, category: .accessibility,
        summary: "A button or link is smaller than 44 x 44 points",
        rationale: """
            Apple's Human Interface Guidelines ask for a hit region of at least 44 x 44 points for every control; \
            smaller targets are hard to hit for people with limited dexterity or vision. GTXiLib's "Touch target \
            size" check and Xcode's hitRegion audit test the same size (WCAG 2.2 SC 2.5.8 asks for 24 x 24 CSS \
            pixels as a floor). Elements with the button or link trait and a frame are checked; switches and \
            the parts of segmented controls and steppers are system-drawn with fixed metrics and are left alone, \
            and so is a view whose size code decides (sizeFromCode: a height constraint made in awakeFromNib, an \
            intrinsicContentSize override, a point(inside:with:) override that widens its hit area), whose drawn \
            frame is not the one UIKit lays out or a tap lands in, a view whose constraints leave its size to \
            Auto Layout's choice (ambiguousLayout: Interface Builder's ambiguous="YES", unless the view's own exact \
            width and height constraints give it), whose drawn frame is one guess among several, and a view with user interaction off, or inside one (a label given the button trait in a tappable card): its touches go to \
            what lies behind it, whose size is not the element's. A table view cell is \
            its row, whose one-pixel separator a storyboard leaves out of the cell's height: a 44-point row's cell \
            is written 43.5 or 43.67 points tall.
            """,
        documentation: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Buttons-and-controls",
        triggeringExamples: [
            """
            screens:
              toolbar:
                view:
                  - button: {id: close, label: Close, image: xmark, ↓frame: [8, 8, 24, 24]}
                  - label: {id: terms, text: Terms, traits: [link], ↓frame: [8, 60, 120, 17]}
            """,
        ],
        nonTriggeringExamples: [
            """
            screens:
              toolbar:
                view:
                  - button: {id: close, label: Close, image: xmark, frame: [8, 8, 44, 44]}
                  - switch: {id: sync, label: Sync, frame: [8, 60, 51, 31]}
                  - segmented: {id: range, segments: [Day, Week], frame: [8, 100, 200, 32]}
                  - label: {id: caption, text: Caption, frame: [8, 140, 120, 17]}
                  - button: {id: more, title: More}
                  - button: {id: buy, title: Buy, frame: [8, 180, 200, 30], sizeFromCode: true}
                  - button: {id: activity, title: Activity, frame: [250, 180, 24, 0], ambiguousLayout: true}
                  - label: {id: cardTitle, text: Offers, traits: [header, button], frame: [8, 190, 200, 20], userInteractionEnabled: false}
                  - table:
                      id: actions
                      frame: [0, 220, 393, 100]
                      cells:
                        - {id: clear, text: Clear Data, traits: [button], frame: [0, 220, 393, 43.67]}
            """,
        ])

    /// A side in points to two decimals at most (`36.67` for the 36.666666666666664 a storyboard's
    /// Auto Layout frame holds), never rounded up to the minimum it is below.
    static func points(_ side: Double) -> String {
        let nearest = (side * 100).rounded() / 100
        return (nearest >= minimumSide && side < minimumSide ? (side * 100).rounded(.down) / 100 : nearest).messageText
    }

    /// The findings for one screen.
    public func findings(in input: ScreenRuleInput) -> [Finding] {
        input.elements.compactMap { element in
            guard element.part == nil, element.kind != .switch, !element.traits.isDisjoint(with: Self.targetTraits),
                  let frame = element.frame,
                  frame.width < Self.minimumSide || frame.height + (element.kind == .cell ? Self.separatorAllowance : 0) < Self.minimumSide,
                  let spec = input.screen.element(at: element.path), spec.sizeFromCode?.value != true,
                  spec.ambiguousLayout?.value != true,
                  input.screen.receivesTouches(at: element.path) else { return nil }
            return finding(
                at: spec.frame?.location ?? element.location, in: input, subject: element.id,
                "\(input.described(element)) is \(Self.points(frame.width)) x \(Self.points(frame.height)) pt, smaller than 44 x 44",
                hint: "make the frame (or its touch area) at least 44 x 44 points")
        }
    }
}
