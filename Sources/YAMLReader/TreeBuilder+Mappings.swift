/// Closing a mapping: pairing keys with values, reporting duplicate keys, applying merge keys.
extension TreeBuilder {
    /// Appends the entries of a mapping whose nodes are `nodes` (key, value, key, value, ...) to
    /// `store.children`, after reporting duplicate keys and applying merge keys; returns the
    /// number of entries appended.
    package mutating func appendEntries(_ nodes: UnsafeBufferPointer<Int32>) -> Int {
        let pairs = UnsafeBufferPointer(rebasing: nodes.prefix(nodes.count & ~1))
        var hasMerge = false
        for key in stride(from: pairs.startIndex, to: pairs.endIndex, by: 2) where store.isMergeKey(pairs[key]) {
            hasMerge = true
            break
        }
        reportDuplicateKeys(pairs)
        guard hasMerge else {
            store.children.append(contentsOf: pairs)
            return pairs.count / 2
        }
        let merged = merged(pairs)
        merged.withUnsafeBufferPointer { store.children.append(contentsOf: $0) }
        return merged.count / 2
    }

    /// Reports every key equal to an earlier key of the mapping, naming the first one. Small
    /// mappings, the common case, are first told apart by their keys' fingerprints
    /// (``KeyFingerprints``), else compared pair by pair, which allocates nothing; when every key
    /// is ASCII, by their bytes alone.
    private mutating func reportDuplicateKeys(_ pairs: UnsafeBufferPointer<Int32>) {
        let count = pairs.count / 2
        if count < 2 { return }
        guard count <= KeyFingerprints.capacity else { return reportDuplicateKeysHashed(pairs) }
        if KeyFingerprints.areDistinct(pairs, in: store) { return }
        let keys = stride(from: 0, to: pairs.count, by: 2).lazy.map { pairs[$0] }
        let ascii = keys.allSatisfy { !store.records[Int($0)].isScalar || store.isASCII($0) }
        for later in 1..<count {
            let key = pairs[2 * later]
            guard isComparableKey(key) else { continue }
            let length = store.records[Int(key)].count
            for earlier in 0..<later {
                let first = pairs[2 * earlier]
                let record = store.records[Int(first)]
                // ASCII texts of different lengths differ.
                guard record.isScalar, !ascii || record.count == length else { continue }
                // Texts first: the merge-key test is needed only for an equal text.
                if (ascii ? store.sameBytes(first, key) : store.textsEqual(first, key)) && !store.isMergeKey(first) {
                    reportDuplicate(key, first: first)
                    break
                }
            }
        }
    }

    private mutating func reportDuplicateKeysHashed(_ pairs: UnsafeBufferPointer<Int32>) {
        var firstByKey: [String: Int32] = [:]
        firstByKey.reserveCapacity(pairs.count / 2)
        for position in stride(from: pairs.startIndex, to: pairs.endIndex, by: 2) {
            let key = pairs[position]
            guard isComparableKey(key) else { continue }
            let text = store.text(key)
            if let first = firstByKey[text] {
                reportDuplicate(key, first: first)
            } else {
                firstByKey[text] = key
            }
        }
    }

    private mutating func reportDuplicate(_ key: Int32, first: Int32) {
        let mark = store.records[Int(key)].mark
        let firstMark = store.records[Int(first)].mark
        report(.duplicateKey, at: mark,
               "duplicate key '\(store.text(key))' (first at line \(firstMark.line), column \(firstMark.column))",
               hint: "remove one of them; YAML keeps only one value per key")
    }

    /// Duplicate detection compares scalar keys other than merge keys; collection keys are never
    /// reported.
    private func isComparableKey(_ key: Int32) -> Bool {
        store.records[Int(key)].isScalar && !store.isMergeKey(key)
    }

    /// YAML merge: the mapping's own keys win, then earlier merged mappings over later ones.
    /// Merged entries take the place of the `<<` key.
    private mutating func merged(_ pairs: UnsafeBufferPointer<Int32>) -> [Int32] {
        var own = Set<String>()
        for position in stride(from: pairs.startIndex, to: pairs.endIndex, by: 2) {
            let key = pairs[position]
            if store.records[Int(key)].isScalar && !store.isMergeKey(key) { own.insert(store.text(key)) }
        }
        var seen = own
        var result: [Int32] = []
        for position in stride(from: pairs.startIndex, to: pairs.endIndex, by: 2) {
            guard store.isMergeKey(pairs[position]) else {
                result += [pairs[position], pairs[position + 1]]
                continue
            }
            for source in mergeSources(pairs[position + 1]) {
                let record = store.records[Int(source)]
                for entry in 0..<Int(record.count) {
                    let key = store.child(source, 2 * entry)
                    if !store.records[Int(key)].isScalar || seen.insert(store.text(key)).inserted {
                        result += [key, store.child(source, 2 * entry + 1)]
                    }
                }
            }
        }
        return result
    }

    /// The mappings a merge key names; an alias already reported as unresolved merges nothing.
    private mutating func mergeSources(_ value: Int32) -> [Int32] {
        let record = store.records[Int(value)]
        if record.kind == .mapping { return [value] }
        if record.isUnresolvedAlias { return [] }
        if record.kind == .sequence {
            let items = (0..<Int(record.count)).map { store.child(value, $0) }.filter { !store.records[Int($0)].isUnresolvedAlias }
            if items.allSatisfy({ store.records[Int($0)].kind == .mapping }) { return items }
        }
        report(.invalidMerge, at: record.mark,
               "a merge key (<<) needs a mapping or a list of mappings, found \(store.typeDescription(value))",
               hint: "merge an anchored mapping: <<: *base")
        return []
    }
}
