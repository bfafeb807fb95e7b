import A11yCore
import Hierarchy

extension Rule {
    /// The findings for each of `inputs` of a rule that reads only the scenes as declared (no
    /// environment, no resolution): what `sceneFindings` finds in each scene, worked out once, on
    /// all cores, and given to every input under its own environment's name. The input with the
    /// most scenes lists every scene of the run; one that lists fewer (a dark environment beside
    /// light ones analyses only the scenes whose colours differ) gets the findings of its scenes.
    func findingsOfDeclaredScenes(across inputs: [RuleInput],
                                  _ sceneFindings: @Sendable (ResolvedScene) -> [Finding]) -> [[Finding]] {
        guard let all = inputs.max(by: { $0.scenes.count < $1.scenes.count }) else { return [] }
        let found = Array(all.scenes.concurrentMap(inRunsOf: Self.declaredScenesPerRun, sceneFindings).joined())
        return inputs.concurrentMap { input in
            let scenes = input.scenes.count == all.scenes.count ? nil : Set(input.scenes.map(\.id))
            return found.filter { scenes?.contains($0.scope) ?? true }.map { finding in
                var finding = finding
                finding.environments = [input.environment.name]
                return finding
            }
        }
    }

    /// How many consecutive scenes a core takes at a time: a scene's declared containment is read
    /// in about a microsecond, too little to hand out one by one.
    private static var declaredScenesPerRun: Int { 64 }
}
