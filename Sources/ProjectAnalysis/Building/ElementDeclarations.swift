import A11yCore
import A11yAnalyzer
import Hierarchy
import AnalysisResult

/// Finds the spec element an analysed element was made from, and says which of its properties a
/// file other than its declaration sets: code joined to a storyboard's view (a label set in
/// `viewDidLoad`), or a spec's `overrides` of an imported screen.
struct ElementDeclarations {
    let project: Project
    /// The scene's size classes, which show a screen's views as its analysis saw them.
    let sizeClasses: SizeClasses
    /// Each screen as ``sizeClasses`` show it, looked up once per scene.
    private var shown: [String: Screen?] = [:]

    init(project: Project, sizeClasses: SizeClasses) {
        self.project = project
        self.sizeClasses = sizeClasses
    }

    /// What files other than `element`'s declaration set on it, in the order label, value, hint,
    /// traits, isAccessibilityElement, accessibilityElementsHidden, isHidden, isEnabled; `label`
    /// where its label comes from. Empty for an element one file describes whole, for the parts
    /// UIKit makes inside a control and for bar items, which no view declares.
    mutating func settings(of element: AccessibilityElement) -> [ElementSources.Setting] {
        guard element.part == nil, let declared = declaration(of: element) else { return [] }
        var settings: [ElementSources.Setting] = []
        func add(_ property: String, _ location: SourceLocation?) {
            guard let location, !location.isInSameFile(as: declared.location) else { return }
            settings.append(ElementSources.Setting(property: property, file: location.file, line: location.line,
                                                   column: location.column))
        }
        add("label", element.labelLocation)
        // A cell's text label (`CELL.text`) says only the cell's text.
        guard element.kind == declared.kind else { return settings }
        add("value", declared.value?.location)
        add("hint", declared.hint?.location)
        let traits = declared.addedTraits.last { !$0.location.isInSameFile(as: declared.location) }
            ?? declared.removedTraits.last { !$0.location.isInSameFile(as: declared.location) }
        add("traits", traits?.location)
        add("isAccessibilityElement", declared.accessible?.location)
        add("accessibilityElementsHidden", declared.hiddenFromAccessibility?.location)
        add("isHidden", declared.hidden?.location ?? declared.hiddenFromCode?.location)
        add("isEnabled", declared.enabled?.location)
        return settings
    }

    /// The spec element at `element`'s path in its screen's views (its root view for the empty
    /// path), or in the screen's navigation title view, whose declaration is `element`'s.
    private mutating func declaration(of element: AccessibilityElement) -> Element? {
        let screen: Screen?
        if let known = shown[element.screenID] {
            screen = known
        } else {
            screen = project.screens[element.screenID]?.shown(in: sizeClasses)
            shown[element.screenID] = screen
        }
        guard let screen else { return nil }
        if let inViews = screen.element(at: element.path), inViews.location == element.location { return inViews }
        let path = element.path.indices
        guard let titleView = screen.navigationItem?.titleView, path.first == 0 else { return nil }
        let inTitle = titleView.descendant(at: path.dropFirst())
        return inTitle?.location == element.location ? inTitle : nil
    }
}
