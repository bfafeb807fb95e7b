import A11yCore
import Foundation

/// Where the files and groups of a project are on disk: each reference's `path` joined to its
/// `sourceTree`'s folder (`<group>`: the enclosing group's, through the group tree;
/// `SOURCE_ROOT`: the project folder; `<absolute>`). References into the build products, the
/// SDK or Xcode are not files of the project (nil). A cycle of groups is reported once.
struct GroupTree {
    private let objects: PBXObjects
    private let folder: String
    private var parents: [String: String] = [:]
    private var resolved: [String: String?] = [:]
    private(set) var cycles: [String] = []

    init(objects: PBXObjects, folder: String) {
        self.objects = objects
        self.folder = folder
        var parents: [String: String] = [:]
        objects.all { object in
            for child in object.list("children") where parents[child] == nil {
                parents[child] = object.id
            }
        }
        self.parents = parents
    }

    /// The path of the reference or group `id`, relative to the current folder when the
    /// project's is; nil when it is not on disk or lies in a group cycle.
    mutating func path(of id: String) -> String? {
        if let known = resolved[id] { return known }
        var visiting: [String] = []
        let path = path(of: id, visiting: &visiting)
        resolved[id] = path
        return path
    }

    private mutating func path(of id: String, visiting: inout [String]) -> String? {
        if let known = resolved[id] { return known }
        guard !visiting.contains(id) else {
            if !cycles.contains(id) { cycles.append(id) }
            return nil
        }
        guard let object = objects[id] else { return nil }
        visiting.append(id)
        defer { visiting.removeLast() }
        let own = object.string("path")
        let base: String?
        switch object.string("sourceTree") ?? "<group>" {
        case "<group>":
            if let parent = parents[id] {
                base = path(of: parent, visiting: &visiting)
            } else {
                base = folder
            }
        case "SOURCE_ROOT":
            base = folder
        case "<absolute>":
            base = ""
        default:
            base = nil
        }
        guard let base else { return nil }
        guard let own, !own.isEmpty else { return base }
        if own.hasPrefix("/") { return LexicalPath.normalized(own) }
        // Inside the current folder (`.`), a path is the reference's own: `App/Main.storyboard`,
        // as the folder's listing names it, not `./App/Main.storyboard`.
        let joined = base.isEmpty || base == "." ? own : base + "/" + own
        let path = LexicalPath.normalized(joined)
        resolved[id] = path
        return path
    }
}
