import A11yCore
import A11yModel
import SpecInputs
import Testing
import YAMLSource

/// Loads YAML text as a one-file project for the tests.
enum SpecFixture {
    static func project(_ yaml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Project {
        let loaded = ProjectLoader.assemble([SpecFileLoader.decode(Array(yaml.utf8), path: "test.yaml")])
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)", sourceLocation: sourceLocation)
        return loaded.project
    }

    static func environment(_ device: String, _ orientation: InterfaceOrientation = .portrait, ios: Int = 26,
                            multitasking: Multitasking = .fullScreen) -> A11yModel.Environment {
        A11yModel.Environment(device: Device.named(device)!, orientation: orientation, multitasking: multitasking,
                              iosVersion: IOSVersion(ios)!)
    }

    static func scene(_ id: String, in project: Project, _ environment: A11yModel.Environment,
                      assumptions: Assumptions = .defaults) -> ResolvedScene {
        SceneResolver.resolveAll(project: project, environment: environment, assumptions: assumptions).first { $0.id == id }!
    }
}
