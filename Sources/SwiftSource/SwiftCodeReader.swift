import A11yCore
import Hierarchy

/// Reads Swift files into ``CodeFacts``: parsed with swift-syntax, never compiled or run.
///
/// Facts are read per class, across files and extensions: superclass, outlets, what the class
/// sets on itself and its outlets in `init`, `awakeFromNib`, `viewDidLoad`, `layoutSubviews`
/// (and the class's methods they call), its property overrides (orientation, presentation,
/// accessibility), and the screens it shows (docs/swift-code.md).
public enum SwiftCodeReader {
    /// The most a Swift file may hold; a larger one is not read.
    public static let maximumFileSize = 8 << 20

    /// Reads the Swift files at `paths`; one that cannot be read is an ``InputError``. Files are
    /// read and parsed on every core; the facts are the same, in the same order, as on one.
    public static func read(files paths: [String]) -> CodeFacts {
        let loaded = paths.concurrentMap { path -> Result<FileDeclarations, InputError> in
            switch BoundedFileReader.read(path, limit: maximumFileSize) {
            case .success(let bytes):
                .success(FileDeclarations(SwiftFile(path: path, bytes: bytes)))
            case .failure(.tooLarge(let size)):
                .failure(InputError(path: path, reason: "it is \(size) bytes, more than the \(maximumFileSize >> 20) MiB a11y-check reads in a Swift file"))
            case .failure(.unreadable(let reason)):
                .failure(InputError(path: path, reason: reason))
            }
        }
        let facts = read(declared: loaded.compactMap { try? $0.get() })
        return CodeFacts(classes: facts.classes, errors: loaded.compactMap { result in
            if case .failure(let error) = result { return error }
            return nil
        })
    }

    /// Reads Swift source text, each named by its path in locations, parsed on every core.
    public static func read(sources: [(path: String, text: String)]) -> CodeFacts {
        read(declared: sources.map { SourceText(path: $0.path, text: $0.text) }.concurrentMap { FileDeclarations(SwiftFile(path: $0.path, source: $0.text)) })
    }

    /// The facts of files already parsed, with what each declares (the Swift source finds both as
    /// it loads each file, on every core): the classes are assembled in file order, then read on
    /// every core.
    static func read(declared files: [FileDeclarations]) -> CodeFacts {
        var declarations = Declarations()
        for file in files { declarations.add(file) }
        let assembled = declarations.assembled()
        let names = Set(assembled.map(\.name))
        let helpers = declarations.maskHelpers
        let viewMethods = declarations.viewExtensionMethods
        let controllerMethods = ControllerMethods(classes: assembled, controllerExtensions: declarations.controllerExtensionMethods)
        // In runs of neighbours: the classes of one file share its tree (``Array/concurrentMap(inRunsOf:_:)``).
        let read = assembled.concurrentMap(inRunsOf: 32) {
            ClassReader(declaration: $0, maskHelpers: helpers, viewMethods: viewMethods, controllerMethods: controllerMethods, appClasses: names).read()
        }
        var classes: [String: ClassFacts] = [:]
        for read in read {
            let superclass = read.superclass.flatMap { names.contains($0) || UIKitClasses.known.contains($0) ? $0 : nil }
            classes[read.name] = ClassFacts(name: read.name, superclass: superclass, location: read.location,
                                            outlets: read.outlets, facts: read.facts, presentations: read.presentations,
                                            children: read.children, shownThroughMethods: read.shownThroughMethods, heldTypes: read.heldTypes,
                                            keptControllerTitles: read.keptControllerTitles, actions: read.actions, windowRoots: read.windowRoots)
        }
        return CodeFacts(classes: classes)
    }

    /// One file's text, to parse.
    private struct SourceText: Sendable {
        let path: String
        let text: String
    }
}
