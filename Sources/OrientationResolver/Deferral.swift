import Hierarchy

/// A presentation UIKit passes over when it looks for the view controller whose mask counts,
/// because its presenter decides (1.3). Its sentence is written only when a reason text is read:
/// most resolutions' reasons never are.
struct Deferral {
    /// Why a presentation defers to its presenter.
    enum Cause {
        /// An adapted sheet or popover: it would re-adapt on rotation.
        case adapted
        /// A custom presentation that does not fill the screen.
        case customNotFillingScreen
        /// A page or form sheet.
        case sheet
        /// A popover.
        case popover
        /// A current-context style.
        case currentContext
        /// A style still `automatic`.
        case unresolved
    }

    let presentedID: String
    let presenterID: String
    /// The style read back (`modalPresentationStyle`) and the one shown.
    let concrete: PresentationStyle
    let effective: PresentationStyle
    let cause: Cause

    init(_ presentation: ResolvedPresentation, cause: Cause) {
        presentedID = presentation.presented.id
        presenterID = presentation.presenter.id
        concrete = presentation.style.concrete
        effective = presentation.style.effective
        self.cause = cause
    }

    /// `sheet is a formSheet shown as fullScreen; ..., so its presenter nav decides`.
    var sentence: String {
        "\(presentedID) \(why), so its presenter \(presenterID) decides"
    }

    private var why: String {
        switch cause {
        case .adapted: "is an adapted \(shown) (a presentation that would re-adapt on rotation defers)"
        case .customNotFillingScreen: "is a custom presentation that does not fill the screen"
        case .sheet: "is a \(shown); a sheet's own mask is ignored"
        case .popover: "is a popover, which does not fill the window"
        case .currentContext: "is presented \(shown), which does not fill the window"
        case .unresolved: "has an unresolved style"
        }
    }

    /// The style as read back, and the one shown when adaptation changed it.
    private var shown: String {
        effective == concrete ? concrete.rawValue : "\(concrete.rawValue) shown as \(effective.rawValue)"
    }
}
