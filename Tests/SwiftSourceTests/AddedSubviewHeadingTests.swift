import A11yCore
import Hierarchy
import Testing
@testable import A11yAnalyzer
@testable import SwiftSource

/// What code adds to a screen's view decides whether `a11y-no-heading` may judge the screen. A
/// UIKit view that shows no heading or title of its own (a blur, a button, a search bar: VoiceOver
/// reads none of them as a heading unless code gives it the header trait,
/// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/header) leaves the
/// screen reported (FrameGrabber's purchase page, AudioKit Synth One's preset search); a child
/// view controller's view (https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)),
/// an app's view, a web view, a label, or a view whose traits or subviews code sets may be or hold
/// one, and the screen is not judged (OnionBrowser's web tabs, Vocable's root screen).
@Suite struct AddedSubviewHeadingTests {
    static let swiftPath = "App/PageViewController.swift"
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="VC1-00-001">
            <scenes>
                <scene sceneID="S01-00-001">
                    <objects>
                        <viewController id="VC1-00-001" customClass="PageViewController" customModule="App" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V01-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <label opaque="NO" text="Unlock every feature" id="LBL-00-001">
                                        <rect key="frame" x="16" y="120" width="361" height="24"/>
                                    </label>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    static func swift(properties: String = "", viewDidLoad: String, extensionMethods: String = "") -> String {
        """
        final class PageViewController: UIViewController {
            \(properties)
            override func viewDidLoad() {
                super.viewDidLoad()
                \(viewDidLoad)
            }
        }
        extension PageViewController {
            \(extensionMethods)
        }
        final class ProfileHeaderView: UIView {}
        final class CarouselViewController: UIViewController {}
        """
    }

    private func screen(_ swift: String) throws -> Screen {
        try SwiftFixture.screen(storyboard: Self.storyboard, swift: (Self.swiftPath, swift), joined: true)
    }

    private func noHeading(_ swift: String) throws -> [String] {
        let screen = try screen(swift)
        let input = ScreenRuleInput(screen: screen, analysis: ScreenAccessibility.analyze(screen: screen, options: .defaults), scope: screen.id)
        return NoHeadingRule().findings(in: input).map { "\($0.location.line):\($0.location.column) \($0.subject)" }
    }

    static let reported = ["6:17 Main.PageViewController"]

    @Test func aScreenCodeAddsNothingToIsReported() throws {
        #expect(try noHeading(Self.swift(viewDidLoad: "title = nil")) == Self.reported)
    }

    /// FrameGrabber's PurchaseViewController: `view.insertSubview(blurView, at: 0)`, a stored
    /// `UIVisualEffectView` (https://developer.apple.com/documentation/uikit/uivisualeffectview)
    /// nothing is added to.
    @Test func aBlurAddedToTheViewLeavesTheScreenReported() throws {
        let swift = Self.swift(properties: "private let blurView = UIVisualEffectView(effect: UIBlurEffect(style: .regular))",
                               viewDidLoad: "view.insertSubview(blurView, at: 0)")
        let root = try #require(try screen(swift).rootView)
        #expect(root.contentFromCode?.location == SourceLocation(file: Self.swiftPath, line: 5, column: 9))
        #expect(root.plainContentFromCode?.location == SourceLocation(file: Self.swiftPath, line: 5, column: 9))
        #expect(try noHeading(swift) == Self.reported)
    }

    /// AudioKit Synth One's SearchViewController: `view.addSubview(resultSearchController.searchBar)`
    /// (https://developer.apple.com/documentation/uikit/uisearchcontroller/searchbar).
    @Test func aSearchControllersBarLeavesTheScreenReported() throws {
        let swift = Self.swift(properties: "let resultSearchController = UISearchController(searchResultsController: nil)",
                               viewDidLoad: "view.addSubview(resultSearchController.searchBar)")
        #expect(try noHeading(swift) == Self.reported)
    }

    /// A view UIKit's own calls place or measure against is not changed by them
    /// (https://developer.apple.com/documentation/uikit/uiview/bringsubviewtofront(_:)).
    @Test func placingAPlainViewLeavesTheScreenReported() throws {
        let swift = Self.swift(properties: "let zoomView = UIImageView(image: nil)", viewDidLoad: """
            view.addSubview(zoomView)
                    view.bringSubviewToFront(zoomView)
                    _ = view.convert(CGPoint.zero, to: self.zoomView)
            """)
        #expect(try noHeading(swift) == Self.reported)
    }

    /// A local named `view` is not the controller's view it hides (lockdown-ios's
    /// BaseViewController blocks touches with a clear `UIView` so).
    @Test func aLocalHidingThePropertyIsReadOnItsOwn() throws {
        let swift = Self.swift(viewDidLoad: """
            let view = UIView(frame: .zero)
                    view.tag = 42
                    self.view.addSubview(view)
            """)
        #expect(try noHeading(swift) == Self.reported)
    }

    /// Buttons made in place, in a local, in a loop (Yep's skills screen, with a blur).
    @Test func buttonsAndABlurMadeInPlaceLeaveTheScreenReported() throws {
        let swift = Self.swift(viewDidLoad: """
            view.addSubview(UIVisualEffectView(effect: UIBlurEffect(style: .dark)))
                    for title in ["Add", "Skip"] {
                        let button = UIButton(type: .system)
                        button.setTitle(title, for: .normal)
                        view.addSubview(button)
                    }
            """)
        #expect(try noHeading(swift) == Self.reported)
    }

    @Test func aChildControllersViewSilencesTheRule() throws {
        let swift = Self.swift(viewDidLoad: """
            let carousel = CarouselViewController()
                    addChild(carousel)
                    view.addSubview(carousel.view)
            """)
        #expect(try screen(swift).rootView?.plainContentFromCode == nil)
        #expect(try noHeading(swift) == [])
    }

    @Test func anAppViewSilencesTheRule() throws {
        #expect(try noHeading(Self.swift(viewDidLoad: "let header = ProfileHeaderView()\n        view.addSubview(header)")) == [])
        #expect(try noHeading(Self.swift(properties: "let header = ProfileHeaderView()", viewDidLoad: "view.addSubview(header)")) == [])
    }

    /// OnionBrowser's tabs: a `WKWebView` shows the page's headings
    /// (https://developer.apple.com/documentation/webkit/wkwebview).
    @Test func aWebViewSilencesTheRule() throws {
        #expect(try noHeading(Self.swift(properties: "let webView = WKWebView()", viewDidLoad: "view.addSubview(webView)")) == [])
    }

    /// A view whose class the syntax does not settle (a factory's), or a plain view added beside
    /// one, may be anything.
    @Test func aViewOfUnknownClassSilencesTheRule() throws {
        #expect(try noHeading(Self.swift(viewDidLoad: "view.addSubview(makeBanner())")) == [])
        let mixed = Self.swift(properties: "private let blurView = UIVisualEffectView(effect: nil)",
                               viewDidLoad: "view.addSubview(blurView)\n        view.addSubview(makeBanner())")
        #expect(try noHeading(mixed) == [])
    }

    /// A label added in code whose header trait code sets is a heading; one listed with others
    /// (whose traits code may set through the list) may be; one code gives no traits is static
    /// text (https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/statictext).
    @Test func labelsAddedInCode() throws {
        let header = Self.swift(viewDidLoad: """
            let titleLabel = UILabel()
                    titleLabel.text = "Pro"
                    titleLabel.accessibilityTraits = .header
                    view.addSubview(titleLabel)
            """)
        #expect(try noHeading(header) == [])
        let listed = Self.swift(properties: "let titleLabel = UILabel()", viewDidLoad: """
            view.addSubview(titleLabel)
                    [titleLabel].forEach { $0.accessibilityTraits = .header }
            """)
        #expect(try noHeading(listed) == [])
        let text = Self.swift(viewDidLoad: """
            let priceLabel = UILabel()
                    priceLabel.text = "4.99"
                    view.addSubview(priceLabel)
            """)
        #expect(try noHeading(text) == Self.reported)
    }

    /// A plain class given the header trait, made an element, given subviews (a blur's
    /// `contentView`, https://developer.apple.com/documentation/uikit/uivisualeffectview/contentview)
    /// or handed to another call may be or hold a heading.
    @Test func aPlainViewCodeChangesSilencesTheRule() throws {
        let banner = Self.swift(viewDidLoad: """
            let banner = UIView()
                    banner.isAccessibilityElement = true
                    banner.accessibilityTraits = .header
                    view.addSubview(banner)
            """)
        #expect(try noHeading(banner) == [])
        // A parameter: the caller made it, and may have given it traits.
        let parameter = Self.swift(viewDidLoad: "install(UILabel())", extensionMethods: "func install(_ label: UILabel) { view.addSubview(label) }")
        #expect(try noHeading(parameter) == [])
        // Handed to a method, which may add subviews or set traits.
        let handed = Self.swift(viewDidLoad: "let container = UIView()\n        view.addSubview(container)\n        fill(container)")
        #expect(try noHeading(handed) == [])
        let filledBlur = Self.swift(properties: "let blurView = UIVisualEffectView(effect: nil)",
                                    viewDidLoad: "view.addSubview(blurView)\n        blurView.contentView.addSubview(makeBanner())")
        #expect(try noHeading(filledBlur) == [])
        let closure = Self.swift(properties: """
            lazy var blurView: UIVisualEffectView = {
                    let blur = UIVisualEffectView(effect: nil)
                    blur.contentView.addSubview(UILabel())
                    return blur
                }()
            """, viewDidLoad: "view.addSubview(blurView)")
        #expect(try noHeading(closure) == [])
        let laterTraits = Self.swift(properties: "let doneButton = UIButton(type: .system)",
                                     viewDidLoad: "view.addSubview(doneButton)",
                                     extensionMethods: "func highlight() { doneButton.accessibilityTraits.insert(.header) }")
        // Set in an extension: the facts of the class, not the declaration around the call.
        #expect(try noHeading(laterTraits) == [])
    }
}
