import A11yCore
import Hierarchy
import InterfaceBuilderSource
import SpecWriter
import Testing
import YAMLSource
@testable import A11yAnalyzer

/// A `show` segue from a view controller that no segue or relationship of its storyboard leads to,
/// and that is not the initial view controller: code instantiates it by its storyboard identifier,
/// or another storyboard's reference shows it, in a container the file does not show (CatchChat/Yep
/// pushes its Settings, About and Notifications screens from storyboards of their own). `show`
/// pushes onto the navigation controller UIKit finds above the source, and presents only when there
/// is none (https://developer.apple.com/documentation/uikit/uiviewcontroller/show(_:sender:)), so
/// whether the destination is presented, and in what style, is decided there: a presentation whose
/// style is unknown (`performedInCode`), which `a11y-modal-no-escape` does not judge. The initial
/// view controller's `show` still presents from the bare window root it is.
@Suite struct EntryShowSegueTests {
    /// A settings screen (the initial view controller when `initial`) whose button shows an about
    /// screen that has no way back.
    private static func storyboard(initial: Bool) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch"\(initial ? #" initialViewController="SET-00-001""# : "")>
            <scenes>
                <scene sceneID="S01-00-001">
                    <objects>
                        <viewController storyboardIdentifier="Settings" title="Settings" id="SET-00-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="SET-VW-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <button id="SET-BT-001">
                                        <rect key="frame" x="16" y="120" width="200" height="44"/>
                                        <state key="normal" title="About"/>
                                        <connections>
                                            <segue destination="ABT-00-001" kind="show" identifier="showAbout" id="SEG-00-001"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="S01-00-002">
                    <objects>
                        <viewController storyboardIdentifier="About" title="About" id="ABT-00-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="ABT-VW-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <label text="Version 2.0" id="ABT-LB-001">
                                        <rect key="frame" x="16" y="120" width="300" height="21"/>
                                    </label>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// What `rule` finds in every scene of the file, as "rule line:column".
    private static func findings(_ rule: any Rule, initial: Bool) -> [String] {
        let loaded = IBFixtures.decode(storyboard(initial: initial))
        let input = RuleInput(project: loaded.project, environment: Environment(device: Device.named("iphone-16")!, orientation: .portrait))
        return rule.findings(in: input).map { "\($0.ruleID) \($0.location.line):\($0.location.column)" }
    }

    @Test func aShowFromAnEntryCodeShowsIsAPresentationWhoseStyleIsUnknown() throws {
        let loaded = IBFixtures.decode(Self.storyboard(initial: false))
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.project.scenes.map(\.id) == ["Test.Settings", "Test.Settings.showAbout"])
        let shown = try #require(loaded.project.scenes.last)
        #expect(shown.presentations.map(\.presented.id) == ["Test.About"])
        #expect(shown.presentations.first?.style == nil)
        #expect(shown.presentations.first?.performedInCode.map { "\($0.line):\($0.column)" } == "14:37")
        #expect(Self.findings(ModalNoEscapeRule(), initial: false) == [])
    }

    @Test func aShowFromTheInitialViewControllerPresentsFromTheWindowRoot() throws {
        let loaded = IBFixtures.decode(Self.storyboard(initial: true))
        let shown = try #require(loaded.project.scenes.last)
        #expect(shown.id == "Test.Settings.showAbout")
        #expect(shown.presentations.first?.performedInCode == nil)
        #expect(Self.findings(ModalNoEscapeRule(), initial: true) == ["a11y-modal-no-escape 14:37"])
    }

    /// `import` writes such a presentation with `styleFromCode: true`, which the YAML reads back as
    /// a presentation whose style code decides (format.md, "Presentations").
    @Test func theImportedYAMLSaysTheStyleIsCodes() throws {
        let loaded = InterfaceBuilderLoader.decode(Array(Self.storyboard(initial: false).utf8), path: "/nonexistent/Test.storyboard")
        let text = SpecYAMLWriter.yaml(try #require(loaded.file), source: "Test.storyboard")
        #expect(text.contains("        styleFromCode: true\n"))
        let reread = SpecFileLoader.decode(Array(text.utf8), path: "Test.yaml")
        #expect(reread.diagnostics.map(\.message) == [])
        let presentation = try #require(reread.file?.scenes.last?.presentations.first)
        #expect(presentation.style == nil)
        #expect(presentation.performedInCode != nil)
    }
}
