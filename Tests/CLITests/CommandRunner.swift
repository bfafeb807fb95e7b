import Foundation

/// Runs the built `a11y-check` binary, which SwiftPM places beside the test bundle.
struct CommandRunner {
    struct Output {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    static var binary: URL {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = testBinary.deletingLastPathComponent()
        while directory.path != "/" && !FileManager.default.fileExists(atPath: directory.appendingPathComponent("a11y-check").path) {
            directory = directory.deletingLastPathComponent()
        }
        return directory.appendingPathComponent("a11y-check")
    }

    /// Runs `a11y-check` (or `executable`, given the binary among its arguments) with `arguments`.
    static func run(_ arguments: [String], in directory: URL? = nil, executable: URL? = nil) throws -> Output {
        let process = Process()
        process.executableURL = executable ?? binary
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// A fresh temporary directory with the given files.
    static func directory(_ files: [String: String]) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-check-cli-\(UUID())")
        for (name, text) in files {
            let url = directory.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: false, encoding: .utf8)
        }
        return directory
    }
}
