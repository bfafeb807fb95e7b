import A11yCore
import Hierarchy

/// Storyboards and xibs of one run that have the same name in different folders (a folder of
/// sample apps, each with its own `Main.storyboard`; a module's `Cell.xib` beside another's).
/// The ids the source derives from a file start with its name (`Main.ViewController`), so such
/// files would derive the same ids, though neither file is wrong: each gets its folder in front
/// of its name instead (`config/ConfigExample/Main.ViewController`), the folder as written from
/// the deepest folder the same-named files share, without `.lproj` folders unless only those
/// tell the files apart (`en.lproj/Main.ViewController`). A file whose name no other file of the
/// run has keeps its ids, so a run of one app names its scenes as before. Ids a person wrote in a
/// YAML spec are never renamed: two of them are still `spec-duplicate-id`.
enum SameNamedFiles {
    /// Gives the files of `files` that share their name with another the folder-qualified ids.
    static func qualify(_ files: inout [SpecFile]) {
        var byPrefix: [String: [Int]] = [:]
        for index in files.indices {
            guard let prefix = files[index].derivedIDPrefix else { continue }
            byPrefix[prefix, default: []].append(index)
        }
        for (prefix, indices) in byPrefix where indices.count > 1 {
            let qualifiers = FolderQualifiers.of(indices.map { files[$0].path })
            for (index, qualifier) in zip(indices, qualifiers) where !qualifier.isEmpty {
                rename(&files[index], from: prefix, to: qualifier + "/" + prefix)
            }
        }
    }

    /// Replaces `old` by `new` at the start of every id of `file` that starts with it: its
    /// screens', scenes' and view controllers', the screens its scenes show and present from, and
    /// its storyboard references' placeholders.
    private static func rename(_ file: inout SpecFile, from old: String, to new: String) {
        func renamed(_ id: String) -> String {
            id.hasPrefix(old) ? new + id.dropFirst(old.count) : id
        }
        func renamed(_ id: Located<String>?) -> Located<String>? {
            id.map { Located(renamed($0.value), at: $0.location) }
        }
        file.derivedIDPrefix = new
        file.screens = file.screens.map { $0.renamed(renamed($0.id)) }
        file.references = file.references.map {
            StoryboardReference(placeholderID: renamed($0.placeholderID), storyboardName: $0.storyboardName,
                                referencedIdentifier: $0.referencedIdentifier, location: $0.location)
        }
        file.scenes = file.scenes.map { scene in
            let nodes = scene.rebuilt { node in
                let kind: ViewControllerNode.Kind
                switch node.kind {
                case .screen(let id): kind = .screen(renamed(id))
                case .container(let screen, let children): kind = .container(screen: renamed(screen), children: children)
                default: kind = node.kind
                }
                return ViewControllerNode(id: renamed(node.id), location: node.location, kind: kind, settings: node.settings)
            }
            var result = Scene(id: renamed(scene.id), location: scene.location, root: nodes.root)
            result.presentations = nodes.presentations.map { presentation in
                var moved = presentation
                moved.from = renamed(presentation.from)
                return moved
            }
            return result
        }
    }
}
