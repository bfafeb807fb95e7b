/// The view controllers of a storyboard that no entry leads to but code or another storyboard can
/// show: those with a storyboard identifier, which `instantiateViewController(withIdentifier:)`
/// and a storyboard reference's `referencedIdentifier` name
/// ([instantiateViewController(withIdentifier:)](https://developer.apple.com/documentation/uikit/uistoryboard/instantiateviewcontroller(withidentifier:))).
/// A controller that a segue of the file leads to is no entry of its own, unless every controller
/// leading to it is itself led to only from among them: a tab bar controller whose tab's list
/// pushes that tab bar controller again is reached from nowhere else (Go Map!!'s `poiTabBar`,
/// which its main storyboard shows by reference).
enum UnreachedEntries {
    /// The controllers with a storyboard identifier that no chain of segues and relationships
    /// from `entries` reaches, in document order; each one's own chain counts as reached before
    /// the next is looked at. Unwind segues go back to a controller already shown: they reach none.
    static func identified(after entries: [String], in index: ControllerIndex) -> [String] {
        var reached: Set<String> = []
        func reach(from entry: String) {
            var pending = [entry]
            while let id = pending.popLast() {
                guard reached.insert(id).inserted else { continue }
                for segue in index.segues[id] ?? [] where segue.kind != "unwind" {
                    if let destination = segue.destination { pending.append(destination) }
                }
            }
        }
        entries.forEach(reach)
        var found: [String] = []
        for id in index.order where !reached.contains(id) && index.controllers[id]?["storyboardIdentifier"] != nil {
            found.append(id)
            reach(from: id)
        }
        return found
    }
}
