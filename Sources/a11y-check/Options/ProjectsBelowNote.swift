import Foundation
import SpecInputs

/// The note of a run that read a folder as loose files although an Xcode project lies deeper in
/// it (`a11y-check lint .` at a repository's root, the app's project in `src/App/`): the files were
/// linted without the target's devices, orientations, launch screen and list of files, and the
/// project can be linted instead.
enum ProjectsBelowNote {
    /// How many projects the note names.
    static let namedProjects = 3

    /// The note for a run over `paths` that read `files`; nil when a path is a project or holds
    /// one directly, when no project lies below, or when the run read spec YAML only (a team's
    /// specs beside its app are linted as files on purpose).
    static func message(paths: [String], files: [String], sources: SpecSources = .standard) -> String? {
        guard readsAppFiles(files) else { return nil }
        let projects = sources.projects(below: paths)
        guard let first = projects.first else { return nil }
        let named = projects.prefix(namedProjects).joined(separator: ", ")
        let more = projects.count > namedProjects ? " and \(projects.count - namedProjects) more" : ""
        return lintedAsLooseFiles(paths.joined(separator: ", "))
            + "; \(projects.count == 1 ? "the project" : "projects") below it: \(named)\(more) (a11y-check lint \(first))"
    }

    /// True when the run read more than spec YAML: specs kept beside an app are linted as files on
    /// purpose, and get no note.
    static func readsAppFiles(_ files: [String]) -> Bool {
        files.contains { !["yaml", "yml"].contains(($0 as NSString).pathExtension.lowercased()) }
    }

    /// What a note about `folders` read as loose files starts with.
    static func lintedAsLooseFiles(_ folders: String) -> String {
        "\(folders) holds no Xcode project, so its files were linted one by one, without an app target's devices, "
            + "orientations, launch screen and list of files"
    }
}
