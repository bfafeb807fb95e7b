import A11yCore
import Hierarchy
import ArgumentParser

/// The root command: `a11y-check [lint] PATHS...` and its siblings.
@main
struct A11yCheck: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "a11y-check",
        abstract: "Predict what UIKit and VoiceOver will do with an iOS app's screens: its Xcode project, storyboards, xibs and Swift code, or screens described in YAML.",
        discussion: """
            Examples:
              a11y-check lint                          lint the Xcode project here
              a11y-check lint App.xcodeproj --target App
                                                       lint one target of a project
              a11y-check Examples                      lint the files below Examples/
              a11y-check lint Screens/Login.yaml       lint one file
              a11y-check schema > a11y-check.schema.json
                                                       JSON Schema for editor completion

            Exit codes: 0 no errors, 2 errors found, 1 a file could not be read, 64 bad arguments.
            """,
        version: "\(A11yCheckVersion.current) (\(BuildInfo.commit))",
        subcommands: [Lint.self, OrientationCommand.self, VoiceOverCommand.self, LifecycleCommand.self, DiffCommand.self, ReportCommand.self, Rules.self, ReportersCommand.self, AssumptionsCommand.self, Schema.self, ImportCommand.self],
        defaultSubcommand: Lint.self
    )
}
