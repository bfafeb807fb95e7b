import Foundation
import Testing

/// The seeds of the `import`, `report`, `diff`, `project` and `swift` fuzz targets, replayed by the
/// target's normal build (`a11y-check-fuzz --target NAME FILE...`) as libFuzzer runs them, without
/// the sanitizers: every seed runs to its count, and an input that once crashed stays a seed.
@Suite struct FuzzTargetReplayTests {
    private static let fuzz = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz")

    private func replay(_ target: String, _ folder: URL, matching suffixes: [String]) throws -> [String: String] {
        let replay = CommandRunner.binary.deletingLastPathComponent().appendingPathComponent("a11y-check-fuzz")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            .filter { name in suffixes.contains { name.hasSuffix($0) } }
            .map { folder.appendingPathComponent($0).path }
        #expect(!files.isEmpty)
        let output = try CommandRunner.run(["--target", target] + files, executable: replay)
        #expect(output.status == 0, "\(output.stderr)")
        let lines = output.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == files.count)
        return Dictionary(lines.map { line in
            let name = line.prefix { $0 != ":" }
            return ((String(name) as NSString).lastPathComponent, String(line.dropFirst(name.count + 2)))
        }) { first, _ in first }
    }

    /// Every storyboard seed and fixture imports as YAML that loads again with no diagnostic (the
    /// target stops with the YAML's first diagnostic otherwise); the count is the storyboard's own.
    @Test func everyStoryboardSeedImportsAsYAMLThatLoadsCleanly() throws {
        let seeds = try replay("import", Self.fuzz.appendingPathComponent("corpus-xml"), matching: [".storyboard", ".xib"])
        #expect(seeds["hostile-doctype.storyboard"] == "1 findings")
        #expect(seeds["hostile-numbers.storyboard"] == "9 findings")
        #expect(seeds["import-duplicate-cell-id.storyboard"] == "2 findings")
        #expect(seeds["import-negative-height.storyboard"] == "3 findings")
        let fixtures = try replay("import", Self.fuzz.deletingLastPathComponent().appendingPathComponent("Fixtures/InterfaceBuilder"),
                                  matching: [".storyboard", ".xib"])
        #expect(fixtures["Welcome.storyboard"] == "0 findings")
    }

    /// The report of every example spec is drawn, and holds no `<script` element but the page's.
    @Test func everyExampleSpecIsDrawnAsAReport() throws {
        let seeds = try replay("report", Self.fuzz.appendingPathComponent("corpus"), matching: [".yaml"])
        let examples = seeds.filter { $0.key.hasPrefix("example-") }
        #expect(examples.count == 5)
        #expect(seeds["example-containers.yaml"] == "1 findings")
    }

    /// Both sides of every diff seed are analysed and compared: a changed label and frame, a file
    /// added, a file removed.
    @Test func everyDiffSeedComparesItsSides() throws {
        let seeds = try replay("diff", Self.fuzz.appendingPathComponent("corpus-diff"), matching: [".yaml"])
        #expect(seeds["changed-settings.yaml"] == "2 changes")
        #expect(seeds["added-file.yaml"] == "1 changes")
        #expect(seeds["removed-everything.yaml"] == "1 changes")
    }

    /// Every project seed is read from its bytes: the merge conflict is one diagnostic, the
    /// generated Info.plist keys are linted.
    @Test func everyProjectSeedIsRead() throws {
        let seeds = try replay("project", Self.fuzz.appendingPathComponent("corpus-project"), matching: [".pbxproj"])
        #expect(seeds["merge-conflict.pbxproj"] == "1 findings")
        #expect(seeds["root-not-a-project.pbxproj"] == "1 findings")
        #expect(seeds["group-cycle-missing-file.pbxproj"] == "6 findings")
    }

    /// Every Swift seed is parsed and joined to the target's fixed storyboard, the hostile syntax
    /// (superclasses naming each other) included; each count is the lint of the joined run. In
    /// presents-details.swift, the player's orientation lock at its Swift line is one finding for
    /// the root scene and the sheet over it, which say the same.
    @Test func everySwiftSeedIsJoinedToTheStoryboard() throws {
        let seeds = try replay("swift", Self.fuzz.appendingPathComponent("corpus-swift"), matching: [".swift"])
        #expect(seeds == [
            "controller-shows.swift": "6 findings", "custom-views.swift": "4 findings", "details-orientation.swift": "5 findings",
            "hostile-syntax.swift": "6 findings", "presents-details.swift": "8 findings",
            "nested-brackets-timeout.swift": "7 findings",
        ])
    }
}
