import A11yCore
import Hierarchy
import Testing
@testable import A11yAnalyzer

/// Messages name an element with an Interface Builder id by what a person finds it by on the
/// canvas: its visible text, then its outlet's name, then the id. Text code sets to a value
/// a11y-check does not know ("(set in code)") is nothing a person sees there.
@Suite struct ElementNamesTests {
    private static func element(text: String?, name: String?) -> Element {
        var element = Element(kind: .textField, location: SourceLocation(file: "Main.storyboard", line: 1, column: 1))
        element.text = text.map { Located($0, at: element.location) }
        element.name = name.map { Located($0, at: element.location) }
        return element
    }

    @Test func visibleTextThenTheOutletThenTheID() {
        #expect(ElementNames.described(Self.element(text: "Email", name: "emailField"), id: "igz-gg-eID") == "'Email' (emailField, igz-gg-eID)")
        #expect(ElementNames.described(Self.element(text: Element.setInCode, name: "descriptionTextField"), id: "igz-gg-eID")
            == "'descriptionTextField' (igz-gg-eID)")
        #expect(ElementNames.described(Self.element(text: Element.setInCode, name: nil), id: "igz-gg-eID") == "'igz-gg-eID'")
    }
}
