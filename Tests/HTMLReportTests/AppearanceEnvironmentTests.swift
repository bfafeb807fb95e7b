import Hierarchy
import AnalysisResult
import ProjectAnalysis
import Testing
@testable import HTMLReport

/// A dark-appearance environment keeps a name and a card id of its own beside its light twin.
@Suite struct AppearanceEnvironmentTests {
    @Test func darkEnvironmentsHaveTheirOwnNameAndIdentifier() throws {
        let device = try #require(Device.named("iphone-16"))
        let light = EnvironmentAnalysis(environment: Hierarchy.Environment(device: device, orientation: .portrait), scenes: [])
        let dark = EnvironmentAnalysis(environment: Hierarchy.Environment(device: device, orientation: .portrait, appearance: .dark), scenes: [])
        #expect([light.environment, dark.environment] == ["iphone-16 portrait iOS 26", "iphone-16 portrait iOS 26 dark"])
        #expect([light.appearance, dark.appearance] == [nil, "dark"])
        #expect(ReportInput.identifier(of: light) == "iphone-16-portrait-fullScreen-ios26-leftToRight")
        #expect(ReportInput.identifier(of: dark) == "iphone-16-portrait-fullScreen-ios26-leftToRight-dark")
    }
}
