import Foundation
import TestSupport
import Testing

/// `--report-only`, `--strict-baseline`, `schema --config` and `rules --markdown` end to end.
@Suite struct AdoptionOptionTests {
    static let screens = "screens:\n  home:\n    title: Home\n    view:\n      - button: {id: close, frame: [16, 100, 44, 44]}\n"
    static let scenes = "scenes:\n  main:\n    root:\n      navigation:\n        id: nav\n        stack: [home]\n"

    /// A pre-commit run passes only the staged file: the screen it refers to is defined in a file
    /// that is not staged, yet known, and only the staged file's findings are reported.
    @Test func reportOnlyLoadsTheWholeProjectButReportsTheNamedFiles() throws {
        let directory = try CommandRunner.directory(["Screens/home.yaml": Self.screens, "Screens/flow.yaml": Self.scenes])
        defer { try? FileManager.default.removeItem(at: directory) }
        let alone = try CommandRunner.run(["lint", "--reporter", "relative-path", "Screens/flow.yaml"], in: directory)
        #expect(alone.stdout.contains("[spec-unknown-reference]"), "the file alone does not know the screen: \(alone.stdout)")

        let staged = try CommandRunner.run(["lint", "--reporter", "relative-path", "--report-only", "Screens/flow.yaml"], in: directory)
        #expect(!staged.stdout.contains("spec-unknown-reference"), "\(staged.stdout)")
        #expect(!staged.stdout.contains("Screens/home.yaml"), "\(staged.stdout)")

        let whole = try CommandRunner.run(["lint", "--reporter", "relative-path"], in: directory)
        #expect(whole.stdout.contains("Screens/home.yaml:5:"), "the unlabeled button is found: \(whole.stdout)")
        let other = try CommandRunner.run(["lint", "--reporter", "relative-path", "--report-only", "Screens/home.yaml"], in: directory)
        #expect(other.stdout == whole.stdout.split(separator: "\n").filter { $0.hasPrefix("Screens/home.yaml") }.map { $0 + "\n" }.joined())
        #expect(other.status == whole.status)
    }

    /// Spec errors in a file that is not reported (a spec with a syntax error) stop the analyzers;
    /// the run says so rather than look clean. A CI file beside them (`bitrise.yml`) is no spec.
    @Test func reportOnlyNamesTheUnreportedFilesWhoseErrorsStoppedTheAnalysis() throws {
        let directory = try CommandRunner.directory([
            "Screens/home.yaml": Self.screens, "Flows/broken.yaml": "screens:\n  broken: [\n", "bitrise.yml": "format_version: \"13\"\n",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try CommandRunner.run(["lint", "--reporter", "relative-path", "--report-only", "Screens/home.yaml"], in: directory)
        #expect(output.stdout == "")
        #expect(output.stderr.contains("note: spec errors in files --report-only leaves out kept the analyzers from running: Flows/broken.yaml;"),
                "\(output.stderr)")
    }

    @Test func strictBaselineFailsOnEntriesNoFindingMatches() throws {
        let directory = try CommandRunner.directory(["Screens/home.yaml": Self.screens])
        defer { try? FileManager.default.removeItem(at: directory) }
        let write = try CommandRunner.run(["lint", "--write-baseline", "baseline.json"], in: directory)
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("baseline.json").path), "\(write.stderr)")
        let matching = try CommandRunner.run(["lint", "--baseline", "baseline.json", "--strict-baseline"], in: directory)
        #expect(matching.status == 0, "\(matching.stderr)")

        // The button gets a label: its finding is fixed, and its entry is stale.
        try Self.screens.replacingOccurrences(of: "id: close,", with: "id: close, label: Close,")
            .write(to: directory.appendingPathComponent("Screens/home.yaml"), atomically: false, encoding: .utf8)
        let lenient = try CommandRunner.run(["lint", "--baseline", "baseline.json"], in: directory)
        #expect(lenient.status == 0)
        let strict = try CommandRunner.run(["lint", "--baseline", "baseline.json", "--strict-baseline"], in: directory)
        #expect(strict.status == 2)
        #expect(strict.stderr.contains("Screens/home.yaml: error: the baseline entry "), "\(strict.stderr)")
        #expect(strict.stderr.contains("no longer matches a finding; rewrite the baseline with --write-baseline"))
    }

    /// The schema's keys are the reader's, and a configuration from docs/configuration.md validates.
    @Test func configurationSchemaMatchesTheReader() throws {
        let output = try CommandRunner.run(["schema", "--config"])
        #expect(output.status == 0)
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let properties = try #require(schema["properties"] as? [String: Any])
        #expect(Set(properties.keys) == ["included", "excluded", "matrix", "disabled_rules", "opt_in_rules", "only_rules", "severity",
                                         "overrides", "assumptions", "strict", "baseline", "reporter"])
        let validator = try JSONSchemaValidator(schema: Data(output.stdout.utf8))
        let valid: [String: Any] = [
            "included": ["Screens"], "matrix": ["devices": ["iphone-se", "ipad-pro-11"], "ios": [17, 26], "appearances": "dark"],
            "disabled_rules": ["a11y-label-punctuation"], "opt_in_rules": ["all"], "severity": ["a11y-touch-target": "error"],
            "overrides": [["paths": ["Legacy/**"], "disabled_rules": ["a11y-contrast"]]],
            "assumptions": ["announcementStyle": "speech", "alphaThreshold": 0.01], "strict": false, "reporter": "sarif",
        ]
        #expect(validator.errors(in: valid) == [])
        #expect(!validator.errors(in: ["disabled_rule": ["a11y-contrast"]]).isEmpty)
        #expect(!validator.errors(in: ["matrix": ["devices": ["iphon"]]]).isEmpty)
        #expect(!validator.errors(in: ["disabled_rules": ["a11y-contrst"]]).isEmpty)
        #expect(!validator.errors(in: ["reporter": "xcod"]).isEmpty)
        #expect(!validator.errors(in: ["overrides": [["disabled_rules": ["a11y-contrast"]]]]).isEmpty, "paths is required")
        let published = try String(contentsOf: Repository.root.appendingPathComponent("docs/configuration.schema.json"), encoding: .utf8)
        #expect(published == output.stdout, "regenerate it: a11y-check schema --config > docs/configuration.schema.json")
    }

    /// docs/rules.md is what `rules --markdown` prints: SARIF's help links point at its headings.
    @Test func rulesReferenceIsUpToDate() throws {
        let output = try CommandRunner.run(["rules", "--markdown"])
        #expect(output.status == 0)
        let file = try String(contentsOf: Repository.root.appendingPathComponent("docs/rules.md"), encoding: .utf8)
        #expect(file == output.stdout, "regenerate it: a11y-check rules --markdown > docs/rules.md")
        let ids = try CommandRunner.run(["rules"]).stdout.split(separator: "\n").dropFirst().compactMap { $0.split(separator: " ").first }
        #expect(ids.count > 50)
        for id in ids {
            #expect(file.contains("\n### \(id)\n"), "\(id)")
            #expect(id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "GitHub's anchor of the heading is the id itself")
        }
    }
}
