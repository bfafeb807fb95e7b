import A11yCore
import Foundation

/// The files of a `PBXFileSystemSynchronizedRootGroup` (Xcode 16) a target builds: every file
/// below the folder, hidden ones and the `membershipExceptions` of the target's exception sets
/// left out, asset catalogs not entered, and of an interface file localized in several
/// `.lproj` folders only the `Base.lproj` one (else the development region's, else the first).
/// A folder is walked once per project (``listing(of:files:)``), however many targets build it;
/// each target's exceptions are then taken out of the listing (``files(of:exceptions:developmentRegion:)``).
enum SynchronizedFolder {
    /// The most entries one folder walk visits: a guard against a folder that is not a project's.
    static let maximumEntries = 200_000

    /// The deepest folder one walk enters: a guard against a symbolic link to a folder above.
    static let maximumDepth = 64

    /// What one walk below a folder found, before any target's exceptions, in the order met.
    struct Listing {
        /// The files a11y-check reads (by ``FileKind``), outside `.lproj` folders.
        fileprivate var files: [Entry] = []
        /// Interface and strings files inside `.lproj` folders, each with its path with the
        /// `.lproj` folder left out (what its localizations share).
        fileprivate var localized: [(name: String, entry: Entry)] = []
    }

    /// A file met by the walk: its path relative to the folder (what exceptions name) and as read.
    fileprivate struct Entry {
        let relative: String
        let path: String
    }

    /// The listing of `folder`, listed through `files`; nil when the folder does not exist.
    static func listing(of folder: String, files: any FileAccess) -> Listing? {
        guard files.kind(of: folder) == .folder else { return nil }
        var walk = Walk(files: files)
        walk.visit(folder, relative: "")
        return walk.listing
    }

    /// The files of `listing` a target builds: those neither named by `exceptions` (paths
    /// relative to the folder) nor below a folder they name, sorted as met, then one file per
    /// localized name.
    static func files(of listing: Listing, exceptions: Set<String>, developmentRegion: String?) -> [String] {
        let kept = { (entry: Entry) in !isExcepted(entry.relative, exceptions) }
        var localized: [String: [String]] = [:]
        for (name, entry) in listing.localized where kept(entry) { localized[name, default: []].append(entry.path) }
        return listing.files.filter(kept).map(\.path) + Self.localized(localized, developmentRegion: developmentRegion)
    }

    /// Whether `relative` or a folder above it is among `exceptions`.
    private static func isExcepted(_ relative: String, _ exceptions: Set<String>) -> Bool {
        guard !exceptions.isEmpty else { return false }
        if exceptions.contains(relative) { return true }
        let bytes = relative.utf8
        var end = bytes.endIndex
        while let slash = bytes[..<end].lastIndex(of: UInt8(ascii: "/")) {
            if exceptions.contains(String(relative[..<slash])) { return true }
            end = slash
        }
        return false
    }

    /// The name of the folder holding `path` (`fr.lproj` for `App/fr.lproj/Main.storyboard`).
    private static func parentName(of path: String) -> Substring {
        let bytes = path.utf8
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        let start = bytes[..<slash].lastIndex(of: UInt8(ascii: "/")).map { bytes.index(after: $0) } ?? bytes.startIndex
        return path[start..<slash]
    }

    /// One file per localized name: of an interface file, `Base.lproj`, else the development
    /// region's, else the first; of the `Localizable` strings table, the development region's,
    /// else `Base.lproj`'s.
    private static func localized(_ byName: [String: [String]], developmentRegion: String?) -> [String] {
        byName.keys.sorted().compactMap { name in
            let paths = byName[name]!.sorted()
            func inFolder(_ lproj: String) -> String? {
                paths.first { parentName(of: $0) == lproj }
            }
            if FileKind(path: name) == .strings {
                return inFolder("\(developmentRegion ?? "en").lproj") ?? inFolder("Base.lproj")
            }
            return inFolder("Base.lproj") ?? developmentRegion.flatMap { inFolder("\($0).lproj") } ?? paths.first
        }
    }

    private struct Walk {
        let access: any FileAccess
        var listing = Listing()
        var entries = 0
        var depth = 0

        init(files: any FileAccess) {
            access = files
        }

        mutating func visit(_ folder: String, relative: String) {
            guard depth < SynchronizedFolder.maximumDepth, let names = access.contents(ofFolder: folder) else { return }
            depth += 1
            defer { depth -= 1 }
            let inLproj = PathExtension.of(folder).lowercased() == "lproj"
            for name in names where !name.hasPrefix(".") {
                entries += 1
                guard entries <= SynchronizedFolder.maximumEntries else { return }
                let path = (folder as NSString).appendingPathComponent(name)
                let inFolder = relative.isEmpty ? name : relative + "/" + name
                guard let kind = access.kind(of: path) else { continue }
                if kind == .folder && PathExtension.of(name).lowercased() != "xcassets" {
                    visit(path, relative: inFolder)
                    continue
                }
                let fileKind = FileKind(path: name)
                if inLproj, fileKind == .interface || fileKind == .strings {
                    let localizedName = ((relative as NSString).deletingLastPathComponent as NSString).appendingPathComponent(name)
                    listing.localized.append((localizedName, Entry(relative: inFolder, path: path)))
                } else if fileKind != nil {
                    listing.files.append(Entry(relative: inFolder, path: path))
                }
            }
        }
    }
}
