import A11yCore
import Hierarchy

/// The rules of this module, in the order `a11y-check rules` lists them.
public enum OrientationRules {
    /// Every orientation rule.
    public static let all: [any Rule] = [
        OrientationNoCommonMaskRule(),
        OrientationOverrideIgnoredRule(),
        OrientationMultitaskingIgnoresLocksRule(),
        OrientationUpsideDownUnavailableRule(),
        OrientationPreferredUnsupportedRule(),
        OrientationTraitRotationOnIPadRule(),
    ]
}
