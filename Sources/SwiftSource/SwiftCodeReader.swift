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

    /// Reads the Swift files at `paths`; one that cannot be read is an ``InputError``.
    public static func read(files paths: [String]) -> CodeFacts {
        var sources: [(path: String, text: String)] = []
        var errors: [InputError] = []
        for path in paths {
            switch BoundedFileReader.read(path, limit: maximumFileSize) {
            case .success(let bytes):
                sources.append((path, String(decoding: bytes, as: UTF8.self)))
            case .failure(.tooLarge(let size)):
                errors.append(InputError(path: path, reason: "it is \(size) bytes, more than the \(maximumFileSize >> 20) MiB a11y-check reads in a Swift file"))
            case .failure(.unreadable(let reason)):
                errors.append(InputError(path: path, reason: reason))
            }
        }
        let facts = read(sources: sources)
        return CodeFacts(classes: facts.classes, errors: errors)
    }

    /// Reads Swift source text, each named by its path in locations.
    public static func read(sources: [(path: String, text: String)]) -> CodeFacts {
        read(parsed: sources.map { SwiftFile(path: $0.path, source: $0.text) })
    }

    /// Reads files already parsed (the Swift source parses each file as it loads it).
    static func read(parsed files: [SwiftFile]) -> CodeFacts {
        var declarations = Declarations()
        for file in files { declarations.add(file) }
        let assembled = declarations.assembled()
        let names = Set(assembled.map(\.name))
        var classes: [String: ClassFacts] = [:]
        for declaration in assembled {
            let read = ClassReader(declaration: declaration, maskHelpers: declarations.maskHelpers).read()
            let superclass = read.superclass.flatMap { names.contains($0) || UIKitClasses.known.contains($0) ? $0 : nil }
            classes[read.name] = ClassFacts(name: read.name, superclass: superclass, location: read.location,
                                            outlets: read.outlets, facts: read.facts, presentations: read.presentations)
        }
        return CodeFacts(classes: classes)
    }
}
