import Foundation

/// The path of one input file as a small number: every distinct path is interned once per process,
/// so a ``SourceLocation`` is a plain 12-byte value and copying it retains nothing.
///
/// Equal paths always get the same number, so comparing two `SourcePath`s compares their paths.
@usableFromInline
package struct SourcePath: Hashable, Sendable {
    @usableFromInline let index: UInt32

    /// The interned number of `path`, made the first time the path is seen.
    package init(_ path: String) {
        index = Self.table.index(of: path)
    }

    /// The path as the user named it.
    package var path: String {
        Self.table.path(at: index)
    }

    private static let table = InternTable()

    /// Every path seen so far, and where each one is; safe to use from any thread.
    private final class InternTable: @unchecked Sendable {
        private let lock = NSLock()
        private var paths: [String] = []
        private var indexes: [String: UInt32] = [:]

        func index(of path: String) -> UInt32 {
            lock.withLock {
                if let index = indexes[path] { return index }
                let index = UInt32(paths.count)
                paths.append(path)
                indexes[path] = index
                return index
            }
        }

        func path(at index: UInt32) -> String {
            lock.withLock { paths[Int(index)] }
        }
    }
}
