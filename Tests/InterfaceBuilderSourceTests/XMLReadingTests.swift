import A11yCore
import Hierarchy
import InterfaceBuilderSource
import Testing
import TestSupport

/// What the SAX2 reading gives the mapping: attribute values and `<string>` text as XML 1.0 defines
/// them, and each element's line and column.
@Suite struct XMLReadingTests {
    /// Predefined entities and character references in an attribute value are replaced, and a
    /// literal newline or tab becomes a space (XML 1.0, 3.3.3 "Attribute-Value Normalization",
    /// https://www.w3.org/TR/xml/#AVNormalize). libxml2 hands a rewritten value with `&` written
    /// as `&#38;`; the reader turns exactly that back, so an escaped `&amp;#38;` stays `&#38;`.
    @Test func attributeValuesAreDecoded() {
        let xml = StoryboardText.minimal(subviews: """
            <label text="Fish &amp; chips &lt;2&gt; &#38;&#x41;&#233; &amp;#38; two
        lines" id="L01-00-001"><rect key="frame" x="20" y="100" width="300" height="21"/></label>
        """)
        let loaded = IBFixtures.decode(xml)
        #expect(loaded.diagnostics.isEmpty)
        let label = loaded.project.screens["Test.Main"]?.view.first
        #expect(label?.text?.value == "Fish & chips <2> &Aé &#38; two lines")
    }

    /// A `<string>`'s text joins its character data and CDATA sections, entities replaced.
    @Test func stringTextJoinsCharacterDataAndCDATA() {
        let xml = StoryboardText.minimal(subviews: """
            <label id="L01-00-001">
                <rect key="frame" x="20" y="100" width="300" height="21"/>
                <attributedString key="attributedText">
                    <fragment><string key="content"><![CDATA[Terms <b>]]> &amp; more</string></fragment>
                </attributedString>
            </label>
        """)
        let label = IBFixtures.decode(xml).project.screens["Test.Main"]?.view.first
        #expect(label?.text?.value == "Terms <b> & more")
    }

    /// Two elements on one line (the tenth of the storyboard): each gets the column of its own `<`
    /// (libxml2 gives only the line).
    @Test func elementsOnOneLineHaveTheirOwnColumns() {
        let xml = StoryboardText.minimal(subviews: """
        <label text="A" id="L01-00-001"><rect key="frame" x="20" y="100" width="300" height="21"/></label><label text="B" id="L01-00-002"><rect key="frame" x="20" y="130" width="300" height="21"/></label>
        """)
        let view = IBFixtures.decode(xml).project.screens["Test.Main"]?.view ?? []
        #expect(view.map { $0.location.line } == [10, 10])
        #expect(view.map { $0.location.column } == [1, 99])
    }
}
