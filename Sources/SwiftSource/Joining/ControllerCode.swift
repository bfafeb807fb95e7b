import A11yCore
import Hierarchy

/// What the code of each app class says about a view controller of that class, worked out once
/// for the run and shared by every file the facts are joined to (a class is the screen of many
/// scenes, in many storyboards, and the class of the screens code makes): its own settings
/// (title, bar items, orientation and presentation answers), what it sets on its `view`, its
/// literal `adaptivePresentationStyle(for:)` answer, and the titles presenters give it.
struct ControllerCode: Sendable {
    /// What the code that runs for an instance of a class sets: on the instance, and on its `view`.
    struct Settings: Sendable {
        /// The last fact about each of ``CodeJoin/controllerProperties`` the code sets, in that
        /// order, the section headers of a data source it keeps when its own code gives none
        /// (``CodeFacts/sectionHeadersOfKeptDataSource(in:)``).
        let own: [CodeFact]
        /// The last fact about its `view`'s subviews (`view.addSubview(_:)`).
        let viewSubviews: CodeFact?
        /// True when every view the code adds to its `view` is known to show no heading
        /// (``CodeFacts/addsOnlyPlainViews(to:in:)``).
        let viewGetsOnlyPlainViews: Bool
        /// The last fact about its `view`'s background colour.
        let viewBackground: CodeFact?
    }

    /// Each declared class's settings, for the classes whose code sets anything.
    private let settings: [String: Settings]
    /// Each presenting class's literal `adaptivePresentationStyle(for:)` answer, as the presentation
    /// controller's delegate, located at its answer.
    /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/adaptivepresentationstyle(for:traitcollection:)
    let adaptiveStyles: [String: Located<AdaptiveStyle>]
    /// The title code gives each class's controller before showing it (``CodeJoin/titlesGivenByPresenters(_:)``).
    let presenterTitles: [String: Located<String>]
    /// The classes code can make a screen of (those that descend from a content view controller,
    /// ``CodeScenes/contentControllers``), each with the root view of such a screen, located where
    /// the class is declared: what `loadView` or `viewDidLoad` builds, which is not read (content
    /// from code), made once for every screen of the class.
    let codeRootViews: [String: Element]
    /// True when a subclass of a UIKit container (``ContainerJoin/containerClasses``) sets
    /// anything: only then has ``ContainerJoin`` a node to change.
    let hasContainerSubclasses: Bool

    init(_ facts: CodeFacts) {
        let names = Array(facts.classes.keys)
        let found = names.concurrentMap(inRunsOf: 64) { name -> (settings: Settings?, style: Located<AdaptiveStyle>?, content: SourceLocation?, container: Bool) in
            var values = facts.values(in: name)
            if values[.sectionHeaders] == nil { values[.sectionHeaders] = facts.sectionHeadersOfKeptDataSource(in: name) }
            let view = facts.values(of: .member("view"), in: name)
            var style: Located<AdaptiveStyle>?
            if let answer = values[.adaptivePresentationStyle], case .adaptiveStyle(let value) = answer.value {
                style = Located(value, at: answer.location)
            }
            let settings = Settings(own: CodeJoin.controllerProperties.compactMap { values[$0] }, viewSubviews: view[.subviews],
                                    viewGetsOnlyPlainViews: view[.subviews] != nil && facts.addsOnlyPlainViews(to: .member("view"), in: name),
                                    viewBackground: view[.backgroundColor])
            let setsNothing = settings.own.isEmpty && settings.viewSubviews == nil && settings.viewBackground == nil
            let base = facts.uikitBase(of: name)
            let isContent = base.map(CodeScenes.contentControllers.contains) ?? false
            let isContainer = !setsNothing && (base.map(ContainerJoin.containerClasses.contains) ?? false)
            return (setsNothing ? nil : settings, style, isContent ? facts.classes[name]?.location : nil, isContainer)
        }
        var settings: [String: Settings] = [:]
        var styles: [String: Located<AdaptiveStyle>] = [:]
        var rootViews: [String: Element] = [:]
        for (name, result) in zip(names, found) {
            settings[name] = result.settings
            styles[name] = result.style
            guard let declaredAt = result.content else { continue }
            var view = Element(kind: .view, location: declaredAt)
            view.contentFromCode = Located(true, at: declaredAt)
            rootViews[name] = view
        }
        self.settings = settings
        adaptiveStyles = styles
        codeRootViews = rootViews
        hasContainerSubclasses = found.contains { $0.container }
        presenterTitles = CodeJoin.titlesGivenByPresenters(facts)
    }

    /// What the code of `className` sets; nil when it sets nothing (or the class is not declared).
    func settings(of className: String) -> Settings? {
        settings[className]
    }
}
