import Foundation

/// One side of a diff before analysis: the spec files of a revision, a working tree or a folder,
/// each as its path relative to the repository root (or the folder) and its bytes.
///
/// Paths are relative to the root so the same file has the same path on both sides, whatever
/// checkout or temporary copy the bytes came from.
public struct SpecTree: Sendable, Equatable {
    /// One file.
    public struct File: Sendable, Equatable {
        /// `/`-separated, relative to the root.
        public let path: String
        public let bytes: [UInt8]

        public init(path: String, bytes: [UInt8]) {
            self.path = path
            self.bytes = bytes
        }
    }

    /// What the side is called in output: the revision as given, `working tree`, or the folder.
    public let label: String
    /// The files in discovery order.
    public let files: [File]

    public init(label: String, files: [File]) {
        self.label = label
        self.files = files
    }

    /// Reads `paths` (absolute, as discovery found them) from disk, naming each relative to
    /// `root`; a file that cannot be read is a ``DiffInputError/read(_:)``.
    public static func read(label: String, paths: [String], root: String) throws(DiffInputError) -> SpecTree {
        var files: [File] = []
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw .read("\(path): cannot read the file")
            }
            files.append(File(path: RepositoryPath.relative(path, to: root), bytes: [UInt8](data)))
        }
        return SpecTree(label: label, files: files)
    }
}
