import A11yCore
import Hierarchy
import InterfaceBuilderSource
import SpecWriter
import Testing
@testable import A11yAnalyzer
@testable import SwiftSource

/// A bar button item reached through an outlet (`@IBOutlet var share: UIBarButtonItem!`) takes
/// what the code sets on it: VoiceOver reads the item's button by its `accessibilityLabel`, else
/// its `title`, else its image (https://developer.apple.com/documentation/uikit/uibarbuttonitem),
/// so a label set in `viewDidLoad` replaces the image name, a label the syntax does not settle is
/// unknown, and `isEnabled = false` dims it
/// (https://developer.apple.com/documentation/uikit/uibarbuttonitem/isenabled). Both a navigation
/// item's items and a standalone toolbar's are joined.
@Suite struct BarItemOutletJoinTests {
    static let swiftPath = "App/PlayerViewController.swift"
    static let swift = """
        final class PlayerViewController: UIViewController {
            @IBOutlet weak var shareButton: UIBarButtonItem!
            @IBOutlet weak var moreButton: UIBarButtonItem!
            @IBOutlet weak var closeButton: UIBarButtonItem!

            override func viewDidLoad() {
                super.viewDidLoad()
                shareButton.accessibilityLabel = "Share"
                moreButton.accessibilityLabel = strings.more
                closeButton.isEnabled = false
            }
        }
        """
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="VC1-00-001">
            <scenes>
                <scene sceneID="S01-00-001">
                    <objects>
                        <viewController id="VC1-00-001" customClass="PlayerViewController" customModule="App" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V01-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <toolbar opaque="NO" contentMode="scaleToFill" id="TBR-00-001">
                                        <rect key="frame" x="0.0" y="769" width="393" height="49"/>
                                        <items>
                                            <barButtonItem image="ic_share" id="BBI-00-001"/>
                                            <barButtonItem title="Close" id="BBI-00-002"/>
                                        </items>
                                    </toolbar>
                                </subviews>
                            </view>
                            <navigationItem key="navigationItem" title="Player" id="NVI-00-001">
                                <barButtonItem key="rightBarButtonItem" image="ic_more" id="BBI-00-003"/>
                            </navigationItem>
                            <connections>
                                <outlet property="shareButton" destination="BBI-00-001" id="OUT-00-001"/>
                                <outlet property="closeButton" destination="BBI-00-002" id="OUT-00-002"/>
                                <outlet property="moreButton" destination="BBI-00-003" id="OUT-00-003"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    private func screen(joined: Bool) throws -> Screen {
        try SwiftFixture.screen(storyboard: Self.storyboard, swift: (Self.swiftPath, Self.swift), joined: joined)
    }

    /// Each toolbar button as "id: label traits" and where its label comes from.
    private func toolbar(_ screen: Screen) -> [String] {
        ScreenAccessibility.analyze(screen: screen, options: .defaults).elements.map { element in
            let traits = element.traits.contains(.notEnabled) ? " dimmed" : ""
            let line = element.labelLocation.map { "\($0.file):\($0.line)" } ?? "-"
            return "\(element.id): \(element.label ?? "-")\(traits) at \(line)"
        }
    }

    @Test func theStoryboardAloneReadsTheImageName() throws {
        #expect(toolbar(try screen(joined: false)) == [
            "BBI-00-001: ic_share at App/Base.lproj/Main.storyboard:13",
            "BBI-00-002: Close at App/Base.lproj/Main.storyboard:14",
        ])
    }

    @Test func theToolbarsItemsTakeWhatTheirOutletsAreSet() throws {
        #expect(toolbar(try screen(joined: true)) == [
            "BBI-00-001: Share at App/PlayerViewController.swift:8",
            "BBI-00-002: Close dimmed at App/Base.lproj/Main.storyboard:14",
        ])
    }

    @Test func aNavigationItemsItemWithALabelTheSyntaxDoesNotSettleIsUnknown() throws {
        let item = try #require(try screen(joined: true).navigationItem?.rightItems.first)
        #expect(item.label == Located(Element.setInCode, at: SourceLocation(file: Self.swiftPath, line: 9, column: 9)))
    }

    @Test func importSaysWhereTheCodeSetEachItem() throws {
        var file = try #require(InterfaceBuilderLoader.decode(Array(Self.storyboard.utf8), path: "App/Base.lproj/Main.storyboard").file)
        CodeJoin.apply(SwiftFixture.read([(Self.swiftPath, Self.swift)]), to: &file)
        let yaml = SpecYAMLWriter.yaml(file, source: "Main.storyboard")
        #expect(yaml.contains("""
                  # BBI-00-003 label: set in code, unknown (App/PlayerViewController.swift:9)
                  rightItems: [{id: BBI-00-003, image: ic_more}]
            """))
        #expect(yaml.contains("""
                      # BBI-00-001 label: set in code: App/PlayerViewController.swift:8
                      # BBI-00-002 enabled: set in code: App/PlayerViewController.swift:10
                      items: [{id: BBI-00-001, image: ic_share, label: Share}, {id: BBI-00-002, title: Close, enabled: false}]
            """))
    }
}
