import A11yCore
import Hierarchy
import InterfaceBuilderSource
import Testing
@testable import SwiftSource

/// A view controller's orientation and presentation answers that code sets to values the syntax
/// does not settle are "set in code, unknown" on its screen, at their Swift lines, in place of
/// what the storyboard says (unknown is not a default).
/// UIKit: https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations,
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle
@Suite struct UnknownControllerJoinTests {
    static let swiftPath = "App/PlayerViewController.swift"
    static let swift = """
        class PlayerViewController: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { allowed }
            override var shouldAutorotate: Bool { settings.rotates }
            override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { start() }
            override func viewDidLoad() {
                super.viewDidLoad()
                modalPresentationStyle = style
                modalTransitionStyle = transition
                definesPresentationContext = defines
                isModalInPresentation = editing
            }
        }
        """
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="PLY-00-001">
            <scenes>
                <scene sceneID="SC1-00-001">
                    <objects>
                        <viewController id="PLY-00-001" customClass="PlayerViewController" customModule="App" definesPresentationContext="YES" modalTransitionStyle="flipHorizontal" modalPresentationStyle="formSheet" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V01-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    private func player(swift: String = Self.swift) throws -> Screen {
        let loaded = InterfaceBuilderLoader.decode(Array(Self.storyboard.utf8), path: "App/Base.lproj/Main.storyboard")
        var file = try #require(loaded.file)
        CodeJoin.apply(SwiftCodeReader.read(sources: [(Self.swiftPath, swift)]), to: &file)
        return try #require(file.screens.first)
    }

    @Test func theStoryboardSaysTheStyles() throws {
        let screen = try player(swift: "class PlayerViewController: UIViewController {}")
        #expect(screen.modalPresentationStyle?.value == .formSheet)
        #expect(screen.modalTransitionStyle?.value == .flipHorizontal)
        #expect(screen.definesPresentationContext?.value == true)
        #expect(screen.unknownInCode.isEmpty)
    }

    @Test func eachUnsettledAnswerIsUnknownAtItsSwiftLine() throws {
        let screen = try player()
        let unknown = ScreenSetting.allCases.compactMap { screen.unknown($0)?.description }
        #expect(unknown == [
            "supportedInterfaceOrientations set in code (unknown) at App/PlayerViewController.swift:2:18",
            "preferredInterfaceOrientationForPresentation set in code (unknown) at App/PlayerViewController.swift:4:18",
            "shouldAutorotate set in code (unknown) at App/PlayerViewController.swift:3:18",
            "modalPresentationStyle set in code (unknown) at App/PlayerViewController.swift:7:9",
            "modalTransitionStyle set in code (unknown) at App/PlayerViewController.swift:8:9",
            "definesPresentationContext set in code (unknown) at App/PlayerViewController.swift:9:9",
            "isModalInPresentation set in code (unknown) at App/PlayerViewController.swift:10:9",
        ])
        #expect(screen.orientations == nil && screen.shouldAutorotate == nil && screen.preferredOrientation == nil)
        #expect(screen.modalPresentationStyle == nil && screen.modalTransitionStyle == nil)
        #expect(screen.definesPresentationContext == nil && screen.modalInPresentation == nil)
    }
}
