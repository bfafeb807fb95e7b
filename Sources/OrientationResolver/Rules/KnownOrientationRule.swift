import A11yCore
import Hierarchy

/// An orientation rule that judges each scene whose orientation is known on its own, from the
/// scene's resolution, with messages that name no appearance. Environments that differ only in
/// their appearance resolve a scene alike, so they share the work
/// (``Rule/findingsSharedAcrossAppearances(across:_:)``): a dark environment's scenes are
/// neither resolved nor judged again.
public protocol KnownOrientationRule: Rule {
    /// The findings about `scene` of `input`, whose orientation resolution is `orientation`: one
    /// that code does not decide (``OrientationResolution/decidedInCode`` is nil).
    func findings(in scene: ResolvedScene, orientation: OrientationResolution, input: RuleInput) -> [Finding]
}

extension KnownOrientationRule {
    /// The findings of every scene of `input` whose orientation is known, in scene order.
    public func findings(in input: RuleInput) -> [Finding] {
        Array(findingsPerScene(in: input).joined())
    }

    /// ``findings(in:)`` for each of `inputs`, each group of environments alike but for their
    /// appearance worked out once.
    public func findings(across inputs: [RuleInput]) -> [[Finding]] {
        findingsSharedAcrossAppearances(across: inputs) { findingsPerScene(in: $0) }
    }

    /// The findings of each scene of `input`, in the order of ``RuleInput/scenes``; none for a
    /// scene whose orientation code decides.
    private func findingsPerScene(in input: RuleInput) -> [[Finding]] {
        input.orientations.map { scene, orientation in
            orientation.decidedInCode == nil ? findings(in: scene, orientation: orientation, input: input) : []
        }
    }
}
