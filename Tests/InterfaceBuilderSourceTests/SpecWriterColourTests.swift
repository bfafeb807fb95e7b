import A11yCore
import Hierarchy
import SpecWriter
import Testing
import YAMLSource

/// What `a11y-check import` writes for the keys of colours, accessories and classes, and that it
/// loads back to the same values.
@Suite struct SpecWriterColourTests {
    private static let spec = """
        colors:
          accent: {light: "#0A5C99", dark: "#7CC4FF"}
        screens:
          display:
            backgroundColor: "system:systemGroupedBackground"
            view:
              - button: {id: more, class: BrandButton, title: More, textColor: accent, backgroundColor: "#FFFFFF80"}
              - table:
                  id: list
                  cells:
                    - {id: bold, text: Bold, accessory: detailButton, textColor: "system:label"}
        """

    @Test func coloursAccessoriesAndClassesAreWrittenAndReadBack() throws {
        let file = try #require(SpecFileLoader.decode(Array(Self.spec.utf8), path: "a.yaml").file)
        let text = SpecYAMLWriter.yaml(file, source: "a.yaml")
        #expect(text.contains("""
            colors:
              accent: {light: "#0A5C99", dark: "#7CC4FF"}
            screens:
            """))
        #expect(text.contains("    backgroundColor: \"system:systemGroupedBackground\"\n"))
        #expect(text.contains("        class: BrandButton\n"))
        #expect(text.contains("        textColor: accent\n"))
        #expect(text.contains("        backgroundColor: \"#FFFFFF80\"\n"))
        #expect(text.contains("            accessory: detailButton\n"))
        let reread = try #require(SpecFileLoader.decode(Array(text.utf8), path: "b.yaml").file)
        let screen = try #require(reread.screens.first)
        #expect(reread.colors == file.colors)
        #expect(screen.backgroundColor?.value == .system(.systemGroupedBackground))
        #expect(screen.view[0].textColor?.value == file.screens[0].view[0].textColor?.value)
        #expect(screen.view[0].className?.value == "BrandButton")
        #expect(screen.view[1].children[0].accessory?.value == .detailButton)
        #expect(screen.view[1].children[0].textColor?.value == .system(.label))
    }

    /// A screen whose root view's background is set (code's `view.backgroundColor = ...` sets the
    /// screen's and the root view's) is written with it once, in `rootView`: the spec refuses it
    /// given twice (`spec-invalid-value`), and reads the screen's background from its root view.
    @Test func aBackgroundOnTheScreenAndItsRootViewIsWrittenOnce() throws {
        let spec = """
            screens:
              player:
                rootView: {id: root, backgroundColor: "system:systemBackground"}
                view:
                  - label: {id: title, text: Now Playing}
            """
        var file = try #require(SpecFileLoader.decode(Array(spec.utf8), path: "a.yaml").file)
        let at = try #require(file.screens[0].rootView?.backgroundColor?.location)
        file.screens[0].backgroundColor = Located(.setInCode, at: at)
        file.screens[0].rootView?.backgroundColor = Located(.setInCode, at: at)
        let text = SpecYAMLWriter.yaml(file, source: "a.yaml")
        #expect(text.components(separatedBy: "backgroundColor:").count == 2)
        #expect(text.contains("    rootView:\n      id: root\n      backgroundColor: unknown\n"))
        let reread = SpecFileLoader.decode(Array(text.utf8), path: "b.yaml")
        #expect(reread.diagnostics.isEmpty)
        #expect(reread.file?.screens.first?.rootView?.backgroundColor?.value == .setInCode)
    }
}
