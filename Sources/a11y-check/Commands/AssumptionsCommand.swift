import A11yCore
import Hierarchy
import ArgumentParser

/// `a11y-check assumptions`: the named assumptions the model makes where sources disagree.
struct AssumptionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "assumptions",
        abstract: "Print the model's named assumptions, their defaults and their sources.",
        discussion: "Change one in .a11y-check.yml, for example:\n  assumptions: {announcementStyle: speech}"
    )

    func run() throws {
        for row in Assumptions.table {
            print(row.key.rawValue)
            print("  default: \(row.defaultValue)")
            if !row.otherReading.isEmpty { print("  other reading: \(row.otherReading)") }
            print("  source: \(row.source)")
        }
    }
}
