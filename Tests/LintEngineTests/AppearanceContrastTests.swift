import A11yCore
import Hierarchy
import Foundation
import Settings
import Testing
@testable import LintEngine

/// `a11y-contrast` in each appearance and iOS version of the run: system colours take the values
/// of the Human Interface Guidelines "Color" tables
/// (https://developer.apple.com/design/human-interface-guidelines/color) for the environment, and
/// the default matrix checks the dark appearance only when some colour differs there.
@Suite struct AppearanceContrastTests {
    private func lint(_ spec: String, matrix: MatrixSelection = MatrixSelection()) throws -> LintResult {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("appearance-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("screens.yaml")
        try spec.write(to: file, atomically: false, encoding: .utf8)
        var request = LintRequest(paths: [file.path], configuration: LintConfiguration(), workingDirectory: directory.path)
        request.settings.matrix = matrix
        return LintRunner().run(request)
    }

    private func contrast(_ result: LintResult) -> [String] {
        result.findings.filter { $0.ruleID == "a11y-contrast" }.map {
            "\($0.location.line):\($0.location.column) \($0.message) [\($0.environments.joined(separator: "|"))]"
        }
    }

    /// The issue's case: white text on a systemTeal screen. systemTeal is #5AC8FA (dark #64D2FF) in
    /// iOS 13 and 14 (HIG 2019), 1.89:1 against white; iOS 26 made it #00C3D0 (dark #00D2E0;
    /// HIG, June 9, 2025 "Updated system color values").
    @Test func whiteOnSystemTealIsCheckedPerVersionAndAppearance() throws {
        var matrix = MatrixSelection()
        matrix.iosVersions = try EnvironmentNames.iosVersions.values(in: "13,26")
        let result = try lint("""
            screens:
              welcome:
                backgroundColor: "system:systemTeal"
                view:
                  - label: {id: title, text: Welcome, textColor: "#FFFFFF", frame: [16, 100, 300, 20]}
            """, matrix: matrix)
        #expect(result.environments.map(\.name) == [
            "iphone-16 portrait iOS 13", "iphone-16 portrait iOS 13 dark", "iphone-16 portrait iOS 26", "iphone-16 portrait iOS 26 dark",
            "iphone-16 landscape iOS 13", "iphone-16 landscape iOS 13 dark", "iphone-16 landscape iOS 26", "iphone-16 landscape iOS 26 dark",
        ])
        #expect(contrast(result) == [
            "5:43 'title' has a contrast ratio of 1.89:1 against its background in the light appearance of iOS 13; it needs 4.50:1 [iphone-16 portrait iOS 13|iphone-16 landscape iOS 13]",
            "5:43 'title' has a contrast ratio of 1.72:1 against its background in the dark appearance of iOS 13; it needs 4.50:1 [iphone-16 portrait iOS 13 dark|iphone-16 landscape iOS 13 dark]",
            "5:43 'title' has a contrast ratio of 2.16:1 against its background in the light appearance of iOS 26; it needs 4.50:1 [iphone-16 portrait iOS 26|iphone-16 landscape iOS 26]",
            "5:43 'title' has a contrast ratio of 1.85:1 against its background in the dark appearance of iOS 26; it needs 4.50:1 [iphone-16 portrait iOS 26 dark|iphone-16 landscape iOS 26 dark]",
        ])
    }

    /// A named colour whose dark value is too close to label's dark value (white) fails in dark
    /// mode only; the finding names the appearance and lists the dark environments.
    @Test func aNamedColourFailsInTheAppearanceWhereItIsTooLight() throws {
        let result = try lint("""
            colors:
              card: {light: "#FFFFFF", dark: "#DDDDDD"}
            screens:
              profile:
                backgroundColor: card
                view:
                  - label: {id: name, text: Name, textColor: "system:label", frame: [16, 100, 300, 20]}
            """)
        #expect(contrast(result) == [
            "7:39 'name' has a contrast ratio of 1.35:1 against its background in the dark appearance of iOS 26; it needs 4.50:1 [iphone-16 portrait iOS 26 dark|iphone-16 landscape iOS 26 dark]",
        ])
    }

    /// A colour whose dark value is unknown (`dark: unknown`) is not guessed: in dark, label's
    /// white text on the card would be 1:1 if the light value stood in; text on it, and text in
    /// it, is checked in light only. The unknown colour alone gives no dark environments.
    @Test func aColourWithAnUnknownDarkValueIsCheckedInLightOnly() throws {
        let result = try lint("""
            colors:
              card: {light: "#FFFFFF", dark: unknown}
              faint: {light: "#AAAAAA", dark: unknown}
            screens:
              home:
                backgroundColor: "system:systemBackground"
                view:
                  - view:
                      backgroundColor: card
                      frame: [0, 100, 393, 200]
                      children:
                        - label: {id: onCard, text: On card, textColor: "system:label", frame: [16, 10, 300, 20]}
                  - label: {id: faintText, text: Faint, textColor: faint, frame: [16, 400, 300, 20]}
              plain:
                view:
                  - label: {id: faintAlone, text: Faint, textColor: faint, backgroundColor: "#FFFFFF", frame: [16, 400, 300, 20]}
            """)
        #expect(contrast(result) == [
            "13:45 'faintText' has a contrast ratio of 2.32:1 against its background in the light appearance of iOS 26; it needs 4.50:1 [iphone-16 portrait iOS 26|iphone-16 landscape iOS 26]",
            "16:46 'faintAlone' has a contrast ratio of 2.32:1 against its background; it needs 4.50:1 [iphone-16 portrait iOS 26|iphone-16 landscape iOS 26]",
        ])
        #expect(result.workingSet.inputs.filter { $0.environment.appearance == .dark }.map { $0.scenes.map(\.id) } == [["home"], ["home"]])
    }

    /// Named colours whose values refer to system colours (`system:NAME` under `colors`, an asset
    /// catalog entry that refers to `labelColor`) take that colour's value in each appearance:
    /// label's black on white and white on black is 21:1 in both; #8A8A8A on white is 3.45:1 in
    /// light, and secondaryLabel's dark #EBEBF5 at 60% over black (141, 141, 147) is 6.36:1;
    /// #595959 on white is 7.00:1 in light, and tertiaryLabel's dark #EBEBF5 at 30% over black
    /// (70.5, 70.5, 73.5) is 2.25:1.
    @Test func namedColoursReferringToSystemColoursAreCheckedInBothAppearances() throws {
        let result = try lint("""
            colors:
              ink: {light: "system:label", dark: "system:label"}
              caption: {light: "#8A8A8A", dark: "system:secondaryLabel"}
              hint: {light: "#595959", dark: "system:tertiaryLabel"}
            screens:
              feed:
                backgroundColor: "system:systemBackground"
                view:
                  - label: {id: title, text: Title, textColor: ink, frame: [16, 100, 300, 20]}
                  - label: {id: byline, text: By, textColor: caption, frame: [16, 140, 300, 20]}
                  - label: {id: footnote, text: Note, textColor: hint, frame: [16, 180, 300, 20]}
            """)
        #expect(contrast(result) == [
            "10:39 'byline' has a contrast ratio of 3.45:1 against its background in the light appearance of iOS 26; it needs 4.50:1 [iphone-16 portrait iOS 26|iphone-16 landscape iOS 26]",
            "11:43 'footnote' has a contrast ratio of 2.25:1 against its background in the dark appearance of iOS 26; it needs 4.50:1 [iphone-16 portrait iOS 26 dark|iphone-16 landscape iOS 26 dark]",
        ])
    }

    /// label on systemBackground and on secondarySystemBackground: Apple's own pairs pass in both
    /// appearances, so a well-made dark-mode screen gets no finding.
    @Test func systemPairsPassInBothAppearances() throws {
        let result = try lint("""
            screens:
              list:
                backgroundColor: "system:systemBackground"
                view:
                  - label: {id: title, text: Title, textColor: "system:label", frame: [16, 100, 300, 20]}
                  - view:
                      backgroundColor: "system:secondarySystemBackground"
                      frame: [0, 200, 393, 100]
                      children:
                        - label: {id: detail, text: Detail, textColor: "system:label", frame: [16, 10, 300, 20]}
            """)
        #expect(result.environments.map(\.name).contains("iphone-16 portrait iOS 26 dark"))
        #expect(contrast(result) == [])
    }

    /// Hex colours are the same in both appearances: the default matrix stays light only, and
    /// environment names do not change.
    @Test func fixedColoursKeepTheLightOnlyMatrix() throws {
        let result = try lint("""
            screens:
              s:
                backgroundColor: "#FFFFFF"
                view:
                  - label: {id: a, text: A, textColor: "#AAAAAA", frame: [16, 100, 300, 20]}
            """)
        #expect(result.environments.map(\.name) == ["iphone-16 portrait iOS 26", "iphone-16 landscape iOS 26"])
        #expect(contrast(result) == [
            "5:33 'a' has a contrast ratio of 2.32:1 against its background; it needs 4.50:1 [iphone-16 portrait iOS 26|iphone-16 landscape iOS 26]",
        ])
    }

    /// `--appearance dark` alone checks the dark values.
    @Test func theAppearanceOptionSelectsTheMatrix() throws {
        var matrix = MatrixSelection()
        matrix.appearances = [.dark]
        let result = try lint("""
            screens:
              s:
                view:
                  - label: {id: a, text: A, textColor: "system:label"}
            """, matrix: matrix)
        #expect(result.environments.map(\.name) == ["iphone-16 portrait iOS 26 dark", "iphone-16 landscape iOS 26 dark"])
    }

    /// Beside light environments, the dark ones analyse only the scenes whose colours differ in
    /// dark mode: a finding about another scene lists the light environments alone, whichever
    /// appearance comes first.
    @Test(arguments: [[Appearance.light, .dark], [.dark, .light]])
    func darkEnvironmentsCheckOnlyScenesWhoseColoursDiffer(appearances: [Appearance]) throws {
        var matrix = MatrixSelection()
        matrix.appearances = appearances
        matrix.orientations = [.portrait]
        let result = try lint("""
            screens:
              shell: {title: Shell}
              top: {title: Top}
              themed:
                title: Themed
                backgroundColor: "system:systemBackground"
                view:
                  - label: {id: a, text: A, textColor: "system:label", frame: [16, 100, 300, 20]}
            scenes:
              home:
                root:
                  container:
                    id: container
                    screen: shell
                    children:
                      - {node: top, addedBy: code, callsDidMove: false}
              theme:
                root: themed
            """, matrix: matrix)
        #expect(result.workingSet.inputs.map { "\($0.environment.name): \($0.scenes.map(\.id).joined(separator: ","))" }.sorted() == [
            "iphone-16 portrait iOS 26 dark: theme", "iphone-16 portrait iOS 26: home,theme",
        ])
        #expect(result.findings.filter { $0.ruleID == "lifecycle-child-missing-did-move" }.map(\.environments) == [["iphone-16 portrait iOS 26"]])
    }
}
