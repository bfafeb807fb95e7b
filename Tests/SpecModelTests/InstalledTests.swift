import A11yCore
import Hierarchy
import TestSupport
import Testing

/// `installed`: Interface Builder's "Installed" checkbox per size class. UIKit adds a view to the
/// hierarchy only when it is installed for the current size classes, and a setting for a more
/// specific size class overrides a more general one (Apple, Auto Layout Guide,
/// "Size-Class-Specific Layout",
/// https://developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/Size-ClassSpecificLayout.html).
@Suite struct InstalledTests {
    private static func installation(_ settings: [(String, Bool)]) -> SizeClassInstallation {
        var installation = SizeClassInstallation()
        for (name, installed) in settings { installation.set(SizeClassInstallation.Pattern(name: name)!, installed: installed) }
        return installation
    }

    @Test func theMostSpecificSettingWins() {
        let installation = Self.installation([("any", false), ("hC", true), ("wR hC", false)])
        #expect(!installation.isInstalled(in: .compactRegular))
        #expect(installation.isInstalled(in: .compactCompact))
        #expect(!installation.isInstalled(in: .regularCompact))
        #expect(!installation.isInstalled(in: .regularRegular))
    }

    /// Apple does not say which of a width-only and a height-only setting wins; a11y-check takes
    /// the width one (docs/interface-builder.md).
    @Test func aWidthSettingWinsOverAHeightSettingOfEqualRank() {
        let installation = Self.installation([("hC", false), ("wC", true)])
        #expect(installation.isInstalled(in: .compactCompact))
        #expect(!installation.isInstalled(in: .regularCompact))
        #expect(SizeClassInstallation().isInstalled(in: .compactCompact))
    }

    @Test func patternsHaveXcodesNames() {
        #expect(SizeClassInstallation.Pattern.all.map(\.name) == ["any", "wC", "wR", "hC", "hR", "wC hC", "wC hR", "wR hC", "wR hR"])
    }

    @Test func yamlInstalledIsDecodedInOrder() throws {
        let screen = Fixtures.screen("""
            screens:
              player:
                view:
                  - button: {id: upNext, title: Up Next, installed: {hC: true, any: false}}
                  - button: {id: never, title: Never, installed: false}
            """)
        #expect(screen.view.map { $0.installed?.value.settings.map { "\($0.pattern.name)=\($0.installed)" } ?? [] }
            == [["any=false", "hC=true"], ["any=false"]])
        #expect(screen.view.first?.installed?.location.line == 4)
        #expect(screen.dependsOnSizeClasses)
        #expect(screen.shown(in: .compactCompact).view.compactMap(\.id?.value) == ["upNext"])
        #expect(screen.shown(in: .compactRegular).view.isEmpty)
    }

    @Test func anUnknownSizeClassNameIsLocatedWithASuggestion() {
        let loaded = Spec.decode("""
            screens:
              player:
                view:
                  - button: {id: upNext, title: Up Next, installed: {any: false, hc: true}}
            """)
        #expect(loaded.diagnostics.map { "\($0.summary) \($0.message)" } == [
            "4:70 spec-unknown-key unknown key 'hc' in installed; did you mean 'hC'?",
        ])
    }

    @Test func aScreenWithoutInstallationsDoesNotDependOnSizeClasses() {
        let screen = Fixtures.screen("screens:\n  home:\n    view:\n      - button: {id: ok, title: OK, installed: {any: true}}\n")
        #expect(!screen.dependsOnSizeClasses)
    }
}
