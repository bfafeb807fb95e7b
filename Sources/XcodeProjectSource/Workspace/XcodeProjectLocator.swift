import A11yCore
import Foundation

/// Finds the Xcode projects a path names: a `.xcodeproj`, the projects a `.xcworkspace` lists,
/// or those of the workspaces and projects directly inside a folder. In a folder, a project that
/// holds no `project.pbxproj`, or a workspace no `contents.xcworkspacedata`, is not one: a team
/// that generates its project (XcodeGen's `project.yml`, Tuist's `Project.swift`) commits at most
/// its shared schemes and settings (``GeneratedProject``), and the folder is then read as files.
public enum XcodeProjectLocator {
    /// What a path names.
    public struct Found: Sendable {
        /// The `.xcodeproj` folders, each once, in order.
        public let projects: [String]
        /// What reading the workspaces met.
        public let diagnostics: [Diagnostic]
    }

    /// The projects `path` names or holds directly, looked for through `files`; nil when it is
    /// neither a project nor a workspace and its folder holds none.
    public static func projects(at path: String, files: any FileAccess = DiskFileAccess()) -> Found? {
        let fileExtension = (path as NSString).pathExtension.lowercased()
        if fileExtension == "xcodeproj" { return Found(projects: [path], diagnostics: []) }
        if fileExtension == "xcworkspace" {
            let read = WorkspaceReader.projects(in: path, files: files)
            return Found(projects: unique(read.projects), diagnostics: read.diagnostics)
        }
        guard let names = files.contents(ofFolder: path) else { return nil }
        var projects: [String] = []
        var diagnostics: [Diagnostic] = []
        let inside = { (name: String) in path == "." ? name : (path as NSString).appendingPathComponent(name) }
        for name in names.sorted() where !name.hasPrefix(".") && (name as NSString).pathExtension.lowercased() == "xcworkspace"
            && GeneratedProject.isWritten(inside(name), files: files) {
            let read = WorkspaceReader.projects(in: inside(name), files: files)
            projects += read.projects.filter { GeneratedProject.isWritten($0, files: files) }
            diagnostics += read.diagnostics
        }
        for name in names.sorted() where !name.hasPrefix(".") && (name as NSString).pathExtension.lowercased() == "xcodeproj" {
            if GeneratedProject.isWritten(inside(name), files: files) { projects.append(inside(name)) }
        }
        return projects.isEmpty && diagnostics.isEmpty ? nil : Found(projects: unique(projects), diagnostics: diagnostics)
    }

    /// `paths` with each project once, however it is spelled: a workspace in the folder `.`
    /// names its project `./App.xcodeproj` where the folder's own listing says `App.xcodeproj`
    /// (CocoaPods' `App.xcworkspace` beside `App.xcodeproj`), and each spelling would be a run.
    private static func unique(_ paths: [String]) -> [String] {
        var seen = Set<String>()
        return paths.filter { seen.insert(identity(of: $0)).inserted }
    }

    /// `path` standardized, with the leading `./` components that `standardizingPath` keeps
    /// dropped.
    private static func identity(of path: String) -> String {
        var standardized = Substring((path as NSString).standardizingPath)
        while standardized.hasPrefix("./") { standardized = standardized.dropFirst(2) }
        return String(standardized)
    }
}
