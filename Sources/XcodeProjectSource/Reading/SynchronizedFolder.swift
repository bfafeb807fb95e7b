import Foundation

/// The files of a `PBXFileSystemSynchronizedRootGroup` (Xcode 16) a target builds: every file
/// below the folder, hidden ones and the `membershipExceptions` of the target's exception sets
/// left out, asset catalogs not entered, and of an interface file localized in several
/// `.lproj` folders only the `Base.lproj` one (else the development region's, else the first).
enum SynchronizedFolder {
    /// The most entries one folder walk visits: a guard against a folder that is not a project's.
    static let maximumEntries = 200_000

    /// The files below `folder` minus `exceptions` (paths relative to it), sorted; nil when the
    /// folder does not exist.
    static func files(in folder: String, exceptions: Set<String>, developmentRegion: String?) -> [String]? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else { return nil }
        var walk = Walk(exceptions: exceptions)
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
        var files: [String] = []
        /// Interface files inside `.lproj` folders, by their path with the `.lproj` folder left out.
        var localized: [String: [String]] = [:]
        var entries = 0
        var walked: Set<[UInt64]> = []

        init(exceptions: Set<String>) {
            self.exceptions = exceptions
        }

        mutating func visit(_ folder: String, relative: String) {
            var status = stat()
            guard stat(folder, &status) == 0, walked.insert([UInt64(status.st_dev), UInt64(status.st_ino)]).inserted,
                  let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
            for name in names.sorted() where !name.hasPrefix(".") {
                entries += 1
                guard entries <= SynchronizedFolder.maximumEntries else { return }
                let path = (folder as NSString).appendingPathComponent(name)
                let inFolder = relative.isEmpty ? name : relative + "/" + name
                guard !exceptions.contains(inFolder) else { continue }
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
                let fileExtension = (name as NSString).pathExtension.lowercased()
                if isDirectory.boolValue && fileExtension != "xcassets" {
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
