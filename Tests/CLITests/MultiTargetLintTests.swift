import Foundation
import TestSupport
import Testing

/// `a11y-check lint` of an Xcode project with several iOS targets: each target is linted as an
/// app of its own, and a finding the targets make alike (a xib both list) is reported once,
/// naming both (``TargetFindings``).
@Suite struct MultiTargetLintTests {
    /// `MultiTargetImportTests`' project (an app and a share extension listing `App/Card.xib`),
    /// its card holding a 20 x 20 pt button.
    static func project() throws -> URL {
        try CommandRunner.directory([
            "Shop.xcodeproj/project.pbxproj": MultiTargetImportTests.pbxproj,
            "App/Main.storyboard": MultiTargetImportTests.storyboard(prefix: "APP", label: "Catalog"),
            "App/Card.xib": cardXIB,
            "App/Info.plist": MultiTargetImportTests.infoPlist(orientations: ["UIInterfaceOrientationPortrait"]),
            "Share Extension/MainInterface.storyboard": MultiTargetImportTests.storyboard(prefix: "SHR", label: "Share"),
            "Share Extension/Info.plist": MultiTargetImportTests.infoPlist(orientations: ["UIInterfaceOrientationPortrait"]),
            "Widget/Info.plist": MultiTargetImportTests.infoPlist(orientations: ["UIInterfaceOrientationPortrait"]),
        ])
    }

    @Test func aSharedXibsFindingIsReportedOnceNamingBothTargets() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CommandRunner.run(["lint", "Shop.xcodeproj", "--reporter", "relative-path"], in: folder)
        #expect(run.status == 0)
        #expect(run.stdout == """
            App/Card.xib:11:17: warning: [App, Share Extension] 'CRD-BT-001' is 20 x 20 pt, smaller than 44 x 44 [a11y-touch-target]
            App/Card.xib:11:17: note: make the frame (or its touch area) at least 44 x 44 points
            App/Main.storyboard:11:33: warning: [App] 'Catalog' (APP-LB-001) uses text style largeTitle but does not adjust to the user's text size while the app runs (adjustsForContentSize: false) [a11y-dynamic-type]
            App/Main.storyboard:11:33: note: use a text style (or a UIFontMetrics-scaled font) and set adjustsFontForContentSizeCategory to true (Interface Builder's Automatically Adjusts Font; a spec's adjustsForContentSize: true)
            App/Main.storyboard:13:29: warning: [App] 'Info' (APP-BT-001) is 20 x 20 pt, smaller than 44 x 44 [a11y-touch-target]
            App/Main.storyboard:13:29: note: make the frame (or its touch area) at least 44 x 44 points
            Share Extension/MainInterface.storyboard:11:33: warning: [Share Extension] 'Share' (SHR-LB-001) uses text style largeTitle but does not adjust to the user's text size while the app runs (adjustsForContentSize: false) [a11y-dynamic-type]
            Share Extension/MainInterface.storyboard:11:33: note: use a text style (or a UIFontMetrics-scaled font) and set adjustsFontForContentSizeCategory to true (Interface Builder's Automatically Adjusts Font; a spec's adjustsForContentSize: true)
            Share Extension/MainInterface.storyboard:13:29: warning: [Share Extension] 'Info' (SHR-BT-001) is 20 x 20 pt, smaller than 44 x 44 [a11y-touch-target]
            Share Extension/MainInterface.storyboard:13:29: note: make the frame (or its touch area) at least 44 x 44 points

            """)
    }

    /// A baseline written from the merged findings accounts for each target's copy.
    @Test func aBaselineOfTheMergedFindingsKeepsEveryTargetQuiet() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try CommandRunner.run(["lint", "Shop.xcodeproj", "--write-baseline", "baseline.json", "--quiet"], in: folder).status == 0)
        let baseline = try String(contentsOf: folder.appendingPathComponent("baseline.json"), encoding: .utf8)
        #expect(baseline.contains("\"count\" : 1,\n      \"file\" : \"App\\/Card.xib\""))
        let run = try CommandRunner.run(["lint", "Shop.xcodeproj", "--baseline", "baseline.json", "--reporter", "relative-path"], in: folder)
        #expect(run.status == 0)
        #expect(run.stdout == "")
    }

    /// `MultiTargetImportTests`' card with a 20 x 20 pt close button below its label.
    static let cardXIB = MultiTargetImportTests.cardXIB.replacingOccurrences(of: "                </label>\n", with: """
                        </label>
                        <button opaque="NO" contentMode="scaleToFill" id="CRD-BT-001">
                            <rect key="frame" x="357" y="80" width="20" height="20"/>
                            <accessibility key="accessibilityConfiguration" label="Close"/>
                            <state key="normal" image="xmark"/>
                        </button>

        """)
}
