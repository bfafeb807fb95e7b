import A11yCore
import Foundation
import Hierarchy
import InterfaceBuilderSource
import SpecInputs
import SpecWriter
import Testing
import TestSupport
import YAMLSource
@testable import A11yAnalyzer

/// A `show` segue from a view controller that no segue or relationship of its storyboard leads to,
/// and that is not the initial view controller: code instantiates it by its storyboard identifier,
/// or another storyboard's reference shows it, in a container the file does not show (CatchChat/Yep
/// pushes its Settings, About and Notifications screens from storyboards of their own). `show`
/// pushes onto the navigation controller UIKit finds above the source, and presents only when there
/// is none (https://developer.apple.com/documentation/uikit/uiviewcontroller/show(_:sender:)), so
/// whether the destination is presented, and in what style, is decided there: a presentation whose
/// style is unknown (`performedInCode`), which `a11y-modal-no-escape` does not judge. So is the
/// initial view controller's `show` when another storyboard's reference shows that controller
/// (iSH's `Roots.storyboard`, pushed from its About screen's navigation controller) and the file is
/// not the app's main storyboard; else it presents from the bare window root it is.
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

    /// `Main.storyboard`: a navigation controller whose Home screen's button pushes the initial
    /// view controller of `Test.storyboard` through a storyboard reference.
    private static let main = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="NAV-00-001">
            <scenes>
                <scene sceneID="S02-00-001">
                    <objects>
                        <navigationController id="NAV-00-001" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="NAV-BR-001">
                                <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                            </navigationBar>
                            <connections>
                                <segue destination="HOM-00-001" kind="relationship" relationship="rootViewController" id="SEG-00-010"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="S02-00-002">
                    <objects>
                        <viewController title="Home" id="HOM-00-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="HOM-VW-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <button id="HOM-BT-001">
                                        <rect key="frame" x="16" y="120" width="200" height="44"/>
                                        <state key="normal" title="Settings"/>
                                        <connections>
                                            <segue destination="REF-00-001" kind="show" id="SEG-00-011"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="S02-00-003">
                    <objects>
                        <viewControllerPlaceholder storyboardName="Test" id="REF-00-001" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// `Main.storyboard` and `Test.storyboard` (its initial view controller Settings) loaded
    /// together from a new folder, with an Info.plist naming `mainStoryboard` when given.
    private static func loadReferenced(mainStoryboard: String?) throws -> LoadedProject {
        try TemporaryFolder.with("entry-show", files: ["Main.storyboard": main, "Test.storyboard": storyboard(initial: true)]) { folder in
            if let mainStoryboard {
                let plist = try PropertyListSerialization.data(fromPropertyList: ["UIMainStoryboardFile": mainStoryboard], format: .xml, options: 0)
                try plist.write(to: folder.appendingPathComponent("Info.plist"))
            }
            return ProjectLoader.load(paths: ["Main.storyboard", "Test.storyboard"].map { folder.appendingPathComponent($0).path })
        }
    }

    @Test func aShowFromAnInitialViewControllerAReferenceShowsIsAPresentationWhoseStyleIsUnknown() throws {
        let loaded = try Self.loadReferenced(mainStoryboard: "Main")
        #expect(loaded.diagnostics.map(\.description) == [])
        let shown = try #require(loaded.project.scenes.first { $0.id == "Test.Settings.showAbout" })
        #expect(shown.presentations.map(\.presented.id) == ["Test.About"])
        #expect(shown.presentations.first?.performedInCode.map { "\($0.line):\($0.column)" } == "14:37")
        let input = RuleInput(project: loaded.project, environment: Environment(device: Device.named("iphone-16")!, orientation: .portrait))
        #expect(ModalNoEscapeRule().findings(in: input).map(\.message) == [])
    }

    /// The app's main storyboard's initial view controller is the window's root, whatever else
    /// references it: its `show` presents.
    @Test func aShowFromTheMainStoryboardsInitialViewControllerStillPresents() throws {
        let loaded = try Self.loadReferenced(mainStoryboard: "Test")
        let shown = try #require(loaded.project.scenes.first { $0.id == "Test.Settings.showAbout" })
        #expect(shown.presentations.first?.performedInCode == nil)
        let input = RuleInput(project: loaded.project, environment: Environment(device: Device.named("iphone-16")!, orientation: .portrait))
        #expect(ModalNoEscapeRule().findings(in: input).map { "\($0.location.line):\($0.location.column)" } == ["14:37"])
    }
}
