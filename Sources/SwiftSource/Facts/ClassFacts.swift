import A11yCore

/// What the Swift code of one class says: its superclass, outlets, the properties it sets on
/// itself and its outlets before the user hears the screen, its overrides, and the screens it
/// shows.
public struct ClassFacts: Hashable, Sendable {
    /// The class's name (`SettingsViewController`; a nested class as `Outer.Inner`).
    public let name: String
    /// The first type of its inheritance clause, when that is a class (the app's, or UIKit's);
    /// nil for a root class or a first type that is a protocol or unknown.
    public let superclass: String?
    /// Where the class is declared.
    public let location: SourceLocation
    /// Its `@IBOutlet`s, in declaration order.
    public let outlets: [CodeOutlet]
    /// The properties it sets, in the order UIKit runs them: `init`, `awakeFromNib`,
    /// `viewDidLoad`, `layoutSubviews`, each with the methods of the class it calls inlined where
    /// it calls them, and outlets' `didSet` observers; then its property overrides.
    public let facts: [CodeFact]
    /// The screens it shows, from any of its methods, in source order.
    public let presentations: [CodePresentation]
    /// The view controllers it makes its children (`addChild(_:)`, or their views added to a
    /// view), itself or through the app's methods that do so to a parameter
    /// (``ControllerMethod``), from any of its methods, in source order.
    public let children: [CodeChild]
    /// The view controllers it hands to the app's methods that present, push or show their
    /// parameter (``ControllerMethod``: `presentFromRootController(player)`), and the roots it
    /// makes the app's navigation controllers around (`AppNavigationController(rootViewController:
    /// search)`), in source order, each at the call: shown, how the syntax leaves to the method.
    public let shownThroughMethods: [CodeChild]
    /// The types its stored instance properties other than outlets hold, without `?`, `!` and
    /// generic arguments (`var dataSource: ShopDataSource?`, `let source = ShopDataSource()`),
    /// each at the property's name: the objects a screen keeps, such as the data source it hands
    /// its table view.
    public let heldTypes: [Located<String>]
    /// The title its code last gives a view controller it keeps in a stored property, by the
    /// class the property holds (`private let editorVC: EntryFieldEditorVC`, then `editorVC.title
    /// = ...`: a coordinator's): that controller's title, which its navigation bar shows.
    public let keptControllerTitles: [String: CodeFact]
    /// What its `@IBAction` methods do, by the first part of each Objective-C selector a method
    /// may have (``ActionReader/selectorNames(of:)``): what a storyboard's `<action selector=>`
    /// names before its first colon.
    public let actions: [String: CodeAction]
    /// The view controllers it makes a window's root (`window?.rootViewController = ...`), from
    /// any of its methods, in source order, each at the assignment: the app's first screen when
    /// an app or scene delegate does it.
    public let windowRoots: [CodeChild]

    public init(name: String, superclass: String?, location: SourceLocation, outlets: [CodeOutlet],
                facts: [CodeFact], presentations: [CodePresentation], children: [CodeChild] = [], shownThroughMethods: [CodeChild] = [],
                heldTypes: [Located<String>] = [], keptControllerTitles: [String: CodeFact] = [:], actions: [String: CodeAction] = [:],
                windowRoots: [CodeChild] = []) {
        self.name = name
        self.superclass = superclass
        self.location = location
        self.outlets = outlets
        self.facts = facts
        self.presentations = presentations
        self.children = children
        self.shownThroughMethods = shownThroughMethods
        self.heldTypes = heldTypes
        self.keptControllerTitles = keptControllerTitles
        self.actions = actions
        self.windowRoots = windowRoots
    }

    /// The facts about `property` of `subject`, in the order they run.
    public func facts(_ property: CodeProperty, of subject: CodeSubject = .this) -> [CodeFact] {
        facts.filter { $0.property == property && $0.subject == subject }
    }

    /// The last fact about `property` of `subject`: what it is once the code has run (an
    /// assignment under a condition is already unknown); nil when the class's own code does not
    /// set it. For `accessibilityTraits`, additions and removals before it are in ``facts(_:of:)``.
    public func value(_ property: CodeProperty, of subject: CodeSubject = .this) -> CodeFact? {
        facts(property, of: subject).last
    }
}
