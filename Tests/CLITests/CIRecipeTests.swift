import A11yCore
import ArgumentParser
import Foundation
import Reporters
import Testing
@testable import a11y_check

/// The recipes in `docs/ci.md` (the files in `docs/ci/` and `.pre-commit-hooks.yaml`): each parses
/// as its tool reads it, and each `a11y-check` command in it parses with the real command line,
/// so an option or subcommand that does not exist, or a reporter id that does not, fails here.
@Suite struct CIRecipeTests {
    /// Parses `arguments` as `a11y-check` would, and checks the reporter a lint names exists.
    private func expectRealCommand(_ arguments: [String], in recipe: String) {
        do {
            let command = try A11yCheck.parseAsRoot(arguments)
            if let lint = command as? Lint, let reporter = lint.reporter {
                _ = try Reporters.reporter(identifier: reporter)
            }
        } catch {
            Issue.record("\(recipe): a11y-check \(arguments.joined(separator: " ")): \(A11yCheck.message(for: error))")
        }
    }

    @Test func gitHubActionsWorkflow() throws {
        let workflow = try Recipes.yaml(try Recipes.text("docs/ci/github-actions.yml"), file: "github-actions.yml")
        let uses = Recipes.strings(under: ["uses"], in: workflow)
        #expect(uses.contains { $0.hasPrefix("github/codeql-action/upload-sarif@") })
        #expect(Recipes.strings(under: ["sarif_file"], in: workflow) == ["a11y-check.sarif"])
        let runs = Recipes.strings(under: ["run"], in: workflow)
        let invocations = runs.flatMap { ShellCommands.invocations(of: "a11y-check", in: $0) }
        #expect(invocations == [
            ["lint", "--reporter", "sarif", "--output", "a11y-check.sarif"],
            ["lint", "--reporter", "markdown"],
        ])
        #expect(runs.contains { $0.contains(#"a11y-check lint --reporter markdown >> "$GITHUB_STEP_SUMMARY""#) })
        for arguments in invocations { expectRealCommand(arguments, in: "github-actions.yml") }
        #expect(try workflowSteps(workflow).count == 6)
    }

    private func workflowSteps(_ workflow: JSONValue) throws -> [JSONValue] {
        guard case .object(let root) = workflow, case .object(let jobs)? = root["jobs"], case .object(let lint)? = jobs["lint"],
              case .array(let steps)? = lint["steps"] else { throw RecipeError("no jobs.lint.steps") }
        return steps
    }

    @Test func gitLabCodeQualityJob() throws {
        let pipeline = try Recipes.yaml(try Recipes.text("docs/ci/gitlab-ci.yml"), file: "gitlab-ci.yml")
        guard case .object(let root) = pipeline, case .object(let job)? = root["a11y-check"] else {
            Issue.record("no job a11y-check"); return
        }
        #expect(job["artifacts"] == ["when": "always", "reports": ["codequality": "gl-code-quality-report.json"]])
        let scripts = Recipes.strings(under: ["script", "before_script"], in: pipeline)
        let invocations = scripts.flatMap { ShellCommands.invocations(of: "a11y-check", in: $0) }
        #expect(invocations == [["lint", "--reporter", "codeclimate", "--output", "gl-code-quality-report.json"]])
        for arguments in invocations { expectRealCommand(arguments, in: "gitlab-ci.yml") }
    }

    @Test func xcodeBuildPhaseScript() throws {
        let script = try Recipes.text("docs/ci/xcode-build-phase.sh")
        let invocations = ShellCommands.invocations(of: "a11y-check", in: script)
        #expect(invocations == [["lint", "--reporter", "xcode", "--quiet"]])
        for arguments in invocations { expectRealCommand(arguments, in: "xcode-build-phase.sh") }
        let syntax = try Repository.run("sh", ["-n", Repository.root.appendingPathComponent("docs/ci/xcode-build-phase.sh").path])
        #expect(syntax.status == 0, "\(syntax.stderr)")
    }

    /// pre-commit's hook definition (https://pre-commit.com/#creating-new-hooks): `id`, `name`,
    /// `entry`, `language`, and `files`, a Python regular expression matched against staged paths.
    @Test func preCommitHooks() throws {
        let hooks = try Recipes.yaml(try Recipes.text(".pre-commit-hooks.yaml"), file: ".pre-commit-hooks.yaml")
        guard case .array(let items) = hooks else { Issue.record("not a list of hooks"); return }
        #expect(items.count == 2)
        var languages: [String] = []
        for case .object(let hook) in items {
            for key in ["id", "name", "entry", "language", "files"] {
                #expect(hook[key].flatMap { if case .string(let text) = $0 { text } else { nil } }?.isEmpty == false, "\(key)")
            }
            #expect(hook["pass_filenames"] == .bool(true))
            guard case .string(let entry)? = hook["entry"], case .string(let files)? = hook["files"],
                  case .string(let exclude)? = hook["exclude"], case .string(let language)? = hook["language"] else { continue }
            languages.append(language)
            let words = try #require(ShellCommands.commands(in: entry).first)
            #expect(words.first == "a11y-check")
            expectRealCommand(Array(words.dropFirst()) + ["Screens/login.yaml", "Main.storyboard"], in: ".pre-commit-hooks.yaml")

            let filePattern = try NSRegularExpression(pattern: files)
            let excludePattern = try NSRegularExpression(pattern: exclude)
            func selected(_ path: String) -> Bool {
                let range = NSRange(path.startIndex..., in: path)
                return filePattern.firstMatch(in: path, range: range) != nil && excludePattern.firstMatch(in: path, range: range) == nil
            }
            for path in ["Screens/login.yaml", "flows.yml", "App/Main.storyboard", "App/Cell.xib", "a/b/c.YAML.yml"] {
                #expect(selected(path), "\(path)")
            }
            for path in ["App/AppDelegate.swift", ".github/workflows/ci.yml", ".a11y-check.yml", "App/.hidden/x.yaml", "notes.yaml.txt"] {
                #expect(!selected(path), "\(path)")
            }
        }
        #expect(languages == ["swift", "system"])
    }

    /// docs/ci.md shows each recipe file unchanged, and its other commands (plugin and pre-review
    /// examples) are real too.
    @Test func ciGuideIncludesEveryRecipeVerbatim() throws {
        let guide = try Recipes.text("docs/ci.md")
        let blocks = Recipes.fencedBlocks(in: guide, languages: ["yaml", "sh", "swift"])
        for file in ["docs/ci/github-actions.yml", "docs/ci/gitlab-ci.yml", "docs/ci/xcode-build-phase.sh", ".pre-commit-hooks.yaml"] {
            #expect(blocks.contains(try Recipes.text(file)), "\(file) is not in docs/ci.md unchanged")
        }
        let shell = Recipes.fencedBlocks(in: guide, languages: ["sh"]).joined(separator: "\n")
        let pluginRuns = ShellCommands.commands(in: shell).filter { $0.starts(with: ["swift", "package"]) }
        #expect(pluginRuns.count == 3)
        for words in pluginRuns {
            let arguments = try #require(words.firstIndex(of: "a11y-check")).advanced(by: 1)
            expectRealCommand(PluginArguments.forwarded(Array(words[arguments...])), in: "docs/ci.md")
        }
    }

    /// The pre-review recipe lives in docs/pre-review.md (branch `review`); its commands are checked
    /// here too once it is in the repository.
    @Test func preReviewRecipeWhenPresent() throws {
        let path = Repository.root.appendingPathComponent("docs/pre-review.md").path
        guard FileManager.default.fileExists(atPath: path) else { return }
        let guide = try Recipes.text("docs/pre-review.md")
        var invocations: [[String]] = []
        for (index, block) in Recipes.fencedBlocks(in: guide, languages: ["yaml"]).enumerated() {
            let document = try Recipes.yaml(block, file: "pre-review.md block \(index)")
            invocations += Recipes.strings(under: ["run", "script"], in: document)
                .flatMap { ShellCommands.invocations(of: "a11y-check", in: $0) }
        }
        for block in Recipes.fencedBlocks(in: guide, languages: ["sh"]) {
            invocations += ShellCommands.invocations(of: "a11y-check", in: block)
        }
        #expect(invocations.contains { $0.first == "diff" })
        for arguments in invocations { expectRealCommand(arguments, in: "pre-review.md") }
    }
}

/// What the command plugin passes to a11y-check: `--target NAME` becomes the target's folder, and
/// arguments without a subcommand go to `lint` (Plugins/A11yCheckCommandPlugin).
enum PluginArguments {
    static func forwarded(_ arguments: [String]) -> [String] {
        var rest: [String] = []
        var targets: [String] = []
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            if argument == "--target", let name = iterator.next() { targets.append("Sources/\(name)") } else { rest.append(argument) }
        }
        let subcommands: Set<String> = ["lint", "report", "diff", "orientation", "voiceover", "lifecycle", "rules", "reporters",
                                        "assumptions", "schema", "import"]
        if let first = rest.first, subcommands.contains(first) { return rest + targets }
        return ["lint"] + rest + targets
    }
}
