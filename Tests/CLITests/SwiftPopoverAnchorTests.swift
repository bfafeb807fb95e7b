import Testing
import TestSupport

/// A popover made in code gets its anchor in code: `controller.popoverPresentationController?.barButtonItem
/// = sender` (or `sourceView`, `sourceItem`) on the shown controller's variable before it is shown.
/// UIKit raises its missing-anchor exception only when neither a source view nor a bar button item is
/// set before the presentation, so such a popover does not crash, whatever `sender` is
/// (https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller: "you must
/// specify an anchor point for the popover").
@Suite struct SwiftPopoverAnchorTests {
    /// `HomeViewController` (the root of ``SwiftPresentationUnknownTests/storyboard``'s navigation
    /// controller) shows an `EditorViewController` in a navigation controller as a popover, with
    /// `anchor` (a statement, or nothing) before the call.
    static func app(anchor: String) -> String {
        """
        import UIKit

        final class HomeViewController: UIViewController {
            @IBAction func edit(_ sender: UIBarButtonItem) {
                let container = UINavigationController(rootViewController: EditorViewController())
                container.modalPresentationStyle = .popover
                \(anchor)
                present(container, animated: true)
            }
        }

        final class EditorViewController: UIViewController {}

        """
    }

    /// The `presentation-popover-without-source` lines of an iPad lint.
    static func popoverFindings(anchor: String) throws -> [String] {
        let lint = try SwiftPresentationUnknownTests.run(["lint", "--reporter", "relative-path", "App"]
                                                            + SwiftPresentationUnknownTests.ipadLandscape, swift: app(anchor: anchor))
        return lint.stdout.components(separatedBy: "\n").filter { $0.contains("presentation-popover-without-source") }
    }

    @Test(arguments: [
        "container.popoverPresentationController?.barButtonItem = sender",
        "container.popoverPresentationController!.sourceView = view",
        "container.popoverPresentationController?.sourceItem = sender",
    ])
    func anAnchorSetInCodeIsNoCrash(anchor: String) throws {
        #expect(try Self.popoverFindings(anchor: anchor) == [])
    }

    @Test func withoutAnAnchorThePopoverCrashesInRegularWidth() throws {
        let expected = "App/Home.swift:8:9: error: Main.EditorViewController.navigationController is presented as a popover with no source "
            + "in regular width on ipad-pro-11 landscape iOS 26: UIKit raises NSGenericException: UIPopoverPresentationController "
            + "(<UIPopoverPresentationController>) should have a non-nil sourceView or barButtonItem set before the presentation "
            + "occurs. [presentation-popover-without-source]"
        #expect(try Self.popoverFindings(anchor: "") == [expected])
        #expect(try Self.popoverFindings(anchor: "container.popoverPresentationController?.sourceView = nil") == [expected])
    }
}
