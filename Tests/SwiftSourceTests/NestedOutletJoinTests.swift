import A11yCore
import Hierarchy
import Testing
@testable import A11yAnalyzer
@testable import SwiftSource

/// A view inside an app's own container view class (a rounded search background) is still the
/// outlet of the object whose connections name it, the screen's view controller here: an outlet is
/// a property of the class that declares it, connected to the view when the file loads, whatever
/// views lie between them (Apple, "Outlet":
/// https://developer.apple.com/library/ios/documentation/General/Conceptual/Devpedia-CocoaApp/Outlet.html).
/// The join takes the nearest class around the view that declares the outlet, not the nearest class.
@Suite struct NestedOutletJoinTests {
    static let swiftPath = "App/FindViewController.swift"
    static let swift = """
        class FindViewController: UIViewController {
            @IBOutlet weak var inputText: UITextField!
            override func viewDidLoad() {
                super.viewDidLoad()
                inputText.accessibilityLabel = "Find in page"
            }
        }
        class RoundedView: UIView {
            @IBOutlet weak var badge: UILabel!
            override func awakeFromNib() {
                super.awakeFromNib()
                badge.accessibilityLabel = "New"
            }
        }
        """
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="VC1-00-001">
            <scenes>
                <scene sceneID="S01-00-001">
                    <objects>
                        <viewController id="VC1-00-001" customClass="FindViewController" customModule="App" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V01-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <view id="RND-00-001" customClass="RoundedView" customModule="App">
                                        <rect key="frame" x="16" y="100" width="361" height="44"/>
                                        <subviews>
                                            <textField id="FLD-00-001">
                                                <rect key="frame" x="8" y="0.0" width="300" height="44"/>
                                            </textField>
                                            <label text="1" id="LBL-00-001">
                                                <rect key="frame" x="310" y="0.0" width="44" height="44"/>
                                            </label>
                                        </subviews>
                                        <connections>
                                            <outlet property="badge" destination="LBL-00-001" id="OUT-00-002"/>
                                        </connections>
                                    </view>
                                </subviews>
                            </view>
                            <connections>
                                <outlet property="inputText" destination="FLD-00-001" id="OUT-00-001"/>
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

    private func label(_ id: String, in screen: Screen) -> Located<String>? {
        screen.allElements.first { $0.id?.value == id }?.label
    }

    private func missingLabels(_ screen: Screen) -> [String] {
        let input = ScreenRuleInput(screen: screen, analysis: ScreenAccessibility.analyze(screen: screen, options: .defaults), scope: screen.id)
        return MissingLabelRule().findings(in: input).map { "\($0.location.file):\($0.location.line):\($0.location.column)" }
    }

    @Test func theStoryboardAloneLeavesTheFieldUnnamed() throws {
        #expect(missingLabels(try screen(joined: false)) == ["App/Base.lproj/Main.storyboard:13:37"])
    }

    @Test func theViewControllersOutletIsJoinedThroughTheContainerClass() throws {
        let screen = try screen(joined: true)
        #expect(label("FLD-00-001", in: screen) == Located("Find in page", at: SourceLocation(file: Self.swiftPath, line: 5, column: 9)))
        #expect(missingLabels(screen) == [])
    }

    @Test func theContainersOwnOutletStaysItsOwn() throws {
        let screen = try screen(joined: true)
        #expect(label("LBL-00-001", in: screen) == Located("New", at: SourceLocation(file: Self.swiftPath, line: 12, column: 9)))
    }
}
