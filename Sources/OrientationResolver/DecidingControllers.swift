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
    /// Why the presentations above were passed over, oldest deferral last.
    let deferrals: [String]

    var decider: Contributor { contributors[0] }

    init(scene: ResolvedScene) {
        var contributors: [Contributor] = []
        var deferrals: [String] = []
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
            case .defers(let why):
                deferrals.append("\(presentation.presented.id) \(why), so its presenter \(presentation.presenter.id) decides")
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
        case defers(String)
    }

    private static func role(of presentation: ResolvedPresentation) -> Role {
        let style = presentation.style
        let shown = style.effective == style.concrete ? style.concrete.rawValue
            : "\(style.concrete.rawValue) shown as \(style.effective.rawValue)"
        if style.isAdapted, style.concrete.isSheet || style.concrete == .popover {
            return .defers("is an adapted \(shown) (a presentation that would re-adapt on rotation defers)")
        }
        switch style.effective {
        case .fullScreen:
            return .decides
        case .custom:
            return style.fillsWindow ? .decides : .defers("is a custom presentation that does not fill the screen")
        case .overFullScreen:
            return .intersects
        case .pageSheet, .formSheet:
            return .defers("is a \(shown); a sheet's own mask is ignored")
        case .popover:
            return .defers("is a popover, which does not fill the window")
        case .currentContext, .overCurrentContext:
            return .defers("is presented \(shown), which does not fill the window")
        case .automatic:
            return .defers("has an unresolved style")
        }
    }
}
