import A11yCore
import Foundation

/// The files of a `PBXFileSystemSynchronizedRootGroup` (Xcode 16) a target builds: every file
/// below the folder, hidden ones and the `membershipExceptions` of the target's exception sets
/// left out, asset catalogs not entered, and of an interface file localized in several
/// `.lproj` folders only the `Base.lproj` one (else the development region's, else the first).
enum SynchronizedFolder {
    /// The most entries one folder walk visits: a guard against a folder that is not a project's.
    static let maximumEntries = 200_000

    /// The deepest folder one walk enters: a guard against a symbolic link to a folder above.
    static let maximumDepth = 64

    /// The files below `folder` minus `exceptions` (paths relative to it), sorted, listed through
    /// `files`; nil when the folder does not exist.
    static func files(in folder: String, exceptions: Set<String>, developmentRegion: String?, files: any FileAccess) -> [String]? {
        guard files.kind(of: folder) == .folder else { return nil }
        var walk = Walk(exceptions: exceptions, files: files)
        walk.visit(folder, relative: "")
        return walk.files + Self.localized(walk.localized, developmentRegion: developmentRegion)
    }

    /// One file per localized name: of an interface file, `Base.lproj`, else the development
    /// region's, else the first; of the `Localizable` strings table, the development region's,
    /// else `Base.lproj`'s.
    private static func localized(_ byName: [String: [String]], developmentRegion: String?) -> [String] {
        byName.keys.sorted().compactMap { name in
            let paths = byName[name]!.sorted()
            func inFolder(_ lproj: String) -> String? {
                paths.first { (($0 as NSString).deletingLastPathComponent as NSString).lastPathComponent == lproj }
            }
            if FileKind(path: name) == .strings {
                return inFolder("\(developmentRegion ?? "en").lproj") ?? inFolder("Base.lproj")
            }
            return inFolder("Base.lproj") ?? developmentRegion.flatMap { inFolder("\($0).lproj") } ?? paths.first
        }
    }

    private struct Walk {
        let exceptions: Set<String>
        let access: any FileAccess
        var files: [String] = []
        /// Interface files inside `.lproj` folders, by their path with the `.lproj` folder left out.
        var localized: [String: [String]] = [:]
        var entries = 0
        var depth = 0

        init(exceptions: Set<String>, files: any FileAccess) {
            self.exceptions = exceptions
            access = files
        }

        mutating func visit(_ folder: String, relative: String) {
            guard depth < SynchronizedFolder.maximumDepth, let names = access.contents(ofFolder: folder) else { return }
            depth += 1
            defer { depth -= 1 }
            for name in names where !name.hasPrefix(".") {
                entries += 1
                guard entries <= SynchronizedFolder.maximumEntries else { return }
                let path = (folder as NSString).appendingPathComponent(name)
                let inFolder = relative.isEmpty ? name : relative + "/" + name
                guard !exceptions.contains(inFolder) else { continue }
                guard let kind = access.kind(of: path) else { continue }
                let fileExtension = (name as NSString).pathExtension.lowercased()
                if kind == .folder && fileExtension != "xcassets" {
                    visit(path, relative: inFolder)
                } else if (folder as NSString).pathExtension.lowercased() == "lproj", FileKind(path: name) == .interface || FileKind(path: name) == .strings {
                    let key = ((relative as NSString).deletingLastPathComponent as NSString).appendingPathComponent(name)
                    localized[key, default: []].append(path)
                } else if FileKind(path: name) != nil {
                    files.append(path)
                }
            }
        }
    }
}
