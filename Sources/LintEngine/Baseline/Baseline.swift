import A11yCore
import Foundation

/// Findings recorded by `--write-baseline`, keyed by semantic identity (rule, file, scene or
/// screen, element or view controller), never by line, so moving or reformatting a file does not
/// bring old findings back while a second copy of the same problem is still reported.
public struct Baseline: Codable, Sendable, Equatable {
    /// One identity and how many findings had it.
    public struct Entry: Codable, Sendable, Hashable {
        public let rule: String
        public let file: String
        public let scope: String
        public let subject: String
        public var count: Int

        /// The identity the entry counts.
        var identity: FindingIdentity { FindingIdentity(rule: rule, file: file, scope: scope, subject: subject) }
    }

    public var version = 1
    public var entries: [Entry]

    /// Records `findings`, with file paths relative to `directory`.
    public init(findings: [Finding], relativeTo directory: String) {
        let paths = RelativePaths(base: directory)
        var counts: [FindingIdentity: Int] = [:]
        for finding in findings { counts[FindingIdentity(finding, paths: paths), default: 0] += 1 }
        entries = counts.map { Entry(rule: $0.key.rule, file: $0.key.file, scope: $0.key.scope, subject: $0.key.subject, count: $0.value) }
            .sorted { ($0.file, $0.rule, $0.scope, $0.subject) < ($1.file, $1.rule, $1.scope, $1.subject) }
    }

    /// The findings the baseline does not account for: for each identity, those beyond the
    /// recorded count (the last ones in file order).
    public func newFindings(_ findings: [Finding], relativeTo directory: String) -> [Finding] {
        let paths = RelativePaths(base: directory)
        var remaining: [FindingIdentity: Int] = [:]
        for entry in entries { remaining[entry.identity, default: 0] += entry.count }
        var result: [Finding] = []
        for finding in findings {
            let key = FindingIdentity(finding, paths: paths)
            if let left = remaining[key], left > 0 {
                remaining[key] = left - 1
            } else {
                result.append(finding)
            }
        }
        return result
    }

    /// The largest baseline file read (16 MiB, as for spec files): a baseline lists one short
    /// entry per finding, so a larger one is not one a11y-check wrote.
    public static let maximumFileSize = SpecLimits.maximumFileSize

    /// Why a baseline file was not read.
    public struct ReadError: Error, CustomStringConvertible {
        public let description: String
    }

    /// Reads a baseline file through ``BoundedFileReader``: one larger than
    /// ``maximumFileSize`` (measured on the opened file) is refused before it is read.
    public static func read(path: String) throws -> Baseline {
        switch BoundedFileReader.read(path, limit: maximumFileSize) {
        case .success(let bytes):
            return try JSONDecoder().decode(Baseline.self, from: Data(bytes))
        case .failure(.tooLarge(let size)):
            throw ReadError(description: "the file is \(size) bytes; a11y-check reads baselines of at most \(maximumFileSize / (1024 * 1024)) MiB")
        case .failure(.unreadable(let reason)):
            throw ReadError(description: reason)
        }
    }

    /// Writes the baseline as sorted, pretty JSON, through `files` (a run's outputs: never through
    /// a symbolic link, never over an input or another output).
    public func write(path: String, files: OutputFiles = OutputFiles(inputs: [])) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try files.write(encoder.encode(self) + Data("\n".utf8), to: path)
    }
}
