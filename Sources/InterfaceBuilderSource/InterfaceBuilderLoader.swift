import A11yCore
import Hierarchy
import Foundation

/// Reads one storyboard or xib into a ``SpecFile``, with every diagnostic it finds.
public enum InterfaceBuilderLoader {
    /// Reads and maps the file at `path`, read through ``BoundedFileReader``: the size comes from
    /// the opened file (a symbolic link is measured at its target), and a file larger than
    /// ``XMLTreeReader/maximumFileSize`` is refused before any byte is read, and a FIFO or a device is refused as "not a regular file".
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
            file.derivedIDPrefix = base + "."
            file.colors = context.namedColors.values.sorted { $0.name < $1.name }
            // Only a file of a `Base.lproj` folder has strings tables whose keys name its objects.
            if StoryboardStrings.isLocalizedByTables(path) {
                file.objectIDs = root.arena.objectIDs
                file.screenObjects = context.screenObjects
                file.configuredButtonIDs = context.configuredButtons
            }
            // A file that says it is a launch screen keeps what reading it found until the app says whether it is.
            guard file.launchScreenAttribute == nil else {
                file.heldDiagnostics = context.diagnostics
                return LoadedSpecFile(file: file, diagnostics: [])
            }
            return LoadedSpecFile(file: file, diagnostics: context.diagnostics)
        }
    }
}
