import Foundation
import TestSupport
import Testing

/// A run whose Swift code declares SwiftUI views (types conforming to `View` or `App`,
/// https://developer.apple.com/documentation/swiftui/view) says once that it does not read them,
/// at the first one, so that a run with no scene is not taken for a clean one.
@Suite struct SwiftUINoteTests {
    @Test func oneNoteNamesTheSwiftUIViewsAtTheFirst() throws {
        let folder = try CommandRunner.directory([
            "App/ContentView.swift": """
                import SwiftUI

                struct ContentView: View {
                    var body: some View { Text("Hello") }
                }
                """,
            "App/SettingsView.swift": """
                import SwiftUI

                @main
                struct SettingsApp: SwiftUI.App {
                    var body: some Scene { WindowGroup { SettingsView() } }
                }
                struct SettingsView: View, Equatable {
                    var body: some View { Toggle("Sound", isOn: .constant(true)) }
                }
                enum Screens {
                    struct Legal: View {
                        var body: some View { Text("Legal") }
                    }
                }
                """,
            "App/Player.swift": "import UIKit\n\nfinal class PlayerViewController: UIViewController {}\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["lint", folder.appendingPathComponent("App").path])
        #expect(result.status == 0, "\(result.stderr)")
        let notes = (result.stdout + result.stderr).split(separator: "\n").filter { $0.contains("[code-swiftui]") }
        #expect(notes == [
            "\(folder.appendingPathComponent("App/ContentView.swift").path):3:8: note: 4 SwiftUI views and apps are declared "
                + "(ContentView, SettingsApp, SettingsView, Screens.Legal), which a11y-check does not read: what VoiceOver finds in "
                + "them is unknown, and screens built only in SwiftUI are not analysed [code-swiftui]",
        ])
    }

    @Test func uikitCodeGetsNoNote() throws {
        let folder = try CommandRunner.directory([
            "App/Player.swift": "import UIKit\n\nstruct Model: Equatable {}\nfinal class PlayerViewController: UIViewController {}\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["lint", folder.appendingPathComponent("App").path])
        #expect(!(result.stdout + result.stderr).contains("code-swiftui"))
    }
}
