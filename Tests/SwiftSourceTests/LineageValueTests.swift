import A11yCore
import Hierarchy
import Testing
@testable import SwiftSource

/// What a property is for an instance once its superclasses' code and its own have run.
@Suite struct LineageValueTests {
    private typealias F = SwiftFixture

    private let facts = F.read([(F.path, """
        class BaseViewController: UIViewController {
            @IBOutlet weak var header: UILabel!
            override func viewDidLoad() {
                super.viewDidLoad()
                header.accessibilityLabel = "Base"
                header.accessibilityTraits = .header
            }
        }
        class SettingsViewController: BaseViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                header.accessibilityLabel = "Settings"
                header.accessibilityTraits.insert(.selected)
                header.accessibilityTraits.remove(.header)
            }
        }
        class ToggleRow: UIView {
            override func awakeFromNib() {
                accessibilityTraits.insert([.button, .selected])
                accessibilityTraits.remove(.selected)
            }
        }
        class MysteryRow: ToggleRow {
            override func awakeFromNib() {
                super.awakeFromNib()
                accessibilityTraits.insert(flags)
                accessibilityTraits.insert(.header)
            }
        }
        """)])

    @Test func theSubclassesOwnAssignmentComesLast() {
        #expect(facts.value(.accessibilityLabel, of: .member("header"), in: "SettingsViewController")
            == F.fact(12, 9, .member("header"), .accessibilityLabel, .text("Settings")))
        #expect(facts.value(.accessibilityLabel, of: .member("header"), in: "BaseViewController")
            == F.fact(5, 9, .member("header"), .accessibilityLabel, .text("Base")))
        #expect(facts.value(.accessibilityHint, of: .member("header"), in: "SettingsViewController") == nil)
    }

    @Test func traitAssignmentsAndChangesCombineInOrder() {
        #expect(facts.traits(of: .member("header"), in: "SettingsViewController") == .replaced([.selected]))
        #expect(facts.traits(of: .this, in: "ToggleRow") == .changed(added: [.button], removed: [.selected]))
        #expect(facts.traits(of: .this, in: "ToggleRow")?.applied(to: [.staticText, .selected]) == [.staticText, .button])
        #expect(facts.traits(of: .this, in: "MysteryRow") == .unknown("accessibilityTraits.insert(flags)"))
        #expect(facts.traits(of: .this, in: "MysteryRow")?.applied(to: []) == nil)
        #expect(facts.traits(of: .member("header"), in: "ToggleRow") == nil)
    }
}
