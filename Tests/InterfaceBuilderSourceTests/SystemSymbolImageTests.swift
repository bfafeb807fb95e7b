import A11yCore
import Foundation
import Hierarchy
@testable import InterfaceBuilderSource
import SpecWriter
import Testing
import TestSupport
@testable import A11yAnalyzer

/// Interface Builder writes `catalog="system"` beside an image that is an SF Symbol
/// (`UIImage(systemName:)`), on a button's state or configuration, an image view and a bar button
/// item; an image of the app's asset catalogs has no catalog. An image-only button reads an SF
/// Symbol by the description the system gives it, or its name when it gives none (SwiftLint's
/// maintainers in realm/SwiftLint#5165; docs/voiceover.md, "Image-only buttons"), which
/// a11y-check does not know, and an asset image by its name.
@Suite struct SystemSymbolImageTests {
    private static let xml = StoryboardText.minimal(subviews: """
                                <button contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" id="BTN-00-001">
                                    <rect key="frame" x="16" y="100" width="44" height="44"/>
                                    <state key="normal" image="square.and.arrow.up" catalog="system"/>
                                </button>
                                <button contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" id="BTN-00-002">
                                    <rect key="frame" x="76" y="100" width="44" height="44"/>
                                    <state key="normal" image="ic_close"/>
                                </button>
                                <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="star.fill" catalog="system" id="IMG-00-001">
                                    <rect key="frame" x="136" y="100" width="44" height="44"/>
                                </imageView>
                                <navigationBar contentMode="scaleToFill" id="NAV-00-001">
                                    <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                                    <items>
                                        <navigationItem title="Queue" id="NVI-00-001">
                                            <rightBarButtonItems>
                                                <barButtonItem image="gear" catalog="system" id="BBI-00-001"/>
                                                <barButtonItem image="ic_more" id="BBI-00-002"/>
                                            </rightBarButtonItems>
                                        </navigationItem>
                                    </items>
                                </navigationBar>
        """)

    @Test("An image-only button and a bar button item read an SF Symbol by the system's description, unknown, and an asset image by its name")
    func spokenLabels() {
        let loaded = IBFixtures.decode(Self.xml)
        #expect(loaded.diagnostics.map(\.description) == [])
        #expect(IBFixtures.voiceOver(loaded.project, scene: "Test.Main").map { element in
            "\(element.id): \(AnnouncementBuilder.announcement(for: element, style: .snapshot).text)"
        } == [
            "NAV-00-001.title: Queue. Heading.",
            "BBI-00-002: ic_more. Button.",
            "BBI-00-001: (SF Symbol gear). Button.",
            "BTN-00-001: (SF Symbol square.and.arrow.up). Button.",
            "BTN-00-002: ic_close. Button.",
        ])
    }

    @Test("import writes an SF Symbol as systemImage and an asset image as image, as YAML the spec source reads back")
    func importWritesSystemImage() throws {
        let file = try #require(InterfaceBuilderLoader.decode(Array(Self.xml.utf8), path: "/nonexistent/Test.storyboard").file)
        let yaml = SpecYAMLWriter.yaml(file, source: "Test.storyboard")
        #expect(Spec.decode(yaml).diagnostics.map(\.description) == [])
        let lines = yaml.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.filter { $0.contains("mage: ") } == [
            "systemImage: square.and.arrow.up",
            "image: ic_close",
            "systemImage: star.fill",
            "rightItems: [{id: BBI-00-001, systemImage: gear}, {id: BBI-00-002, image: ic_more}]",
        ])
    }
}
