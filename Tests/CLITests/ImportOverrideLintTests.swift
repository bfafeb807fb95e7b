import Foundation
import Testing

/// A spec that imports a storyboard and overrides a screen UIKit never asks about orientations:
/// `lint` reports the override at its YAML line (orientation-override-ignored; Apple:
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations).
@Suite struct ImportOverrideLintTests {
    @Test func ignoredOverrideIsReportedAtTheYAMLLine() throws {
        let storyboard = try String(contentsOf: ImportRoundTripTests.fixtures.appendingPathComponent("Settings.storyboard"), encoding: .utf8)
        let directory = try CommandRunner.directory([
            "Settings.storyboard": storyboard,
            "app.yaml": """
                import: Settings.storyboard
                overrides:
                  - match: {class: ProfileDetailViewController}
                    orientations: landscape
                """,
        ])
        let result = try CommandRunner.run(["lint", "app.yaml", "--reporter", "xcode"], in: directory)
        let lines = result.stdout.split(separator: "\n").filter { $0.contains("orientation-override-ignored") }
        // Once per scene that shows the screen: pushed, and under the popover it presents.
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.contains("app.yaml:4:5: warning: Settings.ProfileDetail returns [landscapeLeft, landscapeRight]") })
    }
}
