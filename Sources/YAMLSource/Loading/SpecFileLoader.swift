import A11yCore
import Hierarchy
import Foundation
import YAMLReader

/// Reads one spec file and decodes it into a ``SpecFile``, with every diagnostic it finds.
public enum SpecFileLoader {
    /// Reads and decodes the file at `path`.
    public static func load(path: String) -> LoadedSpecFile {
        let bytes: [UInt8]
        switch read(path) {
        case .success(let data): bytes = data
        case .failure(let error as InputError):
            return LoadedSpecFile(file: nil, diagnostics: [], inputError: error)
        case .failure(let diagnostic as DiagnosticError):
            return LoadedSpecFile(file: nil, diagnostics: [diagnostic.diagnostic], inputError: nil)
        case .failure(let other):
            return LoadedSpecFile(file: nil, diagnostics: [], inputError: InputError(path: path, reason: "\(other)"))
        }
        return decode(bytes, path: path)
    }

    /// Decodes spec text that is already in memory (tests, benchmark, rule examples).
    public static func decode(_ bytes: [UInt8], path: String) -> LoadedSpecFile {
        let loaded = YAMLLoader.load(bytes, file: path)
        var diagnostics = loaded.diagnostics
        guard !loaded.isIncomplete else {
            return LoadedSpecFile(file: nil, diagnostics: diagnostics, inputError: nil, unreported: [loaded.unreported].compactMap { $0 })
        }
        for extra in loaded.documents.dropFirst() {
            diagnostics.append(Diagnostic(.multipleDocuments, at: SourceLocation(file: path, line: Int(extra.mark.line), column: Int(extra.mark.column)),
                                          "a spec file holds one YAML document; this is a second one",
                                          hint: "move each document after '---' into a file of its own"))
        }
        let context = DecodeContext(file: path)
        if let root = loaded.documents.first?.root { context.unsupportedTags(in: root) }
        let file = SpecFileDecoder(context: context).file(loaded.documents.first?.root)
        return LoadedSpecFile(file: file, diagnostics: diagnostics + context.diagnostics, inputError: nil,
                              unreported: [loaded.unreported, context.unreported].compactMap { $0 })
    }

    private struct DiagnosticError: Error {
        let diagnostic: Diagnostic
    }

    /// The file's bytes; a file over ``YAMLLimits/maximumFileSize`` is refused from its size,
    /// before any byte of it is read.
    private static func read(_ path: String) -> Swift.Result<[UInt8], Error> {
        switch BoundedFileReader.read(path, limit: YAMLLimits.maximumFileSize) {
        case .success(let bytes):
            return .success(bytes)
        case .failure(.tooLarge(let size)):
            let megabytes = YAMLLimits.maximumFileSize / (1024 * 1024)
            return .failure(DiagnosticError(diagnostic: Diagnostic(
                .fileTooLarge, at: SourceLocation(file: path, line: 1, column: 1),
                "the file is \(size) bytes; a11y-check reads spec files of at most \(megabytes) MiB",
                hint: "split the screens and scenes across several files")))
        case .failure(.unreadable(let reason)):
            return .failure(InputError(path: path, reason: reason))
        }
    }
}
