import A11yCore
import Hierarchy

/// Orders the appearance callbacks of one step: the view controllers whose views leave the window
/// get `viewWillDisappear`/`viewDidDisappear`, those whose views enter it get `viewWillAppear`,
/// `viewIsAppearing` and `viewDidAppear` (3.3, 4.2-4.4).
struct AppearanceSequence {
    /// Who starts first.
    enum Order {
        /// Push, pop, presentation and dismissal: the leaving side's `viewWillDisappear` first,
        /// then the entering side's `viewWillAppear`; after the animation the leaving side's
        /// `viewDidDisappear`, then `viewDidAppear` (4.3). `interleaving` flags the entering
        /// side when that order is borrowed rather than sourced.
        case disappearingFirst(interleaving: UnverifiedOrder?)
        /// Tab switch: UIKit begins the new tab's appearance before the old tab's disappearance
        /// (4.4, decompiled iOS 26.1); the end calls follow common logs, unverified.
        case appearingFirst
    }

    /// View controllers whose views leave the window, containers before their children.
    var disappearing: [ViewControllerNode] = []
    /// View controllers whose views enter the window, containers before their children.
    var appearing: [ViewControllerNode] = []
    /// Flags for individual view controllers (by id) that override the generic ones.
    var flags: [String: UnverifiedOrder] = [:]

    /// The callbacks in order, flagged where the order is the model's choice.
    func callbacks(order: Order, nodes: SceneNodes) -> [LifecycleCallback] {
        let leaving = Set(disappearing.map(\.id))
        let entering = Set(appearing.map(\.id))
        func phase(_ side: [ViewControllerNode], _ name: CallbackName, sideIDs: Set<String>,
                   flag: UnverifiedOrder? = nil) -> [LifecycleCallback] {
            side.map { node in
                let nested = nodes.parent(of: node).map { sideIDs.contains($0.id) } ?? false
                return LifecycleCallback(node.id, name, unverified: flags[node.id] ?? flag ?? (nested ? .containerBeforeChildren : nil))
            }
        }
        var result: [LifecycleCallback]
        switch order {
        case .disappearingFirst(let interleaving):
            let crossing = disappearing.isEmpty ? nil : interleaving
            result = phase(disappearing, .viewWillDisappear, sideIDs: leaving)
                + phase(appearing, .viewWillAppear, sideIDs: entering, flag: crossing)
                + phase(appearing, .viewIsAppearing, sideIDs: entering)
                + phase(disappearing, .viewDidDisappear, sideIDs: leaving)
                + phase(appearing, .viewDidAppear, sideIDs: entering, flag: crossing)
        case .appearingFirst:
            let end: UnverifiedOrder? = disappearing.isEmpty || appearing.isEmpty ? nil : .tabSwitchEnd
            result = phase(appearing, .viewWillAppear, sideIDs: entering)
                + phase(disappearing, .viewWillDisappear, sideIDs: leaving)
                + phase(appearing, .viewIsAppearing, sideIDs: entering)
                + phase(disappearing, .viewDidDisappear, sideIDs: leaving, flag: end)
                + phase(appearing, .viewDidAppear, sideIDs: entering, flag: end)
        }
        return Self.flaggingViewIsAppearing(result)
    }

    /// A gesture that starts this transition and is cancelled: the leaving side's
    /// `viewWillDisappear` and the entering side's `viewWillAppear` when it begins, then the
    /// entering side disappears again and the leaving side reappears, without `viewIsAppearing`,
    /// which no source lists here (3.3, 4.3). Every callback is flagged.
    func cancelledCallbacks() -> [LifecycleCallback] {
        func phase(_ side: [ViewControllerNode], _ name: CallbackName) -> [LifecycleCallback] {
            side.map { LifecycleCallback($0.id, name, unverified: .cancelledGesture) }
        }
        return phase(disappearing, .viewWillDisappear) + phase(appearing, .viewWillAppear)
            + phase(appearing, .viewWillDisappear) + phase(appearing, .viewDidDisappear)
            + phase(disappearing, .viewWillAppear) + phase(disappearing, .viewDidAppear)
    }

    /// Flags each `viewIsAppearing` that has another view controller's callback between its own
    /// view controller's `viewWillAppear` and `viewDidAppear`, the only placement documented.
    private static func flaggingViewIsAppearing(_ callbacks: [LifecycleCallback]) -> [LifecycleCallback] {
        callbacks.enumerated().map { index, callback in
            guard callback.name == .viewIsAppearing, callback.unverified == nil else { return callback }
            let id = callback.controllerID
            let start = callbacks[..<index].lastIndex { $0.controllerID == id && $0.name == .viewWillAppear } ?? index
            let end = callbacks[index...].firstIndex { $0.controllerID == id && $0.name == .viewDidAppear } ?? index
            guard callbacks[start...end].contains(where: { $0.controllerID != id }) else { return callback }
            var flagged = callback
            flagged.unverified = .viewIsAppearingAmongOthers
            return flagged
        }
    }
}
