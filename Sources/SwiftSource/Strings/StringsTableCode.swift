import A11yCore
import Foundation
import Hierarchy

/// One `Localizable.strings` or `Localizable.xcstrings` file of the run, read as it is loaded (from
/// disk, or from a git revision's bytes for `diff`) and kept on its ``SpecFile/code`` until the
/// link step picks the development language's table (``StringsTables``).
struct StringsTableCode: LoadedCode {
    /// The file's strings.
    let table: LocalizedStrings
    /// The language the table is in: the `.lproj` folder's name for a `.strings` file (`en`,
    /// `Base`), a catalog's `sourceLanguage`; nil for a `.strings` file outside an `.lproj` folder.
    let language: String?

    /// The name of the table `NSLocalizedString(_:comment:)` and `String(localized:)` read.
    static let tableName = "Localizable"

    /// True when `path` names the default table: `Localizable.strings` inside an `.lproj` folder
    /// (what Xcode copies into the app for one language), or a `Localizable.xcstrings` catalog.
    static func isDefaultTable(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        if name == tableName + ".xcstrings" { return true }
        return name == tableName + ".strings" && lproj(of: path) != nil
    }

    /// The language of the `.lproj` folder holding `path`, when it is in one.
    static func lproj(of path: String) -> String? {
        let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
        guard folder.lowercased().hasSuffix(".lproj") else { return nil }
        return String(folder.dropLast(".lproj".count))
    }

    /// Reads the default table in `bytes`; a file that is not one is a file of the run with no
    /// code (another table, such as `InfoPlist.strings`, which code does not read through
    /// `NSLocalizedString`), and a table that cannot be read is an error at the line Foundation names.
    static func decode(_ bytes: [UInt8], path: String) -> LoadedSpecFile {
        var file = SpecFile(path: path)
        guard isDefaultTable(path) else { return LoadedSpecFile(file: file, diagnostics: []) }
        switch LocalizedStringsReader.read(bytes, path: path) {
        case .success(let table):
            file.code = StringsTableCode(table: table, language: table.language ?? lproj(of: path))
            return LoadedSpecFile(file: file, diagnostics: [])
        case .failure(let error):
            let diagnostic = Diagnostic(.invalidValue, at: error.location, error.message,
                                        hint: (error.hint.map { $0 + "; " } ?? "") + "what code shows through NSLocalizedString stays unknown")
            return LoadedSpecFile(file: file, diagnostics: [diagnostic])
        }
    }
}
