import A11yModel
import Foundation
import YAMLSource

/// Finds the spec files a run reads: every named file, and every file below a named directory
/// whose extension a spec source reads (hidden files and directories skipped), sorted so output
/// is deterministic.
public enum SpecDiscovery {
    /// Expands `paths` to files, looking below directories for `extensions` (lowercased); a path
    /// that does not exist is an ``InputError``.
    public static func files(in paths: [String], extensions: Set<String>) -> (files: [String], errors: [InputError]) {
        var files: [String] = []
        var errors: [InputError] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                errors.append(InputError(path: path, reason: "no such file or directory"))
                continue
            }
            if !isDirectory.boolValue {
                files.append(path)
                continue
            }
            guard let enumerator = manager.enumerator(atPath: path) else {
                errors.append(InputError(path: path, reason: "the directory cannot be read"))
                continue
            }
            var found: [String] = []
            while let relative = enumerator.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                if name.hasPrefix(".") {
                    enumerator.skipDescendants()
                    continue
                }
                if extensions.contains((name as NSString).pathExtension.lowercased()) {
                    found.append((path as NSString).appendingPathComponent(relative))
                }
            }
            files += found.sorted()
        }
        var seen = Set<String>()
        return (files.filter { seen.insert(($0 as NSString).standardizingPath).inserted }, errors)
    }
}
