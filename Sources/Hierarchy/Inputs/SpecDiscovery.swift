import A11yCore
import Foundation

/// Finds the spec files a run reads: every named file, and every file below a named directory
/// whose extension a spec source reads (hidden files and directories skipped), sorted so output
/// is deterministic; and the resource folders a source reads beside its files (asset catalogs,
/// `.xcassets`) below the named directories, which are never searched for specs. A folder that
/// cannot be listed, named or found below a named one, is an ``InputError`` naming it, never
/// skipped in silence; a folder reached twice (a symbolic link to an ancestor) is walked once.
public enum SpecDiscovery {
    /// Expands `paths` to files, looking below directories for `extensions` and for folders with
    /// the extensions `resourceFolders` (both lowercased); a path that does not exist is an
    /// ``InputError``.
    public static func files(in paths: [String], extensions: Set<String>,
                             resourceFolders: Set<String>) -> (files: [String], errors: [InputError], resources: [String]) {
        var walk = Walk(extensions: extensions, resourceFolders: resourceFolders)
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                walk.errors.append(InputError(path: path, reason: "no such file or directory"))
                continue
            }
            if isDirectory.boolValue {
                var found: [String] = []
                var resources: [String] = []
                walk.visit(path, into: &found, resources: &resources)
                walk.files += found.sorted()
                walk.resources += resources.sorted()
            } else {
                walk.files.append(path)
            }
        }
        // One path's walk names each file once (a folder is walked once, by its inode); paths that
        // overlap (`Sources Sources/App`) can name one twice, in two spellings.
        guard paths.count > 1 else { return (walk.files, walk.errors, walk.resources) }
        var seen = Set<String>()
        var seenResources = Set<String>()
        return (walk.files.filter { seen.insert(($0 as NSString).standardizingPath).inserted }, walk.errors,
                walk.resources.filter { seenResources.insert(($0 as NSString).standardizingPath).inserted })
    }

    /// One discovery: what it found, what it could not read, and the folders it has walked.
    private struct Walk {
        let extensions: Set<String>
        let resourceFolders: Set<String>
        var files: [String] = []
        var errors: [InputError] = []
        var resources: [String] = []
        /// The folders walked, by device and inode.
        private var walked: Set<[UInt64]> = []

        init(extensions: Set<String>, resourceFolders: Set<String>) {
            self.extensions = extensions
            self.resourceFolders = resourceFolders
        }

        /// Adds the spec files below the folder `directory` to `found`, and the resource folders
        /// below it, which it does not enter, to `resources`.
        mutating func visit(_ directory: String, into found: inout [String], resources: inout [String]) {
            var status = stat()
            guard stat(directory, &status) == 0 else {
                errors.append(InputError(path: directory, reason: "the folder cannot be read: \(BoundedFileReader.reason(errno))"))
                return
            }
            guard walked.insert([UInt64(status.st_dev), UInt64(status.st_ino)]).inserted else { return }
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: directory)
            } catch {
                errors.append(InputError(path: directory, reason: "the folder cannot be read: \(Self.reason(directory))"))
                return
            }
            for name in names.sorted() where !name.hasPrefix(".") {
                let path = (directory as NSString).appendingPathComponent(name)
                var isDirectory: ObjCBool = false
                let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
                if exists && isDirectory.boolValue && resourceFolders.contains(PathExtension.of(name).lowercased()) {
                    resources.append(path)
                } else if exists && isDirectory.boolValue {
                    visit(path, into: &found, resources: &resources)
                } else if extensions.contains(PathExtension.of(name).lowercased()) {
                    found.append(path)
                }
            }
        }

        /// Why `directory` cannot be listed, from `opendir`'s error.
        private static func reason(_ directory: String) -> String {
            guard let handle = opendir(directory) else { return BoundedFileReader.reason(errno) }
            closedir(handle)
            return "it could not be listed"
        }
    }
}
