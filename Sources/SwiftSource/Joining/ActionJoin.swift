import A11yCore
import Hierarchy

/// Joins what a screen's class does when a tap sends it an action (``ClassFacts/actions``) to the
/// controls and bar button items whose actions go to the screen's view controller
/// (``Element/actions``): one that dismisses the screen is a way out (``Element/dismisses``, at
/// the Swift call), and one whose every action is read and stays leaves nothing unknown
/// (``Element/actionFromCode`` cleared). An action the class's lineage does not declare, or that
/// hands the tap on, stays unknown.
extension CodeJoin {
    /// `screen` with what its class `className` does for its controls' and bar items' actions.
    static func applyActions(_ facts: CodeFacts, of className: String, to screen: inout Screen) {
        guard facts.actingClasses.contains(className) else { return }
        let lineage = facts.lineage(of: className)
        let view = screen.view
        var elements: [Element]?
        for position in view.indices {
            guard let joined = joinedActions(lineage, view[position]) else { continue }
            if elements == nil { elements = view }
            elements![position] = joined
        }
        if let elements { screen.view = elements }
        if var item = screen.navigationItem {
            let left = joinedActions(lineage, item.leftItems), right = joinedActions(lineage, item.rightItems)
            if left != nil || right != nil {
                if let left { item.leftItems = left }
                if let right { item.rightItems = right }
                screen.navigationItem = item
            }
        }
        if let toolbar = joinedActions(lineage, screen.toolbarItems) { screen.toolbarItems = toolbar }
    }

    /// `element` with its actions and its descendants' (and bar items') joined; nil when none changes.
    private static func joinedActions(_ lineage: [ClassFacts], _ original: Element) -> Element? {
        // Copied at the first change: most elements send no action and hold no bar item.
        var element: Element?
        if let actions = original.actions?.value, let outcome = outcome(of: actions, in: lineage), outcome != .handsOff {
            var edited = original
            if case .dismisses(let location) = outcome { edited.dismisses = Located(true, at: location) }
            edited.actionFromCode = nil
            element = edited
        }
        if original.hasBarItems {
            for side in [\Element.barItems, \Element.leftBarItems, \Element.rightBarItems] {
                guard let items = original[keyPath: side], let joined = joinedActions(lineage, items.value) else { continue }
                if element == nil { element = original }
                element?[keyPath: side] = Located(joined, at: items.location)
            }
        }
        var children: [Element]?
        for position in original.children.indices {
            guard let joined = joinedActions(lineage, original.children[position]) else { continue }
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
    private static func joinedActions(_ lineage: [ClassFacts], _ items: [BarItem]) -> [BarItem]? {
        var joined: [BarItem]?
        for (index, item) in items.enumerated() {
            var edited = item
            var changed = false
            if let outcome = outcome(of: item.actions, in: lineage), outcome != .handsOff {
                if case .dismisses(let location) = outcome { edited.dismisses = Located(true, at: location) }
                edited.actionFromCode = nil
                changed = true
            }
            if let view = item.customView, let view = joinedActions(lineage, view) {
                edited.customView = view
                changed = true
            }
            guard changed else { continue }
            if joined == nil { joined = items }
            joined![index] = edited
        }
        return joined
    }

    /// What the actions `selectors` (`close:`) do together, each the nearest class of `lineage`
    /// declaring it: the first that dismisses, else unknown when one is not declared or hands
    /// the tap on, else they stay; nil for no actions.
    private static func outcome(of selectors: [Located<String>], in lineage: [ClassFacts]) -> CodeAction? {
        guard !selectors.isEmpty else { return nil }
        var all = CodeAction.stays
        for selector in selectors {
            let name = String(selector.value.prefix { $0 != ":" })
            guard let action = lineage.lazy.compactMap({ $0.actions[name] }).first else {
                all = .handsOff
                continue
            }
            if case .dismisses = action { return action }
            if action == .handsOff { all = .handsOff }
        }
        return all
    }
}
