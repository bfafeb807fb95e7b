import A11yCore
import Foundation

/// Reads a target's Info.plist file (XML, binary or old-style) into plain values.
enum InfoPlistFile {
    /// The top-level keys of the file at `path` (read through `files`), or nil with a warning
    /// located at `reference` (the `INFOPLIST_FILE` setting, found only then) when it cannot be
    /// read or is not a dictionary.
    /// A `preprocessed` file (`INFOPLIST_PREPROCESS`) goes through `InfoPlistPreprocessor` first,
    /// with `definitions` (nil: unknown).
    static func read(path: String, files: any FileAccess, preprocessed: Bool = false, definitions: Set<String>? = nil,
                     referencedAt reference: () -> SourceLocation, diagnostics: inout [Diagnostic]) -> [String: PlistValue]? {
        let problem: String
        switch files.read(path, limit: 16 << 20) {
        case .success(var bytes):
            if preprocessed, let text = String(bytes: bytes, encoding: .utf8), text.contains("#") {
                switch InfoPlistPreprocessor.evaluate(text, definitions: definitions) {
                case .success(let output): bytes = Array(output.utf8)
                case .failure(let unknown):
                    problem = "is preprocessed (INFOPLIST_PREPROCESS) and \(unknown.reason)"
                    diagnostics.append(Diagnostic(xcode: .infoPlist, at: reference(), "the Info.plist \(path) (INFOPLIST_FILE) \(problem)",
                                                  hint: "the keys it would give (orientations, launch and main storyboards) are unknown"))
                    return nil
                }
            }
            if let plist = try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil) as? [String: Any] {
                return plist.mapValues(PlistValue.init)
            }
            problem = "is not a property list dictionary"
        case .failure(.tooLarge(let size)):
            problem = "is \(size) bytes, more than the 16 MiB a11y-check reads"
        case .failure(.unreadable(let reason)):
            problem = "cannot be read: \(reason)"
        }
        diagnostics.append(Diagnostic(xcode: .infoPlist, at: reference(), "the Info.plist \(path) (INFOPLIST_FILE) \(problem)",
                                      hint: "the keys it would give (orientations, launch and main storyboards) are unknown"))
        return nil
    }
}
