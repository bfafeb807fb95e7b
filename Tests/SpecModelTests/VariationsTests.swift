import A11yCore
import Hierarchy
import TestSupport
import Testing

/// `variations`: the property values a view takes per size class, as Interface Builder's
/// size-class variations set them. A value for a more specific size class overrides a more general
/// one (Apple, Auto Layout Guide, "Size-Class-Specific Layout",
/// https://developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/Size-ClassSpecificLayout.html),
/// property by property, with the size-class names and rule of `installed`.
@Suite struct VariationsTests {
    private static let spec = """
        screens:
          player:
            view:
              - label:
                  id: title
                  text: Now Playing
                  font: {size: 17}
                  textColor: "system:label"
                  variations: {hC: {font: {size: 13}}, "wR hR": {textColor: "system:secondaryLabel"}, wC hC: {hidden: true}}
        """

    private static func describe(_ element: Element?) -> String {
        guard let element else { return "nil" }
        let color = element.textColor.map { YAMLColor.describe($0.value) } ?? "-"
        return "size \(element.font?.value.size.map { String($0) } ?? "-") color \(color) hidden \(element.hidden?.value ?? false)"
    }

    @Test func variationsAreDecodedInPatternOrder() throws {
        let screen = Fixtures.screen(Self.spec)
        let variations = try #require(screen.view.first?.variations)
        #expect(variations.location.line == 9)
        #expect(variations.value.settings.map(\.pattern.name) == ["hC", "wC hC", "wR hR"])
        #expect(variations.value.settings.first?.properties.font?.location.line == 9)
        #expect(screen.dependsOnSizeClasses)
    }

    /// Each property takes the most specific size class that covers the window's and sets it:
    /// compact height gets the smaller font, compact width and height hides the label as well,
    /// regular width and height changes only the colour.
    @Test func eachPropertyTakesTheMostSpecificValue() {
        let screen = Fixtures.screen(Self.spec)
        #expect(Self.describe(screen.shown(in: .compactRegular).view.first) == "size 17.0 color label hidden false")
        #expect(Self.describe(screen.shown(in: .compactCompact).view.first) == "size 13.0 color label hidden true")
        #expect(Self.describe(screen.shown(in: .regularCompact).view.first) == "size 13.0 color label hidden false")
        #expect(Self.describe(screen.shown(in: .regularRegular).view.first) == "size 17.0 color secondaryLabel hidden false")
    }

    /// A variation's colours count among the screen's: a dynamic one brings the dark appearance.
    @Test func variationColoursAreTheScreensColours() {
        let screen = Fixtures.screen("screens:\n  s:\n    view:\n      - label: {text: A, variations: {hC: {textColor: \"system:secondaryLabel\"}}}\n")
        #expect(screen.colors == [.system(.secondaryLabel)])
    }

    @Test func unknownSizeClassesAndPropertiesAreLocatedWithASuggestion() {
        let loaded = Spec.decode("""
            screens:
              player:
                view:
                  - label: {text: A, variations: {hc: {font: {size: 13}}, any: {hidden: true}, hR: {textColour: "#000000"}}}
            """)
        #expect(loaded.diagnostics.map { "\($0.summary) \($0.message)" } == [
            "4:39 spec-unknown-key unknown key 'hc' in variations; did you mean 'hC'?",
            "4:63 spec-unknown-key unknown key 'any' in variations",
            "4:89 spec-unknown-key unknown key 'textColour' in variations.hR; did you mean 'textColor'?",
        ])
        #expect(loaded.diagnostics.map(\.hint) == [
            "allowed keys: wC, wR, hC, hR, wC hC, wC hR, wR hC, wR hR",
            "allowed keys: wC, wR, hC, hR, wC hC, wC hR, wR hC, wR hR",
            "allowed keys: font, textColor, backgroundColor, hidden",
        ])
    }

    @Test func aScreenWithoutVariationsDoesNotDependOnSizeClasses() {
        let screen = Fixtures.screen("screens:\n  home:\n    view:\n      - label: {id: ok, text: OK, font: {size: 13}}\n")
        #expect(!screen.dependsOnSizeClasses)
    }
}

/// Colours as the tests name them: a system colour by its name, a fixed one in hex.
private enum YAMLColor {
    static func describe(_ color: ColorValue) -> String {
        switch color {
        case .system(let system): system.rawValue
        case .fixed(let fixed): "\(fixed)"
        case .named(let named): named.name
        case .setInCode: "unknown"
        }
    }
}
