import A11yCore

extension ResolvedScene: FindingScope {
    /// The scene's id.
    public var findingScope: String { id }
    /// The environment the scene is resolved for.
    public var findingEnvironments: [String] { [environment.name] }
}
