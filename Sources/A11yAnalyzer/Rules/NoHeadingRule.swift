import A11yCore
import Hierarchy

/// A screen with no heading VoiceOver users can jump to.
public struct NoHeadingRule: ScreenRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, severity, rationale and examples.
    public static let description = RuleDescription(
        id: "a11y-no-heading", severity: .warning, category: .accessibility,
        summary: "A screen has no element with the header trait and no navigation title",
        rationale: """
            VoiceOver users move through a screen by headings with the rotor, and a navigation title is read as \
            a heading. A screen without either gives them no structure to skim: WCAG 2.2 SC 1.3.1 Info and \
            Relationships and SC 2.4.6 Headings and Labels; A11yUITests' header check. A component (a cell or \
            reusable view, `component: true`) is part of a page, not one, and is not checked, nor is a screen whose \
            table or collection view's section headers its code, or a data source object it keeps, gives \
            (`tableView(_:titleForHeaderInSection:)`): \
            VoiceOver reads them as headings; nor is a screen that shows a web view (WKWebView, UIWebView): the \
            headings of the page it loads are in the rotor's Headings list (Apple: "Use the VoiceOver rotor on \
            iPhone"), and the files do not give the page; nor is a screen whose view, or a view in it, gets \
            subviews from code that may be or hold a heading (`contentFromCode`: a child view controller's view, an \
            app's view, a web view, a label code gives traits), as the Swift reader tells them from plain UIKit views \
            that show no heading of their own (a blur, buttons, a search bar, a label code gives no traits: \
            `plainContentFromCode`), which leave the screen judged. The finding sits on the screen's id.
            """,
        documentation: "https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/header",
        triggeringExamples: [
            """
            screens:
              ↓receipt:
                view:
                  - label: {id: total, text: Total 12.00, frame: [16, 100, 300, 20]}
                  - button: {id: done, title: Done, frame: [16, 140, 100, 44]}
            """,
            """
            screens:
              ↓player:
                view:
                  - label: {id: episode, text: Episode 12, frame: [16, 100, 300, 20]}
                  - button: {id: play, title: Play, contentFromCode: true, frame: [16, 140, 100, 44]}
                  - view: {id: backdrop, contentFromCode: true, plainContentFromCode: true, frame: [0, 0, 393, 800]}
            """,
        ],
        nonTriggeringExamples: [
            """
            screens:
              receipt:
                title: Receipt
                view:
                  - label: {id: total, text: Total 12.00, frame: [16, 100, 300, 20]}
              summary:
                view:
                  - label: {id: heading, text: Summary, traits: [header], frame: [16, 60, 300, 30]}
              blank:
                view: []
              nameCell:
                component: true
                view:
                  - label: {id: name, text: Name, frame: [16, 12, 300, 20]}
              help:
                view:
                  - custom: {id: page, class: WKWebView, frame: [0, 0, 393, 800]}
                  - button: {id: close, title: Close, frame: [16, 800, 100, 44]}
              feed:
                view:
                  - label: {id: updated, text: Updated just now, frame: [16, 60, 300, 20]}
                  - view: {id: posts, contentFromCode: true, frame: [0, 100, 393, 700]}
            """,
        ])

    /// A child screen's page title is its container's.
    public var checksEmbeddedScreens: Bool { false }

    /// The findings for one screen.
    public func findings(in input: ScreenRuleInput) -> [Finding] {
        guard !input.screen.isComponent, !input.elements.isEmpty, !input.elements.contains(where: { $0.traits.contains(.header) }),
              input.screen.title == nil, input.screen.navigationItem?.title == nil, input.screen.navigationItem?.titleView == nil,
              input.screen.unknown(.sectionHeaders) == nil,
              !input.screen.view.contains(where: { Self.showsWebPage($0, alphaThreshold: input.alphaThreshold) }),
              !Self.getsUnknownContent(input.screen) else { return [] }
        return [finding(
            at: input.screen.location, in: input, subject: input.screen.id,
            "screen '\(input.screen.id)' has no heading and no navigation title",
            hint: "give the screen a title, or add the header trait to its section titles")]
    }

    /// True when code adds views to the screen's root view, or to a view below it, that
    /// may be or hold a heading (``Element/contentFromCode`` without
    /// ``Element/plainContentFromCode``): an app's view, a child view controller's view, a web
    /// view, a label whose traits code may set.
    static func getsUnknownContent(_ screen: Screen) -> Bool {
        guard let root = screen.rootViewElement else {
            return screen.view.contains { getsUnknownContent($0) }
        }
        return getsUnknownContent(root)
    }

    /// True when code adds views that may be or hold a heading to `element` or a view below it,
    /// hidden or not: code fills a view to show it, and may show it when the file hides it. Not
    /// inside a view VoiceOver reads as one element (a button, a control, a view made an element:
    /// its subviews are not elements of their own, https://developer.apple.com/documentation/objectivec/nsobject-swift.class/isaccessibilityelement),
    /// nor one that hides its elements (`accessibilityElementsHidden`).
    private static func getsUnknownContent(_ element: Element) -> Bool {
        if element.accessible?.value ?? element.kind.isAccessibleByDefault || element.hiddenFromAccessibility?.value == true { return false }
        if element.contentFromCode?.value == true, element.plainContentFromCode?.value != true { return true }
        return element.children.contains { getsUnknownContent($0) }
    }

    /// The classes of the views that show a web page, whose headings VoiceOver reads.
    private static let webViewClasses: Set<String> = ["WKWebView", "UIWebView"]

    /// True when `element`, or a view below it, is a drawn web view whose page the files do not
    /// give (no subviews described, nothing said about its accessibility).
    static func showsWebPage(_ element: Element, alphaThreshold: Double) -> Bool {
        guard element.isShown(alphaThreshold: alphaThreshold) else { return false }
        if element.kind == .custom, element.contentComesFromCode, webViewClasses.contains(element.className?.value ?? "") { return true }
        return element.children.contains { showsWebPage($0, alphaThreshold: alphaThreshold) }
    }
}
