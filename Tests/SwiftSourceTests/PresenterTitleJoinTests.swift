import A11yCore
import Hierarchy
import InterfaceBuilderSource
import SpecInputs
import Testing
@testable import A11yAnalyzer
@testable import SwiftSource

/// A title code gives a view controller before showing it (`viewController.title = title`, then
/// `pushViewController`) is the title its navigation bar shows, which VoiceOver reads as a heading
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller/title): the screen has a
/// navigation title, unknown when the syntax does not settle it, and `a11y-no-heading` says nothing
/// about it. The class's own code runs later (`viewDidLoad`) and has the last word.
@Suite struct PresenterTitleJoinTests {
    static let path = "App/AuthViewController.swift"
    static func swift(title: String, ownTitle: String? = nil) -> String {
        """
        class AuthViewController: UIViewController {
            func presentSignup() {
                let viewController = SignupViewController(email: email)
                viewController.title = \(title)
                navigationController?.pushViewController(viewController, animated: true)
            }
        }
        class SignupViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                \(ownTitle.map { "title = \($0)" } ?? "")
            }
        }
        """
    }
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch">
            <scenes>
                <scene sceneID="S01-00-001">
                    <objects>
                        <viewController storyboardIdentifier="signup" id="VC1-00-001" customClass="SignupViewController" customModule="App" sceneMemberID="viewController">
                            <view key="view" id="V01-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <label text="Check your email" id="LBL-00-001">
                                        <rect key="frame" x="16" y="100" width="361" height="20"/>
                                    </label>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    private func signup(_ swift: String?) throws -> (title: Located<String>?, noHeading: Int) {
        let screen = try SwiftFixture.screen(storyboard: Self.storyboard, swift: (Self.path, swift ?? ""), joined: swift != nil)
        let input = ScreenRuleInput(screen: screen, analysis: ScreenAccessibility.analyze(screen: screen, options: .defaults), scope: screen.id)
        return (screen.title, NoHeadingRule().findings(in: input).count)
    }

    @Test func theFileAloneHasNoTitle() throws {
        let signup = try signup(nil)
        #expect(signup.title == nil)
        #expect(signup.noHeading == 1)
    }

    @Test func aTitleThePresenterGivesIsTheScreensUnknownTitle() throws {
        let signup = try signup(Self.swift(title: "title"))
        #expect(signup.title == Located(Element.setInCode, at: SourceLocation(file: Self.path, line: 5, column: 9)))
        #expect(signup.noHeading == 0)
    }

    @Test func aLiteralTitleIsTakenAndTheClassesOwnWins() throws {
        #expect(try signup(Self.swift(title: #""Sign Up""#)).title?.value == "Sign Up")
        #expect(try signup(Self.swift(title: #""Sign Up""#, ownTitle: #""Verify""#)).title?.value == "Verify")
    }
}
