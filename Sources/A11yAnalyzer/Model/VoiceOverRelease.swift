import Hierarchy

/// The iOS releases whose VoiceOver speaks differently in what the model announces. Environments
/// of one release share their screens' analyses.
public enum VoiceOverRelease: Int, Hashable, Sendable, CaseIterable {
    /// iOS 13 to 16.
    case iOS13 = 13
    /// iOS 17 to 25: the switch trait became public (`toggleButton`), and VoiceOver says "Switch
    /// Button" for every element that has it.
    case iOS17 = 17
    /// iOS 26 and later: a tab bar item's badge is no longer part of its accessibility value.
    case iOS26 = 26

    /// The release `version` belongs to.
    public init(_ version: IOSVersion) {
        self = version.isAtLeast(26) ? .iOS26 : version.isAtLeast(17) ? .iOS17 : .iOS13
    }

    /// True when a tab bar item's badge is spoken as its value ("Item B: 3 items. Tab. 2 of 4."):
    /// AccessibilitySnapshot's reference images of iOS 17.5 and 18.5 show it, those of iOS 26.2
    /// (same commit) read "Item B. Tab. 2 of 4.".
    var speaksTabBarBadges: Bool { self != .iOS26 }

    /// True when an element with the switch trait but not the button trait is still announced
    /// "Switch Button": heard on a device on iOS 17 and later (AccessibilitySnapshot issue #199:
    /// "Fake label, Switch button, on"), where AccessibilitySnapshot's legend drops the word.
    var saysSwitchButtonWithoutButtonTrait: Bool { self != .iOS13 }
}
