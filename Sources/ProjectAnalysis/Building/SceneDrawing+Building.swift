import A11yCore
import A11yAnalyzer
import Hierarchy
import AnalysisResult

extension SceneDrawing {
    /// Every view of the screens the analysis of one scene placed, with its window frame and
    /// content, then the bar items it exposed; colours resolved for the scene's appearance.
    init(_ result: SceneAccessibilityResult, project: Project) {
        let environment = result.scene.environment
        var walk = DrawingWalk(context: ColorContext(environment), alphaThreshold: result.options.alphaThreshold)
        var screens: [Screen] = []
        for placed in result.frames.screens {
            guard let screen = project.screens[placed.screenID]?.shown(in: environment.sizeClasses) else { continue }
            let window = Rect(x: 0, y: 0, width: environment.windowSize.width, height: environment.windowSize.height)
            let frame = result.frames.controllers.first { $0.id == placed.ownerID }?.frame ?? window
            screens.append(Screen(id: screen.id, frame: frame,
                                  backgroundColor: walk.hex(screen.rootView?.backgroundColor ?? screen.backgroundColor),
                                  declaresNoView: screen.view.isEmpty, isComponent: screen.component?.value == true))
            let origin = DrawingWalk.Origin(x: placed.origin.x, y: placed.origin.y,
                                            safeAreaTop: placed.origin.y + placed.safeAreaInset, drawn: true)
            for element in screen.view { walk.visit(element, screen: screen.id, at: origin) }
            if let titleView = screen.navigationItem?.titleView,
               let origin = Self.titleViewOrigin(titleView, screen: screen.id, in: result) {
                walk.inBar = true
                walk.visit(titleView, screen: screen.id, at: origin)
                walk.inBar = false
            }
        }
        for element in result.elements + result.unreachable.map(\.element) {
            walk.barItem(element, image: DrawingWalk.onlyImage(of: element, in: project))
        }
        self.init(dark: environment.appearance == .dark, screens: screens, views: walk.views)
    }
}

extension SceneDrawing {
    /// Where the analysis placed `titleView` in its bar (the origin its frame is relative to):
    /// found from the window frame of the first element of its tree VoiceOver lists, less that
    /// element's frames within the tree; nil when none is listed.
    static func titleViewOrigin(_ titleView: Element, screen: String, in result: SceneAccessibilityResult)
        -> DrawingWalk.Origin? {
        var offsets: [String: (x: Double, y: Double)] = [:]
        func collect(_ element: Element, _ x: Double, _ y: Double) {
            let frame = element.frame?.value ?? Rect(x: 0, y: 0, width: 0, height: 0)
            let here = (x: x + frame.x, y: y + frame.y)
            if let id = element.id?.value { offsets[id] = here }
            for child in element.children { collect(child, here.x, here.y) }
        }
        collect(titleView, 0, 0)
        for element in result.elements + result.unreachable.map(\.element)
        where element.screenID == screen && element.part == nil {
            guard let offset = offsets[element.id], let frame = element.frame else { continue }
            return DrawingWalk.Origin(x: frame.x - offset.x, y: frame.y - offset.y, safeAreaTop: 0, drawn: true)
        }
        return nil
    }
}

/// The walk of one scene's views for ``SceneDrawing``: each view's window frame from its
/// parent's origin, as the VoiceOver analysis places them.
struct DrawingWalk {
    /// Where a view's parent puts its children in the window.
    struct Origin {
        let x: Double
        let y: Double
        /// The top of the screen's safe area, for views that adjust their content inset.
        let safeAreaTop: Double
        /// False when an ancestor is not drawn.
        let drawn: Bool
    }

    let context: ColorContext
    let alphaThreshold: Double
    var views: [SceneDrawing.View] = []
    /// True while the walk is in a bar's view (a `titleView`): its views are drawn over the bar.
    var inBar = false

    init(context: ColorContext, alphaThreshold: Double) {
        self.context = context
        self.alphaThreshold = alphaThreshold
    }

    /// `#RRGGBB` (or `#RRGGBBAA` when translucent) of `color` in the walk's appearance.
    func hex(_ color: Located<ColorValue>?) -> String? {
        guard let resolved = color?.value.resolved(in: context) else { return nil }
        let parts = [resolved.red, resolved.green, resolved.blue] + (resolved.alpha < 1 ? [resolved.alpha] : [])
        return "#" + parts.map { part in
            let byte = Int((min(max(part, 0), 1) * 255).rounded())
            return (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
        }.joined()
    }

    /// Adds `element` and its descendants; `row` says what the element is in the table holding
    /// it (nil outside a table).
    mutating func visit(_ element: Element, screen: String, at origin: Origin, row: TableRow? = nil) {
        let shown = origin.drawn && element.hidden?.value != true && (element.alpha?.value ?? 1) > alphaThreshold
        let frame = element.frame.map { Rect(x: origin.x + $0.value.x, y: origin.y + $0.value.y, width: $0.value.width,
                                             height: $0.value.height) }
        if let frame, element.kind.isView { add(element, screen: screen, frame: frame, drawn: shown, row: row) }
        if let frame, let accessory = element.accessoryView?.value {
            let size = (width: 51.0, height: 31.0)
            let placed = Rect(x: frame.x + frame.width - 16 - size.width, y: frame.y + (frame.height - size.height) / 2,
                              width: size.width, height: size.height)
            add(accessory, screen: screen, frame: placed, drawn: shown)
        }
        var contentTop = frame?.y ?? origin.y
        if element.contentInsetAdjustment?.value == .automatic, let frame { contentTop += max(0, origin.safeAreaTop - frame.y) }
        let inner = Origin(x: frame?.x ?? origin.x, y: contentTop, safeAreaTop: origin.safeAreaTop, drawn: shown)
        guard element.kind == .table else {
            for child in element.children { visit(child, screen: screen, at: inner) }
            return
        }
        visitRows(of: element, screen: screen, at: inner)
    }

    mutating func add(_ element: Element, screen: String, frame: Rect, drawn: Bool, row: TableRow? = nil) {
        let size = TextSize(element.font?.value)
        let kind = element.kind
        var text: String?
        switch kind {
        case .button: text = element.title?.value
        case .label, .textView, .textField, .cell: text = element.text?.value
        case .navigationBar: text = element.title?.value
        default: text = nil
        }
        if let row, row.title != nil, kind == .label { return addTitle(element, screen: screen, frame: frame, drawn: drawn, row: row) }
        // Code sets a text or an image to a value a11y-check does not know: drawn as unknown,
        // never as a text or an image name "(set in code)".
        let textFromCode = text == Element.setInCode
        if textFromCode { text = nil }
        let imageFromCode = element.image?.value == Element.setInCode
        var segments = element.segments.map(\.value)
        var selected = element.selectedSegment?.value
        if kind == .tabBar { segments = (element.tabBarItems?.value ?? []).map { $0.title?.value ?? $0.image?.value ?? "" } }
        if kind == .toolbar { segments = Self.shownItems(element.barItems?.value ?? []) }
        if kind == .pageControl { selected = element.currentPage?.value ?? 0 }
        let fraction = kind == .slider ? Self.fraction(element) : nil
        views.append(SceneDrawing.View(
            id: element.id?.value, screen: screen, kind: kind.rawValue, frame: frame, text: text,
            placeholder: element.placeholder?.value, image: imageFromCode ? nil : element.image?.value,
            imageIsSystemSymbol: element.imageIsSystemSymbol?.value == true,
            setInCode: element.textFromCode?.value == true || element.contentComesFromCode || textFromCode
                || (imageFromCode && text == nil),
            isOn: kind == .switch ? element.isOn?.value ?? false : (kind == .cell ? element.accessory?.value == .checkmark : nil),
            fraction: fraction, segments: segments, selected: selected,
            pages: kind == .pageControl ? element.numberOfPages?.value ?? 0 : nil,
            accessory: element.accessory.flatMap { $0.value == .none ? nil : $0.value.rawValue },
            fontSize: size.points, fontWeight: size.weight.rawValue, textColor: hex(element.textColor),
            backgroundColor: hex(element.backgroundColor), isDrawn: drawn, isEnabled: element.enabled?.value != false,
            tableStyle: kind == .table ? (element.tableStyle?.value ?? .plain).rawValue : row?.style.rawValue, inBar: inBar))
    }

    /// What a toolbar shows for each of its items, spaces left out: the title, the system item's
    /// name, else the image's name.
    private static func shownItems(_ items: [BarItem]) -> [String] {
        items.compactMap { item in
            if let system = item.system?.value {
                return SystemItemNames.spacers.contains(system) ? nil : item.title?.value ?? SystemItemNames.name(of: system) ?? system
            }
            return item.title?.value ?? item.image?.value ?? ""
        }
    }

    /// The image of the bar button item of `element`'s screen (its navigation item's or
    /// toolbar's) with the element's id, when that item shows only an image: no title, no
    /// system item, no custom view.
    static func onlyImage(of element: AccessibilityElement, in project: Project) -> (name: String, isSystemSymbol: Bool)? {
        guard let screen = project.screens[element.screenID] else { return nil }
        let items = (screen.navigationItem.map { $0.leftItems + $0.rightItems } ?? []) + screen.toolbarItems
        guard let item = items.first(where: { $0.id?.value == element.id }), let image = item.image?.value,
              item.title == nil, item.system == nil, item.customView == nil else { return nil }
        return (image, item.imageIsSystemSymbol?.value == true)
    }

    /// A slider's value between its minimum (0 by default) and maximum (1), from 0 to 1.
    private static func fraction(_ element: Element) -> Double {
        let minimum = element.minimum?.value ?? 0
        let maximum = element.maximum?.value ?? 1
        guard let value = element.value.flatMap({ Double($0.value) }), maximum > minimum else { return 0.5 }
        return min(max((value - minimum) / (maximum - minimum), 0), 1)
    }

    /// Adds `element` when a bar exposes it (bar elements have no path in a screen's views): the
    /// navigation title, large title and prompt, bar buttons and tabs, titled with their label;
    /// a bar button that shows only an image (`image`) is drawn as that image.
    mutating func barItem(_ element: AccessibilityElement, image: (name: String, isSystemSymbol: Bool)? = nil) {
        guard element.path.indices.isEmpty, element.part == nil, element.id != "dismissRegion",
              let frame = element.frame else { return }
        let kind = switch element.id {
        case "nav.title": frame.height > 44.5 ? "largeTitle" : "navigationTitle"
        case "nav.prompt": "prompt"
        default: element.containers.contains { $0.role == .tabBar } ? "tab" : "barButton"
        }
        let size = kind == "largeTitle" ? 34.0 : (kind == "prompt" ? 13 : (kind == "tab" ? 10 : 17))
        let fromCode = element.label == Element.setInCode
        let shownImage = kind == "barButton" ? image : nil
        views.append(SceneDrawing.View(
            id: element.id, screen: element.screenID, kind: kind, frame: frame, text: fromCode || shownImage != nil ? nil : element.label,
            image: shownImage?.name, imageIsSystemSymbol: shownImage?.isSystemSymbol == true, setInCode: fromCode,
            isOn: kind == "tab" ? element.traits.contains(.selected) : nil, fontSize: size,
            fontWeight: kind == "largeTitle" ? "bold" : (kind == "navigationTitle" ? "semibold" : "regular"),
            isEnabled: !element.traits.contains(.notEnabled)))
    }
}
