/// One row of the table `a11y-check assumptions` prints: the key, its default, the other reading
/// and the sources behind the choice (reference/assumptions.md).
public struct AssumptionRow: Hashable, Sendable, Codable {
    public let key: AssumptionKey
    /// The default, as a value the config accepts followed by its meaning.
    public let defaultValue: String
    /// The reading the model does not take by default, empty when the sources name none.
    public let otherReading: String
    /// Why the default was chosen.
    public let source: String
}

extension Assumptions {
    /// Every assumption with its default and sources, in reference/assumptions.md order.
    public static let table: [AssumptionRow] = [
        AssumptionRow(key: .overStylesHidePresenter, defaultValue: "true",
                      otherReading: "false: overFullScreen leaks the presenter's elements (one automated review)",
                      source: "device experiment E0 (docs/reference/observations.md): with fullScreen, overFullScreen, currentContext, overCurrentContext, pageSheet, formSheet and popover, VoiceOver reads only the presented screen"),
        AssumptionRow(key: .customPresentationLeaks, defaultValue: "true",
                      otherReading: "",
                      source: "custom presentations expose the presenter's elements unless the presented view sets accessibilityViewIsModal (Apple bug report 29384356, Presentr issue)"),
        AssumptionRow(key: .dismissRegion, defaultValue: "true: iPad, regular width: a pageSheet that does not fill the window and every popover expose 'dismissRegion' (label 'dismiss popup', trait button, first); none when modalInPresentation",
                      otherReading: "trait and label differ across iOS versions",
                      source: "device experiment E0 (docs/reference/observations.md) heard 'double tap to dismiss popup window, button' on an iPad pageSheet in landscape; UI-test recordings name the element PopoverDismissRegion with label 'dismiss popup'"),
        AssumptionRow(key: .alphaThreshold, defaultValue: "0 (alpha <= 0 hides)",
                      otherReading: "0.01, the hit-testing threshold", source: "AccessibilitySnapshot"),
        AssumptionRow(key: .rowTolerance, defaultValue: "iphone:8,ipad:13 (points)",
                      otherReading: "", source: "AccessibilitySnapshot, measured on devices"),
        AssumptionRow(key: .announcementStyle, defaultValue: "snapshot (\"Close. Button.\")",
                      otherReading: "speech (\"Close, button\")", source: "AccessibilitySnapshot's reference legends"),
        AssumptionRow(key: .assignedValueWins, defaultValue: "true: a `value` given to a slider (not a number), page control, text field or text view is spoken instead of the control's own value",
                      otherReading: "false: those controls keep their own value (the position as a percentage, \"page i of n\", the text), as a UISwitch does",
                      source: "Apple documents that UIKit controls supply their own accessibilityValue (UIAccessibilityElement.accessibilityValue) but not which ones let an assigned value replace it; a UISwitch keeps \"On.\"/\"Off.\" (observed: iOS 17.5/18.5 simulator recordings, issue #19)"),
        AssumptionRow(key: .defaultMask, defaultValue: "documented: iPhone allButUpsideDown, iPad all",
                      otherReading: "sheetStylesAll: iOS 18 and later return all for view controllers whose resolved style is a sheet",
                      source: "Apple documentation of supportedInterfaceOrientations; the other reading is the iOS 18.0/26.1 decompile (reference/uikit.md 1.4)"),
        AssumptionRow(key: .contextStylesAdapt, defaultValue: "false: currentContext and overCurrentContext stay bound to their context in compact width",
                      otherReading: "true: they adapt to fullScreen (archived View Controller Programming Guide)",
                      source: "observed on iPhone: the tab bar stays visible (reference/uikit.md 3.2)"),
        AssumptionRow(key: .sheetInCompactHeightCallsPresenter, defaultValue: "false",
                      otherReading: "true: the docs say a sheet in compact height is the same as fullScreen",
                      source: "iOS 26 binary: sheet controllers never remove the presenter's views (reference/uikit.md 3.3)"),
        AssumptionRow(key: .preferredOrientationWins, defaultValue: "true: a full-screen presentation starts in preferredOrientation when the effective mask allows it, whatever the device orientation",
                      otherReading: "false: it keeps the device orientation when allowed (iOS 26 binary reading)",
                      source: "device experiment E1 (docs/reference/observations.md: the player opens in landscapeLeft) and Apple's documentation of preferredInterfaceOrientationForPresentation"),
        AssumptionRow(key: .preferredOrientationMismatchCrashes, defaultValue: "12: crashes on iOS 12 and earlier; later a warning only, UIKit picks an allowed orientation",
                      otherReading: "", source: "old stack traces; the string is absent from current binaries (reference/uikit.md 1.6)"),
        AssumptionRow(key: .promptHeight, defaultValue: "30 (points): a navigation item's prompt adds a 30 pt row above the bar's title row (a 44 pt bar becomes 74 pt, a compact-height 32 pt one 62 pt)",
                      otherReading: "",
                      source: "no Apple document gives the height: UINavigationItem.prompt says only that it is a single line of text at the top of the navigation bar; 74 pt bars with a prompt are the commonly reported iPhone measurement"),
        AssumptionRow(key: .cellWithControls, defaultValue: "container: a UITableViewCell holding an interactive element (a switch, text field, button, slider, stepper, segmented control…) is not an accessibility element; VoiceOver reaches its text and each control one by one. A cell with a checkmark stays one element",
                      otherReading: "element: the cell is one element whose label joins its children's, and the controls inside it are unreachable",
                      source: "third-party observations, no Apple document and no device recording: Pocket Casts iOS #436 (the cell's label and its switch take two swipes), Kickstarter ios-oss #544 (custom cells expose the label and the switch control separately); a switch in the cell's accessoryView makes the cell one element with the switch's traits and value (Kickstarter #544; Microsoft FluentUI #577)"),
    ]
}
