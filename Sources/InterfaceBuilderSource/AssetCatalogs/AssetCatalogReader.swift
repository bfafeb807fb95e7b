import A11yCore
import Hierarchy
import Foundation

/// Reads the named colours of one asset catalog (`.xcassets`): every `NAME.colorset` below it,
/// also inside folder groups, which add `Group/` to the name only when their `Contents.json` says
/// `"provides-namespace": true` (Asset Catalog Format Reference, "Group Type").
enum AssetCatalogReader {
    /// A `Contents.json` larger than this is not read (Xcode writes a few hundred bytes).
    static let maximumContentsSize = 1 << 20
    /// Groups nested deeper than this are not walked.
    static let maximumDepth = 32

    /// What one catalog holds: its colours by name, the names of the colour sets that cannot be
    /// read, and an `ib-asset-catalog` warning for each of those but the ones left unset
    /// (``ColorSetReader/Problem/isUnset``).
    struct Contents {
        var colors: [String: NamedColor] = [:]
        var unreadable: Set<String> = []
        var diagnostics: [Diagnostic] = []
    }

    /// What the catalog at `path` holds, read through `access`; a file or folder in it that
    /// resolves outside `containment` is not read (a colour set there is unreadable, with its warning).
    static func contents(of path: String, containment: PathContainment, reading access: any FileAccess) -> Contents {
        var contents = Contents()
        if let resolved = containment.outside(path) {
            let (message, hint) = containment.refusal(path, resolvesTo: resolved)
            contents.diagnostics.append(Diagnostic(.pathOutsideInput, at: SourceLocation(file: path, line: 1, column: 1),
                                                   "the asset catalog is not read: \(message)", hint: hint))
            return contents
        }
        walk(path, namespace: "", depth: 0, containment: containment, access: access, into: &contents)
        return contents
    }

    private static func walk(_ folder: String, namespace: String, depth: Int, containment: PathContainment, access: any FileAccess,
                             into contents: inout Contents) {
        guard depth <= maximumDepth, let names = access.contents(ofFolder: folder) else { return }
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = (folder as NSString).appendingPathComponent(name)
            guard access.kind(of: path) == .folder else { continue }
            let contentsJSON = (path as NSString).appendingPathComponent("Contents.json")
            guard ["colorset", ""].contains((name as NSString).pathExtension) else { continue }
            if let resolved = containment.outside(contentsJSON) {
                let (message, hint) = containment.refusal(contentsJSON, resolvesTo: resolved)
                contents.unreadable.insert(namespace + (name as NSString).deletingPathExtension)
                contents.diagnostics.append(Diagnostic(.pathOutsideInput, at: SourceLocation(file: contentsJSON, line: 1, column: 1),
                                                       "not read: \(message)", hint: hint))
                continue
            }
            switch (name as NSString).pathExtension {
            case "colorset":
                let colorName = namespace + (name as NSString).deletingPathExtension
                switch read(contentsJSON, access: access) {
                case .failure(let problem):
                    contents.unreadable.insert(colorName)
                    // A colour set left unset (Xcode's template AccentColor) is not a broken one.
                    if problem.isUnset { continue }
                    contents.diagnostics.append(Diagnostic(.assetCatalog, at: SourceLocation(file: contentsJSON, line: problem.line, column: problem.column),
                                                  "the colour '\(colorName)' cannot be read: \(problem.message)", hint: problem.hint))
                case .success(let value):
                    if contents.colors[colorName] == nil { contents.colors[colorName] = NamedColor(name: colorName, light: value.light, dark: value.dark) }
                }
            case "":
                walk(path, namespace: namespace + (providesNamespace(contentsJSON, access: access) ? name + "/" : ""), depth: depth + 1,
                     containment: containment, access: access, into: &contents)
            default:
                continue
            }
        }
    }

    private static func read(_ contents: String, access: any FileAccess) -> Result<(light: NamedColor.Value, dark: NamedColor.Value), ColorSetReader.Problem> {
        switch access.read(contents, limit: maximumContentsSize) {
        case .success(let bytes):
            return ColorSetReader.read(bytes)
        case .failure(.tooLarge(let size)):
            return .failure(ColorSetReader.Problem(message: "Contents.json is \(size) bytes, more than the 1 MiB a11y-check reads"))
        case .failure(.unreadable(let reason)):
            return .failure(ColorSetReader.Problem(message: "Contents.json cannot be read: \(reason)",
                                                   hint: "a colour set is a folder holding a Contents.json"))
        }
    }

    /// Whether the group whose `Contents.json` is at `path` gives its name to what it holds.
    private static func providesNamespace(_ path: String, access: any FileAccess) -> Bool {
        guard case .success(let bytes) = access.read(path, limit: maximumContentsSize),
              let json = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
              let properties = json["properties"] as? [String: Any] else { return false }
        return properties["provides-namespace"] as? Bool ?? false
    }
}
