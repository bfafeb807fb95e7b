import Foundation

/// The repository these tests were compiled from, and a way to run its tools.
enum Repository {
    /// The repository's root directory, found from this file's path.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs `executable` (looked up on `PATH`) with `arguments`, returning its status and output.
    static func run(_ executable: String, _ arguments: [String], in directory: URL = root,
                    environment: [String: String] = [:]) throws -> CommandRunner.Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable] + arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandRunner.Output(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                                    stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// The commit `git` says the repository is at (12 hex digits), or `nil` outside a git checkout.
    static func gitCommit() -> String? {
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent(".git").path),
              let output = try? run("git", ["rev-parse", "--short=12", "HEAD"]), output.status == 0 else { return nil }
        return output.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
