import Hierarchy
import TestSupport
import Testing
@testable import Lifecycle

extension Fixtures {
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

    /// The transitions of scene `id` in an in-memory spec; records an issue for any spec diagnostic.
    static func transitions(_ yaml: String, scene id: String = "main", _ environment: Environment = environment(),
                            assumptions: Assumptions = .defaults) -> [Transition] {
        transitions(id, in: project(yaml), environment, assumptions: assumptions)
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
