import Foundation
import Testing
import TestSupport

/// `diff` against the working tree reads nothing outside the repository, and its text prints a
/// label's terminal escapes as code points (issue #30, points 1 and 5).
@Suite struct HostileInputDiffTests {
    static let screen = "screens:\n  home:\n    view:\n      - button: {id: pay, title: Pay, frame: [16, 100, 100, 44]}\n"

    /// A revision holds a symbolic link, not what it points at; the working tree's link to a file
    /// outside the repository is refused, located, and never read.
    @Test func aWorkingTreeLinkToAFileOutsideTheRepositoryIsRefused() throws {
        let repository = try GitFixture()
        defer { repository.remove() }
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-check-outside-\(UUID()).yaml")
        defer { try? FileManager.default.removeItem(at: outside) }
        try Data("screens: {stolen: {title: ghp_SECRET}}\n".utf8).write(to: outside)
        try repository.write("Screens/home.yaml", Self.screen)
        try repository.commit("home")
        try FileManager.default.createSymbolicLink(atPath: repository.directory.appendingPathComponent("Screens/link.yaml").path,
                                                   withDestinationPath: outside.path)
        let output = try repository.diff(["--base", "HEAD", "--format", "text"])
        #expect(output.status == 1)
        #expect(output.stderr.contains("/Screens/link.yaml:1:1: not read: "))
        #expect(output.stderr.contains("[spec-path-outside-input]"))
        #expect(!output.stdout.contains("ghp_SECRET") && !output.stderr.contains("ghp_SECRET"))
    }

    @Test func theTextShowsEscapesAsCodePoints() throws {
        let repository = try GitFixture()
        defer { repository.remove() }
        try repository.write("Screens/home.yaml", Self.screen)
        try repository.commit("home")
        try repository.write("Screens/home.yaml", Self.screen.replacingOccurrences(of: "title: Pay", with: #"title: "\e[2J\e]0;pwned\a\u202EyaP""#))
        let output = try repository.diff(["--base", "HEAD", "--format", "text", "--device", "iphone", "--orientation", "portrait", "--fail-on", "never"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(!output.stdout.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{7}" || $0 == "\u{202E}" })
        #expect(output.stdout.contains(#"\u{1B}[2J\u{1B}]0;pwned\u{7}\u{202E}yaP"#), "\(output.stdout)")
    }
}
