import A11yCore
import Hierarchy
import TestSupport
import Testing
@testable import A11yAnalyzer

/// AccessibilitySnapshot's reference legends (reference/voiceover.md A3.3, iOS 18.5).
@Suite struct ReferenceAnnouncementTests {
    private func element(_ label: String? = nil, value: String? = nil, hint: String? = nil,
                         traits: TraitSet = [], context: AccessibilityContext? = nil) -> AccessibilityElement {
        AccessibilityElement(id: "e", screenID: "s", kind: .custom, part: nil, path: ElementPath([0]), label: label, value: value,
                             hint: hint, traits: traits, frame: nil, location: SourceLocation(file: "f", line: 1, column: 1),
                             labelLocation: nil, context: context, containers: [])
    }

    private func say(_ element: AccessibilityElement) -> Announcement {
        AnnouncementBuilder.announcement(for: element, style: .snapshot)
    }

    @Test("A3.3 testButtonTraits: trait words, Selected: prefix and Dimmed. in AccessibilitySnapshot's order")
    func buttonTraits() {
        let cases: [(String, TraitSet, String)] = [
            ("02", [.button], "02. Button."),
            ("03", [.link], "03. Link."),
            ("04", [.header], "04. Heading."),
            ("05", [.searchField], "05. Search Field."),
            ("06", [.image], "06. Image."),
            ("07", [.selected], "Selected: 07"),
            ("12", [.notEnabled], "12. Dimmed."),
            ("15", [.adjustable], "15. Adjustable."),
            ("19", [.button, .link], "19. Button. Link."),
            ("20", [.button, .header], "20. Button. Heading."),
            ("23", [.button, .selected], "Selected: 23. Button."),
            ("24", [.button, .notEnabled], "24. Dimmed. Button."),
            ("27", [.selected, .notEnabled, .header, .link, .adjustable, .image, .searchField],
             "Selected: 27. Dimmed. Heading. Link. Adjustable. Image. Search Field."),
        ]
        for (label, traits, expected) in cases {
            #expect(say(element(label, traits: traits)).text == expected)
        }
        #expect(say(element("15", traits: [.adjustable])).hint == "Swipe up or down with one finger to adjust the value.")
        #expect(say(element("27", traits: [.adjustable, .notEnabled])).hint == nil)
    }

    @Test("A3.3 testDescriptionEdgeCases: a hint speaks when nothing else does")
    func descriptionEdgeCases() {
        #expect(say(element(hint: "Hint", traits: [.adjustable])) == Announcement(text: "Hint. Adjustable.", hint: nil))
        #expect(say(element("Label", hint: "Hint", traits: [.adjustable]))
            == Announcement(text: "Label. Adjustable.", hint: "Hint. Swipe up or down with one finger to adjust the value."))
        #expect(say(element(traits: [.button, .header])) == Announcement(text: "Button. Heading.", hint: nil))
        #expect(say(element(hint: "Hint", traits: [.button])) == Announcement(text: "Hint. Button.", hint: nil))
    }

    @Test("A3.3 testTabBars: Tab. and i of n. after the label, no Button.")
    func tabBars() {
        func tab(_ label: String?, value: String? = nil, hint: String? = nil, traits: TraitSet = [],
                 _ index: Int, of count: Int) -> Announcement {
            say(element(label, value: value, hint: hint, traits: traits.union([.button]), context: .tabBarItem(index: index, count: count)))
        }
        #expect(tab("Item A", 1, of: 6).text == "Item A. Tab. 1 of 6.")
        #expect(tab("Item B", traits: [.selected], 2, of: 6).text == "Selected: Item B. Tab. 2 of 6.")
        #expect(tab("Item C", traits: [.notEnabled], 3, of: 11).text == "Item C. Dimmed. Tab. 3 of 11.")
        #expect(tab(nil, 4, of: 6).text == "Tab. 4 of 6.")
        #expect(tab("Label", value: "Value", hint: "Hint", 5, of: 6) == Announcement(text: "Label: Value. Tab. 5 of 6.", hint: "Hint"))
        #expect(tab("Item B", value: "3 items", 2, of: 4).text == "Item B: 3 items. Tab. 2 of 4.")
        #expect(tab("Item C", value: "A", 3, of: 4).text == "Item C: A. Tab. 3 of 4.")
        #expect(tab("Item A", value: "", 1, of: 4).text == "Item A. Tab. 1 of 4.")
    }

    @Test("A3.3 testNavBarBackButtonTraits: Back Button., the label Back left out; the title a heading")
    func navigationBar() {
        #expect(say(element("First", traits: [.backButton, .button])).text == "First. Back Button.")
        #expect(say(element("Second", traits: [.header])).text == "Second. Heading.")
        #expect(say(element("Back", traits: [.backButton, .button])).text == "Back Button.")
    }

    @Test("A3.3 DefaultControlsTests: segmented control, slider, stepper, page control (the demo's control values)")
    func defaultControls() {
        let result = Fixtures.analyze(view: """
              - segmented: {segments: [Segment A, Segment B, Segment C], selected: 1, frame: [0, 0, 300, 32]}
              - slider: {value: 75, minimum: 0, maximum: 100, frame: [0, 50, 300, 31]}
              - stepper: {value: 0, minimum: -1, maximum: 1, frame: [0, 100, 94, 32]}
              - pageControl: {numberOfPages: 3, currentPage: 1, frame: [0, 150, 300, 26]}
            """)
        #expect(result.texts == [
            "Segment A. Button. 1 of 3.", "Selected: Segment B. Button. 2 of 3.", "Segment C. Button. 3 of 3.",
            "75%. Adjustable.",
            "Decrement. Button.", "Increment. Button.",
            "page 2 of 3. Adjustable.",
        ])
        let adjust = "Swipe up or down with one finger to adjust the value."
        #expect(result.hints == ["-", "-", "-", adjust, "-", "-", adjust])
    }

    @Test("A3.3 testSwitchControls: Switch Button. and the state word; dimmed switches get no hint")
    func switches() {
        let result = Fixtures.analyze(view: """
              - switch: {on: true, frame: [0, 0, 51, 31]}
              - switch: {on: true, enabled: false, frame: [0, 50, 51, 31]}
              - switch: {label: Label, on: false, frame: [0, 100, 51, 31]}
            """)
        #expect(result.texts == ["Switch Button. On.", "Dimmed. Switch Button. On.", "Label. Switch Button. Off."])
        #expect(result.hints == ["Double tap to toggle setting.", "-", "Double tap to toggle setting."])
    }

    @Test("A3.3 AccessibilityContainersTests/testList: List Start. on the first, List End. on the last")
    func list() {
        let result = Fixtures.analyze(view: """
              - view:
                  containerType: list
                  order: [l1, l2, l3, l4]
                  frame: [0, 0, 300, 200]
                  children:
                    - label: {id: l1, text: Label 1, frame: [0, 0, 300, 40]}
                    - label: {id: l2, text: Label 2, frame: [0, 50, 300, 40]}
                    - label: {id: l3, text: Label 3, frame: [0, 100, 300, 40]}
                    - label: {id: l4, text: Label 4, frame: [0, 150, 300, 40]}
            """)
        #expect(result.texts == ["Label 1. List Start.", "Label 2", "Label 3", "Label 4. List End."])
    }
}
