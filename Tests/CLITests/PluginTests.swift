import Foundation
import Testing

/// a11y-check's SwiftPM plugins in a package that depends on it by path
/// (`Tests/Fixtures/PluginPackage`), run by `scripts/test-plugins`: one build of that package
/// (which rebuilds a11y-check in its own build folder, kept in `.build/plugin-package` for the
/// next run) serves the build-tool plugin and the command plugin.
@Suite struct PluginTests {
    @Test func buildToolAndCommandPluginsReportTheFixturesFinding() throws {
        let work = Repository.root.appendingPathComponent(".build/plugin-package")
        let script = Repository.root.appendingPathComponent("scripts/test-plugins").path
        let result = try Repository.run("bash", [script, work.path])
        print("scripts/test-plugins ran:\n\(result.stdout)\(result.stderr)")
        #expect(result.status == 0)
        #expect(result.stdout.contains("&& swift build --scratch-path "))
        #expect(result.stdout.contains("&& swift package --scratch-path "))

        let spec = work.appendingPathComponent("PluginPackage/Sources/Screens/editor.yaml").path
        let warning = #"warning: the label of 'save' ends with a period: "Save." [a11y-label-punctuation]"#
        // Build-tool plugin: the finding is a build warning at its file:line:column (the xcode
        // format), and the package's .a11y-check.yml disabled a11y-touch-target.
        let build = try String(contentsOf: work.appendingPathComponent("build.log"), encoding: .utf8)
        #expect(build.contains("\(spec):5:28: \(warning)"), "\(build)")
        #expect(!build.contains("a11y-touch-target"))
        #expect(build.contains("a11y-check: checking 1 spec file(s) of Screens"))

        // Command plugin: `swift package a11y-check lint --reporter relative-path` in the package.
        let command = try String(contentsOf: work.appendingPathComponent("command.log"), encoding: .utf8)
        #expect(command.contains("Sources/Screens/editor.yaml:5:28: \(warning)"), "\(command)")
        #expect(!command.contains("a11y-touch-target"))
    }
}
