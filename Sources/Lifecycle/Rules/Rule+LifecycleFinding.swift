import A11yCore
import A11yModel

extension Rule {
    /// A finding of this rule at its default severity, in `scene`, about the view controller `subject`.
    func finding(at location: SourceLocation, in scene: ResolvedScene, subject: String, _ message: String,
                 hint: String) -> Finding {
        Finding(ruleID: description.id, severity: description.severity, location: location, message: message,
                hint: hint, scope: scene.id, subject: subject, environments: [scene.environment.name])
    }
}

extension ResolvedScene {
    /// Every view controller of the scene: the root's tree, then each presented tree, depth first.
    var allNodes: [ViewControllerNode] {
        ([scene.root] + scene.presentations.map(\.presented)).flatMap(\.subtree)
    }
}
