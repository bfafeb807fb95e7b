import A11yCore
import A11yModel
import Foundation
import YAMLSource

/// Finds and reads `.a11y-check.yml`, reporting unknown keys and rule ids with a did-you-mean.
public enum ConfigurationLoader {
    /// The file name searched for.
    public static let fileName = ".a11y-check.yml"
    /// The keys of the file.
    public static let keys = [
        "included", "excluded", "matrix", "disabled_rules", "opt_in_rules", "only_rules", "severity", "overrides",
        "assumptions", "strict", "baseline", "reporter",
    ]
    static let matrixKeys = ["devices", "orientations", "multitasking", "ios", "layoutDirections"]
    static let overrideKeys = ["paths", "disabled_rules", "opt_in_rules", "severity"]

    /// The configuration file found in `directory` or the nearest directory above it.
    public static func find(from directory: String) -> String? {
        var current = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            let candidate = current.appendingPathComponent(fileName).path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
    }

    /// Reads the file at `path`. `knownRules` are the ids rule settings may name.
    public static func load(path: String, knownRules: [String]) -> (LintConfiguration, [Diagnostic]) {
        guard let data = FileManager.default.contents(atPath: path) else {
            let location = SourceLocation(file: path, line: 1, column: 1)
            return (LintConfiguration(), [Diagnostic(ruleID: "config-invalid", severity: .error, location: location,
                                                     message: "cannot read the configuration file", hint: "check the path given to --config")])
        }
        let loaded = YAMLLoader.load([UInt8](data), file: path)
        var reader = ConfigurationReader(path: path, knownRules: knownRules)
        var diagnostics = loaded.diagnostics
        if !loaded.isIncomplete, let root = loaded.documents.first?.root {
            reader.read(root)
        }
        diagnostics += reader.diagnostics
        return (reader.configuration, diagnostics)
    }
}
