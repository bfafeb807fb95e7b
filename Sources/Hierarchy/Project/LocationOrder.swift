import A11yCore

/// Sorting located values by where they are, as `sorted { $0.location < $1.location }` does
/// (a stable sort), without sorting what is already in order.
package enum LocationOrder {
    /// `values` in location order, equal locations in their given order.
    ///
    /// A screen's ids come in at most two ascending runs: its elements' ids in file order, then
    /// its bar items' ids, usually written above the view. One run is returned as it is, and two
    /// are merged in one pass, taking from the first run on equal locations, which is exactly the
    /// order a stable sort gives. More runs are sorted.
    package static func sorted<Value>(_ values: [Located<Value>]) -> [Located<Value>] {
        guard let split = firstDescent(in: values, from: 1) else { return values }
        guard firstDescent(in: values, from: split + 1) == nil else { return values.sorted { $0.location < $1.location } }
        var merged: [Located<Value>] = []
        merged.reserveCapacity(values.count)
        var first = 0
        var second = split
        while first < split && second < values.count {
            if values[second].location < values[first].location {
                merged.append(values[second])
                second += 1
            } else {
                merged.append(values[first])
                first += 1
            }
        }
        merged += values[first..<split]
        merged += values[second...]
        return merged
    }

    /// The first index at or after `start` whose value lies before the previous one.
    private static func firstDescent<Value>(in values: [Located<Value>], from start: Int) -> Int? {
        var index = max(start, 1)
        while index < values.count {
            if values[index].location < values[index - 1].location { return index }
            index += 1
        }
        return nil
    }
}
