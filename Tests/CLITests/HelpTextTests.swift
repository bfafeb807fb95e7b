import Foundation
import Testing

/// Every command's `--help` reads as prose and examples wrapped once, at the width
/// swift-argument-parser gives a pipe (lines of at most 79 characters on 80 columns): a paragraph written on one logical line is
/// wrapped by the parser, while one hard-wrapped in the source at another width breaks again
/// wherever its lines end, leaving ragged short lines; an example longer than the width is cut
/// into a line that no longer runs.
@Suite struct HelpTextTests {
    static let commands = ["", "lint", "orientation", "voiceover", "lifecycle", "diff", "report", "rules", "reporters",
                           "assumptions", "schema", "import"]
    private static let width = 79

    @Test(arguments: commands) func theHelpWrapsOnlyWhereALineIsFull(command: String) throws {
        let output = try CommandRunner.run((command.isEmpty ? [] : [command]) + ["--help"])
        #expect(output.status == 0)
        let text = output.stdout.components(separatedBy: "\nUSAGE:")[0]
        let lines = text.components(separatedBy: "\n")
        for (line, next) in zip(lines, lines.dropFirst()) where !line.isEmpty && !next.isEmpty && !next.hasPrefix(" ") {
            let firstWord = next.split(separator: " ").first.map(String.init) ?? ""
            let wouldFit = line.count + 1 + firstWord.count <= Self.width
            if line.hasPrefix(" ") {
                #expect(wouldFit, "`a11y-check \(command) --help`: \"\(line)\" is cut at \(Self.width) columns")
            } else {
                let endsItsSentence = line.hasSuffix(".") || line.hasSuffix(":")
                #expect(!wouldFit || endsItsSentence,
                        "`a11y-check \(command) --help` breaks after \"\(line)\" although \"\(firstWord)\" fits")
            }
        }
    }

    @Test func lintsHelpNamesWhatARunReads() throws {
        let help = try CommandRunner.run(["lint", "--help"]).stdout.replacingOccurrences(of: "\n", with: " ")
        #expect(help.contains("OVERVIEW: Check an Xcode project or spec files and report every problem (the default command)."))
        #expect(help.contains("Reads every file named and every spec (.yaml, .yml), storyboard, xib, Swift, Objective-C and strings file below every directory named"))
        #expect(help.contains("each iOS app and app extension target's storyboards, xibs and Swift files"))
        #expect(help.contains("a finding several targets make alike is reported once, naming them."))
    }
}
