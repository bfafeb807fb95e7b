import A11yCore

/// The documented limits of the YAML loader. Input beyond them is an error, never a crash or an
/// exhausted machine.
public enum YAMLLimits {
    /// The largest file read, in bytes (16 MiB).
    public static let maximumFileSize = SpecLimits.maximumFileSize
    /// The deepest nesting of sequences and mappings, counted with aliases expanded. The format
    /// needs about three levels per level of views, so this allows views nested more than 40 deep.
    public static let maximumDepth = 128
    /// How many nodes aliases may add to a document when it is read as a tree. Aliases are never
    /// copied, but the analyzers walk the tree, so a "billion laughs" document is refused here.
    public static let maximumAliasExpansion = 1_000_000
    /// How many bytes of scalar text aliases may add to a document (16 MiB, the largest file):
    /// a 1 MB string aliased 10,000 times is 10 GB of text to whatever reads each use.
    public static let maximumAliasExpansionBytes = 16 * 1024 * 1024
}
