import A11yCore
import Hierarchy

/// The scenes a user reaches through screens made in code: from every scene of a file, each
/// content screen on screen whose class's code calls `present(_:animated:)`,
/// `pushViewController(_:animated:)`, `show(_:sender:)` or `showDetailViewController(_:sender:)`
/// makes one scene more, located at the Swift call.
///
/// What is shown: an app view controller class made in code (`X()`) is a screen of its own
/// (`FILE.X`, in the file's namespace) with its code facts and an unknown view (no views described: what `loadView` or `viewDidLoad`
/// build is not read); `UINavigationController(rootViewController:)` is a navigation controller
/// around its root; `instantiateViewController(withIdentifier:)` on this storyboard (or one named
/// as this file) is the screen with that Storyboard ID. A presentation of a UIKit class (an
/// alert, an activity sheet) or of something the syntax does not settle makes no scene. The
/// presenting class's literal `adaptivePresentationStyle(for:)` answer (as the presentation
/// controller's delegate) is the presentation's adaptive style.
struct CodeScenes {
    let facts: CodeFacts
    private(set) var file: SpecFile
    private var sceneIDs: UniqueIDs
    private var screenIDs: UniqueIDs
    /// The screen made for each class shown in code, by class name.
    private var codeScreens: [String: String] = [:]
    /// The screen last made for each class whose call reached no scene: made again with the
    /// same id, it is the same screen.
    private var madeScreens: [String: Screen] = [:]
    /// The screens made for the call being performed, added to the file once it reaches a scene.
    private var pending: [Screen] = []
    /// The calls each on-screen screen may still perform, by screen id: indices into its class's
    /// ``CodeFacts/presentationCalls``. A call leaves once it reaches a scene (each is performed
    /// once, from the first scene where it reaches a screen: a push reaches one only where the
    /// screen is in a navigation controller), or when what it shows makes no screen, which no
    /// scene changes.
    private var remainingCalls: [String: [Int]] = [:]
    /// The class of each screen, by id (the first screen with that id), kept as screens are added.
    private var screenClasses: [String: String?] = [:]
    /// The screens whose class's code presents and that may still perform a call: once none is
    /// left, no scene can add another, and the exploration ends.
    private var screensWithCalls: Set<String> = []
    /// What the code of each class says about its controllers, worked out once for the run.
    private let controllers: ControllerCode
    /// The file's name without its folder and extension (``storyboardName(of:)``).
    private let storyboardName: String
    /// How the ids of the screens made in code start: as the file's own screens' do
    /// (``SpecFile/derivedIDPrefix``, `Main.` or, beside another `Main.storyboard`, `Shop/Main.`).
    private let namespace: String
    /// The first screen with each Storyboard ID (screens made in code have none).
    private var identifiedScreens: [String: String] = [:]

    init(facts: CodeFacts, controllers: ControllerCode, file: SpecFile) {
        self.facts = facts
        self.controllers = controllers
        self.file = file
        // Room for the file's screens and as many made in code, and for as many scenes more as
        // the file has scenes and screens: the tables are not grown (and rehashed) as they fill.
        let screenRoom = 2 * file.screens.count
        sceneIDs = UniqueIDs(file.scenes.lazy.map(\.id), capacity: 2 * file.scenes.count + file.screens.count)
        screenIDs = UniqueIDs(file.screens.lazy.map(\.id), capacity: screenRoom)
        storyboardName = Self.storyboardName(of: file.path)
        namespace = file.derivedIDPrefix ?? storyboardName + "."
        screenClasses.reserveCapacity(screenRoom)
        screensWithCalls.reserveCapacity(screenRoom)
        remainingCalls.reserveCapacity(screenRoom)
        codeScreens.reserveCapacity(file.screens.count)
        index(file.screens)
    }

    private mutating func index(_ screens: [Screen]) {
        // By position: each screen's id, class and Storyboard ID read in place, the screen not copied.
        for position in screens.indices {
            let id = screens[position].id
            let className = screens[position].className?.value
            // One hash for a new id (the usual case); a repeated one puts the first screen's back.
            if let first = screenClasses.updateValue(className, forKey: id) {
                screenClasses[id] = .some(first)
            } else if let className, facts.presentationCalls.index(forKey: className) != nil {
                screensWithCalls.insert(id)
            }
            if let identifier = screens[position].storyboardIdentifier?.value, let first = identifiedScreens.updateValue(id, forKey: identifier) {
                identifiedScreens[identifier] = first
            }
        }
    }

    /// Adds a scene for each of `roots` the model can hold, named after its root, located at the
    /// first assignment that makes it the window's root (another of the same tree, as when code
    /// sets a kept navigation controller again after onboarding, is the same scene).
    mutating func addWindowRoots(_ roots: [CodeChild]) {
        var shown: Set<String> = []
        for root in roots {
            pending = []
            guard let node = node(for: root.controller, at: root.location), shown.insert(node.id).inserted else { continue }
            file.screens += pending
            index(pending)
            file.scenes.append(Scene(id: sceneIDs.claim(node.id), location: root.location, root: node))
        }
    }

    /// Adds the scenes reached in code, breadth first from the file's own.
    mutating func explore() {
        var queue = file.scenes
        var next = 0
        while next < queue.count, !screensWithCalls.isEmpty, file.scenes.count < SpecLimits.maximumScenesPerFile {
            let scene = queue[next]
            next += 1
            for screenID in Self.visibleScreens(of: scene) {
                guard screensWithCalls.contains(screenID), let className = screenClasses[screenID] ?? nil,
                      let calls = facts.presentationCalls[className] else { continue }
                var remaining = remainingCalls[screenID] ?? Array(calls.indices)
                guard !remaining.isEmpty else { continue }
                var position = 0
                while position < remaining.count, file.scenes.count < SpecLimits.maximumScenesPerFile {
                    let presentation = calls[remaining[position]]
                    pending = []
                    guard let node = node(for: presentation.controller, at: presentation.location) else {
                        remaining.remove(at: position)
                        continue
                    }
                    guard let reached = perform(presentation, showing: node, from: screenID, of: className, in: scene) else {
                        for screen in pending {
                            screenIDs.release(screen.id)
                            let className = screen.className?.value ?? ""
                            codeScreens[className] = nil
                            madeScreens[className] = screen
                        }
                        position += 1
                        continue
                    }
                    remaining.remove(at: position)
                    file.screens += pending
                    index(pending)
                    file.scenes.append(reached)
                    queue.append(reached)
                }
                remainingCalls[screenID] = remaining
                if remaining.isEmpty { screensWithCalls.remove(screenID) }
            }
        }
    }

    /// The view controller tree `controller` is, nil when it makes no screen the model can hold.
    private mutating func node(for controller: PresentedController, at location: SourceLocation) -> ViewControllerNode? {
        switch controller {
        case .instance(let className):
            guard let screenID = codeScreen(of: className) else { return nil }
            return ViewControllerNode(id: screenID, location: location, kind: .screen(screenID))
        case .navigation(let root, let className):
            // The test called on the name, not passed as a closure (which would copy this value).
            if let className, !isNavigationController(className) { return nil }
            guard let rootNode = node(for: root, at: location) else { return nil }
            // An app's subclass names the node and keeps its class: its own answers are joined to
            // the node (``ContainerJoin``), so two subclasses around one root are two trees.
            var settings = ContainerSettings()
            settings.className = className.map { Located($0, at: location) }
            return ViewControllerNode(id: rootNode.id + "." + (className ?? "navigationController"), location: location,
                                      kind: .navigation(stack: [rootNode], navigationBarHidden: false, toolbarHidden: false), settings: settings)
        case .storyboardScene(let identifier, let storyboard, _):
            guard storyboard == nil || storyboard == storyboardName, let screenID = identifiedScreens[identifier] else { return nil }
            return ViewControllerNode(id: screenID, location: location, kind: .screen(screenID))
        case .storyboardInitial, .ofClass, .unknown:
            return nil
        }
    }

    /// True when the app class `className` is a navigation controller: it shows its root as
    /// UINavigationController does, with the answers its own code gives (``ContainerJoin``).
    private func isNavigationController(_ className: String) -> Bool {
        facts.uikitBase(of: className) == "UINavigationController"
    }

    /// The file's name without its folder and extension (`Main` for `App/Base.lproj/Main.storyboard`).
    static func storyboardName(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.split(separator: ".").first.map(String.init) ?? name
    }

    /// The screen for an app view controller class made in code: its code facts and no views.
    private mutating func codeScreen(of className: String) -> String? {
        if let id = codeScreens[className] { return id }
        guard let rootView = controllers.codeRootViews[className] else { return nil }
        let declaredAt = rootView.location
        // Named in the file's namespace, as its own screens are, so that two storyboards showing
        // the same class each have their screen.
        let id = screenIDs.claim(namespace + className)
        let screen: Screen
        if let made = madeScreens[className], made.id == id {
            screen = made
        } else {
            var made = Screen(id: id, location: declaredAt)
            made.className = Located(className, at: declaredAt)
            made.rootView = rootView
            CodeJoin.applyController(controllers, of: className, to: &made)
            screen = made
        }
        pending.append(screen)
        codeScreens[className] = id
        return id
    }

    /// The content screens of `scene` in the window, in order: those of the root's visible nodes,
    /// then of each presented tree's (``OnScreenNodes``), found without a list of the nodes.
    private static func visibleScreens(of scene: Scene) -> [String] {
        var screens: [String] = []
        func add(_ tree: ViewControllerNode) {
            OnScreenNodes.forEachVisibleNode(in: tree) { if let id = $0.contentScreenID { screens.append(id) } }
        }
        add(scene.root)
        for presentation in scene.presentations { add(presentation.presented) }
        return screens
    }

    /// True when a node of `scene` (on screen or not) shows the content of a screen `node` or a
    /// node below it shows.
    private static func holds(_ scene: Scene, anyScreenOf node: ViewControllerNode) -> Bool {
        anyScreen(of: node) { id in shows(id, in: scene.root) || scene.presentations.contains { shows(id, in: $0.presented) } }
    }

    /// True when `test` holds for the content screen of `node` or of a node below it.
    private static func anyScreen(of node: ViewControllerNode, _ test: (String) -> Bool) -> Bool {
        if let id = node.contentScreenID, test(id) { return true }
        return node.anyChild { anyScreen(of: $0, test) }
    }

    /// True when `node` or a node below it shows the content of the screen `id`.
    private static func shows(_ id: String, in node: ViewControllerNode) -> Bool {
        node.contentScreenID == id || node.anyChild { shows(id, in: $0) }
    }

    /// The UIKit classes whose app subclasses made in code are a content screen.
    static let contentControllers: Set<String> = ["UIViewController", "UITableViewController", "UICollectionViewController"]

    /// The scene reached when the screen `source` of `scene` performs `presentation`: none when
    /// a screen `node` shows is already one of the scene's.
    private mutating func perform(_ presentation: CodePresentation, showing node: ViewControllerNode, from source: String, of className: String,
                                  in scene: Scene) -> Scene? {
        guard !Self.holds(scene, anyScreenOf: node) else { return nil }
        let shownID = node.contentScreenID ?? node.id
        // `SOURCE.SHOWN`, the shown screen's id without the file's namespace.
        let shownStart = shownID.hasPrefix(namespace) ? shownID.utf8.index(shownID.startIndex, offsetBy: namespace.utf8.count) : shownID.startIndex
        let shownName = shownID[shownStart...]
        var name = ""
        name.reserveCapacity(source.utf8.count + 1 + shownName.utf8.count)
        name.append(source)
        name.append(".")
        name.append(contentsOf: shownName)
        let at = presentation.location
        if presentation.action != .present {
            // The root's tree, then each presented tree, by position (0 the root), without a list of them.
            for position in 0...scene.presentations.count {
                let tree = position == 0 ? scene.root : scene.presentations[position - 1].presented
                guard let pushed = NodeEditing.pushing(node, ontoNavigationShowing: source, in: tree) else { continue }
                var reached = Scene(id: sceneIDs.claim(name), location: at, root: position == 0 ? pushed : scene.root)
                reached.presentations = scene.presentations
                if position > 0 {
                    reached.presentations[position - 1] = scene.presentations[position - 1].presenting(pushed)
                }
                return reached
            }
            // `navigationController?.pushViewController` does nothing outside a navigation controller.
            if presentation.action == .push { return nil }
        }
        guard scene.presentations.count < SpecLimits.maximumPresentationsPerScene else { return nil }
        var shown = Presentation(location: at, presented: node)
        shown.from = Located(source, at: at)
        if case .presentationStyle(let style)? = presentation.style { shown.style = Located(style, at: at) }
        if case .transitionStyle(let transition)? = presentation.transition { shown.transition = Located(transition, at: at) }
        shown.sourceSetInCode = presentation.popoverAnchor
        shown.adaptiveStyle = controllers.adaptiveStyles[className]
        var reached = Scene(id: sceneIDs.claim(name), location: at, root: scene.root)
        reached.presentations.reserveCapacity(scene.presentations.count + 1)
        reached.presentations.append(contentsOf: scene.presentations)
        reached.presentations.append(shown)
        return reached
    }
}
