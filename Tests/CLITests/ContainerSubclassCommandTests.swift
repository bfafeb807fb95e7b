import Foundation
import TestSupport
import Testing

/// A storyboard's tab bar controller of an app class that answers `supportedInterfaceOrientations`
/// itself decides what the whole tree supports: UIKit asks the window's root, and
/// UITabBarController asks no child unless its override forwards (docs/reference/uikit.md, 1.4;
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations).
/// A literal answer is the scene's mask (and the child's own is then ignored); a forwarding one
/// is its selected child's; an answer the syntax does not settle leaves the scene's orientation
/// decided in code, and the rules that need it say nothing.
@Suite struct ContainerSubclassCommandTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="TAB-00-001">
            <scenes>
                <scene sceneID="S01-00-001">
                    <objects>
                        <tabBarController id="TAB-00-001" customClass="MainTabBarController" customModule="App" sceneMemberID="viewController">
                            <connections>
                                <segue destination="VC1-00-001" kind="relationship" relationship="viewControllers" id="SEG-00-001"/>
                            </connections>
                        </tabBarController>
                    </objects>
                </scene>
                <scene sceneID="S02-00-001">
                    <objects>
                        <viewController id="VC1-00-001" customClass="PlayerViewController" customModule="App" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V01-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            </view>
                            <tabBarItem key="tabBarItem" title="Player" id="TBI-00-001"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// The scene's `(effective mask, decided in code)` on an iPhone in portrait, and the lint's
    /// orientation rule ids with their lines, with `answer` as the tab bar controller's.
    private static func run(tabBar answer: String) throws -> (mask: [String], decidedInCode: String?, findings: [String]) {
        let swift = """
            class MainTabBarController: UITabBarController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { \(answer) }
            }
            class PlayerViewController: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
            }
            """
        let folder = try CommandRunner.directory(["Main.storyboard": storyboard, "Controllers.swift": swift])
        defer { try? FileManager.default.removeItem(at: folder) }
        let orientation = try CommandRunner.run(["orientation", ".", "--device", "iphone-16", "--orientation", "portrait", "--format", "json"], in: folder)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(orientation.stdout.utf8)) as? [String: Any])
        let scene = try #require(((json["environments"] as? [[String: Any]])?.first?["scenes"] as? [[String: Any]])?.first)
        let decided = (scene["decidedInCode"] as? [String: Any]).map { "\($0["property"] ?? "") \($0["location"] ?? "")" }
        let lint = try CommandRunner.run(["lint", ".", "--reporter", "json"], in: folder)
        let findings = try #require(try JSONSerialization.jsonObject(with: Data(lint.stdout.utf8)) as? [String: Any])["findings"] as? [[String: Any]]
        return (scene["effectiveMask"] as? [String] ?? [], decided,
                (findings ?? []).compactMap { finding in
                    guard let rule = finding["rule"] as? String, rule.hasPrefix("orientation") else { return nil }
                    return "\(finding["file"] ?? ""):\(finding["line"] ?? "") \(rule)"
                })
    }

    @Test("A literal answer decides the tree's mask; the child's own is ignored, at its line")
    func aLiteralAnswerDecides() throws {
        let result = try Self.run(tabBar: ".portrait")
        #expect(result.mask == ["portrait"])
        #expect(result.decidedInCode == nil)
        #expect(result.findings == ["Controllers.swift:5 orientation-override-ignored"])
    }

    @Test("A forwarding answer is the selected child's: its override counts")
    func aForwardingAnswerAsksTheSelectedChild() throws {
        let result = try Self.run(tabBar: "selectedViewController?.supportedInterfaceOrientations ?? .portrait")
        #expect(result.mask == ["portrait", "landscapeLeft", "landscapeRight"])
        #expect(result.findings == [])
    }

    @Test("An answer the syntax does not settle leaves the orientation decided in code, and the rules silent")
    func anUnknownAnswerIsDecidedInCode() throws {
        let result = try Self.run(tabBar: "isLocked ? .portrait : .all")
        #expect(result.mask == [])
        #expect(result.decidedInCode == "supportedInterfaceOrientations ./Controllers.swift:2:18")
        #expect(result.findings == [])
    }
}
