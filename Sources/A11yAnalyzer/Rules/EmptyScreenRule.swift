import A11yCore
import Hierarchy

/// A screen with content of which VoiceOver reaches nothing.
public struct EmptyScreenRule: ScreenRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, severity, rationale and examples.
    public static let description = RuleDescription(
        id: "a11y-empty-screen", severity: .error, category: .accessibility,
        summary: "A screen has elements but VoiceOver can reach none of them",
        rationale: """
            When every element of a screen is hidden from accessibility, cut off by a modal view or buried in \
            containers that expose nothing, a VoiceOver user lands on a silent screen and cannot find out what it \
            holds or how to leave it: WCAG 2.2 SC 4.1.2 Name, Role, Value. Screens that declare no elements are \
            not checked, nor screens whose views are all hidden (hidden, or alpha at or below the alpha threshold): \
            nothing is drawn there either, and the content comes later, from code (a storyboard scene whose web \
            view or search bar code adds and shows), nor screens showing a view whose content code provides (a \
            custom view with no subviews and no accessibility properties, such as a WKWebView or MKMapView, a table \
            or collection view with no cells described, whose data source makes them, or an image view with no \
            image, whose image code sets: what VoiceOver finds in it is unknown, not nothing), nor screens whose \
            own view code adds subviews to (`view.addSubview(child.view)`, `rootView` with `contentFromCode`), nor components \
            (`component: true`: a cell or reusable view is part of a page, and the page is what a user lands on), \
            nor a custom container's own screen shown with children (a container view's embed segue, \
            `addChild(_:)`): its children's views fill the page with its own, and each child is checked on its \
            own. The finding sits on the screen's id.
            """,
        documentation: "https://www.w3.org/WAI/WCAG22/Understanding/name-role-value.html",
        triggeringExamples: [
            """
            screens:
              ↓splash:
                view:
                  - image: {id: logo, image: logo, frame: [100, 300, 193, 193]}
              ↓locked:
                view:
                  - view:
                      hiddenFromAccessibility: true
                      children:
                        - button: {id: unlock, title: Unlock, frame: [16, 100, 100, 44]}
            """,
        ],
        nonTriggeringExamples: [
            """
            screens:
              splash:
                view:
                  - image: {id: logo, image: logo, label: Acme, accessible: true, frame: [100, 300, 193, 193]}
              placeholder:
                title: Coming soon
              article:
                view:
                  - custom: {id: searchBar, class: ArticleSearchBar, hidden: true, frame: [0, 782, 402, 31]}
              help:
                view:
                  - custom: {id: page, class: WKWebView, frame: [0, 0, 402, 874]}
              drawing:
                view:
                  - image: {id: canvas, frame: [0, 64, 402, 700]}
              avatarCell:
                component: true
                view:
                  - image: {id: avatar, image: avatar, frame: [8, 8, 44, 44]}
            """,
            """
            screens:
              pause:
                view:
                  - view: {id: blur, frame: [0, 0, 402, 874]}
              pauseMenu:
                view:
                  - button: {id: resume, title: Resume, frame: [16, 100, 370, 44]}
            scenes:
              paused:
                root:
                  container:
                    screen: pause
                    children:
                      - {node: pauseMenu, frame: [0, 0, 402, 874], addedBy: storyboard}
            """,
        ])

    /// A container's page is its own views and its children's together.
    public var checksContainerScreens: Bool { false }

    /// The findings for one screen.
    public func findings(in input: ScreenRuleInput) -> [Finding] {
        let threshold = input.alphaThreshold
        guard !input.screen.isComponent, input.elements.isEmpty, input.screen.view.contains(where: { $0.isShown(alphaThreshold: threshold) }),
              !input.screen.view.contains(where: { $0.showsContentFromCode(alphaThreshold: threshold) }),
              input.screen.rootView?.contentFromCode?.value != true else {
            return []
        }
        return [finding(
            at: input.screen.location, in: input, subject: input.screen.id,
            "VoiceOver reaches none of the elements of screen '\(input.screen.id)'",
            hint: "expose at least the content and a way to leave the screen")]
    }
}
