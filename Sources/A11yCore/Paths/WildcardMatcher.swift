/// Matches a sequence against a pattern of literals, single wildcards (`?`) and runs (`*`),
/// without the exponential backtracking of a recursive matcher: when a literal fails, only the
/// last run seen grows by one item, so a match costs at most pattern length × text length
/// comparisons (`*a*a*a*a*a*a*a*a*b` against a long name of `a`s: thousands, not billions).
///
/// The greedy choice is safe because a run matches any items: whatever an earlier run would
/// have taken beyond its shortest choice, the last run can take instead.
public struct WildcardMatcher {
    /// One item of a pattern.
    public enum Token<Literal> {
        /// An item that must match one item of the text.
        case literal(Literal)
        /// Any one item.
        case any
        /// Any number of items, none included.
        case run
    }

    /// How many literal comparisons the matches so far have made: the work, for tests.
    public private(set) var comparisons = 0

    public init() {}

    /// True when `text` matches `pattern` whole; `equal` compares a literal with an item.
    public mutating func matches<Literal, Item>(_ pattern: [Token<Literal>], _ text: [Item],
                                                equal: (Literal, Item) -> Bool) -> Bool {
        var p = 0, t = 0
        // The last run seen, and the text position its match ends at.
        var lastRun: (pattern: Int, text: Int)?
        while t < text.count {
            if p < pattern.count {
                switch pattern[p] {
                case .run:
                    lastRun = (p, t)
                    p += 1
                    continue
                case .any:
                    p += 1
                    t += 1
                    continue
                case .literal(let literal):
                    comparisons += 1
                    if equal(literal, text[t]) {
                        p += 1
                        t += 1
                        continue
                    }
                }
            }
            guard let run = lastRun else { return false }
            lastRun = (run.pattern, run.text + 1)
            p = run.pattern + 1
            t = run.text + 1
        }
        while p < pattern.count, case .run = pattern[p] { p += 1 }
        return p == pattern.count
    }
}
