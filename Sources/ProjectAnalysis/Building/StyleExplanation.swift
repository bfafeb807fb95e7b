import Hierarchy
import AnalysisResult

/// Why a presentation is shown in the style it is, in one sentence for people
/// (reference/uikit.md 3.1, 3.2): what `automatic` resolves to on the iOS version, how a compact
/// width adapts sheets, popovers and context styles (or what the adaptive delegate answers), and
/// when a sheet fills the window in compact height.
enum StyleExplanation {
    static func sentence(for presentation: ResolvedPresentation, in environment: Environment) -> String {
        let style = presentation.style
        let classes = environment.sizeClasses
        var parts: [String] = []
        if style.requested == .automatic {
            parts.append("automatic is \(style.concrete.rawValue) on iOS \(environment.iosVersion.major)"
                + " (pageSheet on iOS 13 to 17, formSheet from iOS 18)")
        }
        if style.effective != style.concrete {
            let delegate = presentation.presentation.adaptiveStyle.map {
                " (adaptivePresentationStyle(for:) answers \($0.value.rawValue))"
            } ?? ""
            parts.append("a \(classes.horizontal.rawValue) width adapts \(style.concrete.rawValue) to "
                + "\(style.effective.rawValue)\(delegate)")
        } else if style.effective.isSheet && style.fillsWindow {
            parts.append("a \(classes.vertical.rawValue) height shows the sheet full screen")
        } else if style.requested != .automatic {
            parts.append("UIKit keeps \(style.effective.rawValue) in a \(classes.horizontal.rawValue) width")
        }
        let sentence = parts.joined(separator: "; ")
        return sentence.prefix(1).uppercased() + sentence.dropFirst()
    }
}
