import A11yCore
import Hierarchy
import Testing
@testable import A11yAnalyzer
@testable import SwiftSource

/// A view whose size code decides: a width or height constraint made in code (on the instance, in
/// a button subclass's `awakeFromNib`, or on an outlet; activated through `isActive`,
/// `NSLayoutConstraint.activate` or kept in a variable), SnapKit's `snp.makeConstraints`, its
/// `frame` or `bounds`, or an `intrinsicContentSize` override; or a class whose
/// `point(inside:with:)` or `hitTest(_:with:)` override decides which touches it takes (an
/// "expanded hit area" button). The frame the storyboard draws is then not the region a tap
/// lands in, so `a11y-touch-target` says nothing about it
/// (stopp-corona-ios's `PrimaryButton` sets its height to a constant in `awakeFromNib`).
/// UIKit: https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(equaltoconstant:),
/// https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:),
/// https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize,
/// https://developer.apple.com/documentation/uikit/uiview/frame,
/// https://developer.apple.com/documentation/uikit/uiview/point(inside:with:),
/// https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)
@Suite struct SizeFromCodeTests {
    static let swiftPath = "App/CheckoutViewController.swift"
    static let swift = """
        class PrimaryButton: UIButton {
            override func awakeFromNib() {
                super.awakeFromNib()
                heightAnchor.constraint(equalToConstant: 50).isActive = true
            }
        }
        class PillButton: UIButton {
            override var intrinsicContentSize: CGSize {
                CGSize(width: super.intrinsicContentSize.width + 24, height: 48)
            }
        }
        class CheckoutViewController: UIViewController {
            @IBOutlet weak var payButton: UIButton!
            @IBOutlet weak var closeButton: UIButton!
            @IBOutlet weak var shareButton: UIButton!
            @IBOutlet weak var infoButton: UIButton!
            @IBOutlet weak var moreButton: UIButton!
            @IBOutlet weak var helpButton: UIButton!
            @IBOutlet weak var termsButton: UIButton!
            override func viewDidLoad() {
                super.viewDidLoad()
                closeButton.widthAnchor.constraint(greaterThanOrEqualToConstant: 44).isActive = true
                NSLayoutConstraint.activate([shareButton.heightAnchor.constraint(equalToConstant: 48), shareButton.centerXAnchor.constraint(equalTo: view.centerXAnchor)])
                let height = infoButton.heightAnchor.constraint(equalToConstant: 44)
                height.isActive = true
                moreButton.snp.makeConstraints { make in make.height.equalTo(44) }
                helpButton.frame = CGRect(x: 16, y: 400, width: 44, height: 44)
                termsButton.setTitle("Terms", for: .normal)
            }
        }
        class WideHitButton: UIButton {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                bounds.insetBy(dx: -10, dy: -10).contains(point)
            }
        }
        class HitTestButton: UIButton {
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                bounds.insetBy(dx: -8, dy: -8).contains(point) ? self : nil
            }
        }
        """

    @Test func theSizeFactsAsRead() throws {
        let facts = SwiftFixture.read([(Self.swiftPath, Self.swift)])
        let sizes = { (name: String) in facts.classes[name]?.facts.filter { $0.property == .frame }.map { "\($0.location.line):\($0.location.column) \($0.subject)" } }
        #expect(sizes("PrimaryButton") == ["4:9 self"])
        #expect(sizes("PillButton") == ["8:18 self"])
        #expect(sizes("WideHitButton") == ["32:19 self"])
        #expect(sizes("HitTestButton") == ["37:19 self"])
        #expect(facts.classes["WideHitButton"]?.facts.first?.value == .unknown("point(inside:with:) override"))
        #expect(facts.classes["HitTestButton"]?.facts.first?.value == .unknown("hitTest(_:with:) override"))
        #expect(sizes("CheckoutViewController") == ["22:9 closeButton", "23:38 shareButton", "24:22 infoButton", "26:9 moreButton", "27:9 helpButton"])
        #expect(facts.classes["CheckoutViewController"]?.facts.first { $0.property == .frame }?.value
                == .unknown("closeButton.widthAnchor.constraint(greaterThanOrEqualToConstant: 44)"))
    }

    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="VC1-00-001">
            <scenes>
                <scene sceneID="S01-00-001">
                    <objects>
                        <viewController id="VC1-00-001" customClass="CheckoutViewController" customModule="App" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V01-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <button id="BTN-00-001" customClass="PrimaryButton" customModule="App"><rect key="frame" x="16" y="100" width="361" height="30"/><state key="normal" title="Pay"/></button>
                                    <button id="BTN-00-002" customClass="PillButton" customModule="App"><rect key="frame" x="16" y="140" width="120" height="30"/><state key="normal" title="Later"/></button>
                                    <button id="BTN-00-003"><rect key="frame" x="16" y="180" width="30" height="30"/><state key="normal" title="X"/></button>
                                    <button id="BTN-00-004"><rect key="frame" x="16" y="220" width="100" height="30"/><state key="normal" title="Share"/></button>
                                    <button id="BTN-00-005"><rect key="frame" x="16" y="260" width="100" height="30"/><state key="normal" title="Info"/></button>
                                    <button id="BTN-00-006"><rect key="frame" x="16" y="300" width="100" height="30"/><state key="normal" title="More"/></button>
                                    <button id="BTN-00-007"><rect key="frame" x="16" y="340" width="100" height="30"/><state key="normal" title="Help"/></button>
                                    <button id="BTN-00-008"><rect key="frame" x="16" y="380" width="100" height="30"/><state key="normal" title="Terms"/></button>
                                    <button id="BTN-00-009" customClass="WideHitButton" customModule="App"><rect key="frame" x="16" y="420" width="24" height="24"/><state key="normal" title="A"/></button>
                                    <button id="BTN-00-010" customClass="HitTestButton" customModule="App"><rect key="frame" x="16" y="460" width="24" height="24"/><state key="normal" title="B"/></button>
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </view>
                            <connections>
                                <outlet property="closeButton" destination="BTN-00-003" id="OUT-00-003"/>
                                <outlet property="shareButton" destination="BTN-00-004" id="OUT-00-004"/>
                                <outlet property="infoButton" destination="BTN-00-005" id="OUT-00-005"/>
                                <outlet property="moreButton" destination="BTN-00-006" id="OUT-00-006"/>
                                <outlet property="helpButton" destination="BTN-00-007" id="OUT-00-007"/>
                                <outlet property="termsButton" destination="BTN-00-008" id="OUT-00-008"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    private func touchTargets(joined: Bool) throws -> [String] {
        let screen = try SwiftFixture.screen(storyboard: Self.storyboard, swift: (Self.swiftPath, Self.swift), joined: joined)
        let input = ScreenRuleInput(screen: screen, analysis: ScreenAccessibility.analyze(screen: screen, options: .defaults),
                                    scope: screen.id, colors: ColorContext(appearance: .light, iosVersion: .latest))
        return TouchTargetRule().findings(in: input).map(\.subject)
    }

    @Test func theStoryboardAloneHasTenSmallButtons() throws {
        #expect(try touchTargets(joined: false) == (1...9).map { "BTN-00-00\($0)" } + ["BTN-00-010"])
    }

    /// Only the button whose size no code decides is judged: its 30-point height is what UIKit lays out.
    @Test func aSizeCodeDecidesIsNotJudged() throws {
        #expect(try touchTargets(joined: true) == ["BTN-00-008"])
        let screen = try SwiftFixture.screen(storyboard: Self.storyboard, swift: (Self.swiftPath, Self.swift), joined: true)
        let pay = try #require(screen.allElements.first { $0.id?.value == "BTN-00-001" })
        #expect(pay.sizeFromCode?.location == SourceLocation(file: Self.swiftPath, line: 4, column: 9))
    }
}
