import A11yCore
import Hierarchy

/// The view controllers whose masks count in a scene (1.3): the window root, or the topmost
/// presented view controller that fills the window; an overFullScreen presentation adds the
/// presenters whose views stay; sheets, popovers, context styles and custom presentations that do
/// not fill the screen defer to their presenter.
struct Decision {
    /// A view controller whose mask counts, with the presentation that put it on screen.
    struct Contributor {
        let node: ViewControllerNode
        let presentation: ResolvedPresentation?
    }

    /// Topmost first; the first one is the decider.
    let contributors: [Contributor]
    /// The presentations above that were passed over, and why; oldest deferral last.
    let deferrals: [Deferral]

    var decider: Contributor { contributors[0] }

    init(scene: ResolvedScene) {
        var contributors: [Contributor] = []
        var deferrals: [Deferral] = []
        var tree = scene.shownPresentations.last.map { SceneNodes.Tree.presentation($0.index) } ?? .root
        while case .presentation(let index) = tree {
            let presentation = scene.presentations[index]
            switch Self.role(of: presentation) {
            case .decides:
                contributors.append(Contributor(node: presentation.presented, presentation: presentation))
                self.contributors = contributors
                self.deferrals = deferrals
                return
            case .intersects:
                contributors.append(Contributor(node: presentation.presented, presentation: presentation))
            case .defers(let cause):
                deferrals.append(Deferral(presentation, cause: cause))
            }
            tree = presentation.presenterTree
        }
        contributors.append(Contributor(node: scene.scene.root, presentation: nil))
        self.contributors = contributors
        self.deferrals = deferrals
    }

    private enum Role {
        case decides
        case intersects
        case defers(Deferral.Cause)
    }

    private static func role(of presentation: ResolvedPresentation) -> Role {
        let style = presentation.style
        if style.isAdapted, style.concrete.isSheet || style.concrete == .popover {
            return .defers(.adapted)
        }
        switch style.effective {
        case .fullScreen:
            return .decides
        case .custom:
            return style.fillsWindow ? .decides : .defers(.customNotFillingScreen)
        case .overFullScreen:
            return .intersects
        case .pageSheet, .formSheet:
            return .defers(.sheet)
        case .popover:
            return .defers(.popover)
        case .currentContext, .overCurrentContext:
            return .defers(.currentContext)
        case .automatic:
            return .defers(.unresolved)
        }
    }
}
