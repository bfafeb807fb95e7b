import A11yAnalyzer
import Hierarchy
import AnalysisResult

extension ElementSources {
    /// The declarations of the elements one scene analysis lists, and what other files set on
    /// them, read from `project`'s elements: only an output that asks for sources pays for it.
    init(_ result: SceneAccessibilityResult, project: Project) {
        let elements = result.elements + result.unreachable.map(\.element)
        var declarations = ElementDeclarations(project: project, sizeClasses: result.scene.environment.sizeClasses)
        self.init(entries: elements.map { element in
            Entry(screen: element.screenID, id: element.id, file: element.location.file, line: element.location.line,
                  setElsewhere: declarations.settings(of: element))
        })
    }
}
