extension XMLElementArena {
    /// The indices of the elements named `name`, in document order: one pass over the element
    /// records comparing name indices, no walk of the tree and no string made per element. Empty
    /// when no element of the file has that name.
    func elementIndices(named name: String) -> [Int32] {
        guard let nameIndex = names.firstIndex(of: name).map(Int32.init) else { return [] }
        var found: [Int32] = []
        for index in elements.indices where elements[index].name == nameIndex {
            found.append(Int32(index))
        }
        return found
    }

    /// The indices among `sorted` (increasing, as ``elementIndices(named:)`` gives them) of the
    /// elements strictly below `element`: its subtree is a range of indices (``Element/subtreeEnd``),
    /// found by binary search.
    func indices(_ sorted: [Int32], below element: Int32) -> ArraySlice<Int32> {
        let end = elements[Int(element)].subtreeEnd
        return sorted[firstPosition(in: sorted, after: element)..<firstPosition(in: sorted, after: end - 1)]
    }

    /// The position in `sorted` of its first index greater than `index`.
    private func firstPosition(in sorted: [Int32], after index: Int32) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] <= index { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
