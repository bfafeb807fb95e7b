import Foundation

/// A real git repository in a fresh temporary folder, committed to with an identity given on
/// the command line (no global git configuration needed).
public struct GitFixture {
    public let directory: URL

    public init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-check-diff-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try git("init", "-q")
    }

    /// Removes the folder.
    public func remove() {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Writes `text` to the file at `path` (relative to the repository), making folders.
    public func write(_ path: String, _ text: String) throws {
        let url = directory.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Stages everything and commits it.
    public func commit(_ message: String) throws {
        try git("add", "-A")
        try git("-c", "user.name=a11y-check tests", "-c", "user.email=tests@a11y-check.invalid", "commit", "-q", "-m", message)
    }

    /// Runs git in the repository; a failure throws with what git printed.
    @discardableResult
    public func git(_ arguments: String...) throws -> String {
        let output = try ProcessRun.run(executable: "/usr/bin/env", arguments: ["git"] + arguments, in: directory)
        guard output.status == 0 else { throw FixtureError(message: "git \(arguments.joined(separator: " ")): \(output.stderr)") }
        return output.stdout
    }

    public struct FixtureError: Error, CustomStringConvertible {
        public let message: String
        public var description: String { message }
    }
}
