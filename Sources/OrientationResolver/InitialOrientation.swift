import A11yCore
import Hierarchy

/// The orientation a scene is shown in (1.10). For a full-screen presentation whose view
/// controller prefers an orientation: that orientation when the mask allows it and
/// `preferredOrientationWins`, else the device's when allowed, else the preferred one; a preferred
/// orientation outside the mask crashes on the iOS versions `preferredOrientationMismatchCrashes`
/// names and is otherwise passed over. With no preference: the device's orientation when allowed,
/// else the first allowed one.
struct InitialOrientation {
    let orientation: InterfaceOrientation?
    let crash: UIKitException?
    let assumptions: [AssumptionKey]

    init(environment: Environment, mask: OrientationMask, assumptions: Assumptions, preferred: Located<InterfaceOrientation>?) {
        let current = environment.orientation
        let currentAllowed = mask.contains(OrientationMask(current))
        let fallback = currentAllowed ? current : mask.orientations.first
        guard let preferred = preferred?.value else {
            (orientation, crash, self.assumptions) = (fallback, nil, [])
            return
        }
        guard mask.contains(OrientationMask(preferred)) else {
            if assumptions.preferredOrientationMismatchCrashes(on: environment.iosVersion) {
                (orientation, crash) = (nil, UIKitException(
                    name: "UIApplicationInvalidInterfaceOrientation",
                    reason: "preferredInterfaceOrientationForPresentation must return a supported interface orientation!"))
            } else {
                (orientation, crash) = (fallback, nil)
            }
            self.assumptions = [.preferredOrientationMismatchCrashes]
            return
        }
        let wins = assumptions.preferredOrientationWins || !currentAllowed
        (orientation, crash, self.assumptions) = (wins ? preferred : current, nil, [.preferredOrientationWins])
    }
}
