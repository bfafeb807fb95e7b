import Foundation
import ReviewDiff
import Testing
import TestSupport

/// Two sample apps in one folder, each with its own `Main.storyboard`: the run names their scenes
/// with their folders (`Shop/Main.Main`), which neither file declares alone, so the diff cannot
/// tell which scenes changed from each file's ids: it analyses every scene, and a change in one
/// app's storyboard is reported under that app's scene.
@Suite struct SameNamedStoryboardDiffTests {
    /// A storyboard whose one button is `side` points wide and high.
    private static func main(button side: Int) -> String {
        StoryboardText.minimal(subviews: """
                                    <button opaque="NO" contentMode="scaleToFill" id="BTN-00-001">
                                        <rect key="frame" x="16" y="100" width="\(side)" height="\(side)"/>
                                        <state key="normal" title="Buy"/>
                                    </button>
            """)
    }

    @Test func aChangeInOneOfTwoSameNamedStoryboardsIsReportedUnderItsScene() throws {
        let sides = try FolderSides()
        defer { sides.remove() }
        for (side, shopButton) in [("base", 44), ("head", 20)] {
            for app in ["Shop", "Admin"] {
                try FileManager.default.createDirectory(at: sides.directory.appendingPathComponent("\(side)/\(app)"), withIntermediateDirectories: true)
                try sides.write(side, "\(app)/Main.storyboard", Self.main(button: app == "Shop" ? shopButton : 44))
            }
        }
        #expect(DiffFormat.text.render(try sides.report()) == """
            a11y-check diff base -> head: 1 change: 1 new finding

            Shop/Main.Main:
              finding new BTN-00-001 [a11y-touch-target, warning] at Shop/Main.storyboard:10:25: 'Buy' (BTN-00-001) is 20 x 20 pt, smaller than 44 x 44 (iphone-16 portrait iOS 26)

            """)
    }
}
