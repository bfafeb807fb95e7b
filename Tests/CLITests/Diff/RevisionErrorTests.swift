import Foundation
import Testing
import TestSupport

/// What `a11y-check diff` says when a side cannot be read: usage errors exit 64 with a message,
/// never a crash.
@Suite struct RevisionErrorTests {
    static func repository() throws -> GitFixture {
        let repository = try GitFixture()
        try repository.write("home.yaml", "screens:\n  home:\n    title: Home\n")
        try repository.commit("home")
        return repository
    }

    @Test func aRevisionThatDoesNotExistExits64WithItsName() throws {
        let repository = try Self.repository()
        defer { repository.remove() }
        let output = try repository.diff(["--base", "release/9.9"])
        #expect(output.status == 64)
        #expect(output.stdout == "")
        #expect(output.stderr.hasPrefix("Error: unknown revision 'release/9.9' in "))
        #expect(output.stderr.contains("no branch, tag or commit has that name"))
    }

    @Test func aRevisionThatLooksLikeAnOptionIsRefused() throws {
        let repository = try Self.repository()
        defer { repository.remove() }
        let output = try repository.diff(["--base=--output=/tmp/owned", "--head", "HEAD"])
        #expect(output.status == 64)
        #expect(output.stderr.hasPrefix("Error: '--output=/tmp/owned' is not a revision"))
        #expect(!FileManager.default.fileExists(atPath: "/tmp/owned"))
    }

    @Test func aFolderOutsideAnyRepositoryExits64() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-check-norepo-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_CEILING_DIRECTORIES"] = directory.deletingLastPathComponent().path
        let output = try ProcessRun.run(executable: ProcessRun.a11yCheck.path, arguments: ["diff", "--base", "HEAD"], in: directory,
                                        environment: environment)
        #expect(output.status == 64)
        #expect(output.stderr.contains("is not in a git repository"))
    }

    @Test func twoFoldersCompareWithoutGit() throws {
        let repository = try GitFixture()
        defer { repository.remove() }
        try repository.write("old/home.yaml", "screens:\n  home:\n    view:\n      - button: {id: go, title: Go, frame: [16, 100, 80, 44]}\n")
        try repository.write("new/home.yaml", "screens:\n  home:\n    view:\n      - button: {id: go, title: Start, frame: [16, 100, 80, 44]}\n")
        let output = try repository.diff(["--base-dir", "old", "--head-dir", "new", "--device", "iphone", "--orientation", "portrait",
                                          "--format", "text"])
        #expect(output.status == 0)
        #expect(output.stdout == """
            a11y-check diff old -> new: 1 change: 1 VoiceOver

            home:
              voiceover announcement go: Go. Button. -> Start. Button. (iphone-16 portrait iOS 26)

            """)
    }

    @Test func optionsThatDoNotGoTogetherExit64() throws {
        let repository = try Self.repository()
        defer { repository.remove() }
        #expect(try repository.diff([]).status == 64)
        #expect(try repository.diff(["--base-dir", "."]).status == 64)
        #expect(try repository.diff(["--base", "HEAD", "--base-dir", ".", "--head-dir", "."]).status == 64)
    }

    @Test func aBrokenConfigurationExits64WithItsDiagnosticOnStandardError() throws {
        let repository = try Self.repository()
        defer { repository.remove() }
        try repository.write(".a11y-check.yml", "bogus_key: 1\n")
        let output = try repository.diff(["--base", "HEAD", "--format", "json"])
        #expect(output.status == 64)
        #expect(output.stdout == "")
        // As every command prints it (RunSettings.forCommand): the located error, then its hint.
        #expect(output.stderr.contains(".a11y-check.yml:1:1: error: unknown key 'bogus_key' in the configuration [config-unknown-key]\n"))
        #expect(output.stderr.hasSuffix(".a11y-check.yml:1:1: note: allowed keys: included, excluded, matrix, disabled_rules, "
                                            + "opt_in_rules, only_rules, severity, overrides, assumptions, strict, baseline, reporter\n"))
    }
}
