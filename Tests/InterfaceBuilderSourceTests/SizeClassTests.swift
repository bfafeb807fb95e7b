import A11yCore
import Hierarchy
@testable import InterfaceBuilderSource
import SpecInputs
import Testing
import TestSupport

/// Views installed only in some size classes (`<variation key="…">` with `<mask key="subviews">`,
/// docs/interface-builder.md): UIKit adds a view to
/// the hierarchy only when it is installed for the current size classes, and a setting for a more
/// specific size class overrides a more general one (Apple, Auto Layout Guide, "Size-Class-Specific
/// Layout"). `Adaptive.storyboard`: "Lyrics" is excluded in compact height, "Up Next" is excluded
/// by default and included in compact height, and the album label in the stack view is excluded
/// in compact height.
@Suite struct SizeClassTests {
    private static let project = IBFixtures.load("Adaptive.storyboard")

    @Test func theFixtureLoadsCleanly() {
        #expect(Self.project.diagnostics.map(\.description) == [])
    }

    @Test func masksBecomeEachViewsInstallation() throws {
        let screen = try #require(Self.project.project.screens["Adaptive.Player"])
        let installed = screen.allElements.compactMap { element in
            element.installed.map { "\(element.id?.value ?? "") \($0.value.settings.map { "\($0.pattern.name)=\($0.installed)" })" }
        }
        #expect(installed == [
            #"BTN-00-201 ["hC=false"]"#,
            #"BTN-00-202 ["any=false", "hC=true"]"#,
            #"LBL-00-202 ["hC=false"]"#,
        ])
        #expect(screen.dependsOnSizeClasses)
    }

    /// iPhone portrait is compact width, regular height: the default installation.
    @Test func portraitIPhoneShowsTheDefaultViews() {
        let labels = IBFixtures.voiceOver(Self.project.project, scene: "Adaptive.Player").map { $0.label ?? "" }
        #expect(labels == ["Blue in Green", "Lyrics", "Kind of Blue", "Miles Davis"])
    }

    /// iPhone 16 landscape is compact width, compact height: the `heightClass=compact` variations.
    @Test func landscapeIPhoneShowsTheCompactHeightViews() {
        let labels = IBFixtures.voiceOver(Self.project.project, scene: "Adaptive.Player", orientation: .landscapeLeft).map { $0.label ?? "" }
        #expect(labels == ["Blue in Green", "Up Next", "Miles Davis"])
    }

    /// An iPad full screen is regular in both: no variation names it, so the default holds.
    @Test func iPadShowsTheDefaultViews() {
        let labels = IBFixtures.voiceOver(Self.project.project, scene: "Adaptive.Player", device: "ipad-pro-11", orientation: .landscapeLeft)
            .map { $0.label ?? "" }
        #expect(labels == ["Blue in Green", "Lyrics", "Kind of Blue", "Miles Davis"])
    }

    /// The title's compact-height font and the artist's compact-height colour (a fixed dark grey
    /// in place of `labelColor`) are their values where the height is compact, and only there.
    @Test func propertyVariationsAreTheValuesOfCompactHeight() throws {
        let screen = try #require(Self.project.project.screens["Adaptive.Player"])
        func describe(_ classes: SizeClasses) -> [String] {
            screen.shown(in: classes).allElements.filter { $0.kind == .label }.map { label in
                "\(label.id?.value ?? "") \(label.font?.value.textStyle.map { "\($0)" } ?? "-") \(label.textColor.map { "\($0.value)" } ?? "-")"
            }
        }
        #expect(describe(.compactRegular) == [
            "LBL-00-201 title1 -", "LBL-00-202 body -", "LBL-00-203 body system(Hierarchy.SystemColor.label)",
        ])
        #expect(describe(.compactCompact) == [
            "LBL-00-201 title3 -", "LBL-00-203 body fixed(Hierarchy.Color(red: 0.2, green: 0.2, blue: 0.2, alpha: 1.0))",
        ])
        #expect(screen.backgroundColor?.value == .system(.systemBackground))
    }

    @Test(arguments: [
        ("default", "any"), ("heightClass=compact", "hC"), ("widthClass=regular", "wR"),
        ("heightClass=regular-widthClass=compact", "wC hR"), ("widthClass=compact-heightClass=compact", "wC hC"),
    ])
    func variationKeysNameSizeClasses(key: String, name: String) {
        #expect(SizeClassMasks.pattern(key)?.name == name)
    }

    @Test func anUnknownVariationKeyIsWarnedOnce() {
        let xml = StoryboardText.minimal(subviews: """
                                    <label text="Hi" id="L01-00-001"><rect key="frame" x="0" y="100" width="10" height="10"/></label>
                                </subviews>
                                <variation key="heightClass=tall">
                                    <mask key="subviews"><exclude reference="L01-00-001"/></mask>
                                </variation>
                                <subviews>
        """)
        let loaded = IBFixtures.decode(xml)
        #expect(loaded.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.ruleID) \($0.message)" } == [
            "12:25 ib-unknown-attribute the size-class variation 'heightClass=tall' is not one a11y-check reads; its subviews mask is ignored",
        ])
        #expect(loaded.project.screens["Test.Main"]?.view.first?.installed == nil)
    }
}
