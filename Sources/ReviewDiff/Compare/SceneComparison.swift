/// The changes of one scene in one environment: VoiceOver, orientation and lifecycle.
struct SceneComparison {
    let scene: String
    let environment: String

    /// Every change from `before` to `after`, VoiceOver first.
    func changes(from before: SceneFacts, to after: SceneFacts) -> [DiffChange] {
        voiceOver(before, after) + orientation(before.orientation, after.orientation) + lifecycle(before.transitions, after.transitions)
    }

    private func change(_ kind: DiffChange.Kind, _ change: String, _ subject: String, _ before: String?, _ after: String?) -> DiffChange {
        DiffChange(scene: scene, environments: [environment], kind: kind, change: change, subject: subject, before: before, after: after)
    }

    private func voiceOver(_ before: SceneFacts, _ after: SceneFacts) -> [DiffChange] {
        let old = before.elements, new = after.elements
        let list = OrderedListDiff(old.map(\.id), new.map(\.id))
        var changes = list.removed.map { change(.voiceover, "removed", old[$0].id, old[$0].text, nil) }
        changes += list.added.map { change(.voiceover, "added", new[$0].id, nil, new[$0].text) }
        changes += list.moved.sorted { $0.after < $1.after }.map {
            change(.voiceover, "moved", new[$0.after].id, "position \($0.before + 1)", "position \($0.after + 1)")
        }
        changes += (list.kept + list.moved).sorted { $0.after < $1.after }.compactMap { pair in
            old[pair.before].text == new[pair.after].text ? nil
                : change(.voiceover, "announcement", new[pair.after].id, old[pair.before].text, new[pair.after].text)
        }
        changes += appeared(before.unreachable, after.unreachable).map { change(.voiceover, "unreachable", $0.id, nil, $0.text) }
        changes += appeared(after.unreachable, before.unreachable).map { change(.voiceover, "reachable", $0.id, $0.text, nil) }
        changes += appeared(before.leaks, after.leaks).map { change(.voiceover, "leaks", $0.id, nil, $0.text) }
        changes += appeared(after.leaks, before.leaks).map { change(.voiceover, "no-longer-leaks", $0.id, $0.text, nil) }
        return changes
    }

    /// The items of `new` whose id `old` lacks, or whose text changed (a new reason).
    private func appeared(_ old: [VoiceOverItem], _ new: [VoiceOverItem]) -> [VoiceOverItem] {
        let known = Set(old.map { "\($0.id)\u{0}\($0.text)" })
        return new.filter { !known.contains("\($0.id)\u{0}\($0.text)") }
    }

    private func orientation(_ before: OrientationFacts, _ after: OrientationFacts) -> [DiffChange] {
        let fields: [(String, KeyPath<OrientationFacts, String>)] = [
            ("decider", \.decider), ("mask", \.mask), ("initial-orientation", \.initialOrientation),
            ("rotations", \.rotations), ("crash", \.crash),
        ]
        return fields.compactMap { name, field in
            before[keyPath: field] == after[keyPath: field] ? nil
                : change(.orientation, name, name, before[keyPath: field], after[keyPath: field])
        }
    }

    private func lifecycle(_ before: [TransitionFacts], _ after: [TransitionFacts]) -> [DiffChange] {
        let old = Self.keyed(before), new = Self.keyed(after)
        var changes: [DiffChange] = []
        for (key, transition) in new {
            guard let previous = old.first(where: { $0.key == key })?.transition else {
                changes.append(change(.lifecycle, "transition-added", transition.title, nil, Self.sequence(transition)))
                continue
            }
            if previous.callbacks != transition.callbacks {
                changes.append(change(.lifecycle, "callbacks", transition.title, Self.sequence(previous), Self.sequence(transition)))
            }
        }
        for (key, transition) in old where !new.contains(where: { $0.key == key }) {
            changes.append(change(.lifecycle, "transition-removed", transition.title, Self.sequence(transition), nil))
        }
        return changes
    }

    /// Transitions keyed by title, a repeated title numbered by its occurrence.
    private static func keyed(_ transitions: [TransitionFacts]) -> [(key: String, transition: TransitionFacts)] {
        var seen: [String: Int] = [:]
        return transitions.map { transition in
            seen[transition.title, default: 0] += 1
            return ("\(transition.title)#\(seen[transition.title]!)", transition)
        }
    }

    private static func sequence(_ transition: TransitionFacts) -> String {
        transition.callbacks.joined(separator: ", ")
    }
}
