import Testing
import TestSupport

/// A view controller made in code builds its views in `loadView` or `viewDidLoad`, which
/// a11y-check does not read: presented full screen, it may hold its Close button, so
/// `a11y-modal-no-escape` says nothing about it; the same screen described with views and no way
/// out is still reported. UIKit: a full-screen presentation adds no dismiss region
/// (https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen).
@Suite struct SwiftCodeScreenEscapeTests {
    static let swift = """
        import UIKit

        final class HomeViewController: UIViewController {
            @IBAction func edit() {
                let editor = EditorViewController()
                editor.modalPresentationStyle = .fullScreen
                present(editor, animated: true)
            }
        }

        final class EditorViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
            }
        }

        """

    static func lint(_ files: [String: String]) throws -> CommandRunner.Output {
        let folder = try GitFixture()
        defer { folder.remove() }
        for (path, text) in files { try folder.write(path, text) }
        return try CommandRunner.run(["lint", "--reporter", "relative-path", "."] + SwiftPresentationUnknownTests.iphone,
                                     in: folder.directory)
    }

    @Test func aScreenMadeInCodeIsNotReportedAsATrap() throws {
        let run = try Self.lint(["App/Main.storyboard": SwiftPresentationUnknownTests.storyboard, "App/Home.swift": Self.swift])
        #expect(run.status == 0)
        #expect(run.stdout == "")
    }

    @Test func theSameScreenDescribedWithoutAWayOutIsReported() throws {
        let run = try Self.lint(["Specs/app.yaml": """
            screens:
              home:
                view:
                  - button: {id: edit, title: Edit, frame: [16, 100, 80, 44]}
              editor:
                view:
                  - textField: {id: name, placeholder: Name, frame: [16, 100, 300, 44]}
            scenes:
              main:
                root: home
                presentations:
                  - {present: editor, style: fullScreen}

            """])
        #expect(run.stdout.components(separatedBy: "\n").filter { $0.contains("[a11y-modal-no-escape]") } == [
            "Specs/app.yaml:12:9: warning: editor (fullScreen) has no dismiss control VoiceOver can reach and no escape: true "
                + "on iphone-16 portrait iOS 26 [a11y-modal-no-escape]",
        ])
    }
}
