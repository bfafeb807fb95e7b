import Testing
import Foundation
import Hierarchy
@testable import Lifecycle

@Test func printExamples() throws {
    for name in ["refresh.yaml", "containers.yaml", "navigation.yaml", "modal-styles.yaml"] {
        let loaded = ProjectLoader.load(paths: [Fixtures.examples.appendingPathComponent(name).path])
        let report = try LifecycleReport(project: loaded.project, environments: [Fixtures.environment(), Fixtures.environment("ipad", .landscapeRight)])
        print(LifecycleTextRenderer.render(report))
    }
}
