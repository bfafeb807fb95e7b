import A11yCore
import Hierarchy

/// Builds the node tree of one screen the way AccessibilitySnapshot's parser walks a view
/// hierarchy (reference/voiceover.md A2.2, step 1) and records every would-be element that the
/// walk cuts off.
struct ExposureWalker {
    let screen: Screen
    let options: AnalysisOptions
    let layoutDirection: LayoutDirection
    let rowTolerance: Double
    private(set) var recorder: UnreachableRecorder
    /// True once the walk has numbered the elements of a `tabBar` view, the one step that reads
    /// the row tolerance: a walk that numbered none is the same for every tolerance.
    private(set) var numberedTabs = false
    /// The assumptions the walk's elements depended on: `assignedValueWins` once it exposed an
    /// element whose value depends on it, `cellWithControls` once it met a cell that assumption decides.
    private(set) var readAssumptions: Set<AssumptionKey> = []
    /// The drawn views whose content code provides, in the order the walk meets them.
    private(set) var codeContent: [CodeContentView] = []

    init(screen: Screen, options: AnalysisOptions, layoutDirection: LayoutDirection, rowTolerance: Double) {
        self.screen = screen
        self.options = options
        self.layoutDirection = layoutDirection
        self.rowTolerance = rowTolerance
        recorder = UnreachableRecorder(factory: ElementFactory(
            screenID: screen.id, alphaThreshold: options.alphaThreshold, assignedValueWins: options.assignedValueWins,
            cellWithControls: options.cellWithControls, voiceOverRelease: options.voiceOverRelease))
    }

    var factory: ElementFactory { recorder.factory }

    /// The nodes of the screen's root view placed at (`x`, `y`). Described by `rootView`, it is
    /// an element like any other (its `order`, container type, traits, `accessible`, `group`);
    /// otherwise a plain view, so its subviews are flattened into the result. Either way a modal
    /// subview cuts its siblings (A1.7).
    mutating func rootNodes(x: Double, y: Double, safeAreaInset: Double) -> [AccessibilityNode] {
        let root = Placement.root(x: x, y: y, safeAreaInset: safeAreaInset)
        var nodes: [AccessibilityNode] = []
        if let rootView = screen.rootViewElement {
            appendNodes(for: rootView, at: root, provider: nil, to: &nodes)
        } else {
            appendSubviewNodes(screen.view, at: screen.view.indices.map { root.rootChild($0) }, provider: nil, to: &nodes)
        }
        return nodes
    }

    /// Appends the nodes of one element (A2.2 `node(obj, ctx)`) to `nodes`.
    mutating func appendNodes(for element: Element, at place: Placement, provider: ContextProvider?,
                              to nodes: inout [AccessibilityNode]) {
        let semantics = factory.semantics(element)
        if let reason = semantics.pruningReason {
            recorder.record(element, at: place, reason: reason)
            return
        }
        if semantics.readsCellWithControls { readAssumptions.insert(.cellWithControls) }
        if element.kind != .image, element.contentComesFromCode {
            codeContent.append(CodeContentView(id: element.resolvedID(at: place.path), screenID: screen.id,
                                               className: element.className?.value ?? element.kind.uikitClass, frame: place.windowFrame(of: element),
                                               location: element.location))
        }
        if semantics.isAccessibilityElement {
            recorder.recordInside(element, at: place, reason: .insideAccessibleElement)
            let context = provider.flatMap { $0.context(forElementWithID: element.resolvedID(at: place.path)) }
            if semantics.valueDependsOnAssumption { readAssumptions.insert(.assignedValueWins) }
            nodes.append(.element(factory.element(element, at: place, context: context)))
            appendAccessoryButton(of: element, at: place, provider: provider, to: &nodes)
        } else if semantics.listsElements {
            nodes.append(listedGroup(element, semantics: semantics, at: place, provider: provider))
        } else {
            appendViewNodes(element, semantics: semantics, at: place, provider: provider, to: &nodes)
        }
    }

    /// A cell's info button (`detailButton`, `detailDisclosureButton`): an element of its own
    /// after the cell, "More Info, Button"
    /// (https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum/detailbutton).
    private mutating func appendAccessoryButton(of element: Element, at place: Placement, provider: ContextProvider?,
                                                to nodes: inout [AccessibilityNode]) {
        guard element.kind == .cell else { return }
        for part in ControlParts(element: element, frame: nil).parts {
            let id = factory.partID(part, of: element, at: place)
            nodes.append(.element(factory.part(part, of: element, at: place, context: provider?.context(forElementWithID: id))))
        }
    }

    /// A container that supplies `accessibilityElements`: only the listed elements, in their
    /// order, each walked on its own (A1.4).
    private mutating func listedGroup(_ element: Element, semantics: ElementSemantics, at place: Placement,
                                      provider: ContextProvider?) -> AccessibilityNode {
        let ownParts = ControlParts(element: element, frame: place.windowFrame(of: element)).parts
        let members = element.order?.value.map(\.value) ?? ownParts.map { factory.partID($0, of: element, at: place) }
        let ownContext = element.kind == .tabBar
            ? .tabBarItems(ids: ownParts.map { factory.partID($0, of: element, at: place) })
            : semantics.containerRole.map { ContextProvider.container(role: $0, members: members) }
        let inner = provider ?? (semantics.providesContext ? ownContext : nil)
        // Without `order` the members are the container's own parts, which its index lists
        // before any descendant: each member is its own part, found without the index.
        let index = element.order == nil ? nil : ListedTargets(container: element, at: place, factory: factory)
        var children: [AccessibilityNode] = []
        for (offset, member) in members.enumerated() {
            let target: ListedTargets.Target? = if let index {
                index.target(named: member)
            } else {
                .part(owner: element, ownerPlace: place, ownParts[offset])
            }
            switch target {
            case .element(let target, let targetPlace)?:
                appendNodes(for: target, at: targetPlace, provider: inner, to: &children)
            case .part(let owner, let ownerPlace, let part)?:
                children.append(.element(factory.part(part, of: owner, at: ownerPlace,
                                                      context: inner?.context(forElementWithID: member))))
            case nil:
                continue
            }
        }
        // A container without `order` or subviews has nothing unlisted: its members are all its parts.
        if element.order != nil || !element.children.isEmpty {
            recorder.recordUnlisted(in: element, at: place, listed: Set(members))
        }
        let override = (provider?.overridesGroupFrames ?? false) ? place.windowFrame(of: element) : nil
        return .group(children, explicitlyOrdered: true, frameOverride: override)
    }

    /// A plain view: its subviews (a stepper's buttons first), or only its last modal subview.
    /// Its nodes go to `nodes` directly unless they form a group or are numbered as tabs.
    private mutating func appendViewNodes(_ element: Element, semantics: ElementSemantics, at place: Placement,
                                          provider: ContextProvider?, to nodes: inout [AccessibilityNode]) {
        let isTabBar = semantics.traits.contains(.tabBar)
        let inner = provider ?? (semantics.providesContext ? .superview(isTabBar: isTabBar) : nil)
        let membership = semantics.containerRole.map { ContainerMembership(id: element.resolvedID(at: place.path), role: $0) }
        let numbersTabs = provider == nil && isTabBar
        guard element.group?.value == true || membership != nil || numbersTabs else {
            appendContents(of: element, at: place, provider: inner, to: &nodes)
            return
        }
        var children: [AccessibilityNode] = []
        appendContents(of: element, at: place, provider: inner, to: &children)
        if numbersTabs {
            children = numberedAsTabs(children)
        }
        if element.group?.value == true || membership != nil {
            nodes.append(.group(children, explicitlyOrdered: false, frameOverride: nil))
        } else {
            nodes += children
        }
    }

    /// Appends the nodes inside a plain view: a container cell's text label, a stepper's buttons
    /// (unless a modal subview cuts them), then its subviews' nodes.
    private mutating func appendContents(of element: Element, at place: Placement, provider: ContextProvider?,
                                         to nodes: inout [AccessibilityNode]) {
        if let text = factory.textLabel(of: element, at: place, provider: provider) {
            nodes.append(.element(text))
        }
        let parts = ControlParts(element: element, frame: place.windowFrame(of: element))
        let partList = parts.parts
        if !partList.isEmpty {
            let modalCutsParts = element.children.contains { $0.viewIsModal?.value == true }
            for part in partList {
                if modalCutsParts {
                    recorder.recordPart(part, of: element, at: place, reason: .outsideModalView)
                } else {
                    let id = factory.partID(part, of: element, at: place)
                    nodes.append(.element(factory.part(part, of: element, at: place, context: provider?.context(forElementWithID: id))))
                }
            }
        }
        let children = element.children
        appendSubviewNodes(children, at: factory.childPlaces(of: element, at: place), provider: provider, to: &nodes)
    }

    /// Appends the nodes of `subviews` (standing at `places`), or of the last modal one alone;
    /// the cut siblings are recorded (A1.7).
    private mutating func appendSubviewNodes(_ subviews: [Element], at places: [Placement], provider: ContextProvider?,
                                             to nodes: inout [AccessibilityNode]) {
        guard let modal = subviews.lastIndex(where: { $0.viewIsModal?.value == true }) else {
            for (subview, place) in zip(subviews, places) {
                appendSubviewNode(subview, at: place, provider: provider, to: &nodes)
            }
            return
        }
        for (offset, (sibling, place)) in zip(subviews, places).enumerated() where offset != modal {
            recorder.record(sibling, at: place, reason: .outsideModalView)
        }
        appendSubviewNode(subviews[modal], at: places[modal], provider: provider, to: &nodes)
    }

    /// Appends the nodes of one subview. A UIAccessibilityElement is not a subview: a view's walk
    /// never meets it, only its container's `accessibilityElements` (`order`) reach it
    /// (https://developer.apple.com/documentation/uikit/uiaccessibilitycontainer), so one met here
    /// is recorded as left out of its container's order.
    private mutating func appendSubviewNode(_ subview: Element, at place: Placement, provider: ContextProvider?,
                                            to nodes: inout [AccessibilityNode]) {
        guard subview.kind.isView else {
            recorder.record(subview, at: place, reason: .notInOrder)
            return
        }
        appendNodes(for: subview, at: place, provider: provider, to: &nodes)
    }

    /// Elements under a `tabBar` view: "Tab." and their position among the view's elements in
    /// reading order (A2.3).
    private mutating func numberedAsTabs(_ nodes: [AccessibilityNode]) -> [AccessibilityNode] {
        numberedTabs = true
        let ordered = ReadingOrder.flatten(nodes, layoutDirection: layoutDirection, rowTolerance: rowTolerance).map(\.id)
        return nodes.map { node in
            node.mapElements { element in
                guard let index = ordered.firstIndex(of: element.id) else { return element }
                return element.with(context: .tab(index: index + 1, count: ordered.count))
            }
        }
    }
}
