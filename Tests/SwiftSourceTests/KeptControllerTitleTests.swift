import A11yCore
import Hierarchy
import Testing
@testable import A11yAnalyzer
@testable import SwiftSource

/// A title code gives a view controller it keeps in a stored property (a coordinator's
/// `private let signupVC: SignupViewController`, then `signupVC.title = ...`) is the title its
/// navigation bar shows, which VoiceOver reads as a heading
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller/title): the screen has a
/// navigation title, unknown when the syntax does not settle it, and `a11y-no-heading` says
/// nothing about it.
@Suite struct KeptControllerTitleTests {
    static let path = "App/SignupCoordinator.swift"
    static func swift(title: String) -> String {
        """
        final class SignupCoordinator: BaseCoordinator {
            private let signupVC: SignupViewController
            init(router: Router) {
                signupVC = SignupViewController.instantiateFromStoryboard()
                signupVC.title = \(title)
            }
            func start() { router.push(signupVC) }
        }
        class SignupViewController: UIViewController {}
        """
    }

    private func signup(_ swift: String?) throws -> (title: Located<String>?, noHeading: Int) {
        let screen = try SwiftFixture.screen(storyboard: PresenterTitleJoinTests.storyboard, swift: (Self.path, swift ?? ""), joined: swift != nil)
        let input = ScreenRuleInput(screen: screen, analysis: ScreenAccessibility.analyze(screen: screen, options: .defaults), scope: screen.id)
        return (screen.title, NoHeadingRule().findings(in: input).count)
    }

    @Test func theFileAloneHasNoTitle() throws {
        let signup = try signup(nil)
        #expect(signup.title == nil)
        #expect(signup.noHeading == 1)
    }

    @Test func aTitleGivenToAKeptControllerIsItsScreensTitleWhereSet() throws {
        let unknown = try signup(Self.swift(title: #"isNew ? "Sign Up" : "Welcome back""#))
        #expect(unknown.title == Located(Element.setInCode, at: SourceLocation(file: Self.path, line: 5, column: 9)))
        #expect(unknown.noHeading == 0)
        #expect(try signup(Self.swift(title: #""Sign Up""#)).title == Located("Sign Up", at: SourceLocation(file: Self.path, line: 5, column: 9)))
    }
}
