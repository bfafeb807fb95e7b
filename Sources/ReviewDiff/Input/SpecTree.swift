import A11yCore
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
    /// `root`; a file that cannot be read, or that resolves outside `root` (a symbolic link in the
    /// working tree to a file elsewhere: a revision holds the link, not what it points at), is a
    /// ``DiffInputError/read(_:)``.
    public static func read(label: String, paths: [String], root: String) throws(DiffInputError) -> SpecTree {
        var files: [File] = []
        let containment = PathContainment(inputs: [root], workingDirectory: nil)
        for path in paths {
            if let resolved = containment.outside(path) {
                let (message, hint) = containment.refusal(path, resolvesTo: resolved)
                throw .read("\(path):1:1: not read: \(message) [\(SpecRule.pathOutsideInput.rawValue)]\nhint: \(hint)")
            }
            // Read as the loader reads: a file over the size limit is not read (the loader then
            // reports spec-file-too-large from the bytes' count, having read no more than that).
            switch BoundedFileReader.read(path, limit: SpecLimits.maximumFileSize) {
            case .success(let bytes):
                files.append(File(path: RepositoryPath.relative(path, to: root), bytes: bytes))
            case .failure(.tooLarge(let size)):
                throw .read("\(path): the file is \(size) bytes; a11y-check reads spec files of at most 16 MiB")
            case .failure(.unreadable(let reason)):
                throw .read("\(path): cannot read the file: \(reason)")
            }
        }
        return SpecTree(label: label, files: files)
    }
}
