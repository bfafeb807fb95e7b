import Foundation

/// A string catalog (`.xcstrings`, JSON), read with Foundation's `JSONSerialization`: its
/// `sourceLanguage` and, for each key of `strings`, the text of each of its `localizations`
/// (`localizations.LANGUAGE.stringUnit.value`). An app's `Localizable.xcstrings` and a
/// storyboard's own `Main.xcstrings` alike.
public struct StringCatalogText: Sendable {
    /// Why a catalog cannot be read.
    public enum Failure: Error, Equatable {
        /// Foundation's parser refused the text: its reason, and where the reason points.
        case unparsable(reason: String, at: SourceLocation)
        /// The JSON has no `sourceLanguage` string or no `strings` object.
        case notACatalog
    }

    /// The language the catalog's keys are written in.
    public let sourceLanguage: String
    /// Each key's localizations, by language: the `stringUnit`'s value, nil for a localization of
    /// another shape (plural or device `variations`), whose text varies.
    public let strings: [String: [String: String?]]

    /// The catalog in `bytes`, named `path` in locations.
    public static func parse(_ bytes: [UInt8], path: String) -> Result<StringCatalogText, Failure> {
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: Data(bytes))
        } catch {
            let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "it is not JSON"
            return .failure(.unparsable(reason: reason, at: StringsTableText.location(in: reason, path: path, bytes: bytes)))
        }
        guard let catalog = json as? [String: Any], let source = catalog["sourceLanguage"] as? String,
              let strings = catalog["strings"] as? [String: Any] else { return .failure(.notACatalog) }
        var entries: [String: [String: String?]] = [:]
        for (key, entry) in strings {
            var localizations: [String: String?] = [:]
            for (language, value) in (entry as? [String: Any])?["localizations"] as? [String: Any] ?? [:] {
                guard let localization = value as? [String: Any] else { continue }
                localizations[language] = (localization["stringUnit"] as? [String: Any])?["value"] as? String
            }
            entries[key] = localizations
        }
        return .success(StringCatalogText(sourceLanguage: source, strings: entries))
    }
}
