import A11yCore
import Hierarchy
import SpecInputs
import Testing
@testable import A11yAnalyzer
@testable import SwiftSource

/// A control whose action dismisses the presented screen is a way out: UIKit's
/// `dismiss(animated:completion:)` (https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:))
/// and `popViewController(animated:)` (https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:))
/// leave the screen, whatever the control says. The storyboard names the action a tap sends to
/// the screen's controller (`<action selector="startPlaying:" destination=...>`); the class's
/// `@IBAction` method joins it: `dismisses` at the Swift call. An action whose every call stays on
/// the screen is read (`actionFromCode` cleared), and `a11y-modal-no-escape` judges the screen;
/// one that hands the tap on (a delegate) stays unknown, and the rule says nothing, as it says
/// nothing for a storyboard whose code the run does not hold. Before, AudioKitSynthOne's welcome
/// screen, whose only way out is a "Start Playing" button that dismisses it, was called a trap.
@Suite struct ActionEscapeTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="VC1-00-001">
            <scenes>
                <scene sceneID="S01-00-001">
                    <objects>
                        <viewController id="VC1-00-001" customClass="SynthViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V01-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" id="BTN-00-001">
                                        <rect key="frame" x="16" y="100" width="200" height="44"/>
                                        <state key="normal" title="Welcome"/>
                                        <connections>
                                            <segue destination="VC2-00-001" kind="presentation" modalPresentationStyle="fullScreen" id="SEG-00-001"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="S02-00-001">
                    <objects>
                        <viewController id="VC2-00-001" customClass="WelcomeViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V02-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" id="BTN-00-002">
                                        <rect key="frame" x="16" y="100" width="200" height="44"/>
                                        <state key="normal" title="Watch Intro Video"/>
                                        <connections>
                                            <action selector="videoPressed:" destination="VC2-00-001" eventType="touchUpInside" id="ACT-00-001"/>
                                        </connections>
                                    </button>
                                    <button opaque="NO" contentMode="scaleToFill" id="BTN-00-003">
                                        <rect key="frame" x="16" y="160" width="200" height="44"/>
                                        <state key="normal" title="Start Playing"/>
                                        <connections>
                                            <action selector="startPlaying:" destination="VC2-00-001" eventType="touchUpInside" id="ACT-00-002"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="FRS-00-002" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// The welcome screen's class, whose `startPlaying` runs `body`.
    static func swift(startPlaying body: String) -> String {
        """
        import UIKit

        class WelcomeViewController: UIViewController {
            @IBOutlet var videoButton: UIButton!
            weak var delegate: WelcomeDelegate?

            @IBAction func videoPressed(_ sender: UIButton) {
                videoButton.isSelected = true
                if let url = URL(string: "https://example.com/intro") { UIApplication.shared.open(url) }
            }

            @IBAction func startPlaying(_ sender: Any) {
                \(body)
            }

            private func close() {
                let alert = UIAlertController(title: "Later?", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in
                    self.presentingViewController?.dismiss(animated: true)
                })
                present(alert, animated: true)
            }
        }
        """
    }

    /// The welcome screen's controls, each as "id dismisses@line:column actionFromCode@line:column".
    private static func controls(startPlaying body: String?) throws -> [String] {
        let project = try project(startPlaying: body)
        let welcome = try #require(project.screens["Main.WelcomeViewController"])
        return welcome.view.flatMap(\.subtree).map { element in
            let at = { (value: Located<Bool>?) in value.map { "\($0.location.file.hasSuffix(".swift") ? "swift" : "storyboard")@\($0.location.line):\($0.location.column)" } ?? "-" }
            return "\(element.id?.value ?? "") dismisses \(at(element.dismisses)) actionFromCode \(at(element.actionFromCode))"
        }
    }

    /// The storyboard with the class's code joined when `body` is given, assembled as a run does.
    private static func project(startPlaying body: String?) throws -> Project {
        var file = try SwiftFixture.interfaceFile(storyboard, path: "App/Base.lproj/Main.storyboard")
        if let body { CodeJoin.apply(SwiftFixture.read([("App/WelcomeViewController.swift", swift(startPlaying: body))]), to: &file) }
        let assembled = ProjectLoader.assemble([LoadedSpecFile(file: file, diagnostics: [])])
        #expect(assembled.diagnostics.map(\.description) == [])
        return assembled.project
    }

    /// What `a11y-modal-no-escape` finds, as "rule line:column".
    private static func findings(startPlaying body: String?) throws -> [String] {
        let input = RuleInput(project: try project(startPlaying: body), environment: Environment(device: Device.named("iphone-16")!, orientation: .portrait))
        return ModalNoEscapeRule().findings(in: input).map { "\($0.ruleID) \($0.location.line):\($0.location.column)" }
    }

    @Test func theFileAloneLeavesEveryActionUnknown() throws {
        #expect(try Self.controls(startPlaying: nil) == [
            "BTN-00-002 dismisses - actionFromCode storyboard@32:37",
            "BTN-00-003 dismisses - actionFromCode storyboard@39:37",
        ])
        #expect(try Self.findings(startPlaying: nil) == [])
    }

    @Test func anActionThatDismissesIsAWayOut() throws {
        #expect(try Self.controls(startPlaying: "self.dismiss(animated: true, completion: nil)") == [
            "BTN-00-002 dismisses - actionFromCode -",
            "BTN-00-003 dismisses swift@13:9 actionFromCode -",
        ])
        #expect(try Self.findings(startPlaying: "self.dismiss(animated: true, completion: nil)") == [])
        // Popped from its navigation controller, or dismissed by an alert's handler in a method it calls.
        #expect(try Self.controls(startPlaying: "navigationController?.popViewController(animated: true)")[1]
            == "BTN-00-003 dismisses swift@13:9 actionFromCode -")
        #expect(try Self.controls(startPlaying: "close()")[1] == "BTN-00-003 dismisses swift@19:13 actionFromCode -")
    }

    @Test func actionsThatStayLeaveTheScreenATrap() throws {
        #expect(try Self.controls(startPlaying: "present(UIViewController(), animated: true)") == [
            "BTN-00-002 dismisses - actionFromCode -",
            "BTN-00-003 dismisses - actionFromCode -",
        ])
        #expect(try Self.findings(startPlaying: "present(UIViewController(), animated: true)") == ["a11y-modal-no-escape 14:37"])
    }

    @Test func anActionHandedToADelegateStaysUnknown() throws {
        #expect(try Self.controls(startPlaying: "delegate?.welcomeDidFinish()") == [
            "BTN-00-002 dismisses - actionFromCode -",
            "BTN-00-003 dismisses - actionFromCode storyboard@39:37",
        ])
        #expect(try Self.findings(startPlaying: "delegate?.welcomeDidFinish()") == [])
        // So does a segue performed by its identifier: it may be an unwind segue.
        #expect(try Self.findings(startPlaying: #"performSegue(withIdentifier: "unwindToSynth", sender: self)"#) == [])
    }
}
