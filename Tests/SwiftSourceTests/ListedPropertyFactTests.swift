import A11yCore
import Hierarchy
import Testing
@testable import SwiftSource

/// A property a method fills with the class's outlets (`valueFields = [value1Field,
/// value2Field]`) lists them for the rest of the method: a loop over it runs its body for each,
/// as a loop over the list itself does, and an element of it (`valueFields[index].text = ...`) is
/// one of them, which one unknown, so what it is given may be any one's. Go Map!!'s custom field
/// editor fills its preset value fields so, and its tag editor its key and value fields; the
/// fields were read as never given a text (false `a11y-missing-label` and `a11y-duplicate-label`).
@Suite struct ListedPropertyFactTests {
    static let source = """
        final class PresetEditor: UITableViewController {
            @IBOutlet var firstField: UITextField!
            @IBOutlet var secondField: UITextField!
            @IBOutlet var keyField: UITextField!
            @IBOutlet var valueField: UITextField!
            var valueFields: [UITextField] = []
            var tagFields: [UITextField] = []

            override func viewDidLoad() {
                super.viewDidLoad()
                valueFields = [firstField, secondField]
                self.tagFields = [keyField, valueField]
                for field in valueFields {
                    if field.tag > presets.count { break }
                    field.text = presets[field.tag]
                }
                var index = 0
                for (key, value) in tags {
                    tagFields[index].text = key
                    tagFields[index + 1].placeholder = "Value"
                    index += 2
                }
            }
        }
        """

    static let facts = SwiftFixture.read([(SwiftFixture.path, source)])

    @Test func aLoopOverTheListedPropertySetsEachListedOutlet() {
        for name in ["firstField", "secondField"] {
            let text = Self.facts.values(of: .member(name), in: "PresetEditor")[.text]
            #expect(text.map { "\($0.location.line):\($0.location.column) \($0.value.isUnknown)" } == "15:13 true")
        }
    }

    @Test func anElementOfTheListIsAnyOfItsOutletsWithAnUnknownValue() {
        for name in ["keyField", "valueField"] {
            let values = Self.facts.values(of: .member(name), in: "PresetEditor")
            #expect(values[.text].map { "\($0.location.line):\($0.location.column) \($0.value.isUnknown)" } == "19:13 true")
            #expect(values[.placeholder].map { "\($0.location.line):\($0.location.column) \($0.value.isUnknown)" } == "20:13 true")
        }
    }
}
