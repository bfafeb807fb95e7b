import Hierarchy

extension Project {
    /// The project with only the scenes and standalone screens whose ids are in `ids`, and the
    /// screens those scenes show: what a run that analyses only those needs. App facts stay.
    func restricted(to ids: Set<String>) -> Project {
        let standalone = Set(screensInNoScene.map(\.id)).intersection(ids)
        let kept = scenes.filter { ids.contains($0.id) }
        let shown = Set(kept.flatMap { scene in
            scene.allNodes.compactMap(\.contentScreenID)
        }).union(standalone)
        let files = files.map { file in
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
        let appearances = Set(environments.map(\.appearance))
        guard appearances.count > 1 else { return nil }
        let varying = Set(screens.values.filter { $0.containsColor(where: \.variesWithAppearance) }.map(\.id))
        let sceneIDs = scenes.filter { scene in
            scene.allNodes.contains { node in
                node.contentScreenID.map(varying.contains) ?? false
            }
        }.map(\.id)
        return restricted(to: Set(sceneIDs).union(screensInNoScene.map(\.id).filter(varying.contains)))
    }
}
