import A11yCore
import A11yModel
import Foundation

/// Gives storyboards and xibs the light and dark values of their named colours from the app's
/// asset catalogs: those among the run's inputs, and those beside each storyboard or xib (in its
/// folder, or in the folder above a localization folder such as `Base.lproj`, where Xcode keeps
/// `Assets.xcassets`). A named colour no catalog has keeps the light value the document stores.
public enum AssetCatalogs {
    /// The asset catalogs (`.xcassets` folders) among `paths`, the other paths, and an
    /// ``InputError`` for each catalog that is not a folder.
    public static func split(_ paths: [String]) -> (catalogs: [String], others: [String], errors: [InputError]) {
        let isCatalog = { (path: String) in (path as NSString).pathExtension.lowercased() == "xcassets" }
        var catalogs: [String] = []
        var errors: [InputError] = []
        for path in paths.filter(isCatalog) {
            var isDirectory: ObjCBool = false
            if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
                errors.append(InputError(path: path, reason: "no such file or directory"))
            } else if !isDirectory.boolValue {
                errors.append(InputError(path: path, reason: "an asset catalog is a folder"))
            } else {
                catalogs.append(path)
            }
        }
        return (catalogs, paths.filter { !isCatalog($0) }, errors)
    }

    /// The asset catalogs beside the Interface Builder file `path`, sorted by path.
    public static func beside(_ path: String) -> [String] {
        let folder = (path as NSString).deletingLastPathComponent
        var folders = [folder]
        if folder.hasSuffix(".lproj") { folders.append((folder as NSString).deletingLastPathComponent) }
        return folders.flatMap { folder in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
            return names.filter { ($0 as NSString).pathExtension.lowercased() == "xcassets" }.sorted()
                .map { (folder as NSString).appendingPathComponent($0) }
        }
    }

    /// Replaces the named colours of the storyboards and xibs among `files` by the colours of the
    /// catalogs `given` and those beside each file (the first catalog that has a name wins);
    /// returns the catalogs' warnings. Catalogs are read only when some file names a colour.
    public static func apply(given: [String], to files: inout [SpecFile]) -> [Diagnostic] {
        var cache = Cache()
        for index in files.indices where isInterfaceBuilder(files[index].path) && !files[index].colors.isEmpty {
            let catalogs = given + beside(files[index].path)
            var lookup: [String: NamedColor] = [:]
            for catalog in catalogs {
                lookup.merge(cache.colors(in: catalog)) { first, _ in first }
            }
            replaceColors(in: &files[index], from: lookup)
        }
        return cache.diagnostics
    }

    /// Each catalog read once per run.
    private struct Cache {
        private var read: [String: [String: NamedColor]] = [:]
        private(set) var diagnostics: [Diagnostic] = []

        mutating func colors(in catalog: String) -> [String: NamedColor] {
            let key = (catalog as NSString).standardizingPath
            if let known = read[key] { return known }
            let found = AssetCatalogReader.colors(in: catalog)
            read[key] = found.colors
            diagnostics += found.diagnostics
            return found.colors
        }
    }

    private static func isInterfaceBuilder(_ path: String) -> Bool {
        ["storyboard", "xib"].contains((path as NSString).pathExtension.lowercased())
    }

    /// The file with each named colour `lookup` has replaced, in `colors` and wherever a screen uses it.
    static func replaceColors(in file: inout SpecFile, from lookup: [String: NamedColor]) {
        guard file.colors.contains(where: { lookup[$0.name] != nil }) else { return }
        file.colors = file.colors.map { lookup[$0.name] ?? $0 }
        func replaced(_ color: Located<ColorValue>?) -> Located<ColorValue>? {
            guard let color, case .named(let named) = color.value, let found = lookup[named.name] else { return color }
            return Located(.named(found), at: color.location)
        }
        func element(_ element: Element) -> Element {
            var result = element
            if let color = replaced(element.textColor), color != element.textColor { result.textColor = color }
            if let color = replaced(element.backgroundColor), color != element.backgroundColor { result.backgroundColor = color }
            if !element.children.isEmpty { result.children = element.children.map(element(_:)) }
            return result
        }
        for index in file.screens.indices {
            file.screens[index].backgroundColor = replaced(file.screens[index].backgroundColor)
            file.screens[index].rootView = file.screens[index].rootView.map(element(_:))
            file.screens[index].view = file.screens[index].view.map(element(_:))
            if let titleView = file.screens[index].navigationItem?.titleView {
                file.screens[index].navigationItem?.titleView = element(titleView)
            }
        }
    }
}
