import Foundation

/// A fresh folder under the system's temporary directory for the length of a test's closure:
/// made with the files given, and removed with everything in it when the closure returns or throws.
public enum TemporaryFolder {
    /// Runs `body` with a new folder named `prefix-UUID` holding `files` (relative path to UTF-8
    /// text, their folders made as needed); returns what `body` returns.
    public static func with<Result>(_ prefix: String, files: [String: String] = [:],
                                    _ body: (URL) throws -> Result) throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files {
            let file = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: false, encoding: .utf8)
        }
        return try body(folder)
    }
}
