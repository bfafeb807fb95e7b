import Foundation
import Testing
import TestSupport

/// `voiceover` names the line of a spec's `overrides` that sets what an imported element says
/// (docs/voiceover.md): each property set there, and only the label of a cell's text label; the
/// segments UIKit makes inside a segmented control are not the control, so none is listed for them.
@Suite struct OverrideSourcesTests {
    static let spec = """
        import: Settings.storyboard
        overrides:
          - match: {storyboardIdentifier: ProfileDetail}
            elements:
              - label: {id: LBL-00-002, label: Name, hint: Your name}
              - image: {id: IMG-00-001, accessible: true, label: Avatar, traits: [image, button]}
              - segmented: {id: SEG-10-001, hint: Pick one, enabled: false}
              - button: {id: BTN-00-001, value: "3"}
          - match: {storyboardIdentifier: Settings}
            elements:
              - cell: {id: CEL-00-003, text: About us}
              - cell: {id: CEL-00-001, label: Account, hint: Opens the account}

        """

    static func voiceOver(scene: String) throws -> String {
        let storyboard = try String(contentsOf: ImportRoundTripTests.fixtures.appendingPathComponent("Settings.storyboard"), encoding: .utf8)
        let folder = try GitFixture()
        defer { folder.remove() }
        try folder.write("Settings.storyboard", storyboard)
        try folder.write("app.yaml", spec)
        let run = try CommandRunner.run(["voiceover", "app.yaml", "--scene", scene, "--appearance", "light"]
                                        + SwiftPresentationUnknownTests.iphone, in: folder.directory)
        #expect(run.status == 0)
        return run.stdout
    }

    @Test func overriddenElementsNameTheOverrideLines() throws {
        #expect(try Self.voiceOver(scene: "Settings.Settings.showProfile") == """
            Settings.Settings.showProfile on iphone-16 portrait iOS 26
              1. Changes are saved as you type  [nav.prompt in Settings.ProfileDetail]
              2. Back Button.  [nav.back in Settings.ProfileDetail]
              3. Profile. Heading.  [nav.title in Settings.ProfileDetail]
              4. Avatar. Button. Image.  [IMG-00-001 in Settings.ProfileDetail]
                   label set in app.yaml:6
                   traits set in app.yaml:6
                   isAccessibilityElement set in app.yaml:6
              5. Name. Heading. | Your name  [LBL-00-002 in Settings.ProfileDetail]
                   label set in app.yaml:5
                   hint set in app.yaml:5
              6. Public. Dimmed. Button. 1 of 2.  [SEG-10-001.0 in Settings.ProfileDetail]
              7. Selected: Private. Dimmed. Button. 2 of 2.  [SEG-10-001.1 in Settings.ProfileDetail]
              8. Change Photo: 3. Button. | Opens the photo picker  [BTN-00-001 in Settings.ProfileDetail]
                   value set in app.yaml:8
              9. Selected: Settings. Tab. 1 of 2.  [tab.0 in Settings.tabBarController-TAB-00-001]
              10. Favorites. Tab. 2 of 2.  [tab.1 in Settings.tabBarController-TAB-00-001]
              assumptions: alphaThreshold, rowTolerance, announcementStyle, promptHeight

            """)
    }

    @Test func aCellsTextLabelNamesOnlyItsText() throws {
        let lines = try Self.voiceOver(scene: "Settings.tabBarController-TAB-00-001").components(separatedBy: "\n")
        #expect(Array(lines[4...10]) == [
            "  4. Account | Opens the account  [CEL-00-001 in Settings.Settings]",
            "       label set in app.yaml:12",
            "       hint set in app.yaml:12",
            "  5. Sync  [LBL-00-001 in Settings.Settings]",
            "  6. Switch Button. On. | Double tap to toggle setting.  [SWT-00-001 in Settings.Settings]",
            "  7. About. Heading.  [SEC-00-002.header in Settings.Settings]",
            "  8. About us  [CEL-00-003 in Settings.Settings]",
        ])
        #expect(lines[11] == "       label set in app.yaml:11")
    }
}
