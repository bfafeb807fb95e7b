/// How two ordered lists of ids differ: what was added, removed, and moved, where a longest
/// common subsequence keeps its place, so one insertion does not mark every later item as moved.
struct OrderedListDiff: Equatable {
    /// An item in both lists: its index before and after.
    struct Pair: Equatable {
        let before: Int
        let after: Int
    }

    /// Items in both lists that kept their relative order.
    var kept: [Pair] = []
    /// Items in both lists outside the common subsequence.
    var moved: [Pair] = []
    /// Indexes in the old list with no partner.
    var removed: [Int] = []
    /// Indexes in the new list with no partner.
    var added: [Int] = []

    /// Compares `old` and `new`. Repeated ids pair up in order.
    init(_ old: [String], _ new: [String]) {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        kept = (0..<prefix).map { Pair(before: $0, after: $0) }
        let oldMiddle = prefix..<(old.count - suffix)
        let newMiddle = prefix..<(new.count - suffix)
        let common = Self.longestCommonSubsequence(Array(old[oldMiddle]), Array(new[newMiddle]))
        kept += common.map { Pair(before: $0.before + prefix, after: $0.after + prefix) }
        kept += (0..<suffix).map { Pair(before: old.count - suffix + $0, after: new.count - suffix + $0) }
        let keptBefore = Set(common.map { $0.before + prefix })
        let keptAfter = Set(common.map { $0.after + prefix })
        var waiting: [String: [Int]] = [:]
        for index in oldMiddle where !keptBefore.contains(index) { waiting[old[index], default: []].append(index) }
        for index in newMiddle where !keptAfter.contains(index) {
            if var candidates = waiting[new[index]], !candidates.isEmpty {
                moved.append(Pair(before: candidates.removeFirst(), after: index))
                waiting[new[index]] = candidates
            } else {
                added.append(index)
            }
        }
        removed = waiting.values.flatMap { $0 }.sorted()
    }

    /// The index pairs of one longest common subsequence, in order (dynamic programming over the
    /// lengths of the suffixes).
    private static func longestCommonSubsequence(_ old: [String], _ new: [String]) -> [Pair] {
        if old.isEmpty || new.isEmpty { return [] }
        let width = new.count + 1
        var lengths = [Int32](repeating: 0, count: (old.count + 1) * width)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lengths[i * width + j] = old[i] == new[j]
                    ? lengths[(i + 1) * width + j + 1] + 1
                    : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
            }
        }
        var pairs: [Pair] = []
        var i = 0, j = 0
        while i < old.count, j < new.count {
            if old[i] == new[j] {
                pairs.append(Pair(before: i, after: j))
                i += 1
                j += 1
            } else if lengths[(i + 1) * width + j] >= lengths[i * width + j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return pairs
    }
}
