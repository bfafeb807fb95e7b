import Hierarchy
import OrientationResolver

/// The analyzers' rules the lint run uses.
enum AnalysisRules {
    static let all: [any Rule] = OrientationRules.all
}
