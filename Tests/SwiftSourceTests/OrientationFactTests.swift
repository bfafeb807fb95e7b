import Hierarchy
import Testing
@testable import SwiftSource

/// Orientation overrides read from their getters (code-facts shapes: "orientation mask",
/// "forwarding", "also"). UIKit: https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations,
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautorotate,
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredinterfaceorientationforpresentation
@Suite struct OrientationFactTests {
    private typealias F = SwiftFixture

    /// The value of the class's `supportedInterfaceOrientations` override in `body`.
    private func mask(_ body: String, members: String = "", extra: String = "") -> CodeValue? {
        let source = """
            class PlayerViewController: UIViewController {
            \(members)
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
            \(body)
                }
            }
            \(extra)
            """
        return F.facts(of: "PlayerViewController", in: source)?.value(.supportedInterfaceOrientations)?.value
    }

    @Test func literalMasksAreTheClasssOwnMask() {
        #expect(mask("        .portrait") == .mask(IdiomMasks(.portrait)))
        #expect(mask("        return [.portrait, .landscapeLeft]") == .mask(IdiomMasks([.portrait, .landscapeLeft])))
        #expect(mask("        return UIInterfaceOrientationMask.allButUpsideDown") == .mask(IdiomMasks(.allButUpsideDown)))
        #expect(mask("        get { .landscape }") == .mask(IdiomMasks(.landscape)))
    }

    @Test func anIdiomConditionGivesAMaskPerIdiom() {
        let perIdiom = CodeValue.mask(IdiomMasks(iphone: .portrait, ipad: .all))
        #expect(mask("        UIDevice.current.userInterfaceIdiom == .pad ? .all : .portrait") == perIdiom)
        #expect(mask("        return traitCollection.userInterfaceIdiom != .phone ? .all : [.portrait]") == perIdiom)
        #expect(mask("""
                    if UIDevice.current.userInterfaceIdiom == .phone { return .portrait }
                    return .all
            """) == perIdiom)
        #expect(mask("""
                    if UIDevice.current.userInterfaceIdiom == .pad {
                        return .all
                    } else {
                        return .portrait
                    }
            """) == perIdiom)
        #expect(mask("""
                    switch UIDevice.current.userInterfaceIdiom {
                    case .pad: return .all
                    default: return .portrait
                    }
            """) == perIdiom)
    }

    @Test func aConditionOnStateIsUnknown() {
        #expect(mask("        isVideoPlaying ? .allButUpsideDown : .portrait") == .unknown("depends on a condition"))
        #expect(mask("""
                    if isLocked { return .portrait }
                    return .all
            """) == .unknown("depends on a condition"))
        #expect(mask("        AppSettings.shared.orientations") == .unknown("AppSettings.shared.orientations"))
    }

    @Test func aStoredPropertyIsItsValueOnceTheInstanceIsMade() {
        #expect(mask("        orientations", members: "    private let orientations: UIInterfaceOrientationMask = .portrait") == .mask(IdiomMasks(.portrait)))
        #expect(mask("        self.orientations", members: """
                private var orientations = UIInterfaceOrientationMask.all
                init() {
                    super.init(nibName: nil, bundle: nil)
                    orientations = .landscape
                }
            """) == .mask(IdiomMasks(.landscape)))
        #expect(mask("        orientations", members: """
                let orientations: UIInterfaceOrientationMask
                init(orientations: UIInterfaceOrientationMask) {
                    self.orientations = orientations
                    super.init(nibName: nil, bundle: nil)
                }
            """) == .unknown("orientations"))
        #expect(mask("        orientations", members: """
                var orientations: UIInterfaceOrientationMask = .portrait
                func unlock() { orientations = .all }
            """) == .unknown("changes in code"))
    }

    @Test func anAppsStaticHelperIsReadWhereItIsDeclared() {
        let helper = """
            extension UIInterfaceOrientationMask {
                static var portraitOnPhone: UIInterfaceOrientationMask {
                    UIDevice.current.userInterfaceIdiom == .phone ? .portrait : .all
                }
                static let landscapeOnly: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
            }
            """
        #expect(mask("        .portraitOnPhone", extra: helper) == .mask(IdiomMasks(iphone: .portrait, ipad: .all)))
        #expect(mask("        return UIInterfaceOrientationMask.landscapeOnly", extra: helper) == .mask(IdiomMasks(.landscape)))
        #expect(mask("        .portraitOnPhone") == .unknown(".portraitOnPhone"))
    }

    @Test func aContainerForwardingToAChildIsForwardingNotAMask() {
        #expect(mask("        topViewController?.supportedInterfaceOrientations ?? .portrait")
            == .forwarding(child: "topViewController", fallback: IdiomMasks(.portrait)))
        #expect(mask("        visibleViewController?.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations")
            == .forwarding(child: "visibleViewController", fallback: nil))
        #expect(mask("        return viewControllers.last?.supportedInterfaceOrientations ?? .all")
            == .forwarding(child: "viewControllers.last", fallback: IdiomMasks(.all)))
        #expect(mask("        presentedViewController?.supportedInterfaceOrientations ?? .portrait")
            == .forwarding(child: "presentedViewController", fallback: IdiomMasks(.portrait)))
        #expect(mask("        selectedViewController!.supportedInterfaceOrientations") == .forwarding(child: "selectedViewController", fallback: nil))
        #expect(mask("        self.contentViewController.supportedInterfaceOrientations") == .forwarding(child: "contentViewController", fallback: nil))
        #expect(mask("        super.supportedInterfaceOrientations") == .forwarding(child: "super", fallback: nil))
    }

    @Test func autorotationAndThePreferredOrientationAreReadWithTheirLocations() {
        let source = """
            class VideoViewController: UIViewController {
                override var shouldAutorotate: Bool { false }
                override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
                    return .landscapeRight
                }
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
            }
            """
        #expect(F.facts(of: "VideoViewController", in: source)?.facts == [
            F.fact(2, 18, .this, .shouldAutorotate, .flag(false)),
            F.fact(3, 18, .this, .preferredInterfaceOrientationForPresentation, .orientation(.landscapeRight)),
            F.fact(6, 18, .this, .supportedInterfaceOrientations, .mask(IdiomMasks(.landscape))),
        ])
    }
}
