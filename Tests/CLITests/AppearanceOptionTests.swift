import Foundation
import Testing

/// `--appearance` beside `--device` and `--orientation` on every analysis command.
@Suite struct AppearanceOptionTests {
    private static let spec = """
        screens:
          welcome:
            title: Welcome
            backgroundColor: "system:systemTeal"
            view:
              - label: {id: title, text: Welcome, textColor: "#FFFFFF", frame: [16, 100, 300, 20]}
        """

    @Test(arguments: [["lint"], ["voiceover"], ["orientation"], ["lifecycle"]])
    func anUnknownAppearanceIsABadArgument(_ command: [String]) throws {
        let directory = try CommandRunner.directory(["a.yaml": Self.spec])
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try CommandRunner.run(command + [directory.path, "--appearance", "drak"])
        #expect(output.status == 64)
        #expect(output.stderr.contains("unknown --appearance 'drak'; did you mean 'dark'? (accepted: light, dark)"))
    }

    @Test func voiceoverHeadersNameTheDarkAppearance() throws {
        let directory = try CommandRunner.directory(["a.yaml": Self.spec])
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try CommandRunner.run(["voiceover", directory.path, "--orientation", "portrait", "--appearance", "dark"])
        #expect(output.status == 0)
        #expect(output.stdout.hasPrefix("welcome (screen) on iphone-16 portrait iOS 26 dark\n  1. Welcome  [title in welcome]\n"))
    }

    @Test func lintReportsTheContrastOfEachAppearance() throws {
        let directory = try CommandRunner.directory(["a.yaml": Self.spec])
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try CommandRunner.run(["lint", "a.yaml", "--orientation", "portrait", "--ios", "13"], in: directory)
        #expect(output.status == 0)
        let file = directory.appendingPathComponent("a.yaml").path
        #expect(output.stdout == """
            \(file):6:43: warning: 'title' has a contrast ratio of 1.72:1 against its background in the dark appearance of iOS 13; it needs 4.50:1 [a11y-contrast]
            \(file):6:43: note: darken or lighten the text or the background
            \(file):6:43: warning: 'title' has a contrast ratio of 1.89:1 against its background in the light appearance of iOS 13; it needs 4.50:1 [a11y-contrast]
            \(file):6:43: note: darken or lighten the text or the background

            """)
    }
}
