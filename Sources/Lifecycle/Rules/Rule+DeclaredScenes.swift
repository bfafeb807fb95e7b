import A11yCore
import A11yModel

extension Rule {
    /// The findings for each of `inputs` of a rule that reads only the scenes as declared (no
    /// environment, no resolution): worked out once, on the first input, and given to every
    /// input under its own environment's name. Every input of a run lists the same scenes.
    func findingsOfDeclaredScenes(across inputs: [RuleInput]) -> [[Finding]] {
        guard let first = inputs.first else { return [] }
        let found = findings(in: first)
        return inputs.map { input in
            found.map { finding in
                var finding = finding
                finding.environments = [input.environment.name]
                return finding
            }
        }
    }
}
