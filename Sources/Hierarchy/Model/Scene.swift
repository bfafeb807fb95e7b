import A11yCore

/// One modal presentation of a scene's chain.
public struct Presentation: Sendable {
    /// Where the list item is.
    public let location: SourceLocation
    /// The presented view controller.
    public let presented: ViewControllerNode
    /// The view controller that calls `present`; nil for the top one.
    public var from: Located<String>?
    /// The style the presentation requests (overrides the presented node's own).
    public var style: Located<PresentationStyle>?
    public var transition: Located<TransitionStyle>?
    /// The popover anchor: an element or bar item id.
    public var source: Located<String>?
    /// Where code gives the popover an anchor this model does not name (a view or bar item the
    /// syntax does not settle, such as an action's `sender`): it has one, so it does not raise the
    /// missing-anchor exception, and no arrow is drawn.
    public var sourceSetInCode: SourceLocation?
    /// Where code performs the presentation its own way: a storyboard segue of a custom class,
    /// whose `perform()` shows the destination as it chooses
    /// (https://developer.apple.com/documentation/uikit/uistoryboardsegue/perform()). The style it
    /// gives is unknown (``ResolvedPresentation/decidedInCode``), and so is whether the destination
    /// is presented at all rather than shown another way (a new window root, a side menu's front).
    /// Also a `show` segue from a view controller that code or another storyboard shows in a
    /// container the file does not (pushed, most often): whether UIKit pushes the destination or
    /// presents it is decided there
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/show(_:sender:)).
    public var performedInCode: SourceLocation?
    public var adaptiveStyle: Located<AdaptiveStyle>?
    public var edgeAttachedInCompactHeight: Located<Bool>?
    /// `custom` only: whether the presentation controller removes the presenter's views.
    public var removesPresentersView: Located<Bool>?
    /// `custom` only: `shouldPresentInFullscreen`.
    public var fillsScreen: Located<Bool>?
    /// `custom` only: the presented view sets `accessibilityViewIsModal`.
    public var viewIsModal: Located<Bool>?

    public init(location: SourceLocation, presented: ViewControllerNode) {
        self.location = location
        self.presented = presented
    }

    /// This presentation with `presented` in place of its tree, every other field kept: what a
    /// step that replaces view controllers in a scene uses.
    public func presenting(_ presented: ViewControllerNode) -> Presentation {
        var copy = Presentation(location: location, presented: presented)
        copy.from = from
        copy.style = style
        copy.transition = transition
        copy.source = source
        copy.sourceSetInCode = sourceSetInCode
        copy.performedInCode = performedInCode
        copy.adaptiveStyle = adaptiveStyle
        copy.edgeAttachedInCompactHeight = edgeAttachedInCompactHeight
        copy.removesPresentersView = removesPresentersView
        copy.fillsScreen = fillsScreen
        copy.viewIsModal = viewIsModal
        return copy
    }
}

/// What one window shows: a root view controller and the chain of presentations on screen now.
public struct Scene: Sendable {
    /// The scene id.
    public let id: String
    /// Where the id key is.
    public let location: SourceLocation
    /// The root view controller.
    public let root: ViewControllerNode
    /// The presentations, oldest first.
    public var presentations: [Presentation] = []

    public init(id: String, location: SourceLocation, root: ViewControllerNode) {
        self.id = id
        self.location = location
        self.root = root
    }

    /// Every view controller of the scene: the root's tree, then each presented tree, each depth
    /// first in spec order.
    public var allNodes: [ViewControllerNode] {
        var nodes: [ViewControllerNode] = []
        root.appendSubtree(to: &nodes)
        for presentation in presentations {
            presentation.presented.appendSubtree(to: &nodes)
        }
        return nodes
    }
}
