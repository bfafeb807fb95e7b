import Testing
@testable import HTMLReport

@Suite("palette")
struct PaletteTests {
    /// WCAG 2.2 success criterion 1.4.11 (non-text contrast): outlines need 3:1 against what is
    /// beside them, here the wireframe's canvas in light and in dark mode.
    @Test(arguments: Palette.elements + [Palette.warning, Palette.unreachable])
    func outlinesKeepThreeToOneInBothSchemes(colour: String) {
        #expect(Palette.contrast(colour, Palette.lightCanvas) >= 3, "\(colour) on light")
        #expect(Palette.contrast(colour, Palette.darkCanvas) >= 3, "\(colour) on dark")
    }

    @Test func contrastMatchesWCAGReferenceValues() {
        #expect(Palette.contrast("#000000", "#ffffff") == 21)
        #expect(abs(Palette.contrast("#767676", "#ffffff") - 4.54) < 0.01)
    }

    @Test func coloursCycleByVoiceOverPosition() {
        #expect(Palette.colourClass(1) == "c0")
        #expect(Palette.colourClass(8) == "c7")
        #expect(Palette.colourClass(9) == "c0")
        #expect(Set(Palette.elements).count == Palette.elements.count)
        #expect(!Palette.elements.contains(Palette.warning))
    }
}
