import A11yCore
import Hierarchy
import SpecInputs
import Testing
import YAMLSource

/// Spec text decoded and assembled the way a run loads a file on disk, for tests.
public enum Spec {
    /// The path inline specs are decoded under.
    public static let path = "inline.yaml"

    /// The decoded file and diagnostics of `yaml`.
    public static func decode(_ yaml: String, path: String = path) -> LoadedSpecFile {
        SpecFileLoader.decode(Array(yaml.utf8), path: path)
    }

    /// The diagnostics of `yaml` as `"line:col rule-id"`, in the order they were reported.
    public static func diagnostics(_ yaml: String) -> [String] {
        diagnostics(bytes: Array(yaml.utf8))
    }

    /// The diagnostics of raw file bytes as `"line:col rule-id"`.
    public static func diagnostics(bytes: [UInt8]) -> [String] {
        SpecFileLoader.decode(bytes, path: path).diagnostics.map(\.summary)
    }

    /// The decoded file of `yaml`; records an issue when decoding reported anything.
    public static func file(_ yaml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> SpecFile? {
        let result = decode(yaml)
        #expect(result.diagnostics.map(\.summary) == [], sourceLocation: sourceLocation)
        return result.file
    }

    /// Decodes each `(path, yaml)` pair and assembles them into one project, as a run does.
    public static func project(_ files: [(path: String, yaml: String)]) -> LoadedProject {
        ProjectLoader.assemble(files.map { decode($0.yaml, path: $0.path) })
    }

    /// One file assembled alone, with every diagnostic (the checks that need the whole run included).
    public static func project(_ yaml: String, path: String = path) -> LoadedProject {
        project([(path, yaml)])
    }
}

extension Diagnostic {
    /// `"line:col rule-id"`, the shape tests compare.
    public var summary: String { "\(location.line):\(location.column) \(ruleID)" }
}

extension LoadedProject {
    /// The diagnostics as `"line:col rule-id"`, sorted as the loader sorts them.
    public var summaries: [String] { diagnostics.map(\.summary) }
}
