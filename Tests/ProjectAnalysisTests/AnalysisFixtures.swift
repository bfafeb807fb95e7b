import Foundation
import A11yCore
import A11yModel
import SpecInputs
import YAMLSource

/// Specs and environments the ProjectAnalysis tests share.
enum AnalysisFixtures {
    /// The repository's Examples folder.
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")

    /// A project from one in-memory spec, with its diagnostics as text (a test expects none).
    static func project(_ yaml: String, path: String = "/nonexistent/spec.yaml") -> (project: Project, diagnostics: [String]) {
        let loaded = ProjectLoader.assemble([SpecFileLoader.decode(Array(yaml.utf8), path: path)])
        return (loaded.project, loaded.diagnostics.map(\.description))
    }

    /// An environment by device id and orientation, iOS 26, full screen, left to right.
    static func environment(_ device: String = "iphone-16", _ orientation: InterfaceOrientation = .portrait) -> Environment {
        Environment(device: Device.named(device)!, orientation: orientation)
    }

    /// A navigation controller `nav` showing `home` (a Save button) that presents `detail` (a
    /// Close button) as a page sheet; `detail` alone is also shown by no other scene.
    static let sheet = """
        screens:
          home:
            title: Home
            view:
              - button: {id: save, title: Save, frame: [16, 120, 100, 44]}
          detail:
            title: Detail
            view:
              - button: {id: close, title: Close, frame: [16, 16, 80, 44]}
        scenes:
          main:
            root:
              navigation:
                id: nav
                stack: [home]
            presentations:
              - {present: detail, style: pageSheet}
        """

    /// A root screen `home` presenting `detail` with `style`.
    static func presenting(_ style: String) -> String {
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
              - {present: detail, style: \(style)}
        """
    }

    /// The project of a file of Examples/, with its diagnostics as text (a test expects none).
    static func example(_ name: String) throws -> (project: Project, diagnostics: [String]) {
        let loaded = ProjectLoader.load(paths: [examples.appendingPathComponent(name).path])
        return (loaded.project, loaded.diagnostics.map(\.description))
    }
}
