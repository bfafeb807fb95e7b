import A11yCore
import Foundation
import Settings
import Testing
@testable import LintEngine

/// `.a11y-check.yml` names what a run reads (`included`, `baseline`); a path that leads outside
/// its folder is `config-path-outside` where it is written, and is dropped (issue #30, point 1).
@Suite struct ConfigurationContainmentTests {
    private func load(_ text: String, in directory: URL) throws -> (LintConfiguration, [Diagnostic]) {
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("project/Screens"), withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("project/" + ConfigurationLoader.fileName).path
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        return ConfigurationLoader.load(path: path, knownRules: RuleCatalog.ids)
    }

    @Test func includedAndBaselineOutsideTheFolderAreRefusedWhereWritten() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("config-containment-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let (configuration, diagnostics) = try load("included: [Screens, ../outside, \"Screens/**\"]\nbaseline: /etc/passwd\n", in: directory)
        #expect(diagnostics.map { "\($0.location.line):\($0.location.column) \($0.ruleID)" } == ["1:21 config-path-outside", "2:11 config-path-outside"])
        let resolved = try #require(PathContainment.resolve(directory.path))
        #expect(diagnostics.first?.message == "'../outside' in included is outside the configuration's folder (it resolves to \(resolved)/outside)")
        #expect(configuration.included == ["Screens", "Screens/**"])
        #expect(configuration.baseline == nil)
    }

    /// A link inside the folder to a folder outside it leads outside too.
    @Test func anIncludedLinkToAFolderOutsideIsRefused() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("config-containment-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("outside"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("project"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("project/Shared").path,
                                                   withDestinationPath: directory.appendingPathComponent("outside").path)
        let (configuration, diagnostics) = try load("included: [Shared]\n", in: directory)
        #expect(diagnostics.map { "\($0.location.line):\($0.location.column) \($0.ruleID)" } == ["1:12 config-path-outside"])
        #expect(configuration.included == [])
    }
}
