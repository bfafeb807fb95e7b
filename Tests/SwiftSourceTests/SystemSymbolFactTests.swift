import A11yCore
import Foundation
import Hierarchy
import Testing
import TestSupport
@testable import A11yAnalyzer
@testable import SwiftSource

/// `UIImage(systemName:)` makes an SF Symbol, `UIImage(named:)` an image of the app's asset
/// catalogs (https://developer.apple.com/documentation/uikit/uiimage/init(systemname:),
/// https://developer.apple.com/documentation/uikit/uiimage/init(named:)). An image-only button
/// reads a symbol by the system's description of it, which a11y-check does not know (SwiftLint's
/// maintainers in realm/SwiftLint#5165; docs/voiceover.md, "Image-only buttons"), and an asset
/// image by its name; code that sets a button's image sets which of the two it is.
@Suite struct SystemSymbolFactTests {
    static let swiftPath = "App/PlayerViewController.swift"
    static let swift = """
        final class PlayerViewController: UIViewController {
            @IBOutlet weak var shareButton: UIButton!
            @IBOutlet weak var closeButton: UIButton!
            override func viewDidLoad() {
                super.viewDidLoad()
                shareButton.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
                closeButton.setImage(UIImage(named: "ic_close"), for: .normal)
                navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "gear"), style: .plain, target: self, action: #selector(settings))
            }
        }
        """
    static let storyboard = StoryboardText.minimal(subviews: """
                                <button contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" id="BTN-00-001">
                                    <rect key="frame" x="16" y="100" width="44" height="44"/>
                                    <state key="normal" image="ic_share"/>
                                </button>
                                <button contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" id="BTN-00-002">
                                    <rect key="frame" x="76" y="100" width="44" height="44"/>
                                    <state key="normal" image="xmark" catalog="system"/>
                                </button>
        """).replacingOccurrences(of: #"id="VC1-00-001" sceneMemberID="viewController">"#, with: #"""
        id="VC1-00-001" customClass="PlayerViewController" customModule="App" sceneMemberID="viewController">
                                <connections>
                                    <outlet property="shareButton" destination="BTN-00-001" id="OUT-00-001"/>
                                    <outlet property="closeButton" destination="BTN-00-002" id="OUT-00-002"/>
                                </connections>
        """#)

    @Test("The facts: systemName: is an SF Symbol's name, named: an image's name, in a setter and in a bar button item")
    func facts() {
        let facts = SwiftFixture.read([(Self.swiftPath, Self.swift)]).classes["PlayerViewController"]?.facts
        #expect(facts?.map { "\($0.location.line) \($0.subject) \($0.property) \($0.value)" } == [
            #"6 shareButton image systemImage("square.and.arrow.up")"#,
            #"7 closeButton image text("ic_close")"#,
            #"8 self rightBarButtonItems barItems([SwiftSource.CodeBarItem(system: nil, title: nil, image: Optional("gear"), imageIsSystemSymbol: true)])"#,
        ])
    }

    @Test("Code that sets a button's image sets whether VoiceOver reads a symbol's description or an image's name")
    func joinedLabels() throws {
        func labels(joined: Bool) throws -> [String] {
            let screen = try SwiftFixture.screen(storyboard: Self.storyboard, swift: (Self.swiftPath, Self.swift), joined: joined)
            return ScreenAccessibility.analyze(screen: screen, options: .defaults).elements.map { "\($0.id): \($0.label ?? "-")" }
        }
        #expect(try labels(joined: false) == ["BTN-00-001: ic_share", "BTN-00-002: (SF Symbol xmark)"])
        #expect(try labels(joined: true) == ["BTN-00-001: (SF Symbol square.and.arrow.up)", "BTN-00-002: ic_close"])
        let screen = try SwiftFixture.screen(storyboard: Self.storyboard, swift: (Self.swiftPath, Self.swift), joined: true)
        #expect(screen.navigationItem?.rightItems.map { "\($0.image?.value ?? "-") \($0.imageIsSystemSymbol?.value == true)" } == ["gear true"])
    }
}
