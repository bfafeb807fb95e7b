#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file whole, but never more than a limit: the size is checked with `fstat` on the open
/// file before any byte is read, and the read stops one byte past the limit in case the file grew.
/// Only regular files are read: a FIFO or a device (`/dev/zero`) named as a spec would block or
/// never end, so it is refused without reading.
public enum BoundedFileReader {
    /// Why a file was not read.
    public enum Failure: Error, Equatable {
        /// The file holds more than the limit; `size` is its size when opened.
        case tooLarge(size: Int)
        /// It could not be opened or read; `reason` says why, as a person would.
        case unreadable(reason: String)
    }

    /// The bytes of the regular file at `path`, when it holds at most `limit` bytes.
    public static func read(_ path: String, limit: Int) -> Result<[UInt8], Failure> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.unreadable(reason: reason(errno))) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(.unreadable(reason: reason(errno))) }
        let type = status.st_mode & S_IFMT
        if type == S_IFDIR { return .failure(.unreadable(reason: "is a directory")) }
        guard type == S_IFREG else { return .failure(.unreadable(reason: "not a regular file (a pipe, socket or device)")) }
        let size = Int(status.st_size)
        guard size <= limit else { return .failure(.tooLarge(size: size)) }
        var bytes = [UInt8](repeating: 0, count: size + 1)
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                Glibc_or_Darwin_read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.unreadable(reason: reason(errno)))
            }
            if count == 0 { break }
            filled += count
        }
        guard filled <= limit else { return .failure(.tooLarge(size: filled)) }
        bytes.removeLast(bytes.count - filled)
        return .success(bytes)
    }

    /// The reason for `code`, as the loader's messages phrase it.
    public static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case EACCES, EPERM: "permission denied"
        case ENOTDIR: "a folder on its path is a file"
        case ELOOP: "too many symbolic links"
        default: String(cString: strerror(code))
        }
    }
}

/// `read(2)`, named apart from the enum's own `read`.
private func Glibc_or_Darwin_read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.read(descriptor, buffer, count)
    #else
    Darwin.read(descriptor, buffer, count)
    #endif
}
