import A11yCore
import Hierarchy
import Foundation
import YAMLReader

/// Finds and reads `.a11y-check.yml`, reporting unknown keys and rule ids with a did-you-mean.
public enum ConfigurationLoader {
    /// The file name searched for.
    public static let fileName = ".a11y-check.yml"
    /// The keys of the file.
    public static let keys = [
        "included", "excluded", "matrix", "disabled_rules", "opt_in_rules", "only_rules", "severity", "overrides",
        "assumptions", "strict", "baseline", "reporter",
    ]
    static let matrixKeys = ["devices", "orientations", "multitasking", "ios", "layoutDirections", "appearances"]
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

    /// Reads the file at `path`. `knownRules` are the ids rule settings may name, `knownReporters`
    /// the values `reporter:` takes (unchecked when empty); `named` is true when `--config` named
    /// the file, false when it was found in the folder or above it. Every problem comes back,
    /// located, under its ``ConfigRule`` id.
    public static func load(path: String, knownRules: [String], knownReporters: [String] = [],
                            named: Bool = true) -> (LintConfiguration, [Diagnostic]) {
        let bytes: [UInt8]
        switch BoundedFileReader.read(path, limit: YAMLLimits.maximumFileSize) {
        case .success(let read):
            bytes = read
        case .failure(let failure):
            let reason = switch failure {
            case .tooLarge(let size): "it is \(size) bytes, more than the 16 MiB a11y-check reads"
            case .unreadable(let reason): reason
            }
            let hint = named ? "check the path given to --config"
                : "a11y-check found this file in the folder it ran in or one above it; make it readable, or name another with --config"
            let location = SourceLocation(file: path, line: 1, column: 1)
            return (LintConfiguration(), [Diagnostic(ruleID: ConfigRule.unreadable.rawValue, severity: .error, location: location,
                                                     message: "cannot read the configuration file: \(reason)", hint: hint)])
        }
        let loaded = YAMLLoader.load(bytes, file: path)
        var reader = ConfigurationReader(path: path, knownRules: knownRules, knownReporters: knownReporters)
        var diagnostics = loaded.diagnostics
        if !loaded.isIncomplete, let root = loaded.documents.first?.root {
            reader.read(root)
        }
        diagnostics += reader.diagnostics
        return (reader.configuration, diagnostics.map(ConfigRule.relabelled))
    }
}
