import Hierarchy

/// The environments a run asks for before a project is known: per dimension of the matrix, the
/// values chosen (`matrix:` in `.a11y-check.yml`, `--device` and the other options); a dimension
/// left empty takes the project's default.
public struct MatrixSelection: Sendable, Equatable {
    public var devices: [Device] = []
    public var orientations: [InterfaceOrientation] = []
    public var multitasking: [Multitasking] = []
    public var iosVersions: [IOSVersion] = []
    public var layoutDirections: [LayoutDirection] = []
    public var appearances: [Appearance] = []

    public init() {}

    /// The dimensions of `environments`, each value once, in the order first met: a selection
    /// that gives those environments again whatever the project (`diff` analyses its base over
    /// the environments of its head).
    public init(pinning environments: [Environment]) {
        func unique<Value: Equatable>(_ values: [Value]) -> [Value] {
            values.reduce(into: []) { result, value in if !result.contains(value) { result.append(value) } }
        }
        devices = unique(environments.map(\.device))
        orientations = unique(environments.map(\.orientation))
        multitasking = unique(environments.map(\.multitasking))
        iosVersions = unique(environments.map(\.iosVersion))
        layoutDirections = unique(environments.map(\.layoutDirection))
        appearances = unique(environments.map(\.appearance))
    }

    /// This selection with each dimension `other` chooses replaced by `other`'s values.
    public func overridden(by other: MatrixSelection) -> MatrixSelection {
        var result = self
        if !other.devices.isEmpty { result.devices = other.devices }
        if !other.orientations.isEmpty { result.orientations = other.orientations }
        if !other.multitasking.isEmpty { result.multitasking = other.multitasking }
        if !other.iosVersions.isEmpty { result.iosVersions = other.iosVersions }
        if !other.layoutDirections.isEmpty { result.layoutDirections = other.layoutDirections }
        if !other.appearances.isEmpty { result.appearances = other.appearances }
        return result
    }

    /// The matrix for `project`: the values chosen, the project's default matrix for each
    /// dimension left empty (``EnvironmentMatrix/defaultMatrix(for:colorsVaryWithAppearance:)``;
    /// both appearances only when no appearance is chosen and the project's colours differ
    /// between them).
    public func matrix(for project: Project) -> EnvironmentMatrix {
        let base = EnvironmentMatrix.defaultMatrix(for: project.app,
                                                   colorsVaryWithAppearance: appearances.isEmpty && project.colorsVaryWithAppearance)
        func pick<Value>(_ chosen: [Value], _ fallback: [Value]) -> [Value] { chosen.isEmpty ? fallback : chosen }
        return EnvironmentMatrix(devices: pick(devices, base.devices), orientations: pick(orientations, base.orientations),
                                 multitasking: pick(multitasking, base.multitasking), iosVersions: pick(iosVersions, base.iosVersions),
                                 layoutDirections: pick(layoutDirections, base.layoutDirections),
                                 appearances: pick(appearances, base.appearances))
    }
}
