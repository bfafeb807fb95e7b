import A11yCore
import Hierarchy
import Foundation

/// Gives storyboards and xibs the light and dark values of their named colours from the app's
/// asset catalogs: those among the run's inputs, and those beside each storyboard or xib (in its
/// folder, or in the folder above a localization folder such as `Base.lproj`, where Xcode keeps
/// `Assets.xcassets`). A named colour no catalog has keeps the light value the document stores,
/// and its dark value is unknown.
public enum AssetCatalogs {
    /// The asset catalogs beside the Interface Builder file `path`, sorted by path, listed through `access`.
    public static func beside(_ path: String, reading access: any FileAccess = DiskFileAccess()) -> [String] {
        let folder = (path as NSString).deletingLastPathComponent
        var folders = [folder]
        if folder.hasSuffix(".lproj") { folders.append((folder as NSString).deletingLastPathComponent) }
        return folders.flatMap { folder in
            let names = access.contents(ofFolder: folder.isEmpty ? "." : folder) ?? []
            return names.filter { PathExtension.of($0).lowercased() == "xcassets" }.sorted()
                .map { (folder as NSString).appendingPathComponent($0) }
        }
    }

    /// Replaces the named colours of the storyboards and xibs among `files` by the colours of the
    /// catalogs `given` and those beside each file (the first catalog that has a name wins);
    /// returns the catalogs' warnings and an `ib-unresolved-color` note for each named colour no
    /// catalog has (one whose colour set cannot be read has its warning instead), at its first use
    /// in each file (held by a file that says it is a launch screen, ``SpecFile/heldDiagnostics``). Catalogs are read through `access` (the disk, or a diff side's revision or
    /// folder) only when some file names a colour, and only inside `containment`: a colour set or
    /// `Contents.json` that resolves outside it is not read.
    public static func apply(given: [String], to files: inout [SpecFile], containment: PathContainment,
                             reading access: any FileAccess = DiskFileAccess()) -> [Diagnostic] {
        var cache = Cache(containment: containment, access: access)
        var notes: [Diagnostic] = []
        for index in files.indices where isInterfaceBuilder(files[index].path) && !files[index].colors.isEmpty {
            let catalogs = given + beside(files[index].path, reading: access)
            var lookup: [String: NamedColor] = [:]
            var unreadable: Set<String> = []
            for catalog in catalogs {
                let contents = cache.contents(of: catalog)
                lookup.merge(contents.colors) { first, _ in first }
                unreadable.formUnion(contents.unreadable)
            }
            let fileNotes = replaceColors(in: &files[index], from: lookup).filter { !unreadable.contains($0.name) }.map(\.note)
            if files[index].launchScreenAttribute == nil { notes += fileNotes } else { files[index].heldDiagnostics += fileNotes }
        }
        return cache.diagnostics + notes
    }

    /// Each catalog read once per run.
    private struct Cache {
        let containment: PathContainment
        let access: any FileAccess
        private var read: [String: AssetCatalogReader.Contents] = [:]
        private(set) var diagnostics: [Diagnostic] = []

        init(containment: PathContainment, access: any FileAccess) {
            self.containment = containment
            self.access = access
        }

        mutating func contents(of catalog: String) -> AssetCatalogReader.Contents {
            let key = (catalog as NSString).standardizingPath
            if let known = read[key] { return known }
            let found = AssetCatalogReader.contents(of: catalog, containment: containment, reading: access)
            read[key] = found
            diagnostics += found.diagnostics
            return found
        }
    }

    private static func isInterfaceBuilder(_ path: String) -> Bool {
        ["storyboard", "xib"].contains(PathExtension.of(path).lowercased())
    }

    /// The file with each named colour `lookup` has replaced, in `colors` and wherever a screen
    /// uses it (also in size-class variations); returns the named colours left with an unknown
    /// dark value that the screens use, each at its first use.
    static func replaceColors(in file: inout SpecFile, from lookup: [String: NamedColor]) -> [UnresolvedColor] {
        guard file.colors.contains(where: { lookup[$0.name] != nil || $0.dark == nil }) else { return [] }
        file.colors = file.colors.map { lookup[$0.name] ?? $0 }
        var unresolved: [String: SourceLocation] = [:]
        file.updateColors { color in
            guard case .named(let named) = color.value else { return nil }
            if let found = lookup[named.name] { return found == named ? nil : Located(.named(found), at: color.location) }
            if named.dark == nil, unresolved[named.name].map({ color.location < $0 }) ?? true { unresolved[named.name] = color.location }
            return nil
        }
        return unresolved.map { UnresolvedColor(name: $0.key, firstUse: $0.value) }.sorted { ($0.firstUse, $0.name) < ($1.firstUse, $1.name) }
    }
}
