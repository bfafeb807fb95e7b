/// A growable list of plain values (no references) in one allocation of its own, for the node
/// arena and the loader's stacks.
///
/// Unlike `Array`, appending tests only the capacity: there is no copy-on-write uniqueness test,
/// which cost a call into the runtime for every event the loader handled. The loader's lists
/// become the arena's by reference, without a copy.
///
/// Only the loader changes a list, while it alone holds it; afterwards the list is only read, so
/// sharing it across threads is safe.
@usableFromInline
package final class PlainValueList<Element: BitwiseCopyable>: @unchecked Sendable {
    @usableFromInline @exclusivity(unchecked) var base: UnsafeMutablePointer<Element>
    @exclusivity(unchecked) private var capacity: Int
    /// The number of values held.
    @usableFromInline @exclusivity(unchecked) private(set) var count = 0

    /// An empty list with room for `capacity` values.
    package init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// The value at `index`, which must be below ``count``.
    @inlinable @inline(__always)
    package subscript(index: Int) -> Element {
        get {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "index out of range")
            return base[index]
        }
        set {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "index out of range")
            base[index] = newValue
        }
    }

    /// The last value; nil when the list is empty.
    package var last: Element? {
        count == 0 ? nil : base[count - 1]
    }

    package var isEmpty: Bool { count == 0 }

    /// Appends `value`.
    @inline(__always)
    package func append(_ value: Element) {
        if count == capacity { grow(to: count + 1) }
        (base + count).initialize(to: value)
        count += 1
    }

    /// Appends the values of `values`, which must not point into this list.
    @inline(__always)
    package func append(contentsOf values: UnsafeBufferPointer<Element>) {
        guard let source = values.baseAddress else { return }
        if count + values.count > capacity { grow(to: count + values.count) }
        (base + count).initialize(from: source, count: values.count)
        count += values.count
    }

    /// Removes and returns the last value; the list must not be empty.
    @inline(__always)
    package func removeLast() -> Element {
        precondition(count > 0, "removeLast on an empty list")
        count -= 1
        return base[count]
    }

    /// Drops the values from `newCount` on.
    package func removeAll(from newCount: Int) {
        precondition(newCount >= 0 && newCount <= count, "index out of range")
        count = newCount
    }

    /// The values from `start` to the end, valid until the list next grows.
    package func suffix(from start: Int) -> UnsafeBufferPointer<Element> {
        values(from: start, count: count - start)
    }

    /// The `length` values from `start`, valid until the list next grows.
    @inlinable
    package func values(from start: Int, count length: Int) -> UnsafeBufferPointer<Element> {
        precondition(start >= 0 && length >= 0 && start + length <= count, "index out of range")
        return UnsafeBufferPointer(start: base + start, count: length)
    }

    private func grow(to needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
