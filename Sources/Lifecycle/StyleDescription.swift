import A11yCore
import Hierarchy

extension StyleResolution {
    /// The style as a reader needs it: `fullScreen`, `automatic → formSheet`, `popover → formSheet`,
    /// `pageSheet, full screen in compact height`.
    var summary: String {
        var text = requested == effective ? effective.rawValue : "\(requested.rawValue) → \(effective.rawValue)"
        if effective.isSheet, fillsWindow { text += ", full screen in compact height" }
        return text
    }
}

extension ResolvedPresentation {
    /// `list presents editor (automatic → formSheet)`.
    var title: String {
        "\(caller.id) presents \(presented.id) (\(style.summary))"
    }
}
