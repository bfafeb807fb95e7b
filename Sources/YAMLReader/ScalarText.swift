/// The UTF-8 text of every scalar of one file, one after another, in memory of its own that
/// never moves once loading ends: a decoder can hold a pointer into it for as long as it holds
/// a node of the file, without retaining anything.
///
/// Only the loader appends, before the file's nodes are shared; afterwards it is immutable.
@usableFromInline
package typealias ScalarText = PlainValueList<UInt8>

extension PlainValueList where Element == UInt8 {
    /// Appends `length` bytes from `bytes` and returns where they start.
    @inline(__always)
    package func append(_ bytes: UnsafePointer<UInt8>?, count length: Int) -> Int32 {
        let start = count
        append(contentsOf: UnsafeBufferPointer(start: bytes, count: bytes == nil ? 0 : length))
        return Int32(start)
    }

    /// The `length` bytes at `start`.
    @inlinable
    package func bytes(at start: Int32, count length: Int32) -> UnsafeBufferPointer<UInt8> {
        values(from: Int(start), count: Int(length))
    }
}
