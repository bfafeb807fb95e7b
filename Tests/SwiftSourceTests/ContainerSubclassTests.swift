import A11yCore
import Foundation
import Hierarchy
import SpecInputs
import Testing
import TestSupport
@testable import SwiftSource

/// An app's subclass of a UIKit container answers UIKit's orientation questions itself: UIKit asks
/// the container at the root (or presented), and UINavigationController and UITabBarController
/// ask no child unless an override forwards to one (docs/reference/uikit.md, 1.4; iOS 6 release
/// notes). A storyboard's container of a custom class, or one code makes, takes its class's
/// answers: a literal mask, a forwarding to `topViewController`, `visibleViewController`,
/// `selectedViewController` or `presentedViewController`, and a value the syntax does not settle,
/// which leaves the answer unknown (https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations).
@Suite struct ContainerSubclassTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="TAB-00-001">
            <scenes>
                <scene sceneID="S01-00-001">
                    <objects>
                        <tabBarController id="TAB-00-001" customClass="MainTabBarController" customModule="App" sceneMemberID="viewController">
                            <connections>
                                <segue destination="NAV-00-001" kind="relationship" relationship="viewControllers" id="SEG-00-001"/>
                            </connections>
                        </tabBarController>
                    </objects>
                </scene>
                <scene sceneID="S02-00-001">
                    <objects>
                        <navigationController id="NAV-00-001" customClass="PlayerNavigationController" customModule="App" sceneMemberID="viewController">
                            <connections>
                                <segue destination="VC1-00-001" kind="relationship" relationship="rootViewController" id="SEG-00-002"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="S03-00-001">
                    <objects>
                        <viewController id="VC1-00-001" customClass="PlayerViewController" customModule="App" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V01-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// The container nodes of the loaded app, with `tabBar` as the tab bar controller's answer.
    private static func nodes(tabBar answer: String) throws -> [String] {
        let swift = """
            class MainTabBarController: UITabBarController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { \(answer) }
            }
            class PlayerNavigationController: UINavigationController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                    topViewController?.supportedInterfaceOrientations ?? .portrait
                }
                override var shouldAutorotate: Bool { true }
            }
            class PlayerViewController: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
            }
            """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("container-subclass-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let storyboardPath = folder.appendingPathComponent("Main.storyboard").path
        let swiftPath = folder.appendingPathComponent("Controllers.swift").path
        try storyboard.write(toFile: storyboardPath, atomically: true, encoding: .utf8)
        try swift.write(toFile: swiftPath, atomically: true, encoding: .utf8)
        let loaded = ProjectLoader.load(paths: [storyboardPath, swiftPath])
        #expect(loaded.diagnostics.map(\.description) == [])
        let root = try #require(loaded.project.scenes.first?.root)
        return root.subtree.filter { $0.contentScreenID == nil }.map { node in
            let settings = node.settings
            let answers = [
                settings.className.map { "class \($0.value)" },
                settings.orientations.map { "orientations \($0.value.iphone?.names ?? []) @\($0.location.line)" },
                settings.forwardsOrientations.map { "forwards \($0.value) @\($0.location.line)" },
                settings.shouldAutorotate.map { "shouldAutorotate \($0.value) @\($0.location.line)" },
            ].compactMap { $0 } + settings.unknownInCode.map { "unknown \($0.key.rawValue) @\($0.value.line)" }
            return "\(node.id): " + answers.joined(separator: ", ")
        }
    }

    @Test("A literal mask and a forwarding to the top view controller are the subclasses' own answers, at their Swift lines")
    func literalAndForwardingAnswers() throws {
        #expect(try Self.nodes(tabBar: ".portrait") == [
            #"Main.MainTabBarController: class MainTabBarController, orientations ["portrait"] @2"#,
            "Main.PlayerNavigationController: class PlayerNavigationController, forwards top @5, shouldAutorotate true @8",
        ])
    }

    @Test("A tab bar controller that forwards to its selected view controller, and one whose answer the syntax does not settle")
    func selectedAndUnknownAnswers() throws {
        #expect(try Self.nodes(tabBar: "selectedViewController?.supportedInterfaceOrientations ?? .portrait").first
            == "Main.MainTabBarController: class MainTabBarController, forwards selected @2")
        #expect(try Self.nodes(tabBar: "isLocked ? .portrait : .all").first
            == "Main.MainTabBarController: class MainTabBarController, unknown supportedInterfaceOrientations @2")
    }
}
