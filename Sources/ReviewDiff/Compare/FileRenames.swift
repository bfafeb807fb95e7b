/// Files that a change renamed: a file only the base has and one only the head has that declare
/// the same screens and scenes. Pairs are chosen greedily by how many ids they share, so a file
/// renamed and edited at once is still recognised while it keeps most of its ids.
enum FileRenames {
    /// Head path by base path.
    static func pairs(base: [String: Set<String>], head: [String: Set<String>]) -> [String: String] {
        let gone = base.keys.filter { head[$0] == nil }
        let new = head.keys.filter { base[$0] == nil }
        var candidates: [(shared: Int, old: String, new: String)] = []
        for old in gone {
            for candidate in new {
                let shared = base[old]!.intersection(head[candidate]!).count
                if shared > 0 { candidates.append((shared, old, candidate)) }
            }
        }
        candidates.sort { ($1.shared, $0.old, $0.new) < ($0.shared, $1.old, $1.new) }
        var result: [String: String] = [:]
        var taken = Set<String>()
        for candidate in candidates where result[candidate.old] == nil && !taken.contains(candidate.new) {
            result[candidate.old] = candidate.new
            taken.insert(candidate.new)
        }
        return result
    }
}
