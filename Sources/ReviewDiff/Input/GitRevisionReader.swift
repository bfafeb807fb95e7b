import A11yCore
import Foundation

/// Reads the spec files of a git revision without touching the working tree or the index:
/// `git ls-tree` lists the blobs, `git cat-file --batch-check` gives their sizes (one over the file
/// size limit is refused unread), one `git cat-file --batch` hands their bytes back in memory.
public struct GitRevisionReader: Sendable {
    /// The repository's top-level folder.
    public let root: String
    let git: GitCommand

    /// The repository that holds `directory`; not being in one is a usage error.
    public init(directory: String) throws(DiffInputError) {
        let located = try GitCommand(directory: URL(fileURLWithPath: directory))
        let output = try located.run(["rev-parse", "--show-toplevel"])
        let top = String(decoding: output.stdout, as: UTF8.self).trimmingCharacters(in: .newlines)
        guard output.status == 0, !top.isEmpty else {
            throw .usage("\(directory) is not in a git repository (a revision can only be read from one); "
                + "compare two folders with --base-dir and --head-dir")
        }
        root = top
        git = try GitCommand(directory: URL(fileURLWithPath: top))
    }

    /// The commit `revision` names; a revision that looks like an option or does not exist is a
    /// usage error.
    public func commit(_ revision: String) throws(DiffInputError) -> String {
        guard !revision.isEmpty, !revision.hasPrefix("-"),
              !revision.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw .usage("'\(revision)' is not a revision: give a branch, tag, commit or an expression such as HEAD~1")
        }
        let output = try git.run(["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"])
        let sha = String(decoding: output.stdout, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard output.status == 0, !sha.isEmpty else {
            throw .usage("unknown revision '\(revision)' in \(root): no branch, tag or commit has that name "
                + "(a shallow clone may lack it: fetch with fetch-depth 0)")
        }
        return sha
    }

    /// The spec files of `commit` below `paths` (relative to the repository root; empty for the
    /// whole tree). A path named exactly is read whatever its extension; below folders only files
    /// with `extensions`, skipping hidden files and folders, as discovery does on disk.
    public func tree(label: String, commit: String, paths: [String], extensions: Set<String>) throws(DiffInputError) -> SpecTree {
        let pathspecs = paths.filter { !$0.isEmpty }
        let arguments = ["--literal-pathspecs", "ls-tree", "-r", "-z", "--end-of-options", commit]
            + (pathspecs.count == paths.count ? pathspecs : [])
        let listing = try git.run(arguments)
        guard listing.status == 0 else {
            throw .read("git ls-tree \(commit) failed: \(listing.stderr.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        let entries = Self.blobs(in: listing.stdout).filter { entry in
            Self.isSpec(entry.path, named: pathspecs, extensions: extensions)
        }
        let sizes = try blobSizes(entries.map(\.object))
        if let (entry, size) = zip(entries, sizes).first(where: { $1 > SpecLimits.maximumFileSize }) {
            throw .read("\(label):\(entry.path): the file is \(size) bytes; a11y-check reads spec files of at most "
                + "\(SpecLimits.maximumFileSize / (1024 * 1024)) MiB")
        }
        let contents = try blobContents(entries.map(\.object))
        return SpecTree(label: label, files: zip(entries, contents).map { SpecTree.File(path: $0.path, bytes: $1) })
    }

    /// A blob in a tree listing.
    struct Entry: Equatable {
        let object: String
        let path: String
    }

    /// The regular files of `git ls-tree -r -z` output (symbolic links and submodules left out).
    static func blobs(in listing: Data) -> [Entry] {
        listing.split(separator: 0).compactMap { record in
            let line = String(decoding: record, as: UTF8.self)
            guard let tab = line.firstIndex(of: "\t") else { return nil }
            let fields = line[..<tab].split(separator: " ")
            guard fields.count == 3, fields[1] == "blob", fields[0] == "100644" || fields[0] == "100755" else { return nil }
            return Entry(object: String(fields[2]), path: String(line[line.index(after: tab)...]))
        }
    }

    /// True when discovery would read `path`: a path named exactly, or a file with a spec
    /// extension below a named folder (or anywhere when none is named) and no hidden part there.
    static func isSpec(_ path: String, named pathspecs: [String], extensions: Set<String>) -> Bool {
        if pathspecs.contains(path) { return true }
        guard extensions.contains((path as NSString).pathExtension.lowercased()) else { return false }
        let below = pathspecs.isEmpty ? [path] : pathspecs.compactMap { spec in
            path.hasPrefix(spec + "/") ? String(path.dropFirst(spec.count + 1)) : nil
        }
        return below.contains { !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
    }

    /// The size of each blob, in order, from one `git cat-file --batch-check`: measured before
    /// any blob is read, so a blob over the file size limit is refused as a file on disk is.
    func blobSizes(_ objects: [String]) throws(DiffInputError) -> [Int] {
        if objects.isEmpty { return [] }
        let output = try git.run(["cat-file", "--batch-check"], input: Data(objects.map { $0 + "\n" }.joined().utf8))
        guard output.status == 0 else {
            throw .read("git cat-file failed: \(output.stderr.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        return try BatchOutput.sizes(output.stdout, count: objects.count)
    }

    /// The bytes of each blob, in order, from one `git cat-file --batch`.
    func blobContents(_ objects: [String]) throws(DiffInputError) -> [[UInt8]] {
        if objects.isEmpty { return [] }
        let output = try git.run(["cat-file", "--batch"], input: Data(objects.map { $0 + "\n" }.joined().utf8))
        guard output.status == 0 else {
            throw .read("git cat-file failed: \(output.stderr.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        return try BatchOutput.contents(output.stdout, count: objects.count)
    }
}

/// The output of `git cat-file --batch`: per object `<oid> <type> <size>\n<bytes>\n`; of
/// `--batch-check`, the header lines alone.
enum BatchOutput {
    static func sizes(_ data: Data, count: Int) throws(DiffInputError) -> [Int] {
        let lines = data.split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) }
        guard lines.count == count else { throw .read("git cat-file --batch-check printed \(lines.count) lines for \(count) objects") }
        return try lines.map { line throws(DiffInputError) in
            let header = line.split(separator: " ")
            guard header.count == 3, let size = Int(header[2]), size >= 0 else {
                throw .read("git cat-file printed an unexpected header: \(line)")
            }
            return size
        }
    }

    static func contents(_ data: Data, count: Int) throws(DiffInputError) -> [[UInt8]] {
        let bytes = [UInt8](data)
        var result: [[UInt8]] = []
        result.reserveCapacity(count)
        var offset = 0
        while result.count < count {
            guard let newline = bytes[offset...].firstIndex(of: UInt8(ascii: "\n")) else {
                throw .read("git cat-file ended early")
            }
            let header = String(decoding: bytes[offset..<newline], as: UTF8.self).split(separator: " ")
            guard header.count == 3, let size = Int(header[2]), newline + 1 + size <= bytes.count else {
                throw .read("git cat-file printed an unexpected header: \(header.joined(separator: " "))")
            }
            result.append(Array(bytes[(newline + 1)..<(newline + 1 + size)]))
            offset = newline + 1 + size + 1
        }
        return result
    }
}
