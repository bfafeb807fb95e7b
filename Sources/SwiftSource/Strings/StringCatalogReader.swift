import A11yCore

/// Reads a string catalog (`Localizable.xcstrings`, JSON): each key's
/// `localizations.LANGUAGE.stringUnit.value` in the language asked, else in `sourceLanguage`. A
/// key of the catalog with no entry in the source language is its own text (Xcode writes the
/// source language's entry only when it differs from the key); a key whose text varies (plural
/// or device `variations`) is left out, so what code shows with it stays unknown. The JSON is
/// parsed by ``StringCatalogText``, as a storyboard's own catalog is.
enum StringCatalogReader {
    static func read(_ bytes: [UInt8], path: String, language: String?) -> Result<LocalizedStrings, LocalizedStringsError> {
        let catalog: StringCatalogText
        switch StringCatalogText.parse(bytes, path: path) {
        case .success(let parsed): catalog = parsed
        case .failure(.unparsable(let reason, let location)):
            return .failure(LocalizedStringsError(location: location, message: "this string catalog cannot be read: \(reason)",
                                                  hint: "Xcode writes string catalogs as JSON; open the file in Xcode to repair it"))
        case .failure(.notACatalog):
            return .failure(LocalizedStringsReader.error(path, "this string catalog has no \"sourceLanguage\" or \"strings\""))
        }
        let wanted = language ?? catalog.sourceLanguage
        var values: [String: String] = [:]
        for (key, localizations) in catalog.strings {
            if let localization = localizations[wanted] {
                if let value = localization { values[key] = value }
            } else if wanted == catalog.sourceLanguage {
                values[key] = key
            }
        }
        return .success(LocalizedStrings(path: path, language: wanted, values: values))
    }
}
