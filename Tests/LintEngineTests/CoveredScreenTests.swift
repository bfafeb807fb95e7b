import A11yCore
import Hierarchy
import Foundation
import Settings
import Testing
@testable import LintEngine

/// Screens a scene holds but does not show in an environment (below the top of a navigation
/// stack, an unselected tab, a presenter covered by a full-screen presentation) are screens users
/// reach after a pop, a tab switch or a dismissal: the single-screen rules check them too, once
/// per environment.
@Suite struct CoveredScreenTests {
    private static let spec = """
        screens:
          list:
            title: List
            view:
              - button: {id: tinyFilter, title: Filter, frame: [16, 100, 20, 20]}
          detail:
            title: Detail
            view:
              - button: {id: save, title: Save, frame: [16, 100, 120, 44]}
          inbox:
            title: Inbox
            view:
              - label: {id: empty, text: No mail, frame: [16, 100, 200, 44]}
          settings:
            title: Settings
            view:
              - button: {id: tinyHelp, title: Help, frame: [16, 100, 30, 30]}
        scenes:
          browsing:
            root:
              navigation: {id: nav, stack: [list, detail]}
          mail:
            root:
              tabs: {id: tabs, items: [inbox, settings], selected: inbox}
        """

    private func findings(of rule: String) throws -> [String] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("covered-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("screens.yaml")
        try Self.spec.write(to: file, atomically: false, encoding: .utf8)
        let request = LintRequest(paths: [file.path], configuration: LintConfiguration(), workingDirectory: directory.path)
        return LintRunner().run(request).findings.filter { $0.ruleID == rule }.map {
            "\($0.location.line):\($0.location.column) \($0.environments.joined(separator: "|"))"
        }
    }

    @Test func screensBelowTheTopAndUnselectedTabsAreChecked() throws {
        // The default matrix of an app that declares no devices: iPhone 16, portrait and landscape.
        #expect(try findings(of: "a11y-touch-target") == [
            "5:49 iphone-16 portrait iOS 26|iphone-16 landscape iOS 26",
            "17:45 iphone-16 portrait iOS 26|iphone-16 landscape iOS 26",
        ])
    }

    @Test func aWellMadeCoveredScreenGetsNoFinding() throws {
        #expect(try findings(of: "a11y-no-heading").isEmpty)
        #expect(try findings(of: "a11y-missing-label").isEmpty)
    }
}
