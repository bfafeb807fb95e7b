import A11yCore
import Hierarchy
import SpecInputs
import Testing
@testable import A11yAnalyzer
@testable import SwiftSource

/// A custom view that loads its own xib (`Bundle.main.loadNibNamed("AvatarView", owner: self)`)
/// owns it: the File's Owner is the view's class, and its outlets (`contentView`,
/// `initialsLabel`) name the xib's views
/// (https://developer.apple.com/documentation/uikit/uinib/instantiate(withowner:options:)). The
/// top-level view the owner reaches is a component that takes the owner's class, so what that
/// class's code sets on its outlets is joined. A view class that names its top-level view `view`
/// owns a component too, not a view controller's page.
@Suite struct XibOwnerJoinTests {
    static let swift = """
        class AvatarView: UIView {
            @IBOutlet var contentView: UIView!
            @IBOutlet weak var initialsLabel: UILabel!
            func prepareForReuse() {
                initialsLabel.backgroundColor = UIColor.forName(name)
                initialsLabel.accessibilityLabel = name
            }
        }
        """
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="AvatarView">
                    <connections>
                        <outlet property="contentView" destination="VIE-00-001" id="OUT-00-001"/>
                        <outlet property="initialsLabel" destination="LBL-00-001" id="OUT-00-002"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="VIE-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="44" height="44"/>
                    <subviews>
                        <label text="L" textAlignment="center" id="LBL-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="44" height="44"/>
                            <fontDescription key="fontDescription" type="system" pointSize="16"/>
                            <color key="textColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            <color key="backgroundColor" red="1" green="0.36" blue="0.08" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </label>
                    </subviews>
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </view>
            </objects>
        </document>
        """

    /// A view class whose xib names its top-level view with the same `view` outlet a view
    /// controller has.
    static let scoreXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ScoreView">
                    <connections>
                        <outlet property="view" destination="VIE-00-002" id="OUT-00-003"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="VIE-00-002">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="60"/>
                    <subviews>
                        <label text="Score" id="LBL-00-002">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="60"/>
                            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        </label>
                    </subviews>
                </view>
            </objects>
        </document>
        """
    static let scoreSwift = "import UIKit\n\n@IBDesignable class ScoreView: UIView {\n    @IBOutlet var view: UIView!\n}\n"

    @Test func aXibOwnedByAViewClassIsAComponentNotAPage() throws {
        var file = try SwiftFixture.interfaceFile(Self.scoreXib, path: "App/ScoreView.xib")
        #expect(file.screens.first?.component == nil, "the file alone reads as a view controller's page")
        ViewOwnedScreens.apply(SwiftFixture.read([("App/ScoreView.swift", Self.scoreSwift)]), to: &file)
        #expect(file.screens.map(\.id) == ["ScoreView.ScoreView"])
        #expect(file.screens.first?.component?.value == true)
        #expect(file.screens.first?.component?.location == SourceLocation(file: "App/ScoreView.swift", line: 3, column: 21))
    }

    private func screen(joined: Bool) throws -> Screen {
        var file = try SwiftFixture.interfaceFile(Self.xib, path: "App/AvatarView.xib")
        if joined { CodeJoin.apply(SwiftFixture.read([("App/AvatarView.swift", Self.swift)]), to: &file) }
        let project = ProjectLoader.assemble([LoadedSpecFile(file: file, diagnostics: [])])
        return try #require(project.project.orderedScreens.first)
    }

    private func contrast(_ screen: Screen) -> [String] {
        let input = ScreenRuleInput(screen: screen, analysis: ScreenAccessibility.analyze(screen: screen), scope: screen.id)
        return ContrastRule().findings(in: input).map(\.message)
    }

    @Test func theComponentTakesTheOwnersClass() throws {
        let screen = try screen(joined: false)
        #expect(screen.id == "AvatarView.VIE-00-001")
        #expect(screen.component?.value == true)
        #expect(screen.className?.value == "AvatarView")
        // White on the storyboard's orange: 3.09:1.
        #expect(contrast(screen) == ["'L' (initialsLabel, LBL-00-001) has a contrast ratio of 3.09:1 against its background; it needs 4.50:1"])
    }

    /// A class that loads its xib's content itself (element-ios' `NibOwnerLoadable`) names only
    /// the subviews it sets: the top-level view holding them takes the owner's class.
    @Test func aTopLevelViewHoldingAnOwnersOutletTakesItsClass() throws {
        let xib = Self.xib.replacingOccurrences(of: """
                        <outlet property="contentView" destination="VIE-00-001" id="OUT-00-001"/>

            """, with: "")
        #expect(!xib.contains("contentView"))
        var file = try SwiftFixture.interfaceFile(xib, path: "App/AvatarView.xib")
        #expect(file.screens.first?.className?.value == "AvatarView")
        CodeJoin.apply(SwiftFixture.read([("App/AvatarView.swift", Self.swift)]), to: &file)
        let label = try #require(file.screens.first?.view.first?.children.first)
        #expect(label.backgroundColor?.value == .setInCode)
    }

    @Test func theOwnersCodeIsJoinedToItsOutlets() throws {
        let screen = try screen(joined: true)
        let label = try #require(screen.allElements.first { $0.id?.value == "LBL-00-001" })
        #expect(label.backgroundColor?.value == .setInCode)
        #expect(label.label?.value == Element.setInCode)
        #expect(label.label?.location == SourceLocation(file: "App/AvatarView.swift", line: 6, column: 9))
        #expect(contrast(screen) == [])
    }
}
