import A11yCore
import Hierarchy

/// Two interactive elements of one screen that VoiceOver announces identically.
public struct DuplicateLabelRule: ScreenRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, severity, rationale and examples.
    public static let description = RuleDescription(
        id: "a11y-duplicate-label", severity: .warning, category: .accessibility,
        summary: "Two interactive elements on one screen are announced exactly alike",
        rationale: """
            When two controls sound the same ("Edit. Button." twice), a VoiceOver or Voice Control user cannot \
            tell which one acts on what. Labels should describe each control's purpose: WCAG 2.2 SC 2.4.6 \
            Headings and Labels; Android ATF's DuplicateSpeakableTextCheck and A11yUITests flag the same. The \
            finding sits on every repeat after the first. The buttons UIKit creates inside steppers and segmented \
            controls carry labels the app does not set and are left alone, and so are buttons whose title code sets \
            (`textFromCode`): what they say is unknown; and so are elements code shows or hides (`hiddenFromCode`, \
            in them or a view they lie in: a Clear button and a Stop button that take turns), which are not known \
            to be on screen together, nor is what a prototype cell holds (`prototype`: a table's dynamic prototype \
            or a collection view's cell, whose rows code dequeues) beside what another prototype cell or the rest \
            of the screen holds: which rows are on screen is the data's.
            """,
        documentation: "https://www.w3.org/WAI/WCAG22/Understanding/headings-and-labels.html",
        triggeringExamples: [
            """
            screens:
              account:
                view:
                  - button: {id: editName, title: Edit, frame: [300, 100, 60, 44]}
                  - ↓button: {id: editEmail, title: Edit, frame: [300, 160, 60, 44]}
            """,
            """
            screens:
              blinds:
                view:
                  - cell:
                      prototype: true
                      frame: [0, 100, 393, 44]
                      children:
                        - button: {id: raise, label: Move, frame: [280, 0, 44, 44]}
                        - ↓button: {id: lower, label: Move, frame: [330, 0, 44, 44]}
            """,
        ],
        nonTriggeringExamples: [
            """
            screens:
              account:
                view:
                  - button: {id: editName, title: Edit, label: Edit name, frame: [300, 100, 60, 44]}
                  - button: {id: editEmail, title: Edit, label: Edit email, frame: [300, 160, 60, 44]}
                  - label: {id: one, text: Total, frame: [16, 220, 100, 20]}
                  - label: {id: two, text: Total, frame: [16, 260, 100, 20]}
                  - segmented: {id: unit, segments: [Day, Week], frame: [16, 300, 200, 32]}
                  - stepper: {id: adults, frame: [16, 350, 94, 32]}
                  - stepper: {id: children, frame: [16, 400, 94, 32]}
                  - button: {id: follow, textFromCode: true, frame: [16, 450, 100, 44]}
                  - button: {id: share, textFromCode: true, frame: [16, 500, 100, 44]}
                  - button: {id: clear, label: Clear Text, frame: [330, 550, 44, 44]}
                  - button: {id: stop, label: Clear Text, frame: [330, 550, 44, 44], hiddenFromCode: true}
                  - cell:
                      prototype: true
                      frame: [0, 600, 393, 44]
                      children:
                        - button: {id: raise, label: Up, frame: [330, 0, 44, 44]}
                  - cell:
                      prototype: true
                      frame: [0, 644, 393, 44]
                      children:
                        - button: {id: open, label: Up, frame: [330, 0, 44, 44]}
            """,
        ])

    /// The findings for one screen.
    public func findings(in input: ScreenRuleInput) -> [Finding] {
        var first = Set<Announced>()
        var findings: [Finding] = []
        let labelled = input.elements.filter { element in
            // A label that holds text code sets is unknown, so not known to repeat another; nor is
            // an element code shows or hides known to be on screen beside another.
            element.isInteractive && element.part == nil && !(element.label ?? "").isEmpty
                && !Self.holdsTextFromCode(element.label ?? "") && !input.screen.visibilityDecidedInCode(at: element.path)
        }
        first.reserveCapacity(labelled.count)
        for element in labelled.sorted(by: { $0.location < $1.location }) {
            let text = input.announcementText(for: element)
            let scope = input.screen.prototypeCell(containing: element.path)
            let (isFirst, original) = first.insert(Announced(text: text, scope: scope, element: element))
            if isFirst { continue }
            findings.append(finding(
                at: element.location, in: input, subject: element.id,
                "\(input.described(element)) is announced exactly like \(input.described(original.element)): \"\(text)\"",
                hint: "make each label say what the control acts on"))
        }
        return findings
    }

    /// An announcement and the element that made it, equal to another with the same text in the
    /// same prototype cell (or outside every one): one set insertion hashes the text once, and
    /// tells a first announcement from a repeat. The rows of a prototype cell are on screen only
    /// when the data gives them, so what one holds is not known to be beside what another holds,
    /// nor beside the screen's other views.
    private struct Announced: Hashable {
        let text: String
        let scope: ElementPath?
        let element: AccessibilityElement

        static func == (lhs: Self, rhs: Self) -> Bool { lhs.text == rhs.text && lhs.scope == rhs.scope }

        func hash(into hasher: inout Hasher) {
            hasher.combine(text)
            hasher.combine(scope)
        }
    }

    /// Whether a label holds ``Element/setInCode``, alone or inside a label combined from several
    /// texts, by its bytes (`memchr` for the `(`): the standard library's byte-by-byte
    /// `contains` took about 460 instructions a label.
    static func holdsTextFromCode(_ label: String) -> Bool {
        var label = label
        return label.withUTF8 { UnsafeRawBufferPointer($0).holds(Element.setInCode.utf8) }
    }
}
