#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The folders a run may read below: the folder it runs in, its inputs' and the configuration's.
///
/// A path a file names (a spec's `import:`, `app.infoPlist`, `.a11y-check.yml`'s `included:` and
/// `baseline:`) and every file found below a named folder (specs, asset catalogs, an Info.plist
/// beside a storyboard) is resolved with `realpath(3)`, symbolic links included, and read only
/// when the result is one of the roots or below one. A link inside the project that points at
/// `~/.netrc`, or an `import: ../../secrets` that climbs out, is refused before it is opened:
/// whatever is read may end up in a report a CI job publishes. Paths named on the command line
/// are the user's own choice: they are roots, with the folder the command runs in (a CI job's
/// checkout; `/` never counts) and the configuration file's folder.
public struct PathContainment: Sendable {
    /// The resolved folders, without a trailing `/` (except `/` itself).
    public let roots: [String]
    /// Files named on the command line, resolved: read wherever they point.
    public let namedFiles: Set<String>

    /// Roots from the command line's `inputs` (a folder is a root; a named file is read wherever
    /// it points and its folder is a root; the folder above a localization folder such as
    /// `Base.lproj` is one too, as Xcode keeps the Info.plist and asset catalogs there), the
    /// configuration's folder, when there is one, and `workingDirectory` (unless it is `/`).
    /// Inputs that do not exist add nothing (reading them fails on its own).
    public init(inputs: [String], configurationFolder: String? = nil,
                workingDirectory: String? = FileManager.default.currentDirectoryPath) {
        var roots: [String] = []
        var files: Set<String> = []
        for input in inputs {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) else { continue }
            let folder = isDirectory.boolValue ? input : Self.folder(of: input)
            if !isDirectory.boolValue, let resolved = Self.resolve(input) { files.insert(resolved) }
            guard let resolved = Self.resolve(folder) else { continue }
            roots.append(resolved)
            if resolved.hasSuffix(".lproj") { roots.append(Self.folder(of: resolved)) }
        }
        if let configurationFolder, let resolved = Self.resolve(configurationFolder) { roots.append(resolved) }
        if let workingDirectory, let resolved = Self.resolve(workingDirectory), resolved != "/" { roots.append(resolved) }
        self.roots = Array(Set(roots)).sorted()
        namedFiles = files
    }

    /// Where `path` really is when it is outside every root (the resolved path, for the message);
    /// nil when it may be read. A path that does not exist is resolved as far as it exists.
    public func outside(_ path: String) -> String? {
        let resolved = Self.resolve(path) ?? Self.resolveExisting(path)
        if namedFiles.contains(resolved) || roots.contains(where: { Self.isWithin(resolved, $0) }) { return nil }
        return resolved
    }

    /// The message and hint of a refusal of `written` (the path as a file or the command line
    /// wrote it), which resolves to `resolved`.
    public func refusal(_ written: String, resolvesTo resolved: String) -> (message: String, hint: String) {
        let target = written == resolved ? "" : " (it resolves to \(resolved))"
        return ("'\(written)' is outside the folders this run reads\(target)",
                "a11y-check reads only below the folder it runs in, the folders named on the command line and the folder of "
                    + ".a11y-check.yml (\(roots.isEmpty ? "none" : roots.joined(separator: ", "))); move the file inside, or run from a folder that holds both")
    }

    /// True when `path` (resolved) is `root` or below it.
    public static func isWithin(_ path: String, _ root: String) -> Bool {
        path == root || path.hasPrefix(root == "/" ? "/" : root + "/")
    }

    /// `path` with every symbolic link resolved, absolute; nil when it does not exist.
    public static func resolve(_ path: String) -> String? {
        guard let pointer = realpath(path.isEmpty ? "." : path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// The folder `path` is in (`.` for a bare name).
    static func folder(of path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }

    /// A path that does not exist, resolved as far as it exists: its nearest existing ancestor
    /// resolved, then the rest with `.` and `..` applied.
    private static func resolveExisting(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var components = absolute.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        var rest: [String] = []
        while !components.isEmpty {
            if let base = resolve("/" + components.joined(separator: "/")) {
                return normalise(base, rest)
            }
            rest.insert(components.removeLast(), at: 0)
        }
        return normalise("/", rest)
    }

    private static func normalise(_ base: String, _ rest: [String]) -> String {
        var parts = base.split(separator: "/").map(String.init)
        for part in rest {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }
}

extension PathContainment {
    /// A `spec-path-outside-input` diagnostic for each of `paths` (as written in the
    /// configuration file, relative to its `folder`, globs allowed) that leads outside `folder`:
    /// `included: [../outside]` and `baseline: /home/me/.netrc` are refused where they are written.
    public static func outsideFolder(_ paths: [(path: String, location: SourceLocation)], folder: String, key: String) -> [Diagnostic] {
        let containment = PathContainment(inputs: [folder], workingDirectory: nil)
        return paths.compactMap { entry in
            let path = entry.path.hasPrefix("/") ? entry.path : (folder as NSString).appendingPathComponent(entry.path)
            guard let resolved = containment.outside(path) else { return nil }
            return Diagnostic(.pathOutsideInput, at: entry.location,
                              "'\(entry.path)' in \(key) is outside the configuration's folder (it resolves to \(resolved))",
                              hint: "paths in .a11y-check.yml are relative to its folder and stay inside it; name a folder outside it on the command line instead")
        }
    }
}
