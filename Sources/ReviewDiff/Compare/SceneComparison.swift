import AnalysisResult

/// The changes of one scene in one environment: VoiceOver, orientation and lifecycle, found by
/// comparing the analysis result's values; a change's before and after text is written only for
/// what changed.
struct SceneComparison {
    let scene: String
    let environment: String

    /// Every change from `before` to `after`, VoiceOver first.
    func changes(from before: SceneAnalysis, to after: SceneAnalysis) -> [DiffChange] {
        voiceOver(before, after) + orientation(before.orientation, after.orientation)
            + lifecycle(before.lifecycle?.transitions ?? [], after.lifecycle?.transitions ?? [])
    }

    private func change(_ kind: DiffChange.Kind, _ change: String, _ subject: String, _ before: String?, _ after: String?) -> DiffChange {
        DiffChange(scene: scene, environments: [environment], kind: kind, change: change, subject: subject, before: before, after: after)
    }

    private func voiceOver(_ before: SceneAnalysis, _ after: SceneAnalysis) -> [DiffChange] {
        let old = before.voiceOver?.elements ?? [], new = after.voiceOver?.elements ?? []
        let list = OrderedListDiff(old.map(\.id), new.map(\.id))
        var changes = list.removed.map { change(.voiceover, "removed", old[$0].id, old[$0].announcement, nil) }
        changes += list.added.map { change(.voiceover, "added", new[$0].id, nil, new[$0].announcement) }
        changes += list.moved.sorted { $0.after < $1.after }.map {
            change(.voiceover, "moved", new[$0.after].id, "position \($0.before + 1)", "position \($0.after + 1)")
        }
        changes += (list.kept + list.moved).sorted { $0.after < $1.after }.compactMap { pair in
            old[pair.before].announcement == new[pair.after].announcement ? nil
                : change(.voiceover, "announcement", new[pair.after].id, old[pair.before].announcement, new[pair.after].announcement)
        }
        let unreachableBefore = Self.unreachable(before), unreachableAfter = Self.unreachable(after)
        changes += Self.appeared(unreachableBefore, unreachableAfter).map { change(.voiceover, "unreachable", $0.id, nil, $0.text) }
        changes += Self.appeared(unreachableAfter, unreachableBefore).map { change(.voiceover, "reachable", $0.id, $0.text, nil) }
        let leaksBefore = Self.leaks(before), leaksAfter = Self.leaks(after)
        changes += Self.appeared(leaksBefore, leaksAfter).map { change(.voiceover, "leaks", $0.id, nil, $0.text) }
        changes += Self.appeared(leaksAfter, leaksBefore).map { change(.voiceover, "no-longer-leaks", $0.id, $0.text, nil) }
        return changes
    }

    /// An element and the value said about it (why it is unreachable, which presentation leaks
    /// it), with the words a change shows.
    private struct Said {
        let id: String
        let value: [String?]
        let text: String
    }

    /// The unreachable elements, by id and reason.
    private static func unreachable(_ scene: SceneAnalysis) -> [Said] {
        (scene.voiceOver?.unreachable ?? []).map { Said(id: $0.id, value: [$0.reason], text: $0.reason ?? "") }
    }

    /// The presenter elements a presentation leaves reachable, by id and the topmost presentation.
    private static func leaks(_ scene: SceneAnalysis) -> [Said] {
        let top = scene.geometry?.presentations.last
        let behind = top.map { "\($0.presented) (\($0.style))" } ?? "the presentation"
        return (scene.geometry?.leakedElements ?? []).map {
            Said(id: $0.id, value: [top?.presented, top?.style], text: "reachable behind \(behind)")
        }
    }

    /// The items of `new` whose id `old` lacks, or whose value changed (a new reason).
    private static func appeared(_ old: [Said], _ new: [Said]) -> [Said] {
        let known = Set(old.map { [$0.id] + $0.value })
        return new.filter { !known.contains([$0.id] + $0.value) }
    }

    private func orientation(_ before: OrientationResult?, _ after: OrientationResult?) -> [DiffChange] {
        var changes: [DiffChange] = []
        func compare<Value: Equatable>(_ name: String, _ value: (OrientationResult?) -> Value, _ text: (Value) -> String) {
            let old = value(before), new = value(after)
            if old != new { changes.append(change(.orientation, name, name, text(old), text(new))) }
        }
        compare("decider", { $0?.decider }) { $0 ?? "none" }
        compare("mask", { $0?.effectiveMask ?? [] }) { $0.isEmpty ? "none" : $0.joined(separator: ", ") }
        compare("initial-orientation", { $0?.initialOrientation }) { $0 ?? "current" }
        compare("rotations", { $0?.rotations.rows ?? [] }) { rows in
            rows.map { "\($0.device) → \($0.interface ?? "stays")" }.joined(separator: ", ")
        }
        compare("crash", { $0?.crash }) { $0?.description ?? "none" }
        return changes
    }

    private func lifecycle(_ before: [LifecycleResult.Transition], _ after: [LifecycleResult.Transition]) -> [DiffChange] {
        let old = Self.keyed(before), new = Self.keyed(after)
        var changes: [DiffChange] = []
        for (key, transition) in new {
            guard let previous = old.first(where: { $0.key == key })?.transition else {
                changes.append(change(.lifecycle, "transition-added", transition.title, nil, Self.sequence(transition)))
                continue
            }
            if Self.callbacks(previous) != Self.callbacks(transition) {
                changes.append(change(.lifecycle, "callbacks", transition.title, Self.sequence(previous), Self.sequence(transition)))
            }
        }
        for (key, transition) in old where !new.contains(where: { $0.key == key }) {
            changes.append(change(.lifecycle, "transition-removed", transition.title, Self.sequence(transition), nil))
        }
        return changes
    }

    /// Transitions keyed by title, a repeated title numbered by its occurrence.
    private static func keyed(_ transitions: [LifecycleResult.Transition]) -> [(key: String, transition: LifecycleResult.Transition)] {
        var seen: [String: Int] = [:]
        return transitions.map { transition in
            seen[transition.title, default: 0] += 1
            return ("\(transition.title)#\(seen[transition.title]!)", transition)
        }
    }

    /// `viewControllerId.callbackName`, every step's in order.
    private static func callbacks(_ transition: LifecycleResult.Transition) -> [String] {
        transition.steps.flatMap(\.callbacks)
    }

    private static func sequence(_ transition: LifecycleResult.Transition) -> String {
        callbacks(transition).joined(separator: ", ")
    }
}
