import Foundation

/// Writing a generated corpus as spec files.
enum CorpusFiles {
    /// Writes every file of `corpus` into `directory` (created if needed) under its own name.
    static func write(_ corpus: [CorpusGenerator.File], to directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for file in corpus {
            try Data(file.bytes).write(to: directory.appendingPathComponent((file.path as NSString).lastPathComponent))
        }
    }

    /// A new empty directory for a corpus, below the temporary directory.
    static func temporaryDirectory(named name: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-check-bench-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }
}
