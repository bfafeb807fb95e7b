import A11yCore
import Hierarchy
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

    /// `unknown` is a colour code sets at run time to a value no file gives (an import writes it for
    /// a theme's colour); a colour declared under `colors` with that name is that colour.
    @Test func unknownIsAColourSetAtRunTime() throws {
        let file = try #require(Spec.file("""
            screens:
              s:
                backgroundColor: unknown
                view:
                  - label: {id: a, text: A, textColor: unknown}
            """))
        let screen = try #require(file.screens.first)
        #expect(screen.backgroundColor?.value == .setInCode)
        #expect(screen.view.first?.textColor?.value == .setInCode)
        #expect(screen.view.first?.textColor?.location.line == 5)
        let declared = try #require(Spec.file("""
            colors:
              unknown: {light: "#111111"}
            screens:
              s:
                view:
                  - label: {id: a, text: A, textColor: unknown}
            """))
        #expect(declared.screens.first?.view.first?.textColor?.value == .named(declared.colors[0]))
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

    @Test func aNamedColourNeedsALightValueAndAColour() throws {
        let result = Spec.decode("""
            colors:
              a: {dark: "#000000"}
              b: {light: "#FFFFF"}
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
        #expect(result.diagnostics.first?.hint == "write #RRGGBB or #RRGGBBAA, quoted (\"#1E90FF\"), system:NAME (system:label), or unknown when the dark value is not known")
        #expect(result.file?.colors.isEmpty == true)
    }

    /// A light or dark value under `colors` may be `system:NAME`: an asset catalog colour set entry
    /// that refers to a UIKit system colour (`"reference": "labelColor"`), whose value follows the
    /// appearance and the iOS version. systemBackground in both appearances varies with the
    /// appearance; white in light and label in dark (white) does not; systemTeal, whose value
    /// changed in iOS 15 and iOS 26, is dynamic even with an unknown dark value.
    @Test func systemColoursUnderColorsAreRead() throws {
        let file = try #require(Spec.file("""
            colors:
              bar: {light: "system:systemBackground", dark: "system:systemBackground"}
              vibrant: {light: "#FFFFFF", dark: "system:label"}
              teal: {light: "system:systemTeal", dark: unknown}
              red: {light: "system:systemRed"}
            """))
        #expect(file.colors == [NamedColor(name: "bar", light: .system(.systemBackground), dark: .system(.systemBackground)),
                                NamedColor(name: "vibrant", light: .fixed(Self.rgb(0xFFFFFF)), dark: .system(.label)),
                                NamedColor(name: "teal", light: .system(.systemTeal), dark: nil),
                                NamedColor(name: "red", light: .system(.systemRed), dark: .system(.systemRed))])
        let values = file.colors.map(ColorValue.named)
        #expect(values.map(\.variesWithAppearance) == [true, false, false, true])
        #expect(values.map(\.isDynamic) == [true, false, true, true])
        let dark = ColorContext(appearance: .dark, iosVersion: .latest)
        #expect(values.map { $0.resolved(in: dark) } == [Self.rgb(0x000000), Self.rgb(0xFFFFFF), nil, Self.rgb(0xFF4245)])
        let iOS13 = ColorContext(appearance: .light, iosVersion: try #require(IOSVersion(13)))
        #expect(values[2].resolved(in: iOS13) == Self.rgb(0x5AC8FA))
    }

    /// An unknown `system:` name under `colors` is located, with a did-you-mean when one is close
    /// (Interface Builder's `labelColor` suggests `label`); another text is not a colour.
    @Test func anUnknownSystemColourUnderColorsIsLocated() throws {
        let result = Spec.decode("""
            colors:
              a: {light: "#FFFFFF", dark: "system:secondaryLable"}
              b: {light: "system:labelColor"}
              c: {light: "sytem:label"}
            """)
        #expect(result.diagnostics.map(\.summary) == ["2:31 spec-invalid-value", "3:14 spec-invalid-value", "4:14 spec-invalid-value"])
        #expect(result.diagnostics.map(\.message) == [
            "'system:secondaryLable' is not a UIKit system colour", "'system:labelColor' is not a UIKit system colour", "'sytem:label' is not a colour",
        ])
        #expect(result.diagnostics.map(\.hint) == [
            "did you mean 'system:secondaryLabel'?", "did you mean 'system:label'?",
            "write #RRGGBB or #RRGGBBAA, quoted (\"#1E90FF\"), system:NAME (system:label)",
        ])
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
