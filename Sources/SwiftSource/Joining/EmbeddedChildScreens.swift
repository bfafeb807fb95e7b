import A11yCore
import Hierarchy

/// A xib's view controller that Swift code only ever makes a child of another
/// (`addChild(_:)`, https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)),
/// its view placed in the parent's (a cell hosting a header controller's view), and never shows on
/// its own: its view is part of the parent's page. The screen is a component
/// (``Screen/component``): its elements are checked, not a page it is not (no heading, empty
/// screen, orientation or lifecycle of its own).
struct EmbeddedChildScreens {
    /// The classes code makes children of others and never presents, pushes or shows, each with
    /// its first `addChild(_:)` call.
    let childOnly: [String: SourceLocation]

    init(_ facts: CodeFacts) {
        var added: [String: SourceLocation] = [:]
        var shown: Set<String> = []
        for declared in facts.classes.values {
            for child in declared.children {
                guard case .instance(let name) = child.controller else { continue }
                if let first = added[name], first < child.location { continue }
                added[name] = child.location
            }
            for presentation in declared.presentations { shown.formUnion(Self.classes(in: presentation.controller)) }
        }
        childOnly = added.filter { !shown.contains($0.key) }
    }

    /// The classes `controller` shows: itself, or a navigation controller's root.
    static func classes(in controller: PresentedController) -> [String] {
        switch controller {
        case .instance(let name): [name]
        case .navigation(let root): classes(in: root)
        case .storyboardScene(_, _, let castTo): castTo.map { [$0] } ?? []
        case .storyboardInitial, .unknown: []
        }
    }

    /// Marks the screens of a xib whose class is only ever a child as components, located at the
    /// first `addChild(_:)` that adds one.
    func apply(to file: inout SpecFile) {
        guard !childOnly.isEmpty, file.path.lowercased().hasSuffix(".xib") else { return }
        for index in file.screens.indices where file.screens[index].component?.value != true {
            guard let name = file.screens[index].className?.value, let added = childOnly[name] else { continue }
            file.screens[index].component = Located(true, at: added)
        }
    }
}
