import A11yCore
import Foundation

/// Reads a `.xcodeproj`: its `project.pbxproj` through Foundation's `PropertyListSerialization`
/// (which parses the old-style format on Linux and macOS), each target's build phases,
/// synchronized folders and Release build settings (with the `.xcconfig` files they name), and
/// each iOS app target's Info.plist. Nothing outside the project folder is read unless the
/// project names it; bad input is a located diagnostic, never a crash.
public enum XcodeProjectReader {
    /// The largest `project.pbxproj` read (generated projects of many thousand files stay far below).
    public static let maximumFileSize = 64 << 20

    /// The `project.pbxproj` inside the `.xcodeproj` at `path`.
    public static func pbxprojPath(of path: String) -> String {
        (path as NSString).appendingPathComponent("project.pbxproj")
    }

    /// The project at `path` (a `.xcodeproj` folder), it and every file it names read through
    /// `files` (the disk, or a git revision).
    public static func read(path: String, files: any FileAccess = DiskFileAccess()) -> XcodeProject {
        let file = pbxprojPath(of: path)
        switch files.read(file, limit: maximumFileSize) {
        case .success(let bytes):
            return read(bytes, path: path, files: files)
        case .failure(.tooLarge(let size)):
            return failed(path, "project.pbxproj is \(size) bytes, more than the 64 MiB a11y-check reads", hint: "is this a project Xcode wrote?")
        case .failure(.unreadable(let reason)):
            return failed(path, "cannot read \(file): \(reason)",
                          hint: GeneratedProject.hint(for: path, files: files, otherwise: "name a .xcodeproj folder that holds a project.pbxproj"))
        }
    }

    /// The project at `path` (a `.xcodeproj` folder) whose `project.pbxproj` holds `bytes`, already
    /// read (the fuzz target's input); the files the project names are read through `files`.
    public static func read(_ bytes: [UInt8], path: String, files: any FileAccess = DiskFileAccess()) -> XcodeProject {
        let objects: PBXObjects
        do {
            objects = try PBXObjects(data: Data(bytes))
        } catch {
            switch error {
            case .notPropertyList:
                return failed(path, "project.pbxproj is not a property list Xcode can read",
                              hint: "a merge conflict left in the file is the usual cause; open the project in Xcode to see where")
            case .notProject(let reason):
                return failed(path, "project.pbxproj is not an Xcode project: \(reason)", hint: "is this a project Xcode wrote?")
            }
        }
        var reading = ProjectReading(path: path, pbxproj: pbxprojPath(of: path), objects: objects, text: bytes, files: files)
        return reading.read()
    }

    /// A project of no targets whose one diagnostic, at the `project.pbxproj`'s start, says why.
    private static func failed(_ path: String, _ message: String, hint: String) -> XcodeProject {
        let folderOfProject = (path as NSString).deletingLastPathComponent
        return XcodeProject(path: path, folder: folderOfProject.isEmpty ? "." : folderOfProject, developmentRegion: nil, targets: [], files: DiskFileAccess(),
                            diagnostics: [Diagnostic(xcode: .malformedProject, at: SourceLocation(file: pbxprojPath(of: path), line: 1, column: 1),
                                                     message, hint: hint)])
    }
}
