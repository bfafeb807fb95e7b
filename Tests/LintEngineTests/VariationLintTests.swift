import A11yCore
import Foundation
import Settings
import Testing
@testable import LintEngine

/// A view's `variations` give it other property values in some size classes, and the rules check
/// the values of each environment's size classes: a value for a more specific size class overrides
/// a more general one (Apple, Auto Layout Guide, "Size-Class-Specific Layout",
/// https://developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/Size-ClassSpecificLayout.html).
/// The iPhone 16 is compact height only in landscape.
@Suite struct VariationLintTests {
    private func findings(_ yaml: String) throws -> [String] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("variations-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("player.yaml")
        try yaml.write(to: file, atomically: false, encoding: .utf8)
        let result = LintRunner().run(LintRequest(paths: [file.path], configuration: LintConfiguration(), workingDirectory: directory.path))
        return result.findings.map { "\($0.location.line):\($0.location.column) \($0.ruleID) \($0.message) \($0.environments)" }
    }

    /// #767676 on white is 4.54:1 and passes; the compact-height colour #959595 is 2.99:1 and
    /// fails, in landscape only, at the variation.
    @Test func aCompactHeightTextColourIsCheckedInLandscapeOnly() throws {
        let found = try findings("""
            screens:
              player:
                title: Player
                backgroundColor: "#FFFFFF"
                view:
                  - label:
                      id: title
                      text: Now Playing
                      traits: [header]
                      frame: [16, 100, 300, 30]
                      textColor: "#767676"
                      variations: {hC: {textColor: "#959595"}}
            """)
        #expect(found == [
            #"12:29 a11y-contrast 'title' has a contrast ratio of 2.99:1 against its background; it needs 4.50:1 ["iphone-16 landscape iOS 26"]"#,
        ])
    }

    /// A font that scales in portrait and is fixed in compact height is a Dynamic Type finding in
    /// landscape only, at the variation's font.
    @Test func aCompactHeightFixedFontIsCheckedInLandscapeOnly() throws {
        let found = try findings("""
            screens:
              player:
                title: Player
                view:
                  - label:
                      id: title
                      text: Now Playing
                      traits: [header]
                      frame: [16, 100, 300, 30]
                      font: {textStyle: headline, adjustsForContentSize: true}
                      variations:
                        hC: {font: {size: 13}}
            """)
        #expect(found == [
            #"12:18 a11y-dynamic-type 'title' uses a fixed-size font with no text style ["iphone-16 landscape iOS 26"]"#,
        ])
    }

    /// Hidden in compact height: not spoken there, so its missing label is found in portrait only.
    @Test func aViewHiddenInCompactHeightIsNotCheckedThere() throws {
        let found = try findings("""
            screens:
              player:
                title: Player
                view:
                  - label: {id: title, text: Now Playing, frame: [16, 100, 300, 30], traits: [header]}
                  - button: {id: queue, frame: [16, 200, 44, 44], variations: {hC: {hidden: true}}}
            """)
        #expect(found == [
            #"6:9 a11y-missing-label 'queue' has nothing to speak but its role: VoiceOver says "Button." ["iphone-16 portrait iOS 26"]"#,
        ])
    }
}
