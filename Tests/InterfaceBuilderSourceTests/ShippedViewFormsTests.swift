import A11yCore
import Hierarchy
import InterfaceBuilderSource
import Testing
import TestSupport
@testable import A11yAnalyzer

/// Views as shipped apps' Interface Builder files write them: text views with multi-line text and
/// `editable="NO"`, search bars, web views, and colours in the forms older Xcode versions write.
@Suite struct ShippedViewFormsTests {
    private static func spoken(_ subviews: String) -> [String] {
        let loaded = IBFixtures.decode(StoryboardText.minimal(subviews: subviews))
        #expect(loaded.diagnostics.map(\.description) == [])
        return IBFixtures.voiceOver(loaded.project, scene: "Test.Main").map { element in
            let announcement = AnnouncementBuilder.announcement(for: element, style: .snapshot)
            return "\(element.id): \(announcement.text)" + (announcement.hint.map { " | \($0)" } ?? "")
        }
    }

    /// Text with line breaks is a `<string key="text">` child; a text view that is not editable
    /// is static text, read as its text, not "Text Field." with "Double tap to edit."
    /// (https://developer.apple.com/documentation/uikit/uitextview/iseditable,
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/statictext).
    @Test func aTextViewThatIsNotEditableIsStaticText() {
        #expect(Self.spoken("""
                                    <textView clipsSubviews="YES" contentMode="scaleToFill" editable="NO" id="TXV-00-001">
                                        <rect key="frame" x="16" y="100" width="361" height="120"/>
                                        <string key="text">Version 2.1
        Thanks for reading.</string>
                                    </textView>
                                    <textView clipsSubviews="YES" contentMode="scaleToFill" text="Notes" id="TXV-00-002">
                                        <rect key="frame" x="16" y="240" width="361" height="120"/>
                                    </textView>
        """) == [
            "TXV-00-001: Version 2.1\nThanks for reading.",
            "TXV-00-002: Notes. Text Field. | Double tap to edit., Use the rotor to access Misspelled Words",
        ])
    }

    /// VoiceOver reaches a search bar's search field, a UITextField with the search field trait
    /// (https://developer.apple.com/documentation/uikit/uisearchbar/searchtextfield,
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/searchfield).
    @Test func aSearchBarIsItsSearchField() {
        #expect(Self.spoken("""
                                    <searchBar contentMode="redraw" placeholder="Search proposals" id="SRB-00-001">
                                        <rect key="frame" x="0.0" y="100" width="393" height="56"/>
                                    </searchBar>
        """) == ["SRB-00-001: Search proposals. Text Field. Search Field. | Double tap to edit."])
    }

    /// A web view's page comes from code: the view is kept as a `custom` element of its class.
    @Test func aWebViewIsContentFromCode() throws {
        let loaded = IBFixtures.decode(StoryboardText.minimal(subviews: """
                                    <wkWebView contentMode="scaleToFill" id="WEB-00-001">
                                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    </wkWebView>
        """))
        let web = try #require(loaded.project.screens["Test.Main"]?.view.first)
        #expect(web.kind == .custom)
        #expect(web.className?.value == "WKWebView")
        #expect(web.contentComesFromCode)
    }

    /// A colour well (`<colorWell>`, Interface Builder's UIColorWell since iOS 14) is a control whose
    /// look and accessibility UIKit draws: a `custom` element of its class, not an unknown element
    /// left out (https://developer.apple.com/documentation/uikit/uicolorwell).
    @Test func aColorWellIsACustomElementOfItsClass() throws {
        let loaded = IBFixtures.decode(StoryboardText.minimal(subviews: """
                                    <colorWell contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" id="CWL-00-001">
                                        <rect key="frame" x="16" y="100" width="44" height="44"/>
                                    </colorWell>
        """))
        #expect(loaded.diagnostics.map(\.description) == [])
        let well = try #require(loaded.project.screens["Test.Main"]?.view.first)
        #expect(well.kind == .custom)
        #expect(well.className?.value == "UIColorWell")
        #expect(well.id?.value == "CWL-00-001")
    }

    /// Older Xcode versions write a system colour with its light components inline, and
    /// `cocoaTouchSystemColor`: both are the UIKit system colour, whose dark value is known
    /// (https://developer.apple.com/documentation/uikit/uicolor/secondarylabel).
    @Test func systemColoursInOlderFormsAreSystemColours() throws {
        let loaded = IBFixtures.decode(StoryboardText.minimal(subviews: """
                                    <label text="Caption" id="L01-00-001">
                                        <rect key="frame" x="16" y="100" width="361" height="30"/>
                                        <color key="textColor" systemColor="secondaryLabelColor" red="0.23529411764705882" green="0.23529411764705882" blue="0.2627450980392157" alpha="0.59999999999999998" colorSpace="custom" customColorSpace="sRGB"/>
                                        <color key="backgroundColor" cocoaTouchSystemColor="groupTableViewBackgroundColor"/>
                                    </label>
                                    <label text="Body" id="L01-00-002">
                                        <rect key="frame" x="16" y="140" width="361" height="30"/>
                                        <color key="textColor" cocoaTouchSystemColor="darkTextColor"/>
                                    </label>
        """))
        #expect(loaded.diagnostics.map(\.description) == [])
        let labels = try #require(loaded.project.screens["Test.Main"]?.view)
        #expect(labels.map { $0.textColor?.value } == [.system(.secondaryLabel), .system(.darkText)])
        #expect(labels.first?.backgroundColor?.value == .system(.systemGroupedBackground))
        let dark = ColorContext(appearance: .dark, iosVersion: .latest)
        #expect(labels.first?.textColor?.value.resolved(in: dark) == Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.6))
    }
}
