import A11yCore
import Foundation

/// The Xcode projects deeper in a folder that holds none directly: what a run at a repository's
/// root (`a11y-check lint .`, where the app's project sits in `src/App/`) reads as loose files,
/// without the targets' devices, orientations, launch screen and Swift files, and could lint as a
/// project instead.
///
/// The walk is shallow and skips what is not the team's app: hidden folders, the dependency and
/// build folders (`Pods`, `Carthage`, `node_modules`, `DerivedData`, `build`, `vendor`), and the
/// inside of any folder with an extension (a project, a workspace, an asset catalog, a bundle).
/// Beside a workspace, a folder's projects are left out (CocoaPods' `App.xcworkspace` holds
/// `App.xcodeproj`), and so are the projects a workspace found lists. A project or workspace
/// without the file Xcode reads from it is not one (``GeneratedProject``).
public enum NestedProjects {
    /// How many folders below the named one the walk looks into.
    static let maximumDepth = 5

    /// Folders that hold other people's projects or build products.
    static let skippedFolders: Set<String> = ["Pods", "Carthage", "node_modules", "DerivedData", "build", "vendor"]

    /// The workspaces and projects below `folder` (not directly in it), nearest first, each
    /// spelled from `folder`'s own spelling (`src/App/App.xcodeproj` below `.`); empty when the
    /// folder is a project or workspace or holds one directly, since a run then reads it as one.
    public static func below(_ folder: String, files: any FileAccess = DiskFileAccess()) -> [String] {
        guard !isProject(folder), let names = files.contents(ofFolder: folder),
              !names.contains(where: { isProject($0) && GeneratedProject.isWritten(join(folder, $0), files: files) }) else { return [] }
        var found: [(depth: Int, path: String)] = []
        var queue = subfolders(of: folder, names: names).map { (depth: 1, path: $0) }
        var next = 0
        while next < queue.count {
            let (depth, path) = queue[next]
            next += 1
            guard let entries = files.contents(ofFolder: path) else { continue }
            let written = entries.filter { isProject($0) && GeneratedProject.isWritten(join(path, $0), files: files) }
            let workspaces = written.filter(isWorkspace)
            let projects = written.filter { !isWorkspace($0) }
            found += (workspaces.isEmpty ? projects : workspaces).map { (depth, join(path, $0)) }
            if depth < maximumDepth {
                queue += subfolders(of: path, names: entries).map { (depth + 1, $0) }
            }
        }
        // A workspace's own projects are linted through it.
        let listed = Set(found.filter { isWorkspace($0.path) }.flatMap { WorkspaceReader.projects(in: $0.path, files: files).projects }
            .map(identity))
        return found.filter { !listed.contains(identity($0.path)) }.sorted { ($0.depth, $0.path) < ($1.depth, $1.path) }.map(\.path)
    }

    /// True for a workspace's path.
    private static func isWorkspace(_ path: String) -> Bool {
        PathExtension.of(path) == "xcworkspace"
    }

    /// `path` standardized, so that two spellings of one project compare equal.
    private static func identity(_ path: String) -> String {
        (path as NSString).standardizingPath
    }

    /// True for a workspace or project name.
    private static func isProject(_ name: String) -> Bool {
        ["xcodeproj", "xcworkspace"].contains(PathExtension.of(name))
    }

    /// The entries of `folder` worth walking into: not hidden, without an extension, not a
    /// dependency or build folder. Whether each is a folder is left to the walk.
    private static func subfolders(of folder: String, names: [String]) -> [String] {
        names.filter { !$0.hasPrefix(".") && PathExtension.of($0).isEmpty && !skippedFolders.contains($0) }
            .map { join(folder, $0) }
    }

    /// `components` below `folder`, without a leading `./` for the current folder.
    private static func join(_ folder: String, _ components: String...) -> String {
        let tail = components.joined(separator: "/")
        if folder == "." { return tail }
        return folder.hasSuffix("/") ? folder + tail : folder + "/" + tail
    }
}
