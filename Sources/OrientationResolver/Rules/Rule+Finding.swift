import Hierarchy

extension Rule {
    /// A finding of this rule at its default severity (or `severity`), in `scene`, about `subject`.
    func finding(at location: SourceLocation, in scene: ResolvedScene, subject: String, severity: Severity? = nil,
                 _ message: String, hint: String) -> Finding {
        Finding(ruleID: description.id, severity: severity ?? description.severity, location: location, message: message,
                hint: hint, scope: scene.id, subject: subject, environments: [scene.environment.name])
    }
}

extension OrientationMask {
    /// `[landscapeLeft, landscapeRight]`.
    var listed: String { "[\(names.joined(separator: ", "))]" }
}

/// Names the orientation resolutions of an environment's scenes in its cache.
private struct OrientationsKey: AnalysisKey {
    typealias Value = [OrientationResolution]
}

/// Scenes paired with their orientation resolutions, resolved once per environment.
extension RuleInput {
    var orientations: [(scene: ResolvedScene, orientation: OrientationResolution)] {
        let resolutions = cache.value(for: OrientationsKey()) { OrientationResolver.resolve(self) }
        return zip(scenes, resolutions).map { ($0, $1) }
    }
}
