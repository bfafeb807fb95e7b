import Hierarchy

/// What VoiceOver reads as a UITabBarItem's value (reference/voiceover.md A3.3 `testTabBars`,
/// A3.4): its `accessibilityValue` when given ("Label: Value. Tab. 5 of 6."), else its badge, a
/// count as "1 item" / "N items" and other text as it is; an empty badge says nothing. From iOS 26
/// the badge is not spoken (``VoiceOverRelease/speaksTabBarBadges``).
enum TabBarItemValue {
    /// The value of `item` in `release`, nil when it has none.
    static func value(of item: TabBarItemSpec, release: VoiceOverRelease) -> String? {
        if let value = item.value { return value.value }
        guard release.speaksTabBarBadges, let badge = item.badge?.value, !badge.isEmpty else { return nil }
        guard let count = Int(badge) else { return badge }
        return count == 1 ? "1 item" : "\(count) items"
    }
}
