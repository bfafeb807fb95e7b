import A11yCore
import Hierarchy

/// The elements a UINavigationController's navigation bar exposes for its top screen
/// (reference/voiceover.md A1.9, A3.4): the prompt, the back button, the title as a heading, then
/// the left and right bar button items.
enum NavigationBarElements {
    /// The elements of the bar whose title row is `bar` (window coordinates) showing `stack`'s top
    /// screen; `promptRow` is the row above it where the navigation item's prompt is, when it has
    /// one.
    static func elements(stack: [ViewControllerNode], owner: ViewControllerNode, bar: Rect, promptRow: Rect?, project: Project,
                         options: AnalysisOptions, environment: Environment) -> [AccessibilityNode] {
        guard let top = stack.last, let screenID = top.contentScreenID, let screen = project.screens[screenID] else { return [] }
        let item = screen.navigationItem
        var nodes: [AccessibilityNode] = []
        if let prompt = item?.prompt, let promptRow {
            nodes.append(.element(Self.prompt(prompt, screenID: screenID, frame: promptRow)))
        }
        let leftItems = (item?.leftItems ?? []).filter { !BarItemElements.isSpacer($0) }
        let leftFrames = BarItemElements.frames(count: leftItems.count, in: bar, fromLeft: true)
        for (index, barItem) in leftItems.enumerated() {
            nodes += BarItemElements.nodes(barItem, fallbackID: "nav.left.\(index)", screenID: screenID, frame: leftFrames[index],
                                           idiom: environment.device.idiom, options: options)
        }
        if leftItems.isEmpty, item?.hidesBackButton?.value != true, stack.count > 1,
           let back = backButton(below: stack[stack.count - 2], screenID: screenID, owner: owner, bar: bar, project: project) {
            nodes.append(.element(back))
        }
        nodes += title(of: screen, bar: bar, options: options, environment: environment)
        let rightItems = (item?.rightItems ?? []).filter { !BarItemElements.isSpacer($0) }
        let rightFrames = BarItemElements.frames(count: rightItems.count, in: bar, fromLeft: false)
        for (index, barItem) in rightItems.enumerated() {
            nodes += BarItemElements.nodes(barItem, fallbackID: "nav.right.\(index)", screenID: screenID, frame: rightFrames[index],
                                           trailing: true, idiom: environment.device.idiom, options: options)
        }
        return nodes
    }

    /// `nav.back`: labelled with the previous entry's `backButtonTitle`, else its title
    /// (`navigationItem.title` over `title`), else "Back"; trait backButton (announced
    /// "‹title›. Back Button.", A3.4).
    private static func backButton(below previous: ViewControllerNode, screenID: String, owner: ViewControllerNode,
                                   bar: Rect, project: Project) -> AccessibilityElement? {
        let previousScreen = previous.contentScreenID.flatMap { project.screens[$0] }
        let label = previousScreen?.navigationItem?.backButtonTitle ?? previousScreen.flatMap(title(of:))
        let frame = Rect(x: bar.x + BarMetrics.itemMargin, y: bar.y, width: BarMetrics.itemWidth * 2, height: bar.height)
        return AccessibilityElement(id: "nav.back", screenID: screenID, kind: .button, part: nil, path: ElementPath([]),
                                    label: label?.value ?? "Back", value: nil, hint: nil, traits: [.backButton],
                                    frame: frame, location: label?.location ?? owner.location,
                                    labelLocation: label?.location, context: nil, containers: [])
    }

    /// `nav.prompt`: the navigation item's prompt, static text across the row above the title
    /// ([prompt](https://developer.apple.com/documentation/uikit/uinavigationitem/prompt)).
    private static func prompt(_ prompt: Located<String>, screenID: String, frame: Rect) -> AccessibilityElement {
        AccessibilityElement(id: "nav.prompt", screenID: screenID, kind: .label, part: nil, path: ElementPath([]),
                             label: prompt.value, value: nil, hint: nil, traits: [.staticText], frame: frame,
                             location: prompt.location, labelLocation: prompt.location, context: nil, containers: [])
    }

    /// The title `screen` shows in a navigation bar: `navigationItem.title` over `title`.
    static func title(of screen: Screen) -> Located<String>? {
        screen.navigationItem?.title ?? screen.title
    }

    /// True when `screen` shows a large title: `navigationItem.largeTitle`, outside compact height.
    static func showsLargeTitle(_ screen: Screen, in environment: Environment) -> Bool {
        screen.navigationItem?.largeTitle?.value == true && !BarMetrics.isCompactBars(in: environment)
    }

    /// `nav.title` as a heading, centred in the bar (a large title on the row below it, from the
    /// leading margin), or the elements of the `titleView`.
    private static func title(of screen: Screen, bar: Rect, options: AnalysisOptions,
                              environment: Environment) -> [AccessibilityNode] {
        let large = showsLargeTitle(screen, in: environment) && screen.navigationItem?.titleView == nil
        let width = large ? bar.width - 32 : bar.width / 3
        let origin = large ? (x: bar.x + 16, y: bar.y + bar.height) : (x: bar.x + (bar.width - width) / 2, y: bar.y)
        let height = large ? BarMetrics.largeTitleHeight : bar.height
        if let titleView = screen.navigationItem?.titleView {
            var holder = Screen(id: screen.id, location: screen.location)
            holder.view = [titleView]
            // UINavigationBar centres its title view in the bar; the file's frame only gives its
            // size (its x and y are where Interface Builder drew it in its own bar).
            let size = titleView.frame?.value ?? Rect(x: 0, y: 0, width: 0, height: 0)
            let centred = (x: bar.x + (bar.width - size.width) / 2 - size.x, y: bar.y + (bar.height - size.height) / 2 - size.y)
            return ScreenAccessibility.analyze(screen: holder, origin: titleView.frame == nil ? origin : centred,
                                               idiom: environment.device.idiom,
                                               layoutDirection: environment.layoutDirection, options: options).nodes
        }
        guard let title = title(of: screen) else { return [] }
        let frame = Rect(x: origin.x, y: origin.y, width: width, height: height)
        return [.element(AccessibilityElement(id: "nav.title", screenID: screen.id, kind: .label, part: nil,
                                              path: ElementPath([]), label: title.value, value: nil, hint: nil,
                                              traits: [.header, .staticText], frame: frame, location: title.location,
                                              labelLocation: title.location, context: nil, containers: []))]
    }
}
