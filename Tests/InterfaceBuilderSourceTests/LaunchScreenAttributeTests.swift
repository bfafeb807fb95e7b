import A11yCore
import Foundation
import Hierarchy
import InterfaceBuilderSource
import SpecInputs
import Testing

/// `launchScreen="YES"` is what Interface Builder writes when the file's "Use as Launch Screen"
/// box is ticked; UIKit shows at launch only the file the Info.plist's `UILaunchStoryboardName`
/// names (https://developer.apple.com/documentation/bundleresources/information-property-list/uilaunchstoryboardname),
/// and loads any other file as it loads every nib. Radar COVID's `RootViewController.xib` says
/// `launchScreen="YES"` (a copy of its `LaunchScreen.xib`), but its target names
/// `LaunchScreen`, and `RootViewController()` loads the xib as its view: it was dropped as a
/// launch screen. The attribute is a hint: a project target's launch screen decides; without
/// one (a folder of files, or an Info.plist found beside a storyboard) the attribute still does.
@Suite struct LaunchScreenAttributeTests {
    /// A xib that says it is a launch screen, whose File's Owner `RootViewController` shows a
    /// label, and holds an element a11y-check does not know (a warning while it is read).
    private static let rootXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" launchScreen="YES" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="RootViewController">
                    <connections>
                        <outlet property="view" destination="V01-00-001" id="OUT-00-001"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="V01-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                    <subviews>
                        <label text="Loading" id="LBL-00-001">
                            <rect key="frame" x="16" y="100" width="300" height="30"/>
                        </label>
                        <sparkleView id="SPK-00-001"/>
                    </subviews>
                </view>
            </objects>
        </document>
        """

    /// A launch screen xib, as Xcode writes one.
    private static let launchXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" launchScreen="YES" useAutolayout="YES">
            <objects>
                <view contentMode="scaleToFill" id="V02-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                </view>
            </objects>
        </document>
        """

    private static let project = "App.xcodeproj/project.pbxproj"

    /// The two xibs, with a project target whose Info.plist names `launch` when given, assembled
    /// as a run does; its screen ids and diagnostics as "file line:column rule".
    private static func run(targetLaunchScreen launch: String?, onIPad: String? = nil) -> (screens: [String], diagnostics: [String]) {
        var files = [("App/Root/RootViewController.xib", rootXib), ("App/Splash/LaunchScreen.xib", launchXib)].map {
            InterfaceBuilderLoader.decode(Array($0.1.utf8), path: $0.0)
        }
        if let launch {
            var target = SpecFile(path: project)
            var app = AppSpec(location: SourceLocation(file: project, line: 300, column: 3))
            app.launchStoryboard = Located(launch, at: SourceLocation(file: project, line: 420, column: 5))
            app.deviceLaunchStoryboards = onIPad.map { [Located($0, at: SourceLocation(file: project, line: 421, column: 5))] } ?? []
            target.app = app
            files.append(LoadedSpecFile(file: target, diagnostics: []))
        }
        let loaded = ProjectLoader.assemble(files)
        return (loaded.project.screens.keys.sorted(),
                loaded.diagnostics.map { "\(($0.location.file as NSString).lastPathComponent) \($0.location.line):\($0.location.column) \($0.ruleID)" })
    }

    @Test func aFileTheTargetDoesNotNameAsItsLaunchScreenIsAnalysed() {
        let run = Self.run(targetLaunchScreen: "LaunchScreen")
        #expect(run.screens == ["RootViewController.RootViewController"])
        // What reading the file found is reported now that it is analysed; the launch screen stays a note.
        #expect(run.diagnostics == ["RootViewController.xib 15:17 ib-unknown-element", "LaunchScreen.xib 2:1 ib-launch-screen"])
    }

    /// The other file names no class of the app: no code loads it as its view (a launch screen
    /// left in the target), so the attribute still decides.
    @Test func theFileTheTargetNamesIsTheLaunchScreenAndOneWithoutAClassStaysOne() {
        let run = Self.run(targetLaunchScreen: "RootViewController")
        #expect(run.screens == [])
        #expect(run.diagnostics == ["RootViewController.xib 2:1 ib-launch-screen", "LaunchScreen.xib 2:1 ib-launch-screen"])
    }

    /// NetNewsWire names `LaunchScreenPhone`, and `LaunchScreenPad` in `UILaunchStoryboardName~ipad`.
    @Test func aLaunchScreenOfOneDeviceFamilyIsOneToo() {
        let run = Self.run(targetLaunchScreen: "LaunchScreen", onIPad: "RootViewController")
        #expect(run.screens == [])
        #expect(run.diagnostics == ["RootViewController.xib 2:1 ib-launch-screen", "LaunchScreen.xib 2:1 ib-launch-screen"])
    }

    /// Provenance names `LaunchScreen.storyboard`, with the extension.
    @Test func aLaunchScreenNamedWithItsExtensionIsThatFile() {
        let run = Self.run(targetLaunchScreen: "LaunchScreen.xib")
        #expect(run.screens == ["RootViewController.RootViewController"])
        #expect(run.diagnostics == ["RootViewController.xib 15:17 ib-unknown-element", "LaunchScreen.xib 2:1 ib-launch-screen"])
    }

    @Test func withoutAProjectTheAttributeDecides() {
        let run = Self.run(targetLaunchScreen: nil)
        #expect(run.screens == [])
        #expect(run.diagnostics == ["RootViewController.xib 2:1 ib-launch-screen", "LaunchScreen.xib 2:1 ib-launch-screen"])
    }
}
