#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Every file one run writes (`import -o`, `lint --output`, `--write-baseline`, `report -o`,
/// `report --svg-dir`), written one way: into a temporary file in the same folder, then renamed
/// over the target, so a reader never sees half a file and a symbolic link at the target is never
/// followed. A target that is a symbolic link, that is not a regular file, that is one of the
/// run's inputs (`report spec.yaml -o spec.yaml`), or that another output of the same run has
/// already taken (`import a/Main.storyboard b/Main.storyboard`) is refused, and nothing is written.
public final class OutputFiles: @unchecked Sendable {
    /// Why a file was not written.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        /// The target as given.
        public let path: String
        /// Why, as a person would say it.
        public let reason: String

        public init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }

        public var description: String { "cannot write \(path): \(reason)" }
    }

    private let inputs: Set<String>
    private var written: Set<String> = []
    private let lock = NSLock()

    /// A writer for a run that read `inputs` (files; resolved, so a link to an input is one too).
    public init(inputs: [String]) {
        self.inputs = Set(inputs.compactMap(PathContainment.resolve))
    }

    /// Writes `bytes` to `path`.
    public func write(_ bytes: some Sequence<UInt8>, to path: String) throws(Failure) {
        try write(to: path) { append in try Array(bytes).withUnsafeBytes(append) }
    }

    /// Writes what `body` appends to `path`, piece by piece (a large report is never held whole):
    /// each piece goes to the file as it is, not copied.
    public func write(to path: String, _ body: (_ append: (UnsafeRawBufferPointer) throws -> Void) throws -> Void) throws(Failure) {
        let target = try claim(path)
        let folder = PathContainment.folder(of: path)
        var template = Array("\(folder)/.\((path as NSString).lastPathComponent).XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw Failure(path: path, reason: BoundedFileReader.reason(errno)) }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            try body { try handle.write(contentsOf: $0) }
            let mask = umask(0)
            umask(mask)
            fchmod(descriptor, 0o666 & ~mask)
            try handle.close()
        } catch {
            try? handle.close()
            unlink(temporary)
            lock.withLock { _ = written.remove(target) }
            throw Failure(path: path, reason: (error as? Failure)?.reason ?? error.localizedDescription)
        }
        guard rename(temporary, path) == 0 else {
            let reason = BoundedFileReader.reason(errno)
            unlink(temporary)
            throw Failure(path: path, reason: reason)
        }
    }

    /// Checks `path` and records it as written by this run; returns its resolved form.
    private func claim(_ path: String) throws(Failure) -> String {
        let name = (path as NSString).lastPathComponent
        guard !name.isEmpty, name != ".", name != ".." else { throw Failure(path: path, reason: "it names a folder, not a file") }
        guard let folder = PathContainment.resolve(PathContainment.folder(of: path)) else {
            throw Failure(path: path, reason: "its folder does not exist")
        }
        var status = stat()
        if lstat(path, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFLNK:
                throw Failure(path: path, reason: "it is a symbolic link; a11y-check never writes through a link: remove it or name another file")
            case S_IFREG: break
            case S_IFDIR: throw Failure(path: path, reason: "it is a folder")
            default: throw Failure(path: path, reason: "not a regular file (a pipe, socket or device)")
            }
        }
        let target = folder == "/" ? "/" + name : folder + "/" + name
        if inputs.contains(target) {
            throw Failure(path: path, reason: "it is an input of this run; a11y-check never replaces its inputs: name another file")
        }
        let claimed = lock.withLock { written.insert(target).inserted }
        guard claimed else {
            throw Failure(path: path, reason: "another output of this run is written there; name distinct files")
        }
        return target
    }
}
