import A11yCore
import Hierarchy
import Testing

/// The presenter check belongs to the model's validation: a scene built in memory, as any source
/// (a storyboard's segues, screens shown in Swift code) builds it, gets it as a YAML spec does.
/// UIKit refuses to present from a view controller whose view is not in the window
/// ([present(_:animated:completion:)](https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:))).
@Suite struct ModelPresenterCheckTests {
    private static let file = "/nonexistent/Main.storyboard"

    private static func at(_ line: Int) -> A11yCore.SourceLocation {
        A11yCore.SourceLocation(file: file, line: line, column: 5)
    }

    /// A navigation controller `nav` showing `b` on top of `a`, then `c` presented `from`.
    private static func diagnostics(from presenter: String) -> [String] {
        let screens = ["a", "b", "c"].enumerated().map { index, id in
            ViewControllerNode(id: id, location: at(10 + index), kind: .screen(id))
        }
        let nav = ViewControllerNode(id: "nav", location: at(2), kind: .navigation(stack: [screens[0], screens[1]], navigationBarHidden: false, toolbarHidden: false))
        var scene = Scene(id: "main", location: at(1), root: nav)
        var presentation = Presentation(location: at(20), presented: screens[2])
        presentation.from = Located(presenter, at: at(21))
        scene.presentations = [presentation]
        var spec = SpecFile(path: file)
        spec.screens = ["a", "b", "c"].map { Screen(id: $0, location: at(30)) }
        spec.scenes = [scene]
        return ProjectValidator(project: Project(files: [spec], app: AppSpec(location: nil))).diagnostics().map(\.description)
    }

    @Test func presentingFromTheTopOfTheStackIsFine() {
        #expect(Self.diagnostics(from: "b") == [])
    }

    @Test func presentingFromAViewControllerUnderTheTopIsRefused() {
        #expect(Self.diagnostics(from: "a") == [
            "/nonexistent/Main.storyboard:21:5: error: 'from' names 'a', which is not on screen when this presentation happens [spec-presenter-not-on-screen]",
        ])
    }
}
