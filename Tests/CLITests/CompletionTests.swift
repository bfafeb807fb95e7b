import Foundation
import TestSupport
import Testing

/// Shell completion knows a11y-check's values (issue #16, point 9).
@Suite struct CompletionTests {
    @Test func completionScriptsOfferReportersDevicesOrientationsAndRuleIDs() throws {
        let script = try CommandRunner.run(["--generate-completion-script", "bash"]).stdout
        /// bash's word list as swift-argument-parser writes it: `-W 'a'$'\n''b'`.
        func words(_ list: [String]) -> String { "-W " + list.map { "'\($0)'" }.joined(separator: "$'\\n'") + "\n" }
        #expect(script.contains(words(["xcode", "relative-path", "json", "sarif", "junit", "github", "markdown", "checkstyle", "summary", "codeclimate", "csv", "sonarqube"])))
        #expect(script.contains(words(["iphone-se", "iphone-16", "iphone", "iphone-16-pro-max", "ipad-mini", "ipad-pro-11", "ipad", "ipad-pro-13"])))
        #expect(script.contains(words(["portrait", "landscape", "portraitUpsideDown", "landscapeLeft", "landscapeRight"])))
        #expect(script.contains(words(["light", "dark"])))
        #expect(script.contains("'a11y-contrast'$'\\n''a11y-duplicate-label'"))
        #expect(script.contains("---completion orientation -- --scene"))
    }

    @Test func sceneCompletionListsTheScenesOfTheNamedSpecs() throws {
        let path = Examples.directory.appendingPathComponent("modal-styles.yaml").path
        let run = try CommandRunner.run(["---completion", "voiceover", "--", "--scene", "4", "1", "a11y-check", "voiceover", path,
                                         "--scene", "p"])
        #expect(run.stdout == "pageSheet\npopover\n")
    }
}
