import A11yCore

/// A view controller property that code can set to a value the syntax does not settle (a call,
/// a variable, a condition on state). Only a code source produces these: a YAML spec or a
/// storyboard always says what it means.
public enum ScreenSetting: String, CaseIterable, Hashable, Sendable {
    case supportedInterfaceOrientations, preferredInterfaceOrientationForPresentation, shouldAutorotate
    case modalPresentationStyle, modalTransitionStyle, definesPresentationContext, isModalInPresentation
    /// `navigationItem.leftBarButtonItem(s)` and `rightBarButtonItem(s)`: the bar's buttons.
    case leftBarButtonItems, rightBarButtonItems
    /// The section headers a table or collection view's data source gives in code
    /// (`tableView(_:titleForHeaderInSection:)`): headings VoiceOver reads, whose text is unknown.
    case sectionHeaders
}

/// "Set in code, unknown": a screen property code sets to a value a11y-check does not know, and
/// where. It is never replaced by the storyboard's value or UIKit's default; an analysis that
/// needs it says it is unknown, and a rule that needs it stays silent.
public struct UnknownInCode: Hashable, Sendable, CustomStringConvertible {
    /// Which property.
    public let setting: ScreenSetting
    /// The assignment or overriding declaration.
    public let location: SourceLocation

    public init(_ setting: ScreenSetting, at location: SourceLocation) {
        self.setting = setting
        self.location = location
    }

    /// `supportedInterfaceOrientations set in code (unknown) at App/Player.swift:12:5`.
    public var description: String { "\(setting.rawValue) set in code (unknown) at \(location)" }
}
