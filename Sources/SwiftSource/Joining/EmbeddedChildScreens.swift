import A11yCore
import Hierarchy

/// A view controller that Swift code only ever makes a child of another (`addChild(_:)`,
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)), or whose view
/// it only ever places in another view (`container.addSubview(controller.view)`), or makes a search
/// controller's results (`UISearchController(searchResultsController: results)`), itself or through
/// the app's method that does either to a parameter (``ControllerMethod``), and never shows
/// on its own (itself or through the app's method that shows a parameter): its view is part of the parent's page (a cell hosting a header controller's view, a
/// custom container's onboarding pages, an iPad tab strip). Its screen is a component
/// (``Screen/component``): its elements are checked, not a page it is not (no heading, empty
/// screen, orientation or lifecycle of its own). The class is the one code makes, casts the
/// controller to, or declares the variable or stored property holding it of (never a UIKit
/// class, which says nothing of the app's); a screen whose class descends from it
/// is one too (`as? OnboardingContentViewController`, a base class of each page). In a storyboard,
/// a screen a segue, a container or the initial view controller shows stays a page.
struct EmbeddedChildScreens {
    /// The classes code makes children of others and never presents, pushes or shows, each with
    /// its first `addChild(_:)` (or `addSubview(_:)`) call.
    let childOnly: [String: SourceLocation]
    /// The classes code presents, pushes or shows, itself or through the app's methods that do:
    /// pages, whatever their superclass.
    private let shown: Set<String>
    /// The facts the classes' lineages are read from.
    private let facts: CodeFacts

    init(_ facts: CodeFacts) {
        self.facts = facts
        var added: [String: SourceLocation] = [:]
        var shown: Set<String> = []
        for declared in facts.classes.values {
            for child in declared.children {
                // A controller only known as UIKit's (`controller as? UIViewController`) says
                // nothing of the app class it is.
                for name in Self.classes(in: child.controller) where !UIKitClasses.known.contains(name) {
                    if let first = added[name], first < child.location { continue }
                    added[name] = child.location
                }
            }
            for presentation in declared.presentations { shown.formUnion(Self.classes(in: presentation.controller)) }
            for handed in declared.shownThroughMethods { shown.formUnion(Self.classes(in: handed.controller)) }
        }
        childOnly = added.filter { !shown.contains($0.key) }
        self.shown = shown
    }

    /// The classes `controller` shows: itself, or a navigation controller's root.
    static func classes(in controller: PresentedController) -> [String] {
        switch controller {
        case .instance(let name), .ofClass(let name): [name]
        case .navigation(let root, _): classes(in: root)
        case .storyboardScene(_, _, let castTo): castTo.map { [$0] } ?? []
        case .storyboardInitial, .unknown: []
        }
    }

    /// Marks the screens whose class (or an app superclass of it) is only ever a child as
    /// components, located at the first call that adds one: not a screen whose own class code
    /// shows, nor, in a storyboard, one a scene of the file shows as a page.
    func apply(to file: inout SpecFile) {
        guard !childOnly.isEmpty else { return }
        let pages = file.path.lowercased().hasSuffix(".xib") ? [] : Self.shownAsPages(file.scenes)
        for index in file.screens.indices where file.screens[index].component?.value != true && !pages.contains(file.screens[index].id) {
            guard let name = file.screens[index].className?.value, !shown.contains(name),
                  let added = ([name] + facts.superclasses(of: name)).firstNonNil({ childOnly[$0] }) else { continue }
            file.screens[index].component = Located(true, at: added)
        }
    }

    /// The screens `scenes` show as a page: every screen of the first scene (the storyboard's
    /// initial view controller), and every screen a scene shows but as its bare root (each
    /// controller nothing leads to is the bare root of a scene of its own, since code may show it).
    private static func shownAsPages(_ scenes: [Scene]) -> Set<String> {
        var pages: Set<String> = []
        for (position, scene) in scenes.enumerated() {
            for node in scene.allNodes {
                guard let id = node.contentScreenID else { continue }
                if position > 0, node === scene.root, case .screen = node.kind { continue }
                pages.insert(id)
            }
        }
        return pages
    }
}
