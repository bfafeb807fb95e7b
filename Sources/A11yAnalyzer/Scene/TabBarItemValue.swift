import A11yModel

/// What VoiceOver reads as a UITabBarItem's value (voiceover-and-peers.md A3.3 `testTabBars`,
/// A3.4): its `accessibilityValue` when given ("Label: Value. Tab. 5 of 6."), else its badge, a
/// count as "1 item" / "N items" and other text as it is; an empty badge says nothing.
enum TabBarItemValue {
    /// The value of `item`, nil when it has none.
    static func value(of item: TabBarItemSpec) -> String? {
        if let value = item.value { return value.value }
        guard let badge = item.badge?.value, !badge.isEmpty else { return nil }
        guard let count = Int(badge) else { return badge }
        return count == 1 ? "1 item" : "\(count) items"
    }
}
