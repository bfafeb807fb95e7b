import Hierarchy
import Foundation
import ReviewDiff
import SpecInputs

/// Reads both sides of a diff as spec files in memory: a git revision (`--base`, `--head`), the
/// working tree (the head by default), or two folders (`--base-dir`, `--head-dir`).
struct DiffSides {
    let base: SpecTree
    let head: SpecTree
    /// Where the files would be on disk: the repository root or the head folder. Both sides are
    /// linted as if their files were there, so the configuration's paths apply alike.
    let root: String

    /// Reads the sides the options name; `paths` are relative to the current directory.
    init(base: String?, head: String?, baseDirectory: String?, headDirectory: String?, paths: [String]) throws(DiffInputError) {
        let current = FileManager.default.currentDirectoryPath
        if let baseDirectory, let headDirectory {
            root = RepositoryPath.resolved(headDirectory)
            self.base = try Self.folder(baseDirectory)
            self.head = try Self.folder(headDirectory)
            return
        }
        guard let base else { throw .usage("give --base REV, or --base-dir DIR and --head-dir DIR") }
        let repository = try GitRevisionReader(directory: current)
        root = repository.root
        let named = try paths.map { path throws(DiffInputError) -> String in
            let relative = RepositoryPath.relative(path, to: repository.root)
            if relative.hasPrefix("/") { throw .usage("\(path) is outside the git repository at \(repository.root)") }
            return relative
        }
        let extensions = SpecSources.standard.fileExtensions
        self.base = try repository.tree(label: base, commit: repository.commit(base), paths: named, extensions: extensions)
        if let head {
            self.head = try repository.tree(label: head, commit: repository.commit(head), paths: named, extensions: extensions)
        } else {
            let found = SpecSources.standard.files(in: paths.isEmpty ? [repository.root] : paths)
            if let failure = found.errors.first { throw .read("\(failure)") }
            self.head = try SpecTree.read(label: "working tree", paths: found.files, root: repository.root)
        }
    }

    private static func folder(_ directory: String) throws(DiffInputError) -> SpecTree {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .usage("\(directory) is not a folder")
        }
        let found = SpecSources.standard.files(in: [directory])
        if let failure = found.errors.first { throw .read("\(failure)") }
        return try SpecTree.read(label: directory, paths: found.files, root: directory)
    }
}
