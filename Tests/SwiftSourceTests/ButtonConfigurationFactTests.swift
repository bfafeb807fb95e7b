import A11yCore
import Hierarchy
import Testing
@testable import A11yAnalyzer
@testable import SwiftSource

/// A button with a configuration shows the configuration's title and image
/// (https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/title,
/// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/image), so
/// code that sets them sets what the button shows: `configuration?.title = "…"` is read as
/// `setTitle(_:for:)` is, and a whole configuration, an update handler or a title the syntax does
/// not settle leave it unknown, "(set in code)", instead of the storyboard's configuration title.
/// A part of the configuration that is no content (`baseForegroundColor`) leaves the title as the
/// file gives it. An empty title (`setTitle("", for: .normal)`) is no title: the button shows, and
/// VoiceOver reads, its image.
@Suite struct ButtonConfigurationFactTests {
    static let swiftPath = "App/SetupViewController.swift"
    static let swift = """
        final class SetupViewController: UIViewController {
            @IBOutlet weak var connectButton: UIButton!
            @IBOutlet weak var saveButton: UIButton!
            @IBOutlet weak var helpButton: UIButton!
            @IBOutlet weak var iconButton: UIButton!
            @IBOutlet weak var doneButton: UIButton!
            @IBOutlet weak var filterButton: UIButton!
            override func viewDidLoad() {
                super.viewDidLoad()
                connectButton.configuration?.title = "Connect to server"
                var config = UIButton.Configuration.filled()
                config.title = strings.save
                saveButton.configuration = config
                helpButton.configuration?.attributedTitle = AttributedString(strings.help)
                iconButton.configuration?.image = UIImage(systemName: "lock.fill")
                doneButton.configuration?.baseForegroundColor = .systemBlue
                filterButton.setTitle("", for: .normal)
            }
        }
        """
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="VC1-00-001">
            <scenes>
                <scene sceneID="S01-00-001">
                    <objects>
                        <viewController id="VC1-00-001" customClass="SetupViewController" customModule="App" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V01-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <button id="CFG-00-001">
                                        <rect key="frame" x="16" y="100" width="200" height="44"/>
                                        <state key="normal" title="Button"/>
                                        <buttonConfiguration key="configuration" style="filled" title="{Connect}"/>
                                    </button>
                                    <button id="CFG-00-002">
                                        <rect key="frame" x="16" y="160" width="200" height="44"/>
                                        <state key="normal" title="Button"/>
                                        <buttonConfiguration key="configuration" style="filled" title="{Save}"/>
                                    </button>
                                    <button id="CFG-00-003">
                                        <rect key="frame" x="16" y="220" width="200" height="44"/>
                                        <buttonConfiguration key="configuration" style="plain" title="{Help}"/>
                                    </button>
                                    <button id="CFG-00-004">
                                        <rect key="frame" x="16" y="280" width="44" height="44"/>
                                        <buttonConfiguration key="configuration" style="tinted" image="lock.open" catalog="system"/>
                                    </button>
                                    <button id="CFG-00-005">
                                        <rect key="frame" x="16" y="340" width="200" height="44"/>
                                        <buttonConfiguration key="configuration" style="plain" title="Done"/>
                                    </button>
                                    <button id="CFG-00-006">
                                        <rect key="frame" x="16" y="400" width="44" height="44"/>
                                        <state key="normal" title="Button"/>
                                        <buttonConfiguration key="configuration" style="tinted">
                                            <imageReference key="image" image="chart.bar.fill" catalog="system"/>
                                        </buttonConfiguration>
                                    </button>
                                </subviews>
                            </view>
                            <connections>
                                <outlet property="connectButton" destination="CFG-00-001" id="OUT-00-001"/>
                                <outlet property="saveButton" destination="CFG-00-002" id="OUT-00-002"/>
                                <outlet property="helpButton" destination="CFG-00-003" id="OUT-00-003"/>
                                <outlet property="iconButton" destination="CFG-00-004" id="OUT-00-004"/>
                                <outlet property="doneButton" destination="CFG-00-005" id="OUT-00-005"/>
                                <outlet property="filterButton" destination="CFG-00-006" id="OUT-00-006"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// Each button's label, as the file alone gives it or with the code joined.
    private func labels(joined: Bool) throws -> [String] {
        let screen = try SwiftFixture.screen(storyboard: Self.storyboard, swift: (Self.swiftPath, Self.swift), joined: joined)
        return ScreenAccessibility.analyze(screen: screen, options: .defaults).elements.map { "\($0.id): \($0.label ?? "-")" }
    }

    @Test func theFileAloneGivesTheConfigurationsTitlesAndImage() throws {
        #expect(try labels(joined: false) == [
            "CFG-00-001: {Connect}", "CFG-00-002: {Save}", "CFG-00-003: {Help}", "CFG-00-004: (SF Symbol lock.open)", "CFG-00-005: Done",
            "CFG-00-006: (SF Symbol chart.bar.fill)",
        ])
    }

    @Test func codeSettingTheConfigurationsContentReplacesIt() throws {
        #expect(try labels(joined: true) == [
            "CFG-00-001: Connect to server", "CFG-00-002: (set in code)", "CFG-00-003: (set in code)", "CFG-00-004: (SF Symbol lock.fill)", "CFG-00-005: Done",
            "CFG-00-006: (SF Symbol chart.bar.fill)",
        ])
    }

    /// The facts: the title and image read where the syntax settles them, each located at the
    /// assignment's target, and unknown for a whole configuration.
    @Test func theFactsOfEachAssignment() {
        let facts = SwiftFixture.read([(SwiftFixture.path, Self.swift)])
        let values = { (outlet: String, property: CodeProperty) in
            facts.values(of: .member(outlet), in: "SetupViewController")[property]
        }
        #expect(values("connectButton", .title) == SwiftFixture.fact(10, 9, .member("connectButton"), .title, .text("Connect to server")))
        #expect(values("saveButton", .title) == SwiftFixture.fact(13, 9, .member("saveButton"), .title, .unknown("a configuration: config")))
        #expect(values("saveButton", .image) == SwiftFixture.fact(13, 9, .member("saveButton"), .image, .unknown("a configuration: config")))
        #expect(values("helpButton", .title)?.value == .unknown("AttributedString(strings.help)"))
        #expect(values("iconButton", .image) == SwiftFixture.fact(15, 9, .member("iconButton"), .image, .systemImage("lock.fill")))
        #expect(values("iconButton", .title) == nil)
        #expect(values("doneButton", .title) == nil && values("doneButton", .image) == nil)
    }
}
