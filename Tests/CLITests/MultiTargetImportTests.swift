import Foundation
import TestSupport
import Testing
@testable import a11y_check

/// `a11y-check import` of an Xcode project whose app and app extension both hold a storyboard:
/// each target is an app of its own (its own Info.plist), so each goes to `OUTPUT/<target>/`,
/// a folder that lints on its own with the findings `lint PROJECT --target <target>` gives;
/// `lint OUTPUT` names those folders. An import of one target writes to OUTPUT as before.
@Suite struct MultiTargetImportTests {
    /// A project with an app `App` (portrait only), an app extension `Share Extension` (every
    /// orientation) and a widget `Widget` with no storyboard, each target with its own
    /// Info.plist beside its storyboard; the app's `Card.xib` is the extension's too.
    static func project() throws -> URL {
        try CommandRunner.directory([
            "Shop.xcodeproj/project.pbxproj": pbxproj,
            "App/Main.storyboard": storyboard(prefix: "APP", label: "Catalog"),
            "App/Card.xib": cardXIB,
            "App/Info.plist": infoPlist(orientations: ["UIInterfaceOrientationPortrait"]),
            "Share Extension/MainInterface.storyboard": storyboard(prefix: "SHR", label: "Share"),
            "Share Extension/Info.plist": infoPlist(orientations: ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft",
                                                                   "UIInterfaceOrientationLandscapeRight"]),
            "Widget/Info.plist": infoPlist(orientations: ["UIInterfaceOrientationPortrait"]),
        ])
    }

    @Test func eachTargetGoesToAFolderOfItsOwn() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CommandRunner.run(["import", "Shop.xcodeproj", "-o", "Specs"], in: folder)
        #expect(run.status == 0)
        #expect(run.stdout == "")
        #expect(run.stderr == """
            note: each of the 2 targets is an app of its own, written to a folder of its own: lint each folder as its own run \
            (a11y-check lint Specs/App, a11y-check lint 'Specs/Share Extension'); Widget has no storyboard or xib, so nothing was written for it

            """)
        #expect(try Self.files(below: folder.appendingPathComponent("Specs")) == [
            "App/Card.yaml", "App/Main.yaml", "Share Extension/Card.yaml", "Share Extension/MainInterface.yaml",
        ])
        // Each file names its target's Info.plist, the shared xib's copies too (beside the xib is the app's).
        let heading = "app:\n  # The Xcode target's Info.plist (INFOPLIST_FILE): orientations, full screen, launch and main storyboards.\n"
        for (file, plist) in [("App/Card.yaml", "App"), ("App/Main.yaml", "App"), ("Share Extension/Card.yaml", "Share Extension"),
                              ("Share Extension/MainInterface.yaml", "Share Extension")] {
            let yaml = try String(contentsOf: folder.appendingPathComponent("Specs").appendingPathComponent(file), encoding: .utf8)
            #expect(yaml.contains(heading + "  infoPlist: \"../../\(plist)/Info.plist\"\n"), "\(file)")
        }
        // The project's files are read, never written.
        #expect(try Self.files(below: folder).filter { !$0.hasPrefix("Specs/") } == [
            "App/Card.xib", "App/Info.plist", "App/Main.storyboard", "Share Extension/Info.plist", "Share Extension/MainInterface.storyboard",
            "Shop.xcodeproj/project.pbxproj", "Widget/Info.plist",
        ])
    }

    /// Each folder lints as its target does in the project: the same findings, at the YAML's lines.
    @Test func eachFolderLintsAsItsTargetDoes() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try CommandRunner.run(["import", ".", "-o", "Specs"], in: folder).status == 0)
        let app = try CommandRunner.run(["lint", "Specs/App", "--reporter", "relative-path"], in: folder)
        #expect(app.status == 0)
        #expect(app.stdout == """
            Specs/App/Main.yaml:16:11: warning: 'Catalog' (APP-LB-001) uses text style largeTitle but does not adjust to the user's text size while the app runs (adjustsForContentSize: false) [a11y-dynamic-type]
            Specs/App/Main.yaml:16:11: note: use a text style (or a UIFontMetrics-scaled font) and set adjustsFontForContentSizeCategory to true (Interface Builder's Automatically Adjusts Font; a spec's adjustsForContentSize: true)
            Specs/App/Main.yaml:19:11: warning: 'Info' (APP-BT-001) is 20 x 20 pt, smaller than 44 x 44 [a11y-touch-target]
            Specs/App/Main.yaml:19:11: note: make the frame (or its touch area) at least 44 x 44 points

            """)
        #expect(app.stderr == "2 files, 2 scenes x 2 environments: 0 errors, 2 warnings\n")
        let appProject = try CommandRunner.run(["lint", "Shop.xcodeproj", "--target", "App", "--reporter", "relative-path"], in: folder)
        #expect(appProject.stdout == """
            App/Main.storyboard:11:33: warning: 'Catalog' (APP-LB-001) uses text style largeTitle but does not adjust to the user's text size while the app runs (adjustsForContentSize: false) [a11y-dynamic-type]
            App/Main.storyboard:11:33: note: use a text style (or a UIFontMetrics-scaled font) and set adjustsFontForContentSizeCategory to true (Interface Builder's Automatically Adjusts Font; a spec's adjustsForContentSize: true)
            App/Main.storyboard:13:29: warning: 'Info' (APP-BT-001) is 20 x 20 pt, smaller than 44 x 44 [a11y-touch-target]
            App/Main.storyboard:13:29: note: make the frame (or its touch area) at least 44 x 44 points

            """)
        #expect(appProject.stderr == "3 files, 2 scenes x 2 environments: 0 errors, 2 warnings\n")
        let share = try CommandRunner.run(["lint", "Specs/Share Extension", "--reporter", "relative-path"], in: folder)
        #expect(share.stdout == """
            Specs/Share Extension/MainInterface.yaml:16:11: warning: 'Share' (SHR-LB-001) uses text style largeTitle but does not adjust to the user's text size while the app runs (adjustsForContentSize: false) [a11y-dynamic-type]
            Specs/Share Extension/MainInterface.yaml:16:11: note: use a text style (or a UIFontMetrics-scaled font) and set adjustsFontForContentSizeCategory to true (Interface Builder's Automatically Adjusts Font; a spec's adjustsForContentSize: true)
            Specs/Share Extension/MainInterface.yaml:19:11: warning: 'Info' (SHR-BT-001) is 20 x 20 pt, smaller than 44 x 44 [a11y-touch-target]
            Specs/Share Extension/MainInterface.yaml:19:11: note: make the frame (or its touch area) at least 44 x 44 points

            """)
        #expect(share.stderr == "2 files, 2 scenes x 2 environments: 0 errors, 2 warnings\n")
        let shareProject = try CommandRunner.run(["lint", ".", "--target", "Share Extension", "--reporter", "relative-path"], in: folder)
        #expect(shareProject.stdout == """
            Share Extension/MainInterface.storyboard:11:33: warning: 'Share' (SHR-LB-001) uses text style largeTitle but does not adjust to the user's text size while the app runs (adjustsForContentSize: false) [a11y-dynamic-type]
            Share Extension/MainInterface.storyboard:11:33: note: use a text style (or a UIFontMetrics-scaled font) and set adjustsFontForContentSizeCategory to true (Interface Builder's Automatically Adjusts Font; a spec's adjustsForContentSize: true)
            Share Extension/MainInterface.storyboard:13:29: warning: 'Info' (SHR-BT-001) is 20 x 20 pt, smaller than 44 x 44 [a11y-touch-target]
            Share Extension/MainInterface.storyboard:13:29: note: make the frame (or its touch area) at least 44 x 44 points

            """)
        #expect(shareProject.stderr == "3 files, 2 scenes x 2 environments: 0 errors, 2 warnings\n")
        // The JSON findings, places aside (rule, message, environments, scope), are the project's;
        // so are the VoiceOver and orientation results, each app with its own Info.plist's mask.
        for (yaml, target) in [("Specs/App", "App"), ("Specs/Share Extension", "Share Extension")] {
            let fromYAML = try CommandRunner.run(["lint", yaml, "--reporter", "json"], in: folder)
            let fromProject = try CommandRunner.run(["lint", ".", "--target", target, "--reporter", "json"], in: folder)
            #expect(try ImportRoundTripTests.findingsWithoutPlaces(fromYAML.stdout) == ImportRoundTripTests.findingsWithoutPlaces(fromProject.stdout))
            for command in ["voiceover", "orientation"] {
                let yamlResult = try CommandRunner.run([command, yaml, "--format", "json"], in: folder)
                let projectResult = try CommandRunner.run([command, ".", "--target", target, "--format", "json"], in: folder)
                #expect(yamlResult.status == 0)
                #expect(yamlResult.stdout == projectResult.stdout, "\(command) of \(yaml)")
            }
        }
        #expect(try CommandRunner.run(["orientation", "Specs/App"], in: folder).stdout
                    .contains("The app mask applies: the Info.plist allows [portrait].\n"))
        #expect(try CommandRunner.run(["orientation", "Specs/Share Extension"], in: folder).stdout
                    .contains("The app mask applies: the Info.plist allows [portrait, landscapeLeft, landscapeRight].\n"))
    }

    /// `lint` of the whole output reads both apps as one run, which refuses two apps; a note names
    /// the folders to lint instead.
    @Test func lintOfTheOutputNamesTheTargetFolders() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try CommandRunner.run(["import", ".", "-o", "Specs"], in: folder).status == 0)
        let run = try CommandRunner.run(["lint", "Specs", "--reporter", "relative-path"], in: folder)
        #expect(run.status == 2)
        #expect(run.stdout == """
            Specs/Share Extension/Card.yaml:6:3: error: app.infoPlist differs from the value at Specs/App/Card.yaml:6:3 [spec-conflicting-app]
            Specs/Share Extension/Card.yaml:6:3: note: a run describes one app: set app.infoPlist in one file, or the same everywhere
            Specs/Share Extension/Card.yaml:9:3: error: screen id 'Card.CRD-VW-001' is already defined at Specs/App/Card.yaml:9:3 [spec-duplicate-id]
            Specs/Share Extension/Card.yaml:9:3: note: screen ids are unique across every file of a run; rename one
            Specs/Share Extension/MainInterface.yaml:6:3: error: app.infoPlist differs from the value at Specs/App/Card.yaml:6:3 [spec-conflicting-app]
            Specs/Share Extension/MainInterface.yaml:6:3: note: a run describes one app: set app.infoPlist in one file, or the same everywhere

            """)
        #expect(run.stderr == """
            note: spec errors found: the analyzers did not run; fix them and run again
            note: Specs holds the specs of 2 apps, one in each of its folders (as `a11y-check import` writes a project's targets), \
            and a run describes one app: lint each folder as its own run (a11y-check lint Specs/App, a11y-check lint 'Specs/Share Extension')
            4 files (not analyzed: fix the spec errors first): 3 errors, 0 warnings

            """)
    }

    /// One target with storyboards or xibs (the widget has none): its files go to OUTPUT itself,
    /// each naming the target's Info.plist (the shared xib too), with no note.
    @Test func anImportOfOneTargetWritesToTheOutputFolder() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CommandRunner.run(["import", ".", "--target", "App", "--target", "Widget", "-o", "Specs"], in: folder)
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(try Self.files(below: folder.appendingPathComponent("Specs")) == ["Card.yaml", "Main.yaml"])
        let main = try String(contentsOf: folder.appendingPathComponent("Specs/Main.yaml"), encoding: .utf8)
        let card = try String(contentsOf: folder.appendingPathComponent("Specs/Card.yaml"), encoding: .utf8)
        for yaml in [main, card] {
            #expect(yaml.contains("app:\n  # The Xcode target's Info.plist (INFOPLIST_FILE): orientations, full screen, launch and main storyboards.\n"
                                  + "  infoPlist: \"../App/Info.plist\"\n"))
        }
        let lint = try CommandRunner.run(["lint", "Specs", "--reporter", "relative-path"], in: folder)
        #expect(lint.status == 0)
        #expect(lint.stderr == "2 files, 2 scenes x 2 environments: 0 errors, 2 warnings\n")
    }

    /// A folder name stays one folder inside the output, whatever the target is called.
    @Test func targetNamesBecomeSafeFolderNames() {
        #expect(ImportRuns.folderName("Loop Intent Extension") == "Loop Intent Extension")
        #expect(ImportRuns.folderName("..") == "_.")
        #expect(ImportRuns.folderName("../../etc") == "_._.._etc")
        #expect(ImportRuns.folderName("A/B\\C:D") == "A_B_C_D")
        #expect(ImportRuns.folderName(".hidden") == "_hidden")
        #expect(ImportRuns.folderName("Tab\tNew\nLine") == "Tab_New_Line")
        #expect(ImportRuns.folderName("") == "_")
        #expect(ImportRuns.folderName("Ünïcode ✓") == "Ünïcode ✓")
    }

    /// The files below `folder`, relative to it, sorted.
    static func files(below folder: URL) throws -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files.append(path)
            }
        }
        return files.sorted()
    }

    static func storyboard(prefix: String, label: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="\(prefix)-VC-001">
            <scenes>
                <scene sceneID="\(prefix)-SC-001">
                    <objects>
                        <viewController title="\(label)" id="\(prefix)-VC-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="\(prefix)-VW-001">
                                <subviews>
                                    <label text="\(label)" id="\(prefix)-LB-001">
                                        <rect key="frame" x="16" y="100" width="361" height="41"/>
                                        <fontDescription key="fontDescription" style="UICTFontTextStyleLargeTitle"/>
                                    </label>
                                    <button buttonType="system" id="\(prefix)-BT-001">
                                        <rect key="frame" x="16" y="700" width="20" height="20"/>
                                        <state key="normal" title="Info"/>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """
    }

    /// A view with a label that scales with the user's text size: no finding.
    static let cardXIB = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch">
            <objects>
                <view contentMode="scaleToFill" id="CRD-VW-001">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="120"/>
                    <subviews>
                        <label text="Card" adjustsFontForContentSizeCategory="YES" id="CRD-LB-001">
                            <rect key="frame" x="16" y="16" width="361" height="41"/>
                            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        </label>
                    </subviews>
                </view>
            </objects>
        </document>

        """

    static func infoPlist(orientations: [String]) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <key>UISupportedInterfaceOrientations</key>
            <array>\(orientations.map { "<string>\($0)</string>" }.joined())</array>
        </dict>
        </plist>

        """
    }

    /// Three iOS targets, each with its Info.plist: `App` and `Share Extension` build a storyboard
    /// each and `App/Card.xib` both, `Widget` none.
    static let pbxproj = """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 56;
            objects = {
                P0000000000000000000000A = {isa = PBXProject; buildConfigurationList = L0000000000000000000000A; mainGroup = G0000000000000000000000A; targets = (T0000000000000000000000A, T0000000000000000000000B, T0000000000000000000000C); developmentRegion = en; };
                G0000000000000000000000A = {isa = PBXGroup; children = (F0000000000000000000000A, F0000000000000000000000B, F0000000000000000000000C); sourceTree = "<group>"; };
                F0000000000000000000000A = {isa = PBXFileReference; lastKnownFileType = file.storyboard; path = App/Main.storyboard; sourceTree = "<group>"; };
                F0000000000000000000000B = {isa = PBXFileReference; lastKnownFileType = file.storyboard; path = "Share Extension/MainInterface.storyboard"; sourceTree = "<group>"; };
                F0000000000000000000000C = {isa = PBXFileReference; lastKnownFileType = file.xib; path = App/Card.xib; sourceTree = "<group>"; };
                B0000000000000000000000A = {isa = PBXBuildFile; fileRef = F0000000000000000000000A; };
                B0000000000000000000000B = {isa = PBXBuildFile; fileRef = F0000000000000000000000B; };
                B0000000000000000000000C = {isa = PBXBuildFile; fileRef = F0000000000000000000000C; };
                B0000000000000000000000D = {isa = PBXBuildFile; fileRef = F0000000000000000000000C; };
                L0000000000000000000000A = {isa = XCConfigurationList; buildConfigurations = (C0000000000000000000000A); };
                C0000000000000000000000A = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; TARGETED_DEVICE_FAMILY = 1; }; name = Release; };
                T0000000000000000000000A = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildConfigurationList = L0000000000000000000000B; buildPhases = (R0000000000000000000000A); };
                R0000000000000000000000A = {isa = PBXResourcesBuildPhase; files = (B0000000000000000000000A, B0000000000000000000000C); };
                L0000000000000000000000B = {isa = XCConfigurationList; buildConfigurations = (C0000000000000000000000B); };
                C0000000000000000000000B = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = App/Info.plist; }; name = Release; };
                T0000000000000000000000B = {isa = PBXNativeTarget; name = "Share Extension"; productType = "com.apple.product-type.app-extension"; buildConfigurationList = L0000000000000000000000C; buildPhases = (R0000000000000000000000B); };
                R0000000000000000000000B = {isa = PBXResourcesBuildPhase; files = (B0000000000000000000000B, B0000000000000000000000D); };
                L0000000000000000000000C = {isa = XCConfigurationList; buildConfigurations = (C0000000000000000000000C); };
                C0000000000000000000000C = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "Share Extension/Info.plist"; }; name = Release; };
                T0000000000000000000000C = {isa = PBXNativeTarget; name = Widget; productType = "com.apple.product-type.app-extension"; buildConfigurationList = L0000000000000000000000D; buildPhases = (); };
                L0000000000000000000000D = {isa = XCConfigurationList; buildConfigurations = (C0000000000000000000000D); };
                C0000000000000000000000D = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = Widget/Info.plist; }; name = Release; };
            };
            rootObject = P0000000000000000000000A;
        }

        """
}
