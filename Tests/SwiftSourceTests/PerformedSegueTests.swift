import A11yCore
import Hierarchy
import SpecInputs
import Testing
@testable import A11yAnalyzer
@testable import SwiftSource

/// A storyboard segue performed from code by its identifier
/// (`performSegue(withIdentifier:sender:)`,
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/performsegue(withidentifier:sender:)):
/// a manual segue, drawn from the view controller itself, has no control that triggers it. An
/// action that performs an unwind segue leaves the screen as Interface Builder's Exit does
/// ([Dismissing a view controller with an unwind segue](https://developer.apple.com/documentation/uikit/dismissing-a-view-controller-with-an-unwind-segue)),
/// so `a11y-modal-no-escape` takes its control for a way out (passforios' Git settings' Clone
/// item, whose action ends in `performSegue(withIdentifier: "saveGitServerSettingSegue", sender: self)`); one that
/// performs a presentation segue stays under what it presents. A manual segue's destination is
/// reachable from its screen as every segue's is: the storyboard's scenes show it. An identifier
/// that is not a literal, or that the screen's segues do not have, stays unknown.
@Suite struct PerformedSegueTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="VC1-00-001">
            <scenes>
                <scene sceneID="S01-00-001">
                    <objects>
                        <viewController title="List" id="VC1-00-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V01-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" id="BTN-00-001">
                                        <rect key="frame" x="16" y="100" width="200" height="44"/>
                                        <state key="normal" title="Edit"/>
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
                        <viewController id="VC2-00-001" customClass="EditorViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V02-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" id="BTN-00-002">
                                        <rect key="frame" x="16" y="100" width="200" height="44"/>
                                        <state key="normal" title="Save"/>
                                        <connections>
                                            <action selector="save:" destination="VC2-00-001" eventType="touchUpInside" id="ACT-00-001"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                            <connections>
                                <segue destination="EXT-00-002" kind="unwind" identifier="saveAndClose" unwindAction="saveWithSegue:" id="SEG-00-002"/>
                                <segue destination="VC3-00-001" kind="presentation" identifier="showHelp" id="SEG-00-003"/>
                            </connections>
                        </viewController>
                        <exit id="EXT-00-002" userLabel="Exit" sceneMemberID="exit"/>
                    </objects>
                </scene>
                <scene sceneID="S03-00-001">
                    <objects>
                        <viewController title="Help" id="VC3-00-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V03-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// The editor's class, whose `save` runs `body`.
    static func swift(save body: String) -> String {
        """
        import UIKit

        class EditorViewController: UIViewController {
            var nextSegue = "showHelp"

            @IBAction func save(_ sender: Any) {
                \(body)
            }

            private func finish() {
                performSegue(withIdentifier: "saveAndClose", sender: self)
            }
        }
        """
    }

    /// The storyboard with the editor's code joined, assembled as a run does.
    private static func project(save body: String) throws -> Project {
        var file = try SwiftFixture.interfaceFile(storyboard, path: "App/Base.lproj/Main.storyboard")
        CodeJoin.apply(SwiftFixture.read([("App/EditorViewController.swift", swift(save: body))]), to: &file)
        let assembled = ProjectLoader.assemble([LoadedSpecFile(file: file, diagnostics: [])])
        #expect(assembled.diagnostics.map(\.description) == [])
        return assembled.project
    }

    /// The Save button as "dismisses@line:column actionFromCode@line:column", and what
    /// `a11y-modal-no-escape` finds.
    private static func outcome(save body: String) throws -> (save: String, findings: [String]) {
        let project = try project(save: body)
        let editor = try #require(project.screens["Main.EditorViewController"])
        let button = try #require(editor.view.first)
        let at = { (value: Located<Bool>?) in value.map { "\($0.location.file.hasSuffix(".swift") ? "swift" : "storyboard")@\($0.location.line):\($0.location.column)" } ?? "-" }
        let input = RuleInput(project: project, environment: Environment(device: Device.named("iphone-16")!, orientation: .portrait))
        return ("dismisses \(at(button.dismisses)) actionFromCode \(at(button.actionFromCode))",
                ModalNoEscapeRule().findings(in: input).map { "\($0.ruleID) \($0.location.line):\($0.location.column)" })
    }

    @Test func theScreenKnowsTheSeguesCodeMayPerform() throws {
        let project = try Self.project(save: "")
        let editor = try #require(project.screens["Main.EditorViewController"])
        #expect(editor.segues.mapValues { "\($0.value) \($0.location.line):\($0.location.column)" }
            == ["saveAndClose": "unwinds 38:25", "showHelp": "shows 39:25"])
        // The manual segue's destination is reachable from the editor, as the storyboard's scenes show.
        #expect(project.scenes.map(\.id) == ["Main.List", "Main.List.presentation.Main.EditorViewController", "Main.EditorViewController.showHelp"])
    }

    @Test func performingAnUnwindSegueIsAWayOut() throws {
        let outcome = try Self.outcome(save: #"performSegue(withIdentifier: "saveAndClose", sender: self)"#)
        #expect(outcome.save == "dismisses swift@7:9 actionFromCode -")
        #expect(outcome.findings == [])
        // Through `self.` and from a method the action calls, too.
        #expect(try Self.outcome(save: #"self.performSegue(withIdentifier: "saveAndClose", sender: nil)"#).save == "dismisses swift@7:9 actionFromCode -")
        #expect(try Self.outcome(save: "finish()").save == "dismisses swift@11:9 actionFromCode -")
    }

    @Test func performingAPresentationSegueStaysAndTheScreenIsATrap() throws {
        let outcome = try Self.outcome(save: #"performSegue(withIdentifier: "showHelp", sender: self)"#)
        #expect(outcome.save == "dismisses - actionFromCode -")
        #expect(outcome.findings == ["a11y-modal-no-escape 14:37"])
    }

    @Test func anIdentifierThatIsNotALiteralOrNotTheScreensStaysUnknown() throws {
        for body in ["performSegue(withIdentifier: nextSegue, sender: self)", #"performSegue(withIdentifier: "unwindToList", sender: self)"#] {
            let outcome = try Self.outcome(save: body)
            #expect(outcome.save == "dismisses - actionFromCode storyboard@32:37")
            #expect(outcome.findings == [])
        }
    }
}
