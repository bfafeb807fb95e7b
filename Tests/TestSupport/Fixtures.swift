import A11yCore
import Hierarchy
import Foundation
import SpecInputs
import Testing

/// Projects, environments and resolved scenes for tests: in-memory specs that must load cleanly,
/// the repository's Examples/, environments by device name, scenes resolved for them.
public enum Fixtures {
    /// The project `yaml` describes; records an issue for any spec diagnostic.
    public static func project(_ yaml: String, path: String = Spec.path,
                               sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Project {
        let loaded = Spec.project(yaml, path: path)
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)", sourceLocation: sourceLocation)
        return loaded.project
    }

    /// The first screen of `yaml`; records an issue (and gives an empty screen) when it does not
    /// load cleanly.
    public static func screen(_ yaml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Screen {
        let loaded = Spec.project(yaml)
        if !loaded.diagnostics.isEmpty {
            Issue.record("spec diagnostics: \(loaded.diagnostics.map(\.description))", sourceLocation: sourceLocation)
        }
        guard let screen = loaded.project.orderedScreens.first else {
            Issue.record("no screen in \(yaml)", sourceLocation: sourceLocation)
            return Screen(id: "missing", location: SourceLocation(file: "", line: 1, column: 1))
        }
        return screen
    }

    /// An environment by device name, orientation, iOS version, multitasking mode and layout
    /// direction.
    public static func environment(_ device: String = "iphone-16", _ orientation: InterfaceOrientation = .portrait,
                                   ios: Int = 26, multitasking: Multitasking = .fullScreen,
                                   layoutDirection: LayoutDirection = .leftToRight) -> Hierarchy.Environment {
        Hierarchy.Environment(device: Device.named(device)!, orientation: orientation, multitasking: multitasking,
                              iosVersion: IOSVersion(ios)!, layoutDirection: layoutDirection)
    }

    /// Scene (or standalone screen) `id` of `project` resolved for `environment`.
    public static func scene(_ id: String, in project: Project, _ environment: Hierarchy.Environment = environment(),
                             assumptions: Assumptions = .defaults) -> ResolvedScene {
        SceneResolver.resolveAll(project: project, environment: environment, assumptions: assumptions).first { $0.id == id }!
    }
}
