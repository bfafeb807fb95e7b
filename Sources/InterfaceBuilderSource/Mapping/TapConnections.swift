import A11yCore
import Hierarchy

/// What a tap on a control or bar button item does, as its `<connections>` say: an unwind segue
/// (Interface Builder's Exit) leaves the screen
/// (https://developer.apple.com/documentation/uikit/dismissing-a-view-controller-with-an-unwind-segue);
/// an action (`<action selector="close:" destination=...>`) runs code, which may dismiss the
/// screen: unknown until the app's code is read (``Hierarchy/Element/actionFromCode``). The
/// actions sent to the screen's view controller (or a xib's File's Owner) are named, when they
/// are all the element's, so that its class's code can be read for them
/// (``Hierarchy/Element/actions``).
struct TapConnections {
    /// Where the element's unwind segue is, when it performs one.
    var unwinds: Located<Bool>?
    /// Where its first action is, when it has any.
    var actionFromCode: Located<Bool>?
    /// Its actions' selectors, when every one is sent to the screen's view controller.
    var actions: [Located<String>] = []

    /// The connections of `node` (a control or a `<barButtonItem>`).
    init(_ node: XMLNode, context: IBContext) {
        guard let connections = node.child("connections") else { return }
        // One pass over the connections (outlets, segues, actions), no list of each kind.
        var sent: [XMLNode] = []
        for connection in connections.childSequence {
            if connection.isNamed("action") {
                sent.append(connection)
            } else if unwinds == nil, connection.isNamed("segue"), connection["kind"] == "unwind" {
                unwinds = Located(true, at: connection.location)
            }
        }
        guard let first = sent.first else { return }
        actionFromCode = Located(true, at: first.location)
        let toController = sent.compactMap { action -> Located<String>? in
            guard let selector = action["selector"], let target = action["destination"], context.actionTargets.contains(target) else { return nil }
            return Located(selector, at: action.location)
        }
        if toController.count == sent.count { actions = toController }
    }

    /// Applies the connections to `element`.
    func apply(to element: inout Element) {
        // Set only when there (a nil set still searches the element's properties).
        if let unwinds { element.unwinds = unwinds }
        if let actionFromCode { element.actionFromCode = actionFromCode }
        if let first = actions.first { element.actions = Located(actions, at: first.location) }
    }

    /// Applies the connections to `item`.
    func apply(to item: inout BarItem) {
        item.unwinds = unwinds
        item.actionFromCode = actionFromCode
        item.actions = actions
    }
}
