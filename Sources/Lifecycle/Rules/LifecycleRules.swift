import A11yCore
import Hierarchy

/// The lifecycle rules, for the rule catalogue and the lint run.
public enum LifecycleRules {
    /// Every lifecycle rule, by id.
    public static let all: [any Rule] = [
        ChildMissingDidMoveRule(),
        ChildMissingWillMoveRule(),
        DismissChainRule(),
        RefreshNeverCalledRule(),
    ]
}
