/// The UTF-8 text of every scalar of one file, one after another, in memory of its own that
/// never moves once loading ends: a decoder can hold a pointer into it for as long as it holds
/// a node of the file, without retaining anything.
///
/// Only the loader appends, before the file's nodes are shared; afterwards it is immutable.
final class ScalarText: @unchecked Sendable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The number of bytes held.
    private(set) var count = 0

    /// Empty text with room for `capacity` bytes.
    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// Appends `length` bytes from `bytes` and returns where they start.
    @inline(__always)
    func append(_ bytes: UnsafePointer<UInt8>?, count length: Int) -> Int32 {
        let start = count
        if start + length > capacity { grow(to: start + length) }
        if let bytes, length > 0 { (base + start).update(from: bytes, count: length) }
        count = start + length
        return Int32(start)
    }

    /// The `length` bytes at `start`.
    func bytes(at start: Int32, count length: Int32) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: base + Int(start), count: Int(length))
    }

    private func grow(to needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
