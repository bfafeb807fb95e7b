import A11yCore
import Hierarchy
import TestSupport
import Testing
@testable import A11yAnalyzer

/// The example screens of the design folder, analysed on their own (content only, no bars).
@Suite struct ExampleScreenTests {
    private func analysis(_ file: String, _ screen: String) throws -> ScreenAnalysis {
        let screen = try #require(Examples.project(file).screens[screen])
        return ScreenAccessibility.analyze(screen: screen)
    }

    @Test("navigation.yaml apps: table cells read their text, unplaced cells keep input order")
    func apps() throws {
        let result = try analysis("navigation.yaml", "apps")
        #expect(result.spoken == ["mail: Mail", "music: Music"])
        #expect(result.elements.map(\.frame) == [nil, nil])
        #expect(result.unreachable.isEmpty)
    }

    @Test("navigation.yaml musicSettings: a switch reads its label, Switch Button. and its state")
    func musicSettings() throws {
        let result = try analysis("navigation.yaml", "musicSettings")
        #expect(result.spoken == ["sync: Sync Library. Switch Button. Off."])
        #expect(result.hints == ["Double tap to toggle setting."])
        #expect(result.elements.first?.frame == Rect(x: 300, y: 120, width: 51, height: 31))
    }

    @Test("navigation.yaml eq: segments are buttons in a series, the selected one prefixed (A3.3 testSegmentedControl)")
    func eq() throws {
        let result = try analysis("navigation.yaml", "eq")
        #expect(result.spoken == [
            "preset.0: Selected: Flat. Button. 1 of 3.",
            "preset.1: Bass. Button. 2 of 3.",
            "preset.2: Vocal. Button. 3 of 3.",
        ])
        #expect(result.elements.map(\.frame) == [
            Rect(x: 16, y: 120, width: 120, height: 32),
            Rect(x: 136, y: 120, width: 120, height: 32),
            Rect(x: 256, y: 120, width: 120, height: 32),
        ])
        #expect(result.elements.map(\.containers) == Array(repeating: [ContainerMembership(id: "preset", role: .segmentedControl)], count: 3))
    }

    @Test("modal-styles.yaml green: heading, button and switch top to bottom")
    func green() throws {
        let result = try analysis("modal-styles.yaml", "green")
        #expect(result.spoken == [
            "heading: Green screen. Heading.",
            "present: Present orange. Button.",
            "notifications: Notifications. Switch Button. On.",
        ])
        #expect(result.hints == ["-", "-", "Double tap to toggle setting."])
    }

    @Test("modal-styles.yaml orange: one Close button, framed in the window at the given origin")
    func orange() throws {
        let screen = try #require(Examples.project("modal-styles.yaml").screens["orange"])
        let result = ScreenAccessibility.analyze(screen: screen, origin: (x: 36, y: 306))
        #expect(result.spoken == ["close: Close. Button."])
        #expect(result.elements.first?.frame == Rect(x: 52, y: 322, width: 80, height: 44))
        #expect(result.elements.first?.screenID == "orange")
    }
}
