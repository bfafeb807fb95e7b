import A11yCore
import CYaml

/// One document of a YAML stream.
public struct YAMLDocument: Sendable {
    /// The root node; nil when the document stopped at a fatal error before its root completed.
    public let root: YAMLNode?
    /// Where the document starts.
    public let mark: Mark
}

/// What loading one file produced: its documents and every problem found.
public struct YAMLLoadResult: Sendable {
    /// The documents, in order. Empty for an empty file.
    public let documents: [YAMLDocument]
    /// Problems, in file order. A syntax error ends loading; the others do not.
    public let diagnostics: [Diagnostic]
    /// The diagnostics past ``SpecLimits/maximumDiagnosticsPerFile``, counted, not kept.
    public let unreported: UnreportedDiagnostics?
    /// True when loading stopped early (syntax error or a limit), so the documents are partial.
    public let isIncomplete: Bool
}

/// Loads YAML text into shared, position-carrying nodes on libyaml's event API.
///
/// - The nodes of a file live in one arena (a few contiguous arrays), and ``YAMLNode`` is a
///   handle into it: loading and freeing a file cost a few allocations, not one per node.
/// - Anchors and aliases resolve to the same node; nothing is copied.
/// - Merge keys (`<<`) add the merged mapping's entries that the mapping does not set itself.
/// - Duplicate keys, unknown aliases, nesting deeper than ``YAMLLimits/maximumDepth`` and alias
///   expansion beyond ``YAMLLimits/maximumAliasExpansion`` are diagnostics.
/// - A UTF-8 byte-order mark is skipped; UTF-16 and UTF-32 input is refused.
public enum YAMLLoader {
    /// Loads `bytes`, naming `file` in diagnostics.
    public static func load(_ bytes: [UInt8], file: String) -> YAMLLoadResult {
        var builder = TreeBuilder(file: file, byteCount: bytes.count)
        if let encoding = unsupportedEncoding(bytes) {
            builder.report(.encoding, at: Mark(line: 1, column: 1),
                           "the file is \(encoding); a11y-check reads UTF-8 only",
                           hint: "save the file as UTF-8")
            return builder.finish(incomplete: true)
        }
        guard bytes.count <= Int32.max / 2 else {
            builder.report(.fileTooLarge, at: Mark(line: 1, column: 1),
                           "the text is \(bytes.count) bytes; the YAML loader reads at most \(Int32.max / 2)",
                           hint: "split the text across several files")
            return builder.finish(incomplete: true)
        }
        let start = hasUTF8BOM(bytes) ? 3 : 0
        var error: LibYAMLError?
        bytes.withUnsafeBufferPointer { whole in
            let text = UnsafeBufferPointer(rebasing: whole[start...])
            error = LibYAMLEventParser.parse(text) { builder.handle($0) }
            if let error {
                let tabHint = TextPosition.lineIndentsWithTab(error.mark.line, in: text)
                builder.report(.yamlSyntax, at: error.mark, error.message,
                               hint: tabHint ? "YAML does not allow tabs for indentation; indent with spaces"
                                             : "check the indentation and punctuation around this position")
            }
        }
        return builder.finish(incomplete: error != nil || builder.stopped)
    }

    /// Runs libyaml's event parser alone over `bytes` and returns the number of events.
    /// The benchmark measures this as the cost floor of loading.
    public static func rawParseEventCount(_ bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { LibYAMLEventParser.countEvents($0) }
    }

    package static func hasUTF8BOM(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    }

    /// Names the encoding when the bytes start like UTF-16 or UTF-32 (by BOM or by NUL bytes).
    package static func unsupportedEncoding(_ bytes: [UInt8]) -> String? {
        if bytes.count >= 4 && bytes[0] == 0 && bytes[1] == 0 { return "UTF-32" }
        if bytes.count >= 4 && bytes[2] == 0 && bytes[3] == 0 && bytes[1] != 0 { return "UTF-32" }
        if bytes.count >= 2 && ((bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE)) {
            return "UTF-16"
        }
        if bytes.count >= 2 && (bytes[0] == 0 || bytes[1] == 0) { return "UTF-16" }
        return nil
    }
}
