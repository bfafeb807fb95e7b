import Foundation
import Testing
import TestSupport

/// `PlayerViewController.supportedInterfaceOrientations` in the fixture app (`Tests/Fixtures/SwiftApp`)
/// decides the player's mask; set to a value the syntax does not settle, the mask is unknown
/// (decided in code), not the storyboard's or UIKit's default (docs/swift-code.md).
@Suite struct SwiftAppOrientationTests {
    static let iphonePortrait = ["--device", "iphone", "--orientation", "portrait"]

    /// The literal `.portrait` override: only portrait, and the device's landscape turns do not rotate.
    @Test func aLiteralOverrideGivesTheEffectiveMask() throws {
        let run = try CommandRunner.run(["orientation", "."] + Self.iphonePortrait, in: SwiftAppCommandTests.fixture)
        #expect(run.status == 0)
        #expect(run.stdout.contains("Main.Player decides because it is the window's root: Main.Player returns [portrait]."))
        #expect(!run.stdout.contains("set in code (unknown)"))
    }

    /// The override returns a stored property: the mask is unknown, with the Swift line.
    @Test func aComputedOverrideLeavesTheMaskUnknown() throws {
        let copy = try Self.fixtureCopy { $0.replacingOccurrences(of: "        .portrait\n", with: "        lockedOrientations\n") }
        defer { try? FileManager.default.removeItem(at: copy) }
        let run = try CommandRunner.run(["orientation", "App"] + Self.iphonePortrait, in: copy)
        #expect(run.status == 0)
        #expect(run.stdout.components(separatedBy: "\n").dropFirst(3).joined(separator: "\n") == """
            iphone-16 portrait iOS 26
              scene        decider      effective mask         starts in  size classes       device rotations
              Main.Player  Main.Player  set in code (unknown)  unknown    compact / regular  unknown
              Main.Player: Main.Player decides because it is the window's root: Main.Player returns a mask set in code that a11y-check does not know (App/PlayerViewController.swift:10:18). The app mask applies: the app declares no orientations, so UIKit allows [portrait, landscapeLeft, landscapeRight]. The result is decided in code, by a value a11y-check does not know.
                set in code (unknown): supportedInterfaceOrientations at App/PlayerViewController.swift:10:18

            """)
        let json = try CommandRunner.run(["orientation", "App", "--format", "json"] + Self.iphonePortrait, in: copy)
        #expect(json.stdout.contains("""
                      "decidedInCode" : {
                        "location" : "App/PlayerViewController.swift:10:18",
                        "property" : "supportedInterfaceOrientations"
                      },
                      "decider" : "Main.Player",
                      "effectiveMask" : [

                      ],
                      "initialOrientation" : null,
            """))
    }

    /// A copy of the fixture app in a temporary folder with `PlayerViewController.swift` edited.
    static func fixtureCopy(editing edit: (String) -> String) throws -> URL {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-check-swiftapp-\(UUID())")
        try FileManager.default.copyItem(at: SwiftAppCommandTests.fixture, to: copy)
        let player = copy.appendingPathComponent("App/PlayerViewController.swift")
        let text = try String(contentsOf: player, encoding: .utf8)
        try Data(edit(text).utf8).write(to: player)
        return copy
    }
}
