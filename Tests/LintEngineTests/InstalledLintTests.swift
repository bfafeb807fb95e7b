import A11yCore
import Foundation
import Settings
import Testing
@testable import LintEngine

/// A view installed only in some size classes (`installed`) is checked only in the environments
/// whose size classes have it in the hierarchy: UIKit adds such a view only when it is installed
/// for the current size classes (Apple, Auto Layout Guide, "Size-Class-Specific Layout"). The
/// iPhone 16 is compact height only in landscape; the iPad Pro 11 is regular in both.
@Suite struct InstalledLintTests {
    @Test func aViewInstalledInCompactHeightIsCheckedInLandscapeIPhoneOnly() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("installed-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("player.yaml")
        try """
            screens:
              player:
                title: Player
                view:
                  - label: {id: title, text: Now Playing, frame: [16, 100, 300, 30], traits: [header]}
                  - button: {id: queue, frame: [16, 200, 44, 44], installed: {any: false, hC: true}}
            """.write(to: file, atomically: false, encoding: .utf8)
        let result = LintRunner().run(LintRequest(paths: [file.path], configuration: LintConfiguration(), workingDirectory: directory.path))
        #expect(result.findings.map { "\($0.location.line):\($0.location.column) \($0.ruleID) \($0.environments)" } == [
            #"6:9 a11y-missing-label ["iphone-16 landscape iOS 26"]"#,
        ])
    }
}
