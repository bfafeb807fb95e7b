import A11yCore
import Hierarchy
@testable import InterfaceBuilderSource
import Testing
import TestSupport

/// A view's own exact width and height constraints are the size Auto Layout gives it
/// (https://developer.apple.com/documentation/uikit/nslayoutconstraint/constant), whatever stale
/// frame the file keeps (Interface Builder's `misplaced="YES"`: Monal's retry button, constrained
/// 28 x 28 and drawn 28 x 9). A constraint with a relation, a priority below required, a
/// multiplier or a second item does not fix the size, nor does one a size class changes or leaves
/// out (Vocable's settings button): the frame stays as drawn.
@Suite struct ConstrainedSizeTests {
    @Test("Exact required width and height constraints size the view; a lower priority, an inequality, an aspect ratio or a size class variation do not")
    func sizes() throws {
        let loaded = IBFixtures.decode(StoryboardText.minimal(subviews: """
                                <button opaque="NO" contentMode="scaleToFill" misplaced="YES" contentHorizontalAlignment="center" contentVerticalAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="BTN-00-001">
                                    <rect key="frame" x="25" y="111" width="28" height="9"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="28" id="CON-00-001"/>
                                        <constraint firstAttribute="height" constant="28" id="CON-00-002"/>
                                    </constraints>
                                    <state key="normal" title="Retry"/>
                                </button>
                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="BTN-00-002">
                                    <rect key="frame" x="100" y="111" width="60" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="height" priority="750" constant="44" id="CON-00-003"/>
                                        <constraint firstAttribute="width" relation="greaterThanOrEqual" constant="80" id="CON-00-004"/>
                                        <constraint firstAttribute="width" secondItem="BTN-00-002" secondAttribute="height" multiplier="2" id="CON-00-005"/>
                                    </constraints>
                                    <state key="normal" title="Send"/>
                                </button>
                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="BTN-00-003">
                                    <rect key="frame" x="200" y="111" width="37.5" height="48"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="62" id="CON-00-006">
                                            <variation key="heightClass=regular-widthClass=regular" constant="104"/>
                                        </constraint>
                                        <constraint firstAttribute="height" constant="50" id="CON-00-007"/>
                                    </constraints>
                                    <state key="normal" image="gear" catalog="system"/>
                                    <variation key="heightClass=regular-widthClass=compact">
                                        <mask key="constraints">
                                            <exclude reference="CON-00-007"/>
                                        </mask>
                                    </variation>
                                </button>
        """))
        #expect(loaded.diagnostics.map(\.description) == [])
        let screen = try #require(loaded.project.screens["Test.Main"])
        #expect(screen.view.map { "\($0.id?.value ?? "-"): \($0.frame.map { "\($0.value.width) x \($0.value.height)" } ?? "-")" } == [
            "BTN-00-001: 28.0 x 28.0",
            "BTN-00-002: 60.0 x 30.0",
            "BTN-00-003: 37.5 x 48.0",
        ])
    }
}
