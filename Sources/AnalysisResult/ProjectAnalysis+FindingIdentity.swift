import A11yCore

extension ProjectAnalysis {
    /// The identity of each of ``findings`` (rule, file relative to `baseDirectory`, scope,
    /// subject), in their order: what tells the findings of two revisions apart, whatever lines
    /// moved. `baseDirectory` is the root the revision's files are named from (its checkout or
    /// working directory); empty without findings.
    public func findingIdentities(relativeTo baseDirectory: String) -> [FindingIdentity] {
        let paths = RelativePaths(base: baseDirectory)
        return (findings ?? []).map { FindingIdentity($0, paths: paths) }
    }
}
