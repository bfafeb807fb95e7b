import A11yCore
import Hierarchy
import Testing
@testable import SwiftSource

/// Classes across files and extensions: superclass chains resolved to UIKit, outlets, locations.
@Suite struct ClassStructureTests {
    private typealias F = SwiftFixture

    @Test func appClassesResolveToTheirUIKitBaseAcrossFiles() {
        let facts = F.read([
            ("App/Base.swift", "class BaseViewController: UIViewController, UITableViewDelegate {}\nclass Themed: BaseViewController {}"),
            ("App/Settings.swift", "final class SettingsViewController: Themed {}\nclass Formatter: NSFormatterish {}\nclass Plain {}"),
        ])
        #expect(facts.superclasses(of: "SettingsViewController") == ["Themed", "BaseViewController", "UIViewController"])
        #expect(facts.uikitBase(of: "SettingsViewController") == "UIViewController")
        #expect(facts.classes["Formatter"]?.superclass == nil)
        #expect(facts.uikitBase(of: "Formatter") == nil)
        #expect(facts.uikitBase(of: "Plain") == nil)
        #expect(facts.lineage(of: "Themed").map(\.name) == ["Themed", "BaseViewController"])
        #expect(facts.classes["SettingsViewController"]?.location == SourceLocation(file: "App/Settings.swift", line: 1, column: 13))
    }

    /// A generic app class is declared by its name alone (`class BaseNotificationCell<Model>`), and a
    /// subclass names it with its generic arguments (`BaseNotificationCell<Notification>`): the
    /// chain runs through it, so the subclass takes what it sets (habitica's notification cells).
    @Test func aGenericSuperclassIsTheClassItsArgumentsSpecialize() {
        let facts = F.read([
            ("App/Base.swift", """
                class BaseNotificationCell<Model>: UITableViewCell {
                    override func awakeFromNib() {
                        super.awakeFromNib()
                        titleLabel.adjustsFontForContentSizeCategory = true
                    }
                }
                class Screens { class List<Row>: UITableViewController {} }
                """),
            ("App/Cells.swift", """
                class BadgeCell: BaseNotificationCell<BadgeNotification> {}
                class InboxViewController: Screens.List<Message> {}
                """),
        ])
        #expect(facts.superclasses(of: "BadgeCell") == ["BaseNotificationCell", "UITableViewCell"])
        #expect(facts.lineage(of: "BadgeCell").map(\.name) == ["BadgeCell", "BaseNotificationCell"])
        #expect(facts.uikitBase(of: "InboxViewController") == "UITableViewController")
    }

    @Test func outletsKeepTheirNamesAndTypes() {
        let source = """
            class PlayerViewController: UIViewController {
                @IBOutlet weak var titleLabel: UILabel!
                @IBOutlet private var buttons: [UIButton]!
                @IBOutlet var artwork: UIImageView?
                var notAnOutlet: UILabel!
            }
            """
        #expect(F.facts(of: "PlayerViewController", in: source)?.outlets == [
            CodeOutlet(name: "titleLabel", type: "UILabel", location: F.at(2, 24)),
            CodeOutlet(name: "buttons", type: "[UIButton]", location: F.at(3, 27)),
            CodeOutlet(name: "artwork", type: "UIImageView", location: F.at(4, 19)),
        ])
    }

    @Test func extensionsInOtherFilesAddTheMethodsEntryPointsCall() {
        let facts = F.read([
            ("App/Player.swift", """
                class PlayerViewController: UIViewController {
                    @IBOutlet weak var play: UIButton!
                    override func viewDidLoad() { setUpAccessibility() }
                }
                """),
            ("App/Player+Accessibility.swift", """
                extension PlayerViewController {
                    func setUpAccessibility() { play.accessibilityLabel = "Play" }
                }
                """),
        ])
        #expect(facts.classes["PlayerViewController"]?.facts == [
            CodeFact(subject: .member("play"), property: .accessibilityLabel, value: .text("Play"),
                     location: SourceLocation(file: "App/Player+Accessibility.swift", line: 2, column: 33)),
        ])
    }

    @Test func nestedClassesAreNamedByTheirPath() {
        let facts = F.read([(F.path, "enum Onboarding {\n    class StepViewController: UIViewController {}\n}")])
        #expect(facts.classes.keys.sorted() == ["Onboarding.StepViewController"])
        #expect(facts.uikitBase(of: "Onboarding.StepViewController") == "UIViewController")
    }

    @Test func columnsCountUnicodeScalarsLikeEveryOtherLocation() {
        let source = """
            class Greeting: UIView {
                @IBOutlet weak var wave: UILabel!
                override func awakeFromNib() { wave.text = "👋"; wave.accessibilityLabel = "Wave" }
            }
            """
        #expect(F.facts(of: "Greeting", in: source)?.facts == [
            F.fact(3, 36, .member("wave"), .text, .text("👋")),
            F.fact(3, 53, .member("wave"), .accessibilityLabel, .text("Wave")),
        ])
    }

    @Test func aFileThatCannotBeReadIsAnInputError() {
        let facts = SwiftCodeReader.read(files: ["/nonexistent/App.swift"])
        #expect(facts.errors == [InputError(path: "/nonexistent/App.swift", reason: "no such file")])
        #expect(facts.classes.isEmpty)
    }

    @Test func brokenSwiftIsReadAsFarAsItParsesWithoutACrash() {
        let source = "class Broken: UIViewController {\n    override func viewDidLoad() {\n        title = \"Half\"\n        let = \n"
        #expect(F.facts(of: "Broken", in: source)?.facts == [F.fact(3, 9, .this, .title, .text("Half"))])
    }
}
