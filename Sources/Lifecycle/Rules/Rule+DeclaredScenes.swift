import A11yCore
import Hierarchy

extension Rule {
    /// The findings for each of `inputs` of a rule that reads only the scenes as declared (no
    /// environment, no resolution): worked out once and given to every
    /// input under its own environment's name. The input with the most scenes lists every scene
    /// of the run; one that lists fewer (a dark environment beside light ones analyses only the
    /// scenes whose colours differ) gets the findings of its scenes.
    func findingsOfDeclaredScenes(across inputs: [RuleInput]) -> [[Finding]] {
        guard let all = inputs.max(by: { $0.scenes.count < $1.scenes.count }) else { return [] }
        let found = findings(in: all)
        return inputs.map { input in
            let scenes = input.scenes.count == all.scenes.count ? nil : Set(input.scenes.map(\.id))
            return found.filter { scenes?.contains($0.scope) ?? true }.map { finding in
                var finding = finding
                finding.environments = [input.environment.name]
                return finding
            }
        }
    }
}
