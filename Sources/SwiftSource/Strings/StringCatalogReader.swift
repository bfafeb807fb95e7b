import A11yCore
import Foundation

/// Reads a string catalog (`Localizable.xcstrings`, JSON): each key's
/// `localizations.LANGUAGE.stringUnit.value` in the language asked, else in `sourceLanguage`. A
/// key of the catalog with no entry in the source language is its own text (Xcode writes the
/// source language's entry only when it differs from the key); a key whose text varies (plural
/// or device `variations`) is left out, so what code shows with it stays unknown.
enum StringCatalogReader {
    static func read(_ bytes: [UInt8], path: String, language: String?) -> Result<LocalizedStrings, LocalizedStringsError> {
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: Data(bytes))
        } catch {
            let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "it is not JSON"
            return .failure(LocalizedStringsError(location: StringsTableText.location(in: reason, path: path, bytes: bytes),
                                                  message: "this string catalog cannot be read: \(reason)", hint: "Xcode writes string catalogs as JSON; open the file in Xcode to repair it"))
        }
        guard let catalog = json as? [String: Any], let source = catalog["sourceLanguage"] as? String,
              let strings = catalog["strings"] as? [String: Any] else {
            return .failure(LocalizedStringsReader.error(path, "this string catalog has no \"sourceLanguage\" or \"strings\""))
        }
        let wanted = language ?? source
        var values: [String: String] = [:]
        for (key, entry) in strings {
            let localization = ((entry as? [String: Any])?["localizations"] as? [String: Any])?[wanted] as? [String: Any]
            if let unit = localization?["stringUnit"] as? [String: Any], let value = unit["value"] as? String {
                values[key] = value
            } else if localization == nil, wanted == source {
                values[key] = key
            }
        }
        return .success(LocalizedStrings(path: path, language: wanted, values: values))
    }
}
