import Foundation
import Testing

/// `make install PREFIX=...`: the commands it runs, and a real install of the already built binary
/// (a stand-in `swift` keeps the test from making a release build).
@Suite struct InstallTests {
    @Test func installMakesAReleaseBuildAndCopiesItIntoPrefixBin() throws {
        let result = try Repository.run("make", ["-n", "install", "PREFIX=/example/prefix"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let build = try #require(lines.first)
        #expect(build.hasPrefix("swift build --configuration release --product a11y-check"))
        #if os(Linux)
        #expect(build.hasSuffix(" --static-swift-stdlib"))
        #endif
        #expect(lines.contains(#"install -d "/example/prefix/bin""#))
        #expect(lines.last?.hasPrefix(#"install -m 0755 "$(swift build --configuration release --product a11y-check"#) == true)
        #expect(lines.last?.hasSuffix(#" --show-bin-path)/a11y-check" "/example/prefix/bin/a11y-check""#) == true)
    }

    @Test func uninstallRemovesOnlyTheBinary() throws {
        let result = try Repository.run("make", ["-n", "uninstall", "PREFIX=/example/prefix"])
        #expect(result.status == 0)
        #expect(result.stdout == "rm -f \"/example/prefix/bin/a11y-check\"\n")
    }

    /// Runs the real recipe into a temporary prefix, with `SWIFT` pointing at a script that answers
    /// `--show-bin-path` with the directory of the binary these tests already built.
    @Test func installAndUninstallIntoATemporaryPrefix() throws {
        let binDirectory = CommandRunner.binary.deletingLastPathComponent().path
        let scratch = try CommandRunner.directory([
            "swift": "#!/bin/sh\ncase \"$*\" in *--show-bin-path*) echo '\(binDirectory)' ;; esac\n",
        ])
        defer { try? FileManager.default.removeItem(at: scratch) }
        let fakeSwift = scratch.appendingPathComponent("swift")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fakeSwift.path)
        let prefix = scratch.appendingPathComponent("prefix with space")

        let install = try Repository.run("make", ["install", "PREFIX=\(prefix.path)", "SWIFT=\(fakeSwift.path)"])
        #expect(install.status == 0, "\(install.stderr)")
        let installed = prefix.appendingPathComponent("bin/a11y-check")
        #expect(FileManager.default.isExecutableFile(atPath: installed.path))
        let version = try Repository.run(installed.path, ["--version"])
        #expect(version.stdout.hasPrefix("0.1.0 ("))

        let uninstall = try Repository.run("make", ["uninstall", "PREFIX=\(prefix.path)"])
        #expect(uninstall.status == 0)
        #expect(!FileManager.default.fileExists(atPath: installed.path))
    }
}
