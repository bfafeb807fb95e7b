import A11yModel

/// The YAML spec format (`docs/format.md`): `.yaml` and `.yml` files, read with libyaml and
/// decoded by ``SpecFileLoader``.
public struct YAMLSpecSource: SpecSource {
    public init() {}

    public var fileExtensions: Set<String> { ["yaml", "yml"] }

    public func load(path: String) -> LoadedSpecFile {
        SpecFileLoader.load(path: path)
    }

    public func decode(_ bytes: [UInt8], path: String) -> LoadedSpecFile {
        SpecFileLoader.decode(bytes, path: path)
    }
}
