import A11yCore
import Hierarchy

/// Joins what a screen's class does when a tap sends it an action (``ClassFacts/actions``) to the
/// controls and bar button items whose actions go to the screen's view controller
/// (``Element/actions``): one that dismisses the screen is a way out (``Element/dismisses``, at
/// the Swift call), and one whose every action is read and stays leaves nothing unknown
/// (``Element/actionFromCode`` cleared). An action that performs a storyboard segue by a literal
/// identifier is settled by the screen's segues (``Screen/segues``): an unwind segue's is a way
/// out, at the Swift call. An action the class's lineage does not declare, or that hands the tap
/// on, stays unknown.
extension CodeJoin {
    /// `screen` with what its class `className` does for its controls' and bar items' actions.
    static func applyActions(_ facts: CodeFacts, of className: String, to screen: inout Screen) {
        guard facts.actingClasses.contains(className) else { return }
        let actions = Actions(lineage: facts.lineage(of: className), segues: screen.segues)
        let view = screen.view
        var elements: [Element]?
        for position in view.indices {
            guard let joined = joinedActions(actions, view[position]) else { continue }
            if elements == nil { elements = view }
            elements![position] = joined
        }
        if let elements { screen.view = elements }
        if var item = screen.navigationItem {
            let left = joinedActions(actions, item.leftItems), right = joinedActions(actions, item.rightItems)
            if left != nil || right != nil {
                if let left { item.leftItems = left }
                if let right { item.rightItems = right }
                screen.navigationItem = item
            }
        }
        if let toolbar = joinedActions(actions, screen.toolbarItems) { screen.toolbarItems = toolbar }
    }

    /// `element` with its actions and its descendants' (and bar items') joined; nil when none changes.
    private static func joinedActions(_ actions: Actions, _ original: Element) -> Element? {
        // Copied at the first change: most elements send no action and hold no bar item.
        var element: Element?
        if let selectors = original.actions?.value, let outcome = actions.outcome(of: selectors), outcome != .handsOff {
            var edited = original
            if case .dismisses(let location) = outcome { edited.dismisses = Located(true, at: location) }
            edited.actionFromCode = nil
            element = edited
        }
        if original.hasBarItems {
            for side in [\Element.barItems, \Element.leftBarItems, \Element.rightBarItems] {
                guard let items = original[keyPath: side], let joined = joinedActions(actions, items.value) else { continue }
                if element == nil { element = original }
                element?[keyPath: side] = Located(joined, at: items.location)
            }
        }
        var children: [Element]?
        for position in original.children.indices {
            guard let joined = joinedActions(actions, original.children[position]) else { continue }
            if children == nil { children = original.children }
            children![position] = joined
        }
        if let children {
            if element == nil { element = original }
            element?.children = children
        }
        return element
    }

    /// `items` with their actions (and custom views') joined; nil when none changes.
    private static func joinedActions(_ actions: Actions, _ items: [BarItem]) -> [BarItem]? {
        var joined: [BarItem]?
        for (index, item) in items.enumerated() {
            var edited = item
            var changed = false
            if let outcome = actions.outcome(of: item.actions), outcome != .handsOff {
                if case .dismisses(let location) = outcome { edited.dismisses = Located(true, at: location) }
                edited.actionFromCode = nil
                changed = true
            }
            if let view = item.customView, let view = joinedActions(actions, view) {
                edited.customView = view
                changed = true
            }
            guard changed else { continue }
            if joined == nil { joined = items }
            joined![index] = edited
        }
        return joined
    }

    /// The screen class's lineage, and the storyboard segues its actions may perform.
    private struct Actions {
        let lineage: [ClassFacts]
        let segues: [String: Located<SegueEffect>]

        /// What the actions `selectors` (`close:`) do together, each the nearest class of
        /// `lineage` declaring it, settled by `segues`: the first that dismisses, else unknown
        /// when one is not declared or hands the tap on, else they stay; nil for no actions.
        func outcome(of selectors: [Located<String>]) -> CodeAction? {
            guard !selectors.isEmpty else { return nil }
            var all = CodeAction.stays
            for selector in selectors {
                let name = String(selector.value.prefix { $0 != ":" })
                guard let action = lineage.firstNonNil({ $0.actions[name] })?.settled(by: segues) else {
                    all = .handsOff
                    continue
                }
                if case .dismisses = action { return action }
                if action == .handsOff { all = .handsOff }
            }
            return all
        }
    }
}
