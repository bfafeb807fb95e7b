import A11yCore
import A11yModel
import Foundation

/// Interface Builder files as a spec source: `.storyboard` and `.xib`, read with libxml2 and
/// mapped to screens and scenes (`docs/interface-builder.md`).
public struct InterfaceBuilderSpecSource: SpecSource {
    public init() {}

    public var fileExtensions: Set<String> { ["storyboard", "xib"] }

    public func load(path: String) -> LoadedSpecFile {
        InterfaceBuilderLoader.load(path: path)
    }

    public func decode(_ bytes: [UInt8], path: String) -> LoadedSpecFile {
        InterfaceBuilderLoader.decode(bytes, path: path)
    }
}

/// Reads one storyboard or xib into a ``SpecFile``, with every diagnostic it finds.
public enum InterfaceBuilderLoader {
    /// Reads and maps the file at `path`, read as every spec file is (``BoundedFileReader``): its
    /// size checked on the opened file before any byte is read, and a FIFO or a device refused as
    /// "not a regular file" rather than read.
    public static func load(path: String) -> LoadedSpecFile {
        switch BoundedFileReader.read(path, limit: XMLTreeReader.maximumFileSize) {
        case .success(let bytes):
            return decode(bytes, path: path)
        case .failure(.tooLarge(let size)):
            let diagnostic = Diagnostic(IBRule.fileTooLarge, at: SourceLocation(file: path, line: 1, column: 1),
                                        "the file is \(size) bytes; a11y-check reads Interface Builder files of at most \(XMLTreeReader.maximumFileSize / (1024 * 1024)) MiB",
                                        hint: "split the storyboard with storyboard references")
            return LoadedSpecFile(file: nil, diagnostics: [diagnostic])
        case .failure(.unreadable(let reason)):
            return LoadedSpecFile(file: nil, diagnostics: [], inputError: InputError(path: path, reason: reason))
        }
    }

    /// Maps XML already in memory (tests, benchmark).
    public static func decode(_ bytes: [UInt8], path: String) -> LoadedSpecFile {
        switch XMLTreeReader.read(bytes, path: path) {
        case .failure(let failure):
            return LoadedSpecFile(file: nil, diagnostics: [failure.diagnostic])
        case .success(let root):
            let context = IBContext(path: path, root: root)
            let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            var file = DocumentMapper(context: context, fileBase: base).file(root)
            file.colors = context.namedColors.values.sorted { $0.name < $1.name }
            return LoadedSpecFile(file: file, diagnostics: context.diagnostics)
        }
    }
}
