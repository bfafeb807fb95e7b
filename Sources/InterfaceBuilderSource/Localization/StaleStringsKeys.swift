import A11yCore

/// The keys of a storyboard's strings table (or string catalog) that name no object of the
/// storyboard: UIKit ignores them, so the text each was meant to change shows the storyboard's.
/// They have one cause, a table exported before the storyboard changed, and one fix, so a table
/// gets one `ib-missing-destination`, at its first stale key, that counts them: not one per key
/// (StepicOrg/stepik-ios's `en.lproj/Main.strings` has 47).
struct StaleStringsKeys {
    /// The stale keys, each at its place in the table.
    private(set) var keys: [(key: String, location: SourceLocation)] = []

    /// Notes that `key`, at `location`, names no object of the storyboard.
    mutating func add(_ key: String, at location: SourceLocation) {
        keys.append((key, location))
    }

    /// The one warning for the keys of the table of `storyboard` (its file name); nil for none.
    func diagnostic(storyboard: String) -> Diagnostic? {
        guard let first = keys.min(by: { $0.location < $1.location }) else { return nil }
        let id = first.key.firstIndex(of: ".").map { String(first.key[..<$0]) } ?? first.key
        let named = "the key \"\(first.key)\" names the object '\(id)'"
        if keys.count == 1 {
            return Diagnostic(IBRule.missingDestination, at: first.location, "\(named), which \(storyboard) does not have; UIKit ignores it",
                              hint: "a key is \"<objectID>.<property>\" with the object's id from the Identity inspector; remove the stale key or export the table anew (Product > Export Localizations)")
        }
        return Diagnostic(IBRule.missingDestination, at: first.location,
                          "\(keys.count) keys name objects \(storyboard) does not have, the first here (\(named)); UIKit ignores them",
                          hint: "the table is older than the storyboard: export it anew (Product > Export Localizations), or remove the stale keys")
    }
}
