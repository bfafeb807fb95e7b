import A11yCore
import A11yModel
import TestSupport
import Testing
@testable import YAMLSource

/// Colour values (format.md, "Colours"): hex, `system:` names, named colours under `colors`, a
/// screen's own `backgroundColor`, and `class` on every element kind.
@Suite struct ColorDecodingTests {
    private static func rgb(_ hex: UInt32, alpha: Double = 1) -> Color {
        Color(red: Double(hex >> 16 & 0xFF) / 255, green: Double(hex >> 8 & 0xFF) / 255, blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    @Test func systemAndNamedColoursAreRead() throws {
        let file = try #require(Spec.file("""
            screens:
              s:
                backgroundColor: brandTeal
                view:
                  - label: {id: a, text: A, textColor: "system:label", backgroundColor: "#FFFFFF80"}
            colors:
              brandTeal: {light: "#5AC8FA", dark: "#0A4F6B"}
              ink: {light: "#111111"}
            """))
        #expect(file.colors == [NamedColor(name: "brandTeal", light: Self.rgb(0x5AC8FA), dark: Self.rgb(0x0A4F6B)),
                                NamedColor(name: "ink", light: Self.rgb(0x111111), dark: Self.rgb(0x111111))])
        let screen = try #require(file.screens.first)
        #expect(screen.backgroundColor?.value == .named(file.colors[0]))
        #expect(screen.backgroundColor?.location.line == 3)
        let label = try #require(screen.view.first)
        #expect(label.textColor?.value == .system(.label))
        #expect(label.backgroundColor?.value == .fixed(Self.rgb(0xFFFFFF, alpha: 128.0 / 255)))
    }

    @Test func anUnknownSystemColourIsLocatedWithADidYouMean() throws {
        let result = Spec.decode("""
            screens:
              s:
                view:
                  - label: {text: A, textColor: "system:systemTeel"}
            """)
        #expect(result.diagnostics.map(\.summary) == ["4:37 spec-invalid-value"])
        #expect(result.diagnostics.first?.message == "'system:systemTeel' is not a UIKit system colour")
        #expect(result.diagnostics.first?.hint == "did you mean 'system:systemTeal'?")
    }

    @Test func anUndeclaredNameIsLocatedWithADidYouMean() throws {
        let result = Spec.decode("""
            colors:
              brandTeal: {light: "#5AC8FA", dark: "#0A4F6B"}
            screens:
              s:
                view:
                  - label: {text: A, textColor: brandTeel}
            """)
        #expect(result.diagnostics.map(\.summary) == ["6:37 spec-invalid-value"])
        #expect(result.diagnostics.first?.message == "'brandTeel' is not a colour")
        #expect(result.diagnostics.first?.hint == "did you mean 'brandTeal', declared under 'colors'?")
    }

    @Test func aNamedColourNeedsALightValueAndHexComponents() throws {
        let result = Spec.decode("""
            colors:
              a: {dark: "#000000"}
              b: {light: "system:label"}
              c: {light: "#FFFFFF", darc: "#000000"}
            """)
        #expect(result.diagnostics.map(\.summary) == ["2:3 spec-missing-key", "3:14 spec-invalid-value", "4:25 spec-unknown-key"])
        #expect(result.diagnostics.first?.message == "the colour 'a' has no 'light' value")
    }

    /// `dark: unknown` leaves the dark value unknown (what `a11y-check import` writes for a
    /// storyboard colour no asset catalog gave): the light value in light, nothing in dark, and
    /// the colour alone does not vary with the appearance.
    @Test func anUnknownDarkValueIsKeptUnknown() throws {
        let file = try #require(Spec.file("""
            colors:
              accent: {light: "#086AEE", dark: unknown}
            """))
        #expect(file.colors == [NamedColor(name: "accent", light: Self.rgb(0x086AEE), dark: nil)])
        let accent = ColorValue.named(file.colors[0])
        #expect(accent.resolved(in: ColorContext(appearance: .light, iosVersion: .latest)) == Self.rgb(0x086AEE))
        #expect(accent.resolved(in: ColorContext(appearance: .dark, iosVersion: .latest)) == nil)
        #expect(!accent.variesWithAppearance && !accent.isDynamic)
    }

    @Test func aDarkValueIsAColourOrUnknown() throws {
        let result = Spec.decode("""
            colors:
              a: {light: "#FFFFFF", dark: unknwon}
              b: {light: "#FFFFFF", dark: [unknown]}
            """)
        #expect(result.diagnostics.map(\.summary) == ["2:31 spec-invalid-value", "3:31 spec-wrong-type"])
        #expect(result.diagnostics.first?.message == "'unknwon' is not a colour")
        #expect(result.diagnostics.first?.hint == "write #RRGGBB or #RRGGBBAA, quoted (\"#1E90FF\"), or unknown when the dark value is not known")
        #expect(result.file?.colors.isEmpty == true)
    }

    @Test func theScreenBackgroundAndTheRootViewsAreOneProperty() throws {
        let result = Spec.decode("""
            screens:
              s:
                backgroundColor: "#FFFFFF"
                rootView: {backgroundColor: "#000000"}
            """)
        #expect(result.diagnostics.map(\.summary) == ["4:16 spec-invalid-value"])
        #expect(result.diagnostics.first?.message == "'backgroundColor' is given twice: on the screen (line 3) and in rootView")
    }

    /// `class` names a custom UIView subclass on every kind; it changes no analysis.
    @Test(arguments: ["view", "label", "button", "image", "table", "cell", "accessibilityElement"])
    func everyKindTakesAClass(kind: String) throws {
        let file = try #require(Spec.file("screens:\n  s:\n    view:\n      - \(kind): {class: BrandView}\n"))
        #expect(file.screens.first?.view.first?.className?.value == "BrandView")
    }
}
