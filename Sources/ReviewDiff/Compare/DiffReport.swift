import A11yCore

/// What a change does, from a base to a head: every change, merged across environments, and
/// the counts a summary shows.
public struct DiffReport: Sendable, Equatable, Encodable {
    /// Counts over the changes.
    public struct Summary: Sendable, Equatable, Encodable {
        public var changes = 0
        public var voiceover = 0
        public var orientation = 0
        public var lifecycle = 0
        public var newFindings = 0
        public var fixedFindings = 0
        public var changedFindings = 0
        public var unchangedFindings = 0
        /// New findings of severity error.
        public var newErrors = 0
        /// New findings of severity warning.
        public var newWarnings = 0
        /// Scenes (and standalone screens) on either side.
        public var scenes = 0
        /// Scenes whose inputs are byte-identical on both sides, so they were not analysed again.
        public var scenesSkipped = 0

        /// The counts of `changes`; the scene and unchanged counts stay 0.
        init(counting changes: [DiffChange]) {
            self.changes = changes.count
            for change in changes {
                switch (change.kind, change.change) {
                case (.voiceover, _): voiceover += 1
                case (.orientation, _): orientation += 1
                case (.lifecycle, _): lifecycle += 1
                case (.finding, "new"):
                    newFindings += 1
                    if change.finding?.severity == .error { newErrors += 1 }
                    if change.finding?.severity == .warning { newWarnings += 1 }
                case (.finding, "fixed"): fixedFindings += 1
                case (.finding, _): changedFindings += 1
                }
            }
        }
    }

    /// The base side's name (the revision as given, or its folder).
    public let base: String
    /// The head side's name.
    public let head: String
    /// The environment names both sides were analysed in, in matrix order.
    public let environments: [String]
    public let changes: [DiffChange]
    public let summary: Summary

    /// Compares the sides' snapshots.
    public init(base: String, head: String, before: DiffSnapshot, after: DiffSnapshot) {
        self.base = base
        self.head = head
        var changes: [DiffChange] = []
        let environments = after.environments
        self.environments = environments
        let scenes = Self.sceneOrder(before.sceneOrder, after.sceneOrder)
        for scene in scenes {
            for environment in environments {
                let key = SceneInEnvironment(scene: scene, environment: environment)
                switch (before.scenes[key], after.scenes[key]) {
                case let (old?, new?):
                    changes += SceneComparison(scene: scene, environment: environment).changes(from: old, to: new)
                case (nil, _?):
                    changes.append(DiffChange(scene: scene, environments: [environment], kind: .voiceover, change: "scene-added",
                                              subject: scene, before: nil, after: nil))
                case (_?, nil):
                    changes.append(DiffChange(scene: scene, environments: [environment], kind: .voiceover, change: "scene-removed",
                                              subject: scene, before: nil, after: nil))
                case (nil, nil):
                    break
                }
            }
        }
        let renames = FileRenames.pairs(base: before.declarations, head: after.declarations)
        let findings = FindingComparison(base: before.findings, head: after.findings, renames: renames)
        self.changes = changes.mergingEnvironments(order: environments) + findings.changes
        var summary = Summary(counting: self.changes)
        summary.unchangedFindings = findings.unchanged
        summary.scenes = scenes.count + after.skippedScenes.count
        summary.scenesSkipped = after.skippedScenes.count
        self.summary = summary
    }

    /// A report of already computed changes (tests).
    init(base: String, head: String, environments: [String], changes: [DiffChange]) {
        self.base = base
        self.head = head
        self.environments = environments
        self.changes = changes
        summary = Summary(counting: changes)
    }

    /// Head scenes in head order, then scenes only the base has.
    private static func sceneOrder(_ before: [String], _ after: [String]) -> [String] {
        let known = Set(after)
        return after + before.filter { !known.contains($0) }
    }
}
