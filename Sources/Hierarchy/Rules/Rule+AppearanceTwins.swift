import A11yCore

extension Rule {
    /// The findings for each of `inputs` of a rule that judges each resolved scene on its own from
    /// what the appearance does not change (orientations, presentations: scene resolution reads
    /// no colour), with messages that do not name the environment. `perScene` gives the findings
    /// of each of an input's scenes, in the order of ``RuleInput/scenes``; each input's are given
    /// under its own environment's name.
    public func findingsSharedAcrossAppearances(across inputs: [RuleInput],
                                                _ perScene: @Sendable (RuleInput) -> [[Finding]]) -> [[Finding]] {
        findingsSharedAcrossAppearances(across: inputs, judging: perScene) { input, found in
            let names = [input.environment.name]
            return found.joined().map { finding in
                guard finding.environments != names else { return finding }
                var finding = finding
                finding.environments = names
                return finding
            }
        }
    }

    /// The findings for each of `inputs` of a rule that judges each resolved scene on its own from
    /// what the appearance does not change. `judging` gives its verdict on each of an input's
    /// scenes, in the order of ``RuleInput/scenes``; `findings` turns an input's verdicts (one
    /// per scene, in that order) into its findings.
    ///
    /// Inputs whose environments differ only in their appearance (a dark environment beside its
    /// light twin) resolve each scene they share alike, so `judging` runs once per such group,
    /// in the input with the most scenes (the light one: a dark environment analyses only the
    /// scenes whose colours differ), on all cores; each other input of the group takes the
    /// verdicts on its scenes (found by id). An input with a scene that input does not hold is
    /// judged on its own.
    public func findingsSharedAcrossAppearances<Verdict: Sendable>(
        across inputs: [RuleInput], judging: @Sendable (RuleInput) -> [Verdict],
        findings: @Sendable (RuleInput, [Verdict]) -> [Finding]
    ) -> [[Finding]] {
        let twins = AppearanceTwins(inputs)
        let judged = twins.sources.concurrentMap { judging(inputs[$0]) }
        return Array(inputs.indices).concurrentMap { index in
            let source = twins.source[index]
            let verdicts: [Verdict]
            if source.input == index {
                verdicts = judged[source.position]
            } else if let sceneIndices = ScenePlaces.indices(of: inputs[index].scenes.map(\.placeKey),
                                                             in: inputs[source.input].scenes.map(\.placeKey)) {
                verdicts = sceneIndices.map { judged[source.position][$0] }
            } else {
                verdicts = judging(inputs[index])
            }
            return findings(inputs[index], verdicts)
        }
    }
}

/// The inputs of a run grouped by their environment without its appearance, each group's
/// findings worked out in one of them (its source: the one with the most scenes).
private struct AppearanceTwins {
    /// Where an input's findings come from: the source input of its group, and that source's
    /// place in ``sources``.
    struct Source {
        let input: Int
        let position: Int
    }

    /// The indices of the inputs whose findings are worked out, in input order.
    let sources: [Int]
    /// For each input, its group's source.
    let source: [Source]

    init(_ inputs: [RuleInput]) {
        var groups: [Environment: Int] = [:]
        var best: [Int] = []
        var group: [Int] = []
        for (index, input) in inputs.enumerated() {
            let key = input.environment.inAppearance(.light)
            if let known = groups[key] {
                group.append(known)
                if input.scenes.count > inputs[best[known]].scenes.count { best[known] = index }
            } else {
                groups[key] = best.count
                group.append(best.count)
                best.append(index)
            }
        }
        let order = best.sorted()
        let position = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        sources = order
        source = group.map { Source(input: best[$0], position: position[best[$0]]!) }
    }
}
