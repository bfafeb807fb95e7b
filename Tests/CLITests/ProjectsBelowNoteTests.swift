import Foundation
import TestSupport
import Testing

/// `a11y-check lint .` at a repository's root whose app project sits deeper (corona-warn-app's
/// `src/xcode/ENA.xcworkspace`, 5calls' `FiveCalls/FiveCalls.xcodeproj`) lints the folder's
/// files one by one, without a target's devices, orientations and launch screen: a note says
/// so and names the project to lint instead.
@Suite struct ProjectsBelowNoteTests {
    @Test func aLooseRunNamesTheProjectBelowItsFolder() throws {
        let directory = try CommandRunner.directory([
            "README.md": "# App\n",
            "src/App/App.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{}\n",
            "src/App/Sources/HomeViewController.swift": "import UIKit\n\nfinal class HomeViewController: UIViewController {}\n",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try CommandRunner.run(["lint", ".", "--reporter", "json"], in: directory)
        #expect(run.status == 0)
        #expect(run.stderr == "note: . holds no Xcode project, so its files were linted one by one, without an app target's devices, "
                + "orientations, launch screen and list of files; the project below it: src/App/App.xcodeproj "
                + "(a11y-check lint src/App/App.xcodeproj)\n")
        #expect(try CommandRunner.run(["lint", ".", "--quiet"], in: directory).stderr == "")
    }

    /// Specs kept beside the app are linted as files on purpose: no note.
    @Test func aRunOfSpecYAMLOnlyGetsNoNote() throws {
        let directory = try CommandRunner.directory([
            "specs/home.yaml": "screens:\n  home:\n    title: Home\n",
            "App/App.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{}\n",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try CommandRunner.run(["lint", ".", "--reporter", "json"], in: directory)
        #expect(run.status == 0)
        #expect(run.stderr == "")
    }

    /// A folder whose project XcodeGen generates from `project.yml` and keeps out of git, with the
    /// workspace's shared settings only (AlphaWallet): the files are linted one by one, and a note
    /// says to generate the project and lint it.
    @Test func aFolderOfAGeneratedProjectSaysToGenerateIt() throws {
        let directory = try CommandRunner.directory([
            "project.yml": "name: Wallet\n",
            "Wallet.xcworkspace/xcshareddata/swiftpm/Package.resolved": "{}\n",
            "Wallet/HomeViewController.swift": "import UIKit\n\nfinal class HomeViewController: UIViewController {}\n",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try CommandRunner.run(["lint", ".", "--reporter", "json"], in: directory)
        #expect(run.status == 0)
        #expect(run.stderr == "note: . holds no Xcode project, so its files were linted one by one, without an app target's devices, "
                + "orientations, launch screen and list of files; its project is generated (`xcodegen generate`): generate it, then lint the project\n")
    }
}
