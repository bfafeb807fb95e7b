import A11yCore
import Hierarchy

extension CodeJoin {
    /// Joins what the code of view controllers says to the file's screens and scenes: each
    /// screen's own facts (title, bar items, orientation and presentation answers), the screens
    /// its code shows (``CodeScenes``), the answers of the app's container subclasses
    /// (``ContainerJoin``), and the split view delegate's collapse answer.
    static func joinControllers(_ facts: CodeFacts, _ controllers: ControllerCode, to file: inout SpecFile) {
        for index in file.screens.indices {
            guard let name = file.screens[index].className?.value, facts.declares(name) else { continue }
            if let title = controllers.presenterTitles[name] { file.screens[index].title = title }
            applyBarItemOutlets(facts, of: name, to: &file.screens[index])
            applyController(controllers, of: name, to: &file.screens[index])
        }
        applyAdaptiveStyles(facts, controllers, to: &file)
        var scenes = CodeScenes(facts: facts, controllers: controllers, file: file)
        scenes.explore()
        file = scenes.file
        ContainerJoin.apply(controllers, to: &file)
        SplitCollapseJoin.apply(facts, to: &file)
    }

    /// Adds to the Swift file `file` a scene for each view controller its code makes a window's
    /// root (`roots`, at the assignment), with a screen for each app class shown (its code facts,
    /// an unknown view), then the scenes their code reaches (``CodeScenes``): an app whose
    /// interface is all code starts there. A root the model cannot hold (a UIKit class, a
    /// storyboard's controller, what the syntax does not settle) makes no scene.
    static func addWindowRoots(_ roots: [CodeChild], _ facts: CodeFacts, _ controllers: ControllerCode, to file: inout SpecFile) {
        var scenes = CodeScenes(facts: facts, controllers: controllers, file: file)
        scenes.addWindowRoots(roots)
        scenes.explore()
        file = scenes.file
        ContainerJoin.apply(controllers, to: &file)
    }

    /// The title code gives each class's controller before showing it (`viewController.title =
    /// title`, then `pushViewController`), or on a stored property holding it (a coordinator's
    /// `editorVC.title = ...`), which the navigation bar shows: it replaces the file's, and the
    /// class's own code, which runs later (`viewDidLoad`), replaces it. Two presenters, or an
    /// expression the syntax does not settle, make it ``Element/setInCode``.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/title
    static func titlesGivenByPresenters(_ facts: CodeFacts) -> [String: Located<String>] {
        var titles: [String: Located<String>] = [:]
        let presented = facts.titledPresentations.compactMap { presentation in
            presentation.title.flatMap { title in
                EmbeddedChildScreens.classes(in: presentation.controller).first.map { (shown: $0, title: title, location: presentation.location) }
            }
        }
        let kept = facts.classes.values.flatMap { declared in
            declared.keptControllerTitles.map { (shown: $0.key, title: $0.value.value, location: $0.value.location) }
        }
        for (shown, title, location) in (presented + kept).sorted(by: { $0.location < $1.location }) {
            let given = spoken(title, at: location)
            if let earlier = titles[shown], earlier != given {
                titles[shown] = Located(Element.setInCode, at: earlier.location)
            } else if let given {
                titles[shown] = given
            }
        }
        return titles
    }

    /// Gives each presentation the file's segues make the literal `adaptivePresentationStyle(for:)`
    /// answer of the class that performs it, as the presentation controller's delegate (set in
    /// `prepare(for:sender:)`; a popover kept as a popover on an iPhone answers `.none`), as
    /// presentations made in code take it (``CodeScenes``).
    /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/adaptivepresentationstyle(for:traitcollection:)
    private static func applyAdaptiveStyles(_ facts: CodeFacts, _ controllers: ControllerCode, to file: inout SpecFile) {
        guard !controllers.adaptiveStyles.isEmpty else { return }
        let classes = Dictionary(file.screens.compactMap { screen in screen.className.map { (screen.id, $0.value) } }, uniquingKeysWith: { first, _ in first })
        for sceneIndex in file.scenes.indices {
            for index in file.scenes[sceneIndex].presentations.indices {
                let presentation = file.scenes[sceneIndex].presentations[index]
                guard presentation.adaptiveStyle == nil, let presenter = presentation.from?.value,
                      let className = classes[presenter], let style = controllers.adaptiveStyles[className] else { continue }
                file.scenes[sceneIndex].presentations[index].adaptiveStyle = style
            }
        }
    }

    /// Applies what the code of the view controller class `className` says about itself to
    /// `screen`. A title set to something the syntax does not settle is ``Element/setInCode``; an
    /// orientation or presentation answer, or bar items, it does not settle is
    /// ``Screen/unknownInCode``, in place of the screen's own (the storyboard's) value.
    static func applyController(_ controllers: ControllerCode, of className: String, to screen: inout Screen) {
        guard let settings = controllers.settings(of: className) else { return }
        for fact in settings.own {
            let property = fact.property
            let at = fact.location
            if fact.value.isUnknown, let setting = ScreenSetting(rawValue: property.rawValue) {
                setUnknown(setting, at: at, on: &screen)
                continue
            }
            switch (property, fact.value) {
            case (.title, _): screen.title = spoken(fact.value, at: at)
            case (.navigationItemTitle, _): editNavigationItem(of: &screen, at: at) { $0.title = spoken(fact.value, at: at) }
            case (.leftBarButtonItems, .barItems(let items)): editNavigationItem(of: &screen, at: at) { $0.leftItems = barItems(items, at: at) }
            case (.rightBarButtonItems, .barItems(let items)): editNavigationItem(of: &screen, at: at) { $0.rightItems = barItems(items, at: at) }
            case (.supportedInterfaceOrientations, .mask(let masks)): screen.orientations = Located(masks, at: at)
            case (.preferredInterfaceOrientationForPresentation, .orientation(let orientation)): screen.preferredOrientation = Located(orientation, at: at)
            case (.shouldAutorotate, .flag(let flag)): screen.shouldAutorotate = Located(flag, at: at)
            case (.modalPresentationStyle, .presentationStyle(let style)): screen.modalPresentationStyle = Located(style, at: at)
            case (.modalTransitionStyle, .transitionStyle(let style)): screen.modalTransitionStyle = Located(style, at: at)
            case (.definesPresentationContext, .flag(let flag)): screen.definesPresentationContext = Located(flag, at: at)
            case (.isModalInPresentation, .flag(let flag)): screen.modalInPresentation = Located(flag, at: at)
            default: break
            }
        }
        if let fact = settings.viewBackground {
            applyViewBackground(fact, to: &screen)
        }
    }

    /// `view.backgroundColor` set in a view controller's code: the screen's background (and its
    /// root view's, when the file describes that view), in place of the storyboard's.
    private static func applyViewBackground(_ fact: CodeFact, to screen: inout Screen) {
        let background = color(fact.value, at: fact.location)
        screen.backgroundColor = background
        if screen.rootView?.backgroundColor != nil { screen.rootView?.backgroundColor = background }
    }

    /// The properties of a view controller itself that the model's screen holds.
    static let controllerProperties: [CodeProperty] = [
        .title, .navigationItemTitle, .leftBarButtonItems, .rightBarButtonItems, .supportedInterfaceOrientations,
        .preferredInterfaceOrientationForPresentation, .shouldAutorotate, .modalPresentationStyle, .modalTransitionStyle,
        .definesPresentationContext, .isModalInPresentation, .sectionHeaders,
    ]

    /// Makes `setting` of `screen` unknown, set in code at `location`: its known value goes.
    private static func setUnknown(_ setting: ScreenSetting, at location: SourceLocation, on screen: inout Screen) {
        switch setting {
        case .supportedInterfaceOrientations: screen.orientations = nil
        case .preferredInterfaceOrientationForPresentation: screen.preferredOrientation = nil
        case .shouldAutorotate: screen.shouldAutorotate = nil
        case .modalPresentationStyle: screen.modalPresentationStyle = nil
        case .modalTransitionStyle: screen.modalTransitionStyle = nil
        case .definesPresentationContext: screen.definesPresentationContext = nil
        case .isModalInPresentation: screen.modalInPresentation = nil
        case .leftBarButtonItems: screen.navigationItem?.leftItems = []
        case .rightBarButtonItems: screen.navigationItem?.rightItems = []
        case .sectionHeaders: break
        }
        screen.unknownInCode[setting] = location
    }

    /// Edits the screen's navigation item, made at `location` when the screen has none.
    private static func editNavigationItem(of screen: inout Screen, at location: SourceLocation, _ edit: (inout NavigationItemSpec) -> Void) {
        var item = screen.navigationItem ?? NavigationItemSpec(location: location)
        edit(&item)
        screen.navigationItem = item
    }

    private static func barItems(_ items: [CodeBarItem], at location: SourceLocation) -> [BarItem] {
        items.map { item in
            var bar = BarItem(location: location)
            bar.system = item.system.map { Located($0, at: location) }
            bar.title = item.title.map { Located($0, at: location) }
            bar.image = item.image.map { Located($0, at: location) }
            if item.imageIsSystemSymbol, bar.image != nil { bar.imageIsSystemSymbol = Located(true, at: location) }
            return bar
        }
    }
}
