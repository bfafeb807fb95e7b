import Foundation
import Testing
import TestSupport

/// A presentation made in code whose `definesPresentationContext`, `isModalInPresentation` or
/// `modalTransitionStyle` code sets to a value the syntax does not settle (a call): the result
/// says which answer is "set in code (unknown)", and what rests on it (the context's presenter
/// refusing, the iPad dismiss region, the interactive dismissal, the partialCurl crash) is not
/// predicted; a literal is taken as UIKit takes it.
/// UIKit: https://developer.apple.com/documentation/uikit/uiviewcontroller/definespresentationcontext,
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation,
/// https://developer.apple.com/documentation/uikit/uimodaltransitionstyle/partialcurl
@Suite struct SwiftPresentationUnknownTests {
    /// A navigation controller around `HomeViewController`.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="NAV-00-001">
            <scenes>
                <scene sceneID="S01-00-001">
                    <objects>
                        <navigationController id="NAV-00-001" sceneMemberID="viewController">
                            <connections>
                                <segue destination="HOM-00-001" kind="relationship" relationship="rootViewController" id="REL-00-001"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="S02-00-001">
                    <objects>
                        <viewController title="Home" id="HOM-00-001" customClass="HomeViewController" customModule="App" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V01-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// ``storyboard`` with the editor's scene (`Editor`, of class `EditorViewController`): a text
    /// field and no way out of its own.
    static let storyboardWithEditor = storyboard.replacingOccurrences(of: "    </scenes>", with: """
                <scene sceneID="S03-00-001">
                    <objects>
                        <viewController storyboardIdentifier="Editor" id="EDT-00-001" customClass="EditorViewController" customModule="App" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V02-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <textField opaque="NO" contentMode="scaleToFill" placeholder="Title" id="TXF-00-001">
                                        <rect key="frame" x="16" y="100" width="361" height="34"/>
                                    </textField>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        """)

    /// The app: `HomeViewController` presents an `EditorViewController` made in code with `style`
    /// (or, `fromStoryboard`, the storyboard's `Editor` scene), after setting
    /// `definesPresentationContext` to `defines`; the editor sets `editor` in `viewDidLoad`.
    static func app(defines: String = "true", style: String, editor: String, fromStoryboard: Bool = false) -> String {
        """
        import UIKit

        final class HomeViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                definesPresentationContext = \(defines)
            }

            @IBAction func edit() {
                let editor = \(fromStoryboard
                    ? "storyboard!.instantiateViewController(withIdentifier: \"Editor\") as! EditorViewController" : "EditorViewController()")
                editor.modalPresentationStyle = .\(style)
                present(editor, animated: true)
            }
        }

        final class EditorViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                \(editor)
            }
        }

        """
    }

    static func run(_ arguments: [String], swift: String, storyboard: String = storyboard) throws -> CommandRunner.Output {
        let folder = try GitFixture()
        defer { folder.remove() }
        try folder.write("App/Main.storyboard", storyboard)
        try folder.write("App/Home.swift", swift)
        return try CommandRunner.run(arguments, in: folder.directory)
    }

    static let iphone = ["--device", "iphone", "--orientation", "portrait"]
    static let ipadLandscape = ["--device", "ipad", "--orientation", "landscape"]

    /// The presentation line of the code-made scene.
    static func presentationLine(_ output: String) -> String? {
        output.components(separatedBy: "\n").first { $0.contains(" presents ") }
    }

    @Test func aContextAnswerSetToACallIsUnknown() throws {
        let run = try Self.run(["voiceover", "App"] + Self.iphone,
                               swift: Self.app(defines: "wantsContext()", style: "currentContext", editor: ""))
        #expect(run.status == 0)
        #expect(Self.presentationLine(run.stdout) == "  Main.navigationController-NAV-00-001 presents Main.EditorViewController as currentContext: presented "
            + "(set in code (unknown): definesPresentationContext)")
    }

    @Test func aLiteralContextAnswerIsTaken() throws {
        let run = try Self.run(["voiceover", "App"] + Self.iphone, swift: Self.app(defines: "true", style: "currentContext", editor: ""))
        #expect(run.status == 0)
        #expect(Self.presentationLine(run.stdout) == "  Main.HomeViewController presents Main.EditorViewController as currentContext: presented")
    }

    /// A page sheet on an iPad in landscape: UIKit's dismiss region ("dismiss popup") is there
    /// unless the editor is modal in presentation; with the answer unknown, none is invented, and
    /// `a11y-modal-no-escape` (which counts the region as a way out) says nothing about the
    /// editor, whose views (a text field, no Close button) are the storyboard's.
    @Test func aModalAnswerSetToACallLeavesTheDismissRegionUnknown() throws {
        let swift = Self.app(style: "pageSheet", editor: "isModalInPresentation = hasUnsavedChanges()", fromStoryboard: true)
        let voiceOver = try Self.run(["voiceover", "App", "--scene", "Main.HomeViewController.Editor"] + Self.ipadLandscape, swift: swift,
                                     storyboard: Self.storyboardWithEditor)
        #expect(voiceOver.status == 0)
        #expect(voiceOver.stdout == """
            Main.HomeViewController.Editor on ipad-pro-11 landscape iOS 26
              Main.navigationController-NAV-00-001 presents Main.Editor as pageSheet: presented (set in code (unknown): isModalInPresentation)
              1. Title. Text Field. | Double tap to edit.  [TXF-00-001 in Main.Editor]
              unreachable:
                nav.title in Main.HomeViewController: covered by Main.Editor (pageSheet)
              assumptions: overStylesHidePresenter, dismissRegion, alphaThreshold, rowTolerance, announcementStyle

            """)
        let lint = try Self.run(["lint", "--reporter", "relative-path", "App"] + Self.ipadLandscape, swift: swift, storyboard: Self.storyboardWithEditor)
        #expect(Self.modalNoEscape(lint.stdout) == [])
        let lifecycle = try Self.run(["lifecycle", "App", "--format", "json"] + Self.ipadLandscape, swift: swift,
                                     storyboard: Self.storyboardWithEditor)
        #expect(!lifecycle.stdout.contains("\"interactiveDismiss\"") && !lifecycle.stdout.contains("\"blockedInteractiveDismiss\""))
        #expect(lifecycle.stdout.contains("\"dismiss\""))
    }

    /// The same editor with a literal answer: modal in presentation, UIKit adds no dismiss region
    /// and the text field leaves no way out, at the presentation's Swift line; not modal, the
    /// dismiss region is the way out.
    @Test(arguments: [
        ("true", ["App/Home.swift:12:9: warning: Main.Editor (pageSheet) has no dismiss control VoiceOver can reach and no escape: true "
                  + "on ipad-pro-11 landscape iOS 26 [a11y-modal-no-escape]"]),
        ("false", []),
    ])
    func aLiteralModalAnswerDecidesTheTrap(value: String, findings: [String]) throws {
        let swift = Self.app(style: "pageSheet", editor: "isModalInPresentation = \(value)", fromStoryboard: true)
        let lint = try Self.run(["lint", "--reporter", "relative-path", "App"] + Self.ipadLandscape, swift: swift, storyboard: Self.storyboardWithEditor)
        #expect(Self.modalNoEscape(lint.stdout) == findings)
    }

    /// The `a11y-modal-no-escape` lines of a lint's output.
    static func modalNoEscape(_ output: String) -> [String] {
        output.components(separatedBy: "\n").filter { $0.contains("[a11y-modal-no-escape]") }
    }

    @Test(arguments: [("false", "dismissRegion", "interactiveDismiss"), ("true", "", "blockedInteractiveDismiss")])
    func aLiteralModalAnswerIsTaken(value: String, element: String, transition: String) throws {
        let swift = Self.app(style: "pageSheet", editor: "isModalInPresentation = \(value)")
        let voiceOver = try Self.run(["voiceover", "App", "--format", "json"] + Self.ipadLandscape, swift: swift)
        let document = try #require(JSONSerialization.jsonObject(with: Data(voiceOver.stdout.utf8)) as? [String: Any])
        let scenes = try #require((document["environments"] as? [[String: Any]])?.first?["scenes"] as? [[String: Any]])
        let editor = try #require(scenes.first { ($0["presentations"] as? [Any])?.isEmpty == false })
        #expect(((editor["elements"] as? [[String: Any]]) ?? []).compactMap { $0["id"] as? String }.joined() == element)
        #expect((editor["presentations"] as? [[String: Any]])?.first?["decidedInCode"] == nil)
        let lifecycle = try Self.run(["lifecycle", "App", "--format", "json"] + Self.ipadLandscape, swift: swift)
        #expect(lifecycle.stdout.contains("\"\(transition)\""))
    }

    /// partialCurl needs fullScreen: a literal `.partialCurl` on a page sheet crashes, at the Swift
    /// line; a transition set to a call is unknown, so no crash is predicted.
    @Test func aTransitionSetToACallPredictsNoCrash() throws {
        let unknown = try Self.run(["voiceover", "App"] + Self.iphone,
                                   swift: Self.app(style: "pageSheet", editor: "modalTransitionStyle = preferredTransition()"))
        #expect(Self.presentationLine(unknown.stdout) == "  Main.navigationController-NAV-00-001 presents Main.EditorViewController as pageSheet: presented "
            + "(set in code (unknown): modalTransitionStyle)")
        let literal = try Self.run(["lint", "--reporter", "relative-path", "App"] + Self.iphone,
                                   swift: Self.app(style: "pageSheet", editor: "modalTransitionStyle = .partialCurl"))
        #expect(literal.stdout.components(separatedBy: "\n").filter { $0.contains("presentation-partial-curl") } == [
            "App/Home.swift:19:9: error: Main.EditorViewController uses the partialCurl transition with the pageSheet style: "
                + "UIKit raises an exception [presentation-partial-curl]",
        ])
        let unknownLint = try Self.run(["lint", "--reporter", "relative-path", "App"] + Self.iphone,
                                       swift: Self.app(style: "pageSheet", editor: "modalTransitionStyle = preferredTransition()"))
        #expect(!unknownLint.stdout.contains("presentation-partial-curl"))
    }
}
