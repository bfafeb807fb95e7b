import Foundation
import Testing
import TestSupport

/// A view controller class whose `supportedInterfaceOrientations` UIKit never asks (it is pushed
/// onto a navigation controller, which answers for itself) is one mistake at one Swift line, however
/// many scenes show it: `lint` reports it once there, not once per scene (issue #26). UIKit:
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations
/// ("the system asks only the root view controller or the topmost full-screen one").
@Suite struct SwiftOverrideReportedOnceTests {
    /// `HomeViewController` and `SettingsViewController` (pushed by Home) both push a
    /// `DetailViewController`: two scenes show it.
    static let swift = """
        import UIKit

        final class HomeViewController: UIViewController {
            @IBAction func openDetail() {
                navigationController?.pushViewController(DetailViewController(), animated: true)
            }

            @IBAction func openSettings() {
                navigationController?.pushViewController(SettingsViewController(), animated: true)
            }
        }

        final class SettingsViewController: UIViewController {
            @IBAction func openDetail() {
                navigationController?.pushViewController(DetailViewController(), animated: true)
            }
        }

        final class DetailViewController: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                .landscape
            }
        }

        """

    @Test func anIgnoredOverrideShownByTwoScenesIsReportedOnceAtItsSwiftLine() throws {
        let folder = try GitFixture()
        defer { folder.remove() }
        try folder.write("App/Main.storyboard", SwiftPresentationUnknownTests.storyboard)
        try folder.write("App/Home.swift", Self.swift)
        let arguments = ["lint", "App", "--reporter", "json"] + SwiftPresentationUnknownTests.iphone
        let run = try CommandRunner.run(arguments, in: folder.directory)
        #expect(run.status == 0)
        let document = try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let findings = try #require(document["findings"] as? [[String: Any]])
        #expect(findings.map { finding in
            let environments = (finding["environments"] as? [String] ?? []).joined(separator: ", ")
            return "\(finding["file"]!):\(finding["line"]!):\(finding["column"]!) \(finding["rule"]!) \(finding["scope"]!) [\(environments)]"
        } == ["App/Home.swift:20:18 orientation-override-ignored Main.HomeViewController.DetailViewController [iphone-16 portrait iOS 26]"])
        #expect(findings.first?["message"] as? String == "Main.DetailViewController returns [landscapeLeft, landscapeRight] from "
            + "supportedInterfaceOrientations, but UIKit never asks it here: Main.navigationController-NAV-00-001 (UINavigationController) "
            + "answers with its own default [portrait, landscapeLeft, landscapeRight] without consulting its children; "
            + "the interface allows [portrait, landscapeLeft, landscapeRight]")
        let scenes = try CommandRunner.run(["orientation", "App"] + SwiftPresentationUnknownTests.iphone, in: folder.directory)
        #expect(scenes.stdout.contains("Main.SettingsViewController.DetailViewController"), "the second scene that shows it")
    }
}
