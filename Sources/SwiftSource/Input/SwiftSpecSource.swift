import A11yCore
import Foundation
import Hierarchy

/// Program code as a spec source: Swift files (`.swift`), parsed with swift-syntax as each is
/// loaded, Objective-C files (`.m`, `.mm`), of which only the classes they implement are noted,
/// and the strings code shows (`Localizable.strings`, `Localizable.xcstrings`). A code file
/// declares no screen: what it holds rides on its ``SpecFile/code`` until the link step, which
/// reads the code facts of every Swift file of the run together, resolves their localized keys
/// through the development language's table and joins them to the run's storyboards and xibs
/// (docs/swift-code.md).
public struct SwiftSpecSource: SpecSource {
    public init() {}

    public var fileExtensions: Set<String> { ["swift", "m", "mm", "strings", "xcstrings"] }

    public var rules: [RuleDescription] { CodeRule.allCases.map(\.description) }

    /// None: code that cannot be read in full is read as far as the parser recovers.
    public var alwaysOnRuleIDs: Set<String> { [] }

    public func load(path: String) -> LoadedSpecFile {
        switch BoundedFileReader.read(path, limit: SwiftCodeReader.maximumFileSize) {
        case .success(let bytes):
            return decode(bytes, path: path)
        case .failure(.tooLarge(let size)):
            let reason = "it is \(size) bytes, more than the \(SwiftCodeReader.maximumFileSize >> 20) MiB a11y-check reads in a code file"
            return LoadedSpecFile(file: nil, diagnostics: [], inputError: InputError(path: path, reason: reason))
        case .failure(.unreadable(let reason)):
            return LoadedSpecFile(file: nil, diagnostics: [], inputError: InputError(path: path, reason: reason))
        }
    }

    /// Parses a Swift file (never compiled or run), lists the classes an Objective-C file
    /// implements, or reads a `Localizable` strings table.
    public func decode(_ bytes: [UInt8], path: String) -> LoadedSpecFile {
        var file = SpecFile(path: path)
        let fileExtension = PathExtension.of(path).lowercased()
        if fileExtension == "strings" || fileExtension == "xcstrings" {
            return StringsTableCode.decode(bytes, path: path)
        }
        if fileExtension == "swift" {
            if let tooDeep = SquareBracketNesting.firstTooDeep(in: bytes) {
                return LoadedSpecFile(file: file, diagnostics: [Self.nestingTooDeep(at: SourceLocation(file: path, line: tooDeep.line, column: tooDeep.column))])
            }
            file.code = SwiftCode(declarations: FileDeclarations(SwiftFile(path: path, bytes: bytes)))
        } else {
            let text = String(decoding: bytes, as: UTF8.self)
            let scanned = ObjectiveCAssignments.scan(text, path: path)
            file.code = ObjectiveCCode(implementations: scanned.implementations, assignments: scanned.assignments,
                                       superclasses: ObjectiveCHeaders.declarations(in: text))
        }
        return LoadedSpecFile(file: file, diagnostics: [])
    }

    /// The file nests `[` deeper than swift-syntax's parser reads in bounded time; it is not read.
    private static func nestingTooDeep(at location: SourceLocation) -> Diagnostic {
        Diagnostic(code: .nestingTooDeep, at: location,
                   "this '[' is nested \(SquareBracketNesting.maximumDepth + 1) deep within one brace: a11y-check does not read a Swift file that nests '[' more than \(SquareBracketNesting.maximumDepth) deep, so what this file's classes set in code is unknown",
                   hint: "the time to parse nested '[' doubles with each level; name the inner collections (let rows = [...]) to nest less")
    }

    /// A `//` comment (``SwiftLineComments``), as SwiftLint reads `// swiftlint:disable:next`.
    public func lineComment(in line: Substring) -> Substring? {
        SwiftLineComments.comment(in: line)
    }

    /// Reads the code facts of every Swift file of the run and joins them to its storyboards and
    /// xibs; notes the classes Objective-C implements.
    public func link(_ files: inout [SpecFile], resources: [String], containment: PathContainment, reading access: any FileAccess) -> [Diagnostic] {
        CodeLink.link(&files, containment: containment, reading: access)
    }
}

extension SwiftSpecSource: SpecFileRecognizer {
    /// Every code file; of the strings files below a folder, only the `Localizable` tables
    /// (`*.lproj/Localizable.strings`, `Localizable.xcstrings`): other tables (`InfoPlist.strings`,
    /// a storyboard's own) are not what `NSLocalizedString(_:comment:)` reads.
    public func recognizes(_ path: String) -> Bool {
        let fileExtension = PathExtension.of(path).lowercased()
        guard fileExtension == "strings" || fileExtension == "xcstrings" else { return true }
        return StringsTableCode.isDefaultTable(path)
    }
}

/// One parsed Swift file, as it rides on its ``SpecFile``: what it declares, found as it loads.
struct SwiftCode: LoadedCode {
    let declarations: FileDeclarations
}
