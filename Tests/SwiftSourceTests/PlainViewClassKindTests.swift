import A11yCore
import Hierarchy
import SpecInputs
import Testing
@testable import A11yAnalyzer
@testable import SwiftSource

/// A label Interface Builder draws for a class that descends from `UIView` alone
/// (`<label customClass="PillView">`, habitica's status pills): UIKit makes a `PillView`, whose
/// `init(coder:)` reads none of the label's text, font or colour
/// (https://developer.apple.com/documentation/uikit/uiview/init(coder:)), so it is a view of that
/// class whose content its code makes, and `a11y-dynamic-type` does not judge the file's font. A
/// label whose class descends from `UILabel` stays a label.
@Suite struct PlainViewClassKindTests {
    static let swift = """
        class PillView: UIView {
            private let label = UILabel()
            required init?(coder: NSCoder) {
                super.init(coder: coder)
                addSubview(label)
            }
        }
        class BrandLabel: UILabel {}
        """
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="VC1-00-001">
            <scenes>
                <scene sceneID="S01-00-001">
                    <objects>
                        <viewController title="Plan" id="VC1-00-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V01-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <label text="" id="PIL-00-001" customClass="PillView" customModule="App">
                                        <rect key="frame" x="16" y="100" width="80" height="24"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                    <label text="Active" id="LBL-00-001" customClass="BrandLabel" customModule="App">
                                        <rect key="frame" x="16" y="140" width="200" height="24"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// The storyboard's screen, with the classes' kinds and code applied when `joined`, as the link
    /// step applies them.
    private func screen(joined: Bool) throws -> Screen {
        var file = try SwiftFixture.interfaceFile(Self.storyboard, path: "App/Base.lproj/Main.storyboard")
        if joined {
            let facts = SwiftFixture.read([("App/PillView.swift", Self.swift)])
            CodeJoin.apply(facts, to: &file)
        }
        return try #require(ProjectLoader.assemble([LoadedSpecFile(file: file, diagnostics: [])]).project.orderedScreens.first)
    }

    private func dynamicType(_ screen: Screen) -> [String] {
        let input = ScreenRuleInput(screen: screen, analysis: ScreenAccessibility.analyze(screen: screen, options: .defaults), scope: screen.id)
        return DynamicTypeRule().findings(in: input).map { "\($0.location.line)" }
    }

    @Test func theFileAloneJudgesBothLabelsFonts() throws {
        #expect(dynamicType(try screen(joined: false)) == ["12", "16"])
    }

    @Test func aLabelOfAPlainViewClassIsThatViewWithContentFromCode() throws {
        let screen = try screen(joined: true)
        let pill = try #require(screen.allElements.first { $0.id?.value == "PIL-00-001" })
        #expect(pill.kind == .custom)
        #expect(pill.font == nil && pill.text == nil)
        #expect(pill.contentComesFromCode)
        #expect(screen.allElements.first { $0.id?.value == "LBL-00-001" }?.kind == .label)
        #expect(dynamicType(screen) == ["16"])
    }
}
