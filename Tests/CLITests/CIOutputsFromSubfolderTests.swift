import Foundation
import TestSupport
import Testing

/// Each CI reporter's output, from a run in a subfolder of a git repository, read the way its
/// consumer reads it: paths are relative to the repository's root (where GitHub, GitLab and
/// SonarQube resolve them), and the output has what the consumer's published format requires.
@Suite struct CIOutputsFromSubfolderTests {
    /// Two labels whose fixed font sizes do not follow Dynamic Type, both on line 3 (two findings
    /// of one rule on one line), in a screen without a heading (a finding on line 2).
    static let spec = """
        screens:
          article:
            view: [{label: {id: a, text: First, font: {size: 15}, frame: [16, 100, 200, 20]}}, {label: {id: b, text: Second, font: {size: 15}, frame: [16, 140, 200, 20]}}]
        """

    /// A git repository holding `App/Screens/article.yaml`, and its `App` folder, where the tool runs.
    static func repository() throws -> (root: URL, subfolder: URL) {
        let root = try CommandRunner.directory(["App/Screens/article.yaml": spec + "\n", "README.md": "x\n"])
        let initialized = try Repository.run("git", ["init", "-q"], in: root)
        try #require(initialized.status == 0, "git init: \(initialized.stderr)")
        return (root.resolvingSymlinksInPath(), root.resolvingSymlinksInPath().appendingPathComponent("App"))
    }

    private func lint(_ reporter: String, _ extra: [String] = []) throws -> (output: CommandRunner.Output, root: URL) {
        let (root, subfolder) = try Self.repository()
        let output = try CommandRunner.run(["lint", "Screens", "--reporter", reporter] + extra, in: subfolder)
        #expect(output.status == 0 || output.status == 2, "\(output.stderr)")
        return (output, root)
    }

    private func object(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8))
    }

    @Test func sarifValidatesAndNamesFilesFromTheRepositoryRoot() throws {
        let (output, root) = try lint("sarif")
        defer { try? FileManager.default.removeItem(at: root) }
        let log = try #require(try object(output.stdout) as? [String: Any])
        let tests = Repository.root.appendingPathComponent("Tests/Fixtures/sarif-schema-2.1.0.json")
        let validator = try JSONSchemaValidator(schema: try Data(contentsOf: tests))
        #expect(validator.errors(in: log) == [])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let base = try #require(((run["originalUriBaseIds"] as? [String: Any])?["%SRCROOT%"] as? [String: Any])?["uri"] as? String)
        #expect(base == "file://\(root.path)/")
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 3)
        var lineHashes: Set<String> = []
        for result in results {
            let physical = try #require(((result["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
            let artifact = try #require(physical["artifactLocation"] as? [String: Any])
            #expect(artifact["uri"] as? String == "App/Screens/article.yaml")
            #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
            // GitHub's required result fields (docs.github.com, "SARIF support for code scanning").
            #expect(result["ruleId"] is String)
            let message = (result["message"] as? [String: Any])?["text"] as? String
            #expect(message?.isEmpty == false)
            let region = try #require(physical["region"] as? [String: Any])
            let startLine = try #require(region["startLine"] as? Int)
            let startColumn = try #require(region["startColumn"] as? Int)
            #expect(region["endLine"] as? Int == startLine)
            #expect(try #require(region["endColumn"] as? Int) > startColumn)
            let hash = try #require((result["partialFingerprints"] as? [String: Any])?["primaryLocationLineHash"] as? String)
            lineHashes.insert(hash)
        }
        #expect(lineHashes.count == results.count, "one distinct primaryLocationLineHash per result")
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        for rule in rules {
            let id = try #require(rule["id"] as? String)
            #expect(rule["helpUri"] as? String == "https://github.com/a11y-check/a11y-check/blob/v0.1.0/docs/rules.md#\(id)")
        }
    }

    /// GitHub reads `file=` from the repository's root (docs.github.com, "Workflow commands":
    /// `::warning file={name},line={line},col={col},title={title}::{message}`).
    @Test func githubWorkflowCommandsNameFilesFromTheRepositoryRoot() throws {
        let (output, root) = try lint("github")
        defer { try? FileManager.default.removeItem(at: root) }
        let lines = output.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count >= 2)
        for line in lines {
            #expect(line.hasPrefix("::warning file=App/Screens/article.yaml,line=") || line.hasPrefix("::error file=App/Screens/article.yaml,line="),
                    "\(line)")
            #expect(line.contains(",col=") && line.contains(",title=") && line.contains("::"))
        }
    }

    /// GitLab's code quality report (docs.gitlab.com, "Code quality report format"): `description`,
    /// `check_name`, `fingerprint`, `severity` (info, minor, major, critical, blocker),
    /// `location.path` relative to the repository, `location.lines.begin`.
    @Test func codeclimateHasWhatGitLabRequires() throws {
        let (output, root) = try lint("codeclimate")
        defer { try? FileManager.default.removeItem(at: root) }
        let issues = try #require(try object(output.stdout) as? [[String: Any]])
        #expect(issues.count >= 2)
        for issue in issues {
            #expect(!(issue["description"] as? String ?? "").isEmpty)
            #expect(!(issue["check_name"] as? String ?? "").isEmpty)
            #expect(["info", "minor", "major", "critical", "blocker"].contains(issue["severity"] as? String ?? ""))
            let fingerprint = try #require(issue["fingerprint"] as? String)
            #expect(fingerprint.count == 16 && fingerprint.allSatisfy(\.isHexDigit))
            let location = try #require(issue["location"] as? [String: Any])
            #expect(location["path"] as? String == "App/Screens/article.yaml")
            #expect(((location["lines"] as? [String: Any])?["begin"] as? Int ?? 0) >= 1)
        }
        #expect(Set(issues.compactMap { $0["fingerprint"] as? String }).count == issues.count)
    }

    /// SonarQube's generic issue import format (docs.sonarsource.com, "Generic issue import
    /// format"): every issue's `ruleId` is a listed rule with `id`, `name`, `engineId`,
    /// `cleanCodeAttribute` and `impacts`; `primaryLocation` has `message` and `filePath` relative
    /// to the project's base directory, the repository's root here.
    @Test func sonarqubeHasWhatSonarQubeRequires() throws {
        let (output, root) = try lint("sonarqube")
        defer { try? FileManager.default.removeItem(at: root) }
        let report = try #require(try object(output.stdout) as? [String: Any])
        let rules = try #require(report["rules"] as? [[String: Any]])
        let ruleIDs = Set(rules.compactMap { $0["id"] as? String })
        for rule in rules {
            for key in ["id", "name", "engineId", "cleanCodeAttribute"] { #expect(!(rule[key] as? String ?? "").isEmpty, "\(key)") }
            let impacts = try #require(rule["impacts"] as? [[String: Any]])
            #expect(!impacts.isEmpty && impacts.allSatisfy { $0["softwareQuality"] is String && $0["severity"] is String })
        }
        let issues = try #require(report["issues"] as? [[String: Any]])
        #expect(issues.count >= 2)
        for issue in issues {
            #expect(ruleIDs.contains(issue["ruleId"] as? String ?? ""))
            let location = try #require(issue["primaryLocation"] as? [String: Any])
            #expect(!(location["message"] as? String ?? "").isEmpty)
            #expect(location["filePath"] as? String == "App/Screens/article.yaml")
            #expect(((location["textRange"] as? [String: Any])?["startLine"] as? Int ?? 0) >= 1)
        }
    }

    /// Jenkins' xUnit plugin validates JUnit reports against its `junit-10.xsd` (in Tests/Fixtures).
    @Test func junitValidatesAgainstJenkinsXUnitSchema() throws {
        let (output, root) = try lint("junit")
        defer { try? FileManager.default.removeItem(at: root) }
        let schema = Repository.root.appendingPathComponent("Tests/Fixtures/junit-10.xsd").path
        #expect(XMLSchemaValidator.isValid(output.stdout, schemaFile: schema) == true, "\(output.stdout)")
        #expect(output.stdout.contains(#"<testsuite name="App/Screens/article.yaml""#))
        let time = try #require(output.stdout.firstMatch(of: /<testsuites [^>]*time="([0-9]+\.[0-9]{3})"/)?.1)
        #expect(Double(time) != nil)
        // The schema check can fail: a test case with a `file` attribute is not valid.
        let invalid = output.stdout.replacingOccurrences(of: #"time="0">"#, with: #"time="0" file="a.yaml">"#)
        #expect(invalid != output.stdout)
        #expect(XMLSchemaValidator.isValid(invalid, schemaFile: schema) == false)
    }

    /// The Markdown report (a pull request comment or job summary) names files from the repository's root.
    @Test func markdownNamesFilesFromTheRepositoryRoot() throws {
        let (output, root) = try lint("markdown")
        defer { try? FileManager.default.removeItem(at: root) }
        let rows = output.stdout.split(separator: "\n").filter { $0.hasPrefix("| App/") }
        #expect(rows.count >= 2)
        #expect(rows.allSatisfy { $0.hasPrefix("| App/Screens/article.yaml | 2 |") || $0.hasPrefix("| App/Screens/article.yaml | 3 |") })
    }

    /// `--path-base` names the base explicitly; relative to the working directory.
    @Test func pathBaseOverridesTheRepositoryRoot() throws {
        let (output, root) = try lint("codeclimate", ["--path-base", "."])
        defer { try? FileManager.default.removeItem(at: root) }
        let issues = try #require(try object(output.stdout) as? [[String: Any]])
        #expect(issues.allSatisfy { ($0["location"] as? [String: Any])?["path"] as? String == "Screens/article.yaml" })
    }

    /// Outside a git repository the working directory is the base, as before.
    @Test func outsideARepositoryTheWorkingDirectoryIsTheBase() throws {
        let directory = try CommandRunner.directory(["Screens/article.yaml": Self.spec + "\n"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try CommandRunner.run(["lint", "Screens", "--reporter", "github"], in: directory)
        #expect(output.stdout.split(separator: "\n").allSatisfy { $0.contains("file=Screens/article.yaml,") })
    }
}
