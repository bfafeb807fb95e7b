import A11yCore
import Hierarchy

extension Project {
    /// The project with only the scenes and standalone screens whose ids are in `ids`, and the
    /// screens those scenes show: what a run that analyses only those needs. App facts stay.
    func restricted(to ids: Set<String>) -> Project {
        restricted(to: ids, standalone: Set(screensInNoScene.map(\.id)))
    }

    /// ``restricted(to:)`` for a caller that has the ids of the screens in no scene already.
    private func restricted(to ids: Set<String>, standalone screensInNoScene: Set<String>) -> Project {
        let standalone = screensInNoScene.intersection(ids)
        let kept = scenes.filter { ids.contains($0.id) }
        let shown = Set(kept.concurrentMap { scene in
            scene.allNodes.compactMap(\.contentScreenID)
        }.joined()).union(standalone)
        let files = files.concurrentMap { file in
            var file = file
            file.scenes = file.scenes.filter { ids.contains($0.id) }
            file.screens = file.screens.filter { shown.contains($0.id) }
            return file
        }
        return Project(files: files, app: app)
    }
}

extension Project {
    /// What the dark environments analyse in a run whose environments have both appearances:
    /// only the scenes and standalone screens that show a screen whose colours differ in the
    /// dark appearance (the others would read exactly as in the light environments); nil when
    /// the run has one appearance, whose environments analyse the whole project.
    public func darkScope(for environments: [Environment]) -> Project? {
        darkScope(for: environments, screensInNoScene: screensInNoScene)?.project
    }

    /// ``darkScope(for:)`` for a caller that has this project's ``screensInNoScene`` already,
    /// with the dark scope's own (the standalone screens it keeps, in file order).
    func darkScope(for environments: [Environment],
                   screensInNoScene: [Screen]) -> (project: Project, screensInNoScene: [Screen])? {
        let appearances = Set(environments.map(\.appearance))
        guard appearances.count > 1 else { return nil }
        let varying = Set(Array(screens.values).concurrentMap { screen in
            screen.containsColor(where: \.variesWithAppearance) ? screen.id : nil
        }.compactMap { $0 })
        let sceneIDs = scenes.concurrentMap { scene in
            scene.allNodes.contains { node in node.contentScreenID.map(varying.contains) ?? false } ? scene.id : nil
        }.compactMap { $0 }
        let standalone = Set(screensInNoScene.map(\.id))
        let keptStandalone = standalone.filter(varying.contains)
        let scope = restricted(to: Set(sceneIDs).union(keptStandalone), standalone: standalone)
        // No scene uses a standalone screen, so the scope's screens in no scene are the
        // standalone screens it keeps: its scenes' screens are all used.
        return (scope, scope.orderedScreens.filter { keptStandalone.contains($0.id) })
    }
}
