/// Picks the strings `NSLocalizedString("key", comment:)` and `String(localized: "key")` return,
/// from the `Localizable` tables the run holds: the app's development language.
///
/// A run over an Xcode project holds the one its `developmentRegion` names (the target's
/// resources, docs/xcode-project.md). A run over folders, or a revision `diff` reads, holds every
/// `*.lproj/Localizable.strings` found: the development language is then the only language there
/// is, else English (`en`), else `Base`. A string catalog (`Localizable.xcstrings`) is read in its
/// `sourceLanguage`; the keys a `.strings` table holds come first.
enum StringsTables {
    /// The development language's table of `tables`; nil when the run holds none, or only tables
    /// of several languages none of which is `en` or `Base` (the development language is then
    /// unknown, and so is what the code's keys show).
    static func developmentTable(_ tables: [StringsTableCode]) -> LocalizedStrings? {
        guard !tables.isEmpty else { return nil }
        let lproj = tables.filter { !$0.isCatalog }
        let catalogs = tables.filter(\.isCatalog)
        let languages = Set(lproj.compactMap(\.language))
        let chosen: String? = languages.count == 1 ? languages.first
            : ["en", "Base"].first { languages.contains($0) }
        let picked = lproj.filter { $0.language == chosen } + catalogs
        guard !picked.isEmpty, chosen != nil || lproj.isEmpty else { return nil }
        // Each key once: a `.strings` table's before a catalog's, the first path's before a later one's.
        let ordered = picked.sorted { ($0.isCatalog ? 1 : 0, $0.table.path) < ($1.isCatalog ? 1 : 0, $1.table.path) }
        var values: [String: String] = [:]
        for table in ordered {
            values.merge(table.table.values) { kept, _ in kept }
        }
        return LocalizedStrings(path: ordered[0].table.path, language: chosen ?? ordered[0].language, values: values)
    }
}

extension StringsTableCode {
    /// True for a string catalog (`.xcstrings`).
    var isCatalog: Bool { table.path.hasSuffix(".xcstrings") }
}
