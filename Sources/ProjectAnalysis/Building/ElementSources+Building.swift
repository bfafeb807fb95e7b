import A11yAnalyzer
import Hierarchy
import AnalysisResult

extension ElementSources {
    /// The declarations of the elements one scene analysis lists, and what other files set on them.
    init(_ result: SceneAccessibilityResult) {
        let elements = result.elements + result.unreachable.map(\.element)
        self.init(entries: elements.map { element in
            Entry(screen: element.screenID, id: element.id, file: element.location.file, line: element.location.line,
                  setElsewhere: element.setElsewhere.map { setting in
                      Setting(property: setting.property.rawValue, file: setting.location.file, line: setting.location.line,
                              column: setting.location.column)
                  })
        })
    }
}
