/// What makes two changes the same change, whatever environment they were seen in.
private struct ChangeWithoutEnvironment: Hashable {
    let scene: String
    let kind: DiffChange.Kind
    let change: String
    let subject: String
    let before: String?
    let after: String?

    init(_ change: DiffChange) {
        scene = change.scene
        kind = change.kind
        self.change = change.change
        subject = change.subject
        before = change.before
        after = change.after
    }
}

extension Array where Element == DiffChange {
    /// The changes with those identical but for their environment merged into one, listing the
    /// environments in `order`; first appearance decides where the merged change goes.
    func mergingEnvironments(order: [String]) -> [DiffChange] {
        var merged: [DiffChange] = []
        var slots: [ChangeWithoutEnvironment: Int] = [:]
        for change in self {
            let key = ChangeWithoutEnvironment(change)
            if let slot = slots[key] {
                merged[slot].environments += change.environments
            } else {
                slots[key] = merged.count
                merged.append(change)
            }
        }
        var rank: [String: Int] = [:]
        for (index, name) in order.enumerated() where rank[name] == nil { rank[name] = index }
        return merged.map { change in
            var change = change
            let names = [String](Set(change.environments))
            change.environments = names.sorted { (rank[$0] ?? Int.max, $0) < (rank[$1] ?? Int.max, $1) }
            return change
        }
    }
}
