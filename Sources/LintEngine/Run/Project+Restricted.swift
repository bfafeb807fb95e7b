import A11yModel

extension Project {
    /// The project with only the scenes and standalone screens whose ids are in `ids`, and the
    /// screens those scenes show: what a run that analyses only those needs. App facts stay.
    func restricted(to ids: Set<String>) -> Project {
        let standalone = Set(screensInNoScene.map(\.id)).intersection(ids)
        let kept = scenes.filter { ids.contains($0.id) }
        let shown = Set(kept.flatMap { scene in
            ([scene.root] + scene.presentations.map(\.presented)).flatMap(\.subtree).compactMap(\.contentScreenID)
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
