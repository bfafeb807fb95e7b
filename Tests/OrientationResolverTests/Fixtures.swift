import A11yCore
import A11yModel
import Foundation
import OrientationResolver
import SpecInputs
import Testing
import YAMLSource

/// Loading specs and resolving scenes for the tests.
enum Fixtures {
    /// The repository's Examples folder.
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples")

    /// Loads YAML text as a one-file project and fails the test on any diagnostic.
    static func project(_ yaml: String, path: String = "test.yaml", sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Project {
        let loaded = ProjectLoader.assemble([SpecFileLoader.decode(Array(yaml.utf8), path: path)])
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)", sourceLocation: sourceLocation)
        return loaded.project
    }

    /// Loads a file of Examples/.
    static func example(_ name: String) -> Project {
        let loaded = ProjectLoader.load(paths: [examples.appendingPathComponent(name).path])
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        return loaded.project
    }

    /// An environment by device id and orientation.
    static func environment(_ device: String, _ orientation: InterfaceOrientation = .portrait, ios: Int = 26,
                            multitasking: Multitasking = .fullScreen) -> A11yModel.Environment {
        A11yModel.Environment(device: Device.named(device)!, orientation: orientation, multitasking: multitasking,
                              iosVersion: IOSVersion(ios)!)
    }

    /// The orientation of scene `id` (or standalone screen) in `environment`.
    static func orientation(_ id: String, in project: Project, _ environment: A11yModel.Environment,
                            assumptions: Assumptions = .defaults) -> OrientationResolution {
        let scene = resolvedScene(id, in: project, environment, assumptions: assumptions)
        return OrientationResolver.resolve(scene, project: project, assumptions: assumptions)
    }

    /// Scene `id` resolved in `environment`.
    static func resolvedScene(_ id: String, in project: Project, _ environment: A11yModel.Environment,
                              assumptions: Assumptions = .defaults) -> ResolvedScene {
        let scenes = SceneResolver.resolveAll(project: project, environment: environment, assumptions: assumptions)
        return scenes.first { $0.id == id }!
    }
}
