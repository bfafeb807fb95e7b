import A11yCore

/// The checks on the model itself, for every source alike once the run is assembled: ids unique
/// across files, references to screens, popover sources naming an element of a screen on screen,
/// each scene's view controllers (``SceneChecks``) and each screen's `order`
/// (``ElementOrderChecks``).
package struct ProjectValidator {
    package let project: Project

    package init(project: Project) {
        self.project = project
    }

    package func diagnostics() -> [Diagnostic] {
        var result: [Diagnostic] = []
        result += duplicates(project.files.flatMap { $0.screens.map { ($0.id, $0.location) } }, kind: "screen")
        result += duplicates(project.files.flatMap { $0.scenes.map { ($0.id, $0.location) } }, kind: "scene")
        // Each scene and each screen is checked on its own, on all cores; the diagnostics keep their order.
        result += project.scenes.concurrentMap { scene in
            SceneChecks(scene: scene).diagnostics() + screenReferences(in: scene) + popoverSources(in: scene)
        }.joined()
        result += project.files.flatMap(\.screens).concurrentMap { screen in
            ElementOrderChecks(screen: screen).diagnostics()
        }.joined()
        return result
    }

    private func duplicates(_ ids: [(String, SourceLocation)], kind: String) -> [Diagnostic] {
        var first: [String: SourceLocation] = [:]
        var result: [Diagnostic] = []
        for (id, location) in ids {
            if let earlier = first[id] {
                // Within one file the YAML loader already reported the duplicate key.
                if earlier.file == location.file { continue }
                result.append(Diagnostic(.duplicateID, at: location, "\(kind) id '\(id)' is already defined at \(earlier)",
                                         hint: "\(kind) ids are unique across every file of a run; rename one"))
            } else {
                first[id] = location
            }
        }
        return result
    }

    private func screenReferences(in scene: Scene) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for node in scene.allNodes {
            let reference: Located<String>?
            switch node.kind {
            case .screen(let id): reference = Located(id, at: node.location)
            case .container(let screen, _): reference = screen
            default: reference = nil
            }
            guard let reference, project.screens[reference.value] == nil else { continue }
            let known = project.screens.keys.sorted()
            result.append(Diagnostic(.unknownReference, at: reference.location,
                                     "no screen has the id '\(reference.value)'\(Suggestion.didYouMean(reference.value, in: known))",
                                     hint: known.isEmpty ? "define it under 'screens'" : "screens: \(known.prefix(12).joined(separator: ", "))"))
        }
        return result
    }

    /// A popover `source` names an element or bar item of a screen on screen when it is presented.
    private func popoverSources(in scene: Scene) -> [Diagnostic] {
        var onScreen = OnScreenNodes.visibleScreens(in: scene.root)
        var result: [Diagnostic] = []
        for presentation in scene.presentations {
            if let source = presentation.source {
                let candidates = onScreen.compactMap { project.screens[$0] }.reduce(into: Set<String>()) {
                    $0.formUnion(ScreenIDs.referable(in: $1))
                }
                if !candidates.contains(source.value) {
                    result.append(Diagnostic(.unknownReference, at: source.location,
                                             "'source' names '\(source.value)', which is no element or bar item on screen\(Suggestion.didYouMean(source.value, in: candidates.sorted()))",
                                             hint: "the popover anchor is an element or bar item id of a screen visible when it is presented"))
                }
            }
            onScreen.formUnion(OnScreenNodes.visibleScreens(in: presentation.presented))
        }
        return result
    }
}
