import Testing
import TestSupport

/// A view controller made in code builds its views in `loadView` or `viewDidLoad`, which
/// a11y-check does not read: presented full screen, it may hold its Close button, so
/// `a11y-modal-no-escape` says nothing about it; the same screen described with views and no way
/// out is still reported. UIKit: a full-screen presentation adds no dismiss region
/// (https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen).
@Suite struct SwiftCodeScreenEscapeTests {
    static let swift = """
        import UIKit

        final class HomeViewController: UIViewController {
            @IBAction func edit() {
                let editor = EditorViewController()
                editor.modalPresentationStyle = .fullScreen
                present(editor, animated: true)
            }
        }

        final class EditorViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
            }
        }

        """

    static func lint(_ files: [String: String]) throws -> CommandRunner.Output {
        let folder = try GitFixture()
        defer { folder.remove() }
        for (path, text) in files { try folder.write(path, text) }
        return try CommandRunner.run(["lint", "--reporter", "relative-path", "."] + SwiftPresentationUnknownTests.iphone,
                                     in: folder.directory)
    }

    @Test func aScreenMadeInCodeIsNotReportedAsATrap() throws {
        let run = try Self.lint(["App/Main.storyboard": SwiftPresentationUnknownTests.storyboard, "App/Home.swift": Self.swift])
        #expect(run.status == 0)
        #expect(run.stdout == "")
    }

    @Test func theSameScreenDescribedWithoutAWayOutIsReported() throws {
        let run = try Self.lint(["Specs/app.yaml": """
            screens:
              home:
                view:
                  - button: {id: edit, title: Edit, frame: [16, 100, 80, 44]}
              editor:
                view:
                  - textField: {id: name, placeholder: Name, frame: [16, 100, 300, 44]}
            scenes:
              main:
                root: home
                presentations:
                  - {present: editor, style: fullScreen}

            """])
        #expect(run.stdout.components(separatedBy: "\n").filter { $0.contains("[a11y-modal-no-escape]") } == [
            "Specs/app.yaml:12:9: warning: editor (fullScreen) has no dismiss control VoiceOver can reach and no escape: true "
                + "on iphone-16 portrait iOS 26 [a11y-modal-no-escape]",
        ])
    }

    /// A presented navigation controller's root that adds its Close item in code only when it is
    /// presented (`if presentingViewController != nil { navigationItem.leftBarButtonItem = ... }`):
    /// its bar items are set in code, unknown, so the way out may be there and nothing is
    /// reported; without the code, the storyboard's screen has no way out and is reported.
    @Test func barItemsSetInCodeUnderAConditionMayHoldTheWayOut() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="HOM-00-001">
                <scenes>
                    <scene sceneID="S01-00-001">
                        <objects>
                            <viewController title="Home" id="HOM-00-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="HOM-VW-001">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <subviews>
                                        <button id="HOM-BT-001">
                                            <rect key="frame" x="16" y="100" width="120" height="44"/>
                                            <state key="normal" title="Help"/>
                                            <connections>
                                                <segue destination="NAV-00-001" kind="presentation" modalPresentationStyle="fullScreen" id="SEG-00-001"/>
                                            </connections>
                                        </button>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="S02-00-001">
                        <objects>
                            <navigationController id="NAV-00-001" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="HLP-00-001" kind="relationship" relationship="rootViewController" id="SEG-00-002"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="S03-00-001">
                        <objects>
                            <viewController title="How it works" id="HLP-00-001" customClass="HelpViewController" customModule="App" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="HLP-VW-001">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <subviews>
                                        <label text="Your phone keeps the keys." id="HLP-LB-001">
                                            <rect key="frame" x="16" y="120" width="361" height="44"/>
                                            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                        </label>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let swift = """
            import UIKit

            final class HelpViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    if presentingViewController != nil {
                        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close, target: self, action: #selector(close))
                    }
                }
                @objc private func close() { dismiss(animated: true) }
            }

            """
        let escapes = { (run: CommandRunner.Output) in run.stdout.components(separatedBy: "\n").filter { $0.contains("[a11y-modal-no-escape]") } }
        let withCode = try Self.lint(["App/Main.storyboard": storyboard, "App/Help.swift": swift])
        #expect(escapes(withCode) == [])
        let storyboardOnly = try Self.lint(["App/Main.storyboard": storyboard])
        #expect(escapes(storyboardOnly).map { $0.components(separatedBy: ": warning:").first } == ["App/Main.storyboard:14:37"])
    }
}
