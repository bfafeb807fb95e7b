import A11yCore
import A11yModel
import Foundation
import SpecInputs
import YAMLSource
@testable import Lifecycle

/// Loading specs and resolving scenes for the tests.
enum Fixtures {
    /// The repository's Examples folder.
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")

    /// A project from one in-memory spec; any spec diagnostic is a test bug, so it is returned for checking.
    static func project(_ yaml: String, path: String = "/nonexistent/spec.yaml") -> (project: Project, diagnostics: [String]) {
        let loaded = ProjectLoader.assemble([SpecFileLoader.decode(Array(yaml.utf8), path: path)])
        return (loaded.project, loaded.diagnostics.map(\.description))
    }

    /// The text of an example file.
    static func exampleText(_ name: String) throws -> String {
        try String(contentsOf: examples.appendingPathComponent(name), encoding: .utf8)
    }

    /// The environments tests use by name.
    static func environment(_ device: String = "iphone-16", _ orientation: InterfaceOrientation = .portrait,
                            ios: Int = 26, multitasking: Multitasking = .fullScreen) -> Environment {
        Environment(device: Device.named(device)!, orientation: orientation, multitasking: multitasking,
                    iosVersion: IOSVersion(ios)!)
    }

    /// The scene `id` of `project` resolved for `environment`.
    static func scene(_ id: String, in project: Project, _ environment: Environment = environment(),
                      assumptions: Assumptions = .defaults) -> ResolvedScene {
        SceneResolver.resolveAll(project: project, environment: environment, assumptions: assumptions).first { $0.id == id }!
    }

    /// The transitions of scene `id`.
    static func transitions(_ id: String, in project: Project, _ environment: Environment = environment(),
                            assumptions: Assumptions = .defaults) -> [Transition] {
        LifecycleAnalyzer.transitions(for: scene(id, in: project, environment, assumptions: assumptions), project: project,
                                      assumptions: assumptions)
    }

    /// The only transition of `kind` whose title contains `titled` (every one of the kind when nil).
    static func transition(_ kind: Transition.Kind, titled: String? = nil, in transitions: [Transition]) -> Transition? {
        let matches = transitions.filter { $0.kind == kind && (titled.map($0.title.contains) ?? true) }
        return matches.count == 1 ? matches[0] : nil
    }
}

extension Fixtures {
    /// A root screen `home` presenting `detail` with `style` (and any extra presentation keys).
    static func presenting(_ style: String, extra: String = "") -> String {
        """
        screens:
          home:
            title: Home
            view:
              - button: {id: present, title: Present, frame: [16, 100, 120, 44]}
          detail: {title: Detail}
        scenes:
          main:
            root: home
            presentations:
              - {present: detail, style: \(style)\(extra)}
        """
    }

    /// The transitions of scene `id` in an in-memory spec that must load cleanly.
    static func transitions(_ yaml: String, scene id: String = "main", _ environment: Environment = environment(),
                            assumptions: Assumptions = .defaults) -> [Transition] {
        let (project, diagnostics) = project(yaml)
        precondition(diagnostics.isEmpty, "\(diagnostics)")
        return transitions(id, in: project, environment, assumptions: assumptions)
    }
}

extension Transition {
    /// The callbacks of step `index` as `"id.name"` strings.
    func texts(ofStep index: Int) -> [String] { steps[index].callbackTexts }

    /// The flagged callbacks of every step, as `"id.name"` with the reason key.
    var flagged: [String] {
        callbacks.compactMap { callback in callback.unverified.map { "\(callback.text) \($0.rawValue)" } }
    }
}
