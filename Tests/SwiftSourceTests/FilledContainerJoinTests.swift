import A11yCore
import Hierarchy
import Testing
@testable import A11yAnalyzer
@testable import SwiftSource

/// An empty view a class holds an outlet to may be filled by its code: apps add a web view, rows
/// or a child view controller's view to such a container at run time
/// (https://developer.apple.com/documentation/uikit/uiview/addsubview(_:),
/// https://developer.apple.com/documentation/uikit/uistackview/addarrangedsubview(_:)). Read
/// alone, the storyboard leaves it unknown; with the class read, one it adds subviews to is
/// content from code, located at the Swift call, and one it adds nothing to is an empty
/// container, left out as the file's other empty views are.
@Suite struct FilledContainerJoinTests {
    static let swiftPath = "App/TabViewController.swift"
    static let swift = """
        final class TabViewController: UIViewController {
            @IBOutlet weak var webViewContainer: UIView!
            @IBOutlet weak var rows: UIStackView!
            @IBOutlet weak var spacer: UIView!

            override func viewDidLoad() {
                super.viewDidLoad()
                spacer.isHidden = false
            }

            func attachWebView(_ webView: WKWebView) {
                webViewContainer.addSubview(webView)
            }

            func show(_ items: [Item]) {
                for item in items { self.rows.addArrangedSubview(ItemRow(item)) }
            }
        }
        """
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="VC1-00-001">
            <scenes>
                <scene sceneID="S01-00-001">
                    <objects>
                        <viewController id="VC1-00-001" customClass="TabViewController" customModule="App" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V01-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <view contentMode="scaleToFill" id="WVC-00-001">
                                        <rect key="frame" x="0.0" y="0.0" width="393" height="600"/>
                                    </view>
                                    <stackView axis="vertical" id="STK-00-001">
                                        <rect key="frame" x="0.0" y="600" width="393" height="200"/>
                                    </stackView>
                                    <view contentMode="scaleToFill" id="SPC-00-001">
                                        <rect key="frame" x="0.0" y="800" width="393" height="1"/>
                                    </view>
                                    <view contentMode="scaleToFill" id="EMP-00-001">
                                        <rect key="frame" x="0.0" y="801" width="393" height="1"/>
                                    </view>
                                </subviews>
                            </view>
                            <connections>
                                <outlet property="webViewContainer" destination="WVC-00-001" id="OUT-00-001"/>
                                <outlet property="rows" destination="STK-00-001" id="OUT-00-002"/>
                                <outlet property="spacer" destination="SPC-00-001" id="OUT-00-003"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// Each view of the screen with where its content is said to come from code.
    private func views(joined: Bool) throws -> [String] {
        let screen = try SwiftFixture.screen(storyboard: Self.storyboard, swift: (Self.swiftPath, Self.swift), joined: joined)
        return screen.view.map { element in
            let from = element.contentFromCode.map { "\($0.location.file):\($0.location.line)" } ?? "-"
            return "\(element.id?.value ?? "?") \(from)"
        }
    }

    @Test func readAloneEveryEmptyViewAnOutletHoldsIsUnknown() throws {
        #expect(try views(joined: false) == [
            "WVC-00-001 App/Base.lproj/Main.storyboard:10",
            "STK-00-001 App/Base.lproj/Main.storyboard:13",
            "SPC-00-001 App/Base.lproj/Main.storyboard:16",
        ])
    }

    @Test func withTheClassReadOnlyTheViewsItFillsAreContentFromCode() throws {
        #expect(try views(joined: true) == [
            "WVC-00-001 App/TabViewController.swift:12",
            "STK-00-001 App/TabViewController.swift:16",
        ])
    }

    @Test func aScreenWhoseOnlyContentCodeAddsIsNotEmpty() throws {
        let screen = try SwiftFixture.screen(storyboard: Self.storyboard, swift: (Self.swiftPath, Self.swift), joined: true)
        let analysis = ScreenAccessibility.analyze(screen: screen, options: .defaults)
        #expect(analysis.codeContent.map(\.id) == ["WVC-00-001", "STK-00-001"])
        let input = ScreenRuleInput(screen: screen, analysis: analysis, scope: screen.id)
        #expect(EmptyScreenRule().findings(in: input).isEmpty)
    }
}
