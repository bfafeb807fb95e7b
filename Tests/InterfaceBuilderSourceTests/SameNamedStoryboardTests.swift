import A11yCore
import Hierarchy
@testable import InterfaceBuilderSource
import SpecInputs
import Testing
@testable import A11yAnalyzer

/// A folder of several sample apps (firebase/quickstart-ios, 2026-11-29), each with its own
/// `Main.storyboard`, linted as files: the ids a11y-check derives from a file's name
/// (`Main.ViewController`) were the same in two files, and `spec-duplicate-id` stopped the run,
/// though neither file is wrong. Same-named files now take their folder into their ids, a
/// storyboard reference follows the same-named storyboard nearest to it, and the screens each
/// file's code shows are named in that file's namespace.
@Suite struct SameNamedStoryboardTests {
    /// A `Main.storyboard` whose `<app>ViewController` presents `Detail.storyboard`'s initial view
    /// controller through a storyboard reference, and a `More` controller code instantiates.
    private static func main(_ app: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="VC1-00-001">
            <scenes>
                <scene sceneID="S01-00-001">
                    <objects>
                        <viewController id="VC1-00-001" customClass="\(app)ViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V01-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" id="BTN-00-001">
                                        <rect key="frame" x="16" y="100" width="200" height="44"/>
                                        <state key="normal" title="\(app) details"/>
                                        <connections>
                                            <segue destination="REF-00-001" kind="presentation" identifier="details" id="SEG-00-001"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="S02-00-001">
                    <objects>
                        <viewControllerPlaceholder storyboardName="Detail" id="REF-00-001" sceneMemberID="viewController"/>
                    </objects>
                </scene>
                <scene sceneID="S03-00-001">
                    <objects>
                        <viewController storyboardIdentifier="More" id="VC3-00-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V03-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <label text="\(app) more" id="LBL-00-003">
                                        <rect key="frame" x="16" y="100" width="300" height="30"/>
                                    </label>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// A `Detail.storyboard` whose one view controller shows the label `text`.
    private static func detail(_ text: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="VC9-00-001">
            <scenes>
                <scene sceneID="S09-00-001">
                    <objects>
                        <viewController title="Detail" id="VC9-00-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V09-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <label text="\(text)" id="LBL-00-009">
                                        <rect key="frame" x="16" y="100" width="300" height="30"/>
                                    </label>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// The Shop app's controller, which presents a controller made in code and its storyboard's `More`.
    private static let shopCode = """
        import UIKit

        class ShopViewController: UIViewController {
            @IBAction func help(_ sender: Any) {
                present(HelpViewController(), animated: true)
            }
            @IBAction func more(_ sender: Any) {
                present(storyboard!.instantiateViewController(withIdentifier: "More"), animated: true)
            }
        }
        class HelpViewController: UIViewController {}
        """

    /// The two apps' files, decoded and assembled as a run of their folder does.
    private static func run(_ files: [(String, String)]) -> LoadedProject {
        ProjectLoader.assemble(files.map { SpecSources.standard.decode(Array($0.1.utf8), path: $0.0) })
    }

    private static let twoApps = [
        ("Samples/Shop/Base.lproj/Main.storyboard", main("Shop")),
        ("Samples/Shop/Base.lproj/Detail.storyboard", detail("Shop detail")),
        ("Samples/Admin/Base.lproj/Main.storyboard", main("Admin")),
        ("Samples/Admin/Base.lproj/Detail.storyboard", detail("Admin detail")),
        ("Samples/Shop/ShopViewController.swift", shopCode),
    ]

    @Test func sameNamedFilesTakeTheirFolderAndTheRunAnalysesThemAll() throws {
        let loaded = Self.run(Self.twoApps)
        #expect(loaded.diagnostics.map(\.description) == [])
        #expect(loaded.project.files.flatMap(\.scenes).map(\.id) == [
            "Shop/Main.ShopViewController", "Shop/Main.More", "Shop/Main.ShopViewController.details",
            "Shop/Main.ShopViewController.HelpViewController", "Shop/Main.ShopViewController.More",
            "Shop/Detail.Detail",
            "Admin/Main.AdminViewController", "Admin/Main.More", "Admin/Main.AdminViewController.details",
            "Admin/Detail.Detail",
        ])
        #expect(loaded.project.screens.keys.sorted() == [
            "Admin/Detail.Detail", "Admin/Main.AdminViewController", "Admin/Main.More",
            "Shop/Detail.Detail", "Shop/Main.HelpViewController", "Shop/Main.More", "Shop/Main.ShopViewController",
        ])
    }

    @Test func aReferenceAndCodeFollowTheStoryboardOfTheirOwnFolder() throws {
        let loaded = Self.run(Self.twoApps)
        for app in ["Shop", "Admin"] {
            let scene = try #require(loaded.project.scenes.first { $0.id == "\(app)/Main.\(app)ViewController.details" })
            #expect(scene.presentations.map(\.presented.id) == ["\(app)/Detail.Detail"])
            #expect(IBFixtures.voiceOver(loaded.project, scene: scene.id).map(\.label) == ["\(app) detail"])
        }
        // The Shop class's code instantiates `More` from its own storyboard, not the other app's.
        let more = try #require(loaded.project.scenes.first { $0.id == "Shop/Main.ShopViewController.More" })
        #expect(more.presentations.map(\.presented.id) == ["Shop/Main.More"])
        #expect(IBFixtures.voiceOver(loaded.project, scene: more.id).map(\.label) == ["Shop more"])
    }

    @Test func aFileWhoseNameIsItsOwnKeepsItsIDs() {
        let loaded = Self.run([("Samples/Shop/Base.lproj/Main.storyboard", Self.main("Shop")),
                               ("Samples/Shop/Base.lproj/Detail.storyboard", Self.detail("Shop detail"))])
        #expect(loaded.diagnostics.map(\.description) == [])
        #expect(loaded.project.screens.keys.sorted() == ["Detail.Detail", "Main.More", "Main.ShopViewController"])
    }

    @Test func theFolderIsWrittenFromTheFolderTheFilesShare() {
        #expect(FolderQualifiers.of(["./a/App/Base.lproj/Main.storyboard", "./a/Kit/Main.storyboard"]) == ["App", "Kit"])
        #expect(FolderQualifiers.of(["/x/App/Main.storyboard", "/x/App/Sub/Main.storyboard"]) == ["", "Sub"])
        // Only the localization folder tells two copies of one storyboard apart: it stays.
        #expect(FolderQualifiers.of(["App/en.lproj/Main.storyboard", "App/fr.lproj/Main.storyboard"]) == ["en.lproj", "fr.lproj"])
    }
}
