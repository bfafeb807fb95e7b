import Foundation
import Testing
import TestSupport

/// `import` writes a view controller's orientation answers and the screens shown in code as
/// their YAML, each below a comment naming its Swift line (an unknown answer as a comment
/// only), with paths as a user reads them (`App/...` for a run of `.`); the YAML loads and
/// analyses as the app does.
@Suite struct SwiftImportCodeTests {
    static func importing(_ arguments: [String], in directory: URL) throws -> (yaml: String, folder: URL) {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-check-import-\(UUID())")
        let run = try CommandRunner.run(["import"] + arguments + ["-o", output.path], in: directory)
        #expect(run.status == 0)
        return (try String(contentsOf: output.appendingPathComponent("Main.yaml"), encoding: .utf8), output)
    }

    /// The fixture app's literal `.portrait` override, imported from `.`.
    @Test func theOrientationOverrideIsWrittenBelowItsSwiftLine() throws {
        let (yaml, folder) = try Self.importing(["."], in: SwiftAppCommandTests.fixture)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(yaml.contains("""
              Main.Player:
                class: PlayerViewController
                # set in code: App/PlayerViewController.swift:10
                orientations: portrait
                view:
            """))
        #expect(!yaml.contains("./App"))
        let options = ["--device", "iphone", "--orientation", "portrait"]
        let imported = try CommandRunner.run(["orientation", "Main.yaml"] + options, in: folder)
        let app = try CommandRunner.run(["orientation", "App"] + options, in: SwiftAppCommandTests.fixture)
        #expect(imported.stdout.contains("  Main.Player  Main.Player  P               portrait   compact / regular  P>P U>- L>- R>- up>- down>- ?>-"))
        #expect(imported.stdout == app.stdout)
    }

    /// A navigation controller around `HomeViewController`, whose code answers orientation per
    /// idiom, leaves `shouldAutorotate` unknown and presents an `EditorViewController` made in code.
    @Test func screensShownInCodeAndUnknownAnswersAreWrittenWithTheirSwiftLines() throws {
        let folder = try GitFixture()
        defer { folder.remove() }
        try folder.write("App/Main.storyboard", SwiftPresentationUnknownTests.storyboard)
        try folder.write("App/Home.swift", """
            import UIKit

            final class HomeViewController: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                    UIDevice.current.userInterfaceIdiom == .pad ? .all : .portrait
                }
                override var shouldAutorotate: Bool { rotates() }

                @IBAction func edit() {
                    let editor = EditorViewController()
                    editor.modalPresentationStyle = .formSheet
                    present(editor, animated: true)
                }
            }

            final class EditorViewController: UIViewController {
                override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .landscapeLeft }
            }

            """)
        let (yaml, output) = try Self.importing(["."], in: folder.directory)
        defer { try? FileManager.default.removeItem(at: output) }
        #expect(yaml.contains("""
            screens:
              # Main.storyboard line 15
              Main.HomeViewController:
                class: HomeViewController
                title: Home
                # set in code: App/Home.swift:4
                orientations: {iphone: portrait, ipad: all}
                # shouldAutorotate: set in code, unknown (App/Home.swift:7)
              # set in code: App/Home.swift:16
              Main.EditorViewController:
                class: EditorViewController
                # set in code: App/Home.swift:17
                preferredOrientation: landscapeLeft
            """))
        #expect(yaml.hasSuffix("""
              # set in code: App/Home.swift:12
              Main.HomeViewController.EditorViewController:
                root:
                  navigation:
                    id: Main.navigationController-NAV-00-001
                    stack:
                      - screen: Main.HomeViewController
                    navigationBarHidden: false
                    toolbarHidden: true
                presentations:
                  - present:
                      screen: Main.EditorViewController
                    from: Main.HomeViewController
                    style: formSheet

            """))
        // The YAML lints as the app does, finding by finding (the positions are the YAML's), but
        // for Home's override that two scenes show: once at its Swift line in the app, once per
        // scene at its YAML line.
        func messages(_ output: String) -> [String] {
            output.components(separatedBy: "\n").filter { $0.contains(": warning: ") || $0.contains(": error: ") }
                .map { String($0[$0.range(of: ": ")!.upperBound...]) }.sorted()
        }
        let imported = try CommandRunner.run(["lint", "--reporter", "relative-path", "Main.yaml"], in: output)
        let app = try CommandRunner.run(["lint", "--reporter", "relative-path", "App"], in: folder.directory)
        #expect(messages(imported.stdout).count == 3)
        #expect(messages(app.stdout).count == 2)
        #expect(Array(Set(messages(imported.stdout))).sorted() == messages(app.stdout))
        #expect(messages(imported.stdout).filter { $0.contains("Main.HomeViewController returns [portrait]") }.count == 2)
    }
}
