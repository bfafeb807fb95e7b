import A11yCore
import Hierarchy

/// Where a scene's view controllers sit in the window and which bar elements their containers
/// add: each content screen's root view origin, each node's frame, and the bar elements, keyed by
/// the node that owns them. Root views extend under translucent bars (`edgesForExtendedLayout`
/// defaults to all), so a screen inside a navigation controller starts at the container's top.
struct SceneLayout {
    /// One content screen placed in the window.
    struct Placement {
        let node: ViewControllerNode
        let screenID: String
        let origin: (x: Double, y: Double)
        /// How far below the origin the screen's safe area starts (status bar, bars above it).
        let safeAreaInset: Double
    }

    /// The safe area insets of an area a container lays out in.
    struct Area {
        let frame: Rect
        let top: Double
        let bottom: Double
        /// The inset on the left and on the right (bars keep their items inside it).
        var sides = 0.0

        /// `bar` narrowed by the side insets, where bar items go.
        func itemsRect(_ bar: Rect) -> Rect {
            Rect(x: bar.x + sides, y: bar.y, width: bar.width - 2 * sides, height: bar.height)
        }
    }

    let project: Project
    let environment: Environment
    let options: AnalysisOptions
    private(set) var placements: [Placement] = []
    private(set) var frames: [String: Rect] = [:]
    /// Each node's frame in the order the layout reached it.
    private(set) var placedFrames: [(id: String, frame: Rect)] = []
    /// Bar elements keyed by the id of the container (or screen) whose coverage hides them.
    private(set) var bars: [(ownerID: String, nodes: [AccessibilityNode])] = []
    /// Each bar's kind, owner and frame, in the order of ``bars``.
    private(set) var barFrames: [SceneFrames.Bar] = []
    /// True when a navigation bar shows a prompt (assumption `promptHeight`).
    private(set) var showsPrompt = false

    init(project: Project, environment: Environment, options: AnalysisOptions) {
        self.project = project
        self.environment = environment
        self.options = options
    }

    /// Records a bar's elements; in right-to-left layouts UIKit mirrors bars, so each frame is
    /// flipped within `bar` (the back button goes to the right, the first tab to the right).
    private mutating func addBar(_ kind: SceneFrames.BarKind, _ nodes: [AccessibilityNode], of owner: ViewControllerNode,
                                 in bar: Rect) {
        barFrames.append(SceneFrames.Bar(kind: kind, ownerID: owner.id, frame: bar))
        guard environment.layoutDirection == .rightToLeft else {
            bars.append((owner.id, nodes))
            return
        }
        bars.append((owner.id, nodes.map { node in
            node.mapElements { element in
                guard let frame = element.frame else { return element }
                let mirrored = Rect(x: 2 * bar.x + bar.width - frame.x - frame.width, y: frame.y,
                                    width: frame.width, height: frame.height)
                return element.with(frame: mirrored)
            }
        }))
    }

    /// Lays out `node` and its visible descendants in `area`.
    mutating func place(_ node: ViewControllerNode, in area: Area) {
        frames[node.id] = area.frame
        placedFrames.append((node.id, area.frame))
        if let screenID = node.contentScreenID {
            placements.append(Placement(node: node, screenID: screenID, origin: (area.frame.x, area.frame.y), safeAreaInset: area.top))
        }
        switch node.kind {
        case .screen, .page:
            for child in VisibleControllers.shownChildren(of: node, sizeClasses: environment.sizeClasses) {
                place(child, in: area)
            }
        case .navigation(let stack, let barHidden, let toolbarHidden):
            placeNavigation(node, stack: stack, barHidden: barHidden, toolbarHidden: toolbarHidden, in: area)
        case .tabs(let items, let selected):
            let frame = area.frame
            let height = BarMetrics.tabBarHeight(in: environment)
            let bar = Rect(x: frame.x, y: frame.y + frame.height - area.bottom - height, width: frame.width, height: height)
            addBar(.tabBar, BottomBarElements.tabBar(items: items, selectedIndex: selected, owner: node,
                                            bar: area.itemsRect(bar), project: project, release: options.voiceOverRelease),
                   of: node, in: bar)
            if items.indices.contains(selected) {
                place(items[selected], in: Area(frame: frame, top: area.top, bottom: area.bottom + height, sides: area.sides))
            }
        case .container(_, let children):
            for child in children {
                let own = child.frame?.value ?? Rect(x: 0, y: 0, width: area.frame.width, height: area.frame.height)
                let frame = Rect(x: area.frame.x + own.x, y: area.frame.y + own.y, width: own.width, height: own.height)
                place(child.node, in: Area(frame: frame, top: 0, bottom: 0))
            }
        case .split(let style, let primary, let supplementary, _, _):
            placeSplit(node, columns: [primary, style == .tripleColumn ? supplementary : nil], in: area)
        }
    }

    private mutating func placeNavigation(_ node: ViewControllerNode, stack: [ViewControllerNode], barHidden: Bool,
                                          toolbarHidden: Bool, in area: Area) {
        let frame = area.frame
        let height = BarMetrics.barHeight(in: environment)
        guard let top = stack.last else { return }
        let screen = top.contentScreenID.flatMap { project.screens[$0] }
        let largeTitle = screen.map { NavigationBarElements.showsLargeTitle($0, in: environment) } ?? false
        // A prompt is a row of its own above the title row: the bar grows by it.
        let prompt = barHidden || screen?.navigationItem?.prompt == nil ? 0 : options.promptHeight
        if !barHidden {
            let bar = Rect(x: frame.x, y: frame.y + area.top, width: frame.width, height: prompt + height)
            let titleRow = Rect(x: bar.x, y: bar.y + prompt, width: bar.width, height: height)
            let promptRow = prompt > 0 ? area.itemsRect(Rect(x: bar.x, y: bar.y, width: bar.width, height: prompt)) : nil
            showsPrompt = showsPrompt || promptRow != nil
            addBar(.navigationBar, NavigationBarElements.elements(stack: stack, owner: node, bar: area.itemsRect(titleRow), promptRow: promptRow,
                                                                  project: project, options: options, environment: environment),
                   of: node, in: bar)
        }
        if !toolbarHidden, let screen {
            let bar = Rect(x: frame.x, y: frame.y + frame.height - area.bottom - height, width: frame.width, height: height)
            addBar(.toolbar, BottomBarElements.toolbar(of: screen, bar: area.itemsRect(bar), idiom: environment.device.idiom, options: options),
                   of: node, in: bar)
        }
        let topInset = area.top + (barHidden ? 0 : prompt + height + (largeTitle ? BarMetrics.largeTitleHeight : 0))
        let bottomInset = area.bottom + (toolbarHidden ? 0 : height)
        place(top, in: Area(frame: frame, top: topInset, bottom: bottomInset, sides: area.sides))
    }

    /// A split view controller collapsed onto a navigation controller in its primary column: when
    /// no delegate takes the collapse, UINavigationController pushes the secondary view controller
    /// onto its stack ([splitViewController(_:collapseSecondary:onto:)](https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:collapsesecondary:onto:))),
    /// so the secondary column's screens sit on the primary's and the bar gets a Back button to the
    /// primary's top screen. The secondary is what shows, so its bar is its own.
    private mutating func placeCollapsed(_ secondary: ViewControllerNode, onto primaryStack: [ViewControllerNode], barHidden: Bool,
                                         toolbarHidden: Bool, in area: Area) {
        guard case .navigation(let secondaryStack, let secondaryBarHidden, let secondaryToolbarHidden) = secondary.kind else {
            placeNavigation(secondary, stack: primaryStack + [secondary], barHidden: barHidden, toolbarHidden: toolbarHidden, in: area)
            return
        }
        frames[secondary.id] = area.frame
        placedFrames.append((secondary.id, area.frame))
        placeNavigation(secondary, stack: primaryStack + secondaryStack, barHidden: secondaryBarHidden,
                        toolbarHidden: secondaryToolbarHidden, in: area)
    }

    /// Regular width: the primary (and supplementary) columns (``BarMetrics/splitColumnWidth``) from the left, the
    /// secondary column in the rest; compact width: the column a collapsed split shows, full size.
    private mutating func placeSplit(_ node: ViewControllerNode, columns: [ViewControllerNode?], in area: Area) {
        let shown = VisibleControllers.shownChildren(of: node, sizeClasses: environment.sizeClasses)
        guard environment.sizeClasses.horizontal == .regular else {
            if case .split(_, let primary?, _, let secondary?, .secondary) = node.kind,
               case .navigation(let primaryStack, let barHidden, let toolbarHidden) = primary.kind {
                placeCollapsed(secondary, onto: primaryStack, barHidden: barHidden, toolbarHidden: toolbarHidden, in: area)
            } else {
                for child in shown { place(child, in: area) }
            }
            return
        }
        let sideColumns = columns.compactMap { $0 }
        var x = area.frame.x
        for child in shown {
            let isSide = sideColumns.contains { $0.id == child.id }
            let width = isSide ? BarMetrics.splitColumnWidth : area.frame.x + area.frame.width - x
            place(child, in: Area(frame: Rect(x: x, y: area.frame.y, width: width, height: area.frame.height),
                                  top: area.top, bottom: area.bottom))
            x += width
        }
    }
}
