import A11yCore
import Hierarchy
import Foundation
import InterfaceBuilderSource
import SpecInputs
import Testing
import TestSupport

/// An app that shows its launch screen again (embedded in a container view while it loads, or
/// presented): UIKit shows the launch storyboard only as a static image at launch
/// (https://developer.apple.com/documentation/bundleresources/information-property-list/uilaunchstoryboardname),
/// and a11y-check does not analyse it, so a storyboard reference to it is not followed: the
/// placeholder stays an empty screen, with a note, and the run goes on.
@Suite struct LaunchScreenReferenceTests {
    /// A controller embedding the launch screen's initial view controller in a container view
    /// and presenting its `Launch` controller from a button.
    static let main = StoryboardText.minimal(subviews: """
                                <containerView contentMode="scaleToFill" id="CNT-00-001">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="600"/>
                                    <connections>
                                        <segue destination="REF-00-001" kind="embed" id="SEG-00-001"/>
                                    </connections>
                                </containerView>
                                <button contentMode="scaleToFill" id="BTN-00-001">
                                    <rect key="frame" x="16" y="700" width="361" height="44"/>
                                    <state key="normal" title="Retry"/>
                                    <connections>
                                        <segue destination="REF-00-002" kind="presentation" identifier="again" id="SEG-00-002"/>
                                    </connections>
                                </button>
    """, extraScenes: """
            <scene sceneID="S01-00-002">
                <objects>
                    <viewControllerPlaceholder storyboardName="LaunchScreen" id="REF-00-001" sceneMemberID="viewController"/>
                </objects>
            </scene>
            <scene sceneID="S01-00-003">
                <objects>
                    <viewControllerPlaceholder storyboardName="LaunchScreen" referencedIdentifier="Launch" id="REF-00-002" sceneMemberID="viewController"/>
                </objects>
            </scene>
    """)

    private static func summary(_ loaded: LoadedProject) -> [String] {
        loaded.diagnostics.map { "\(($0.location.file as NSString).lastPathComponent):\($0.location.line):\($0.location.column) \($0.severity) \($0.ruleID)" }
    }

    /// A launch screen that says `launchScreen="YES"`.
    @Test func aReferenceToALaunchScreenFileIsANote() throws {
        let launch = StoryboardText.minimal(subviews: "").replacingOccurrences(of: #"version="3.0""#, with: #"version="3.0" launchScreen="YES""#)
        let loaded = ProjectLoader.assemble([
            InterfaceBuilderLoader.decode(Array(Self.main.utf8), path: "/nonexistent/Main.storyboard"),
            InterfaceBuilderLoader.decode(Array(launch.utf8), path: "/nonexistent/LaunchScreen.storyboard"),
        ])
        #expect(Self.summary(loaded) == [
            "LaunchScreen.storyboard:2:1 info ib-launch-screen",
            "Main.storyboard:30:17 info ib-launch-screen", "Main.storyboard:35:17 info ib-launch-screen",
        ])
        #expect(loaded.diagnostics.last?.message
            == "storyboard reference to 'Launch' in LaunchScreen.storyboard, the app's launch screen: it is not analysed, so it is an empty screen here")
        #expect(loaded.project.scenes.map(\.id) == ["Main.Main", "Main.Main.again"])
        #expect(IBFixtures.voiceOver(loaded.project, scene: "Main.Main").map(\.id) == ["BTN-00-001"])
    }

    /// A launch screen the app's Info.plist names (`UILaunchStoryboardName`), which does not say
    /// `launchScreen="YES"` itself.
    @Test func aReferenceToTheInfoPlistsLaunchStoryboardIsANote() throws {
        let app = IBFixtures.folder.appendingPathComponent("App")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("launch-reference-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(at: app.appendingPathComponent("Base.lproj/LaunchScreen.storyboard"),
                                         to: directory.appendingPathComponent("LaunchScreen.storyboard"))
        try FileManager.default.copyItem(at: app.appendingPathComponent("Info.plist"), to: directory.appendingPathComponent("Info.plist"))
        try Self.main.write(to: directory.appendingPathComponent("Main.storyboard"), atomically: false, encoding: .utf8)
        let loaded = ProjectLoader.load(paths: [directory.path])
        #expect(loaded.inputErrors.isEmpty)
        #expect(Self.summary(loaded) == [
            "LaunchScreen.storyboard:1:1 info ib-launch-screen",
            "Main.storyboard:30:17 info ib-launch-screen", "Main.storyboard:35:17 info ib-launch-screen",
        ])
        #expect(loaded.project.screens["LaunchScreen.Launch"] == nil)
        #expect(IBFixtures.voiceOver(loaded.project, scene: "Main.Main").map(\.id) == ["BTN-00-001"])
    }

    /// An Info.plist naming one storyboard as both `UILaunchStoryboardName` and
    /// `UIMainStoryboardFile`: UIKit shows its initial view controller as the launch image, then
    /// loads it as the app's interface
    /// (https://developer.apple.com/documentation/bundleresources/information-property-list/uimainstoryboardfile),
    /// so its scenes are analysed, with no launch-screen note.
    @Test func aStoryboardThatIsAlsoTheMainStoryboardIsAnalysed() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("launch-and-main-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
                <key>UILaunchStoryboardName</key>
                <string>Main</string>
                <key>UIMainStoryboardFile</key>
                <string>Main</string>
            </dict>
            </plist>
            """
        try plist.write(to: directory.appendingPathComponent("Info.plist"), atomically: false, encoding: .utf8)
        let main = StoryboardText.minimal(subviews: """
                                    <button contentMode="scaleToFill" id="BTN-00-001">
                                        <rect key="frame" x="16" y="700" width="361" height="44"/>
                                        <state key="normal" title="Retry"/>
                                    </button>
            """)
        try main.write(to: directory.appendingPathComponent("Main.storyboard"), atomically: false, encoding: .utf8)
        let loaded = ProjectLoader.load(paths: [directory.path])
        #expect(loaded.inputErrors.isEmpty)
        #expect(Self.summary(loaded) == [])
        #expect(loaded.project.scenes.map(\.id) == ["Main.Main"])
        #expect(IBFixtures.voiceOver(loaded.project, scene: "Main.Main").map(\.id) == ["BTN-00-001"])
    }
}
