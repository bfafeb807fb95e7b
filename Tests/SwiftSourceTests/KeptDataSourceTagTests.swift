import A11yCore
import Hierarchy
import Testing
@testable import SwiftSource

/// A data source object a screen keeps (`private var dataSource: ShopDataSource?`) fills the
/// screen's cells: the views its `collectionView(_:cellForItemAt:)` finds by their tag
/// (https://developer.apple.com/documentation/uikit/uiview/viewwithtag(_:)) take what it sets,
/// as they take what the screen's own code sets; where both set a view of one tag, the
/// screen's is taken.
@Suite struct KeptDataSourceTagTests {
    static let swiftPath = "App/ShopViewController.swift"
    static let swift = """
        final class ShopViewController: UICollectionViewController {
            private var dataSource: ShopDataSource?
            override func viewDidLoad() {
                super.viewDidLoad()
                dataSource = ShopDataSource()
                (collectionView.viewWithTag(3) as? UILabel)?.text = "Mine"
            }
        }
        final class ShopDataSource: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
                (cell.viewWithTag(1) as? UILabel)?.text = items[indexPath.item].name
                (cell.viewWithTag(1) as? UILabel)?.textColor = theme.primaryTextColor
                (cell.viewWithTag(3) as? UILabel)?.text = "Theirs"
                return cell
            }
        }
        """
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="VC1-00-001">
            <scenes>
                <scene sceneID="S01-00-001">
                    <objects>
                        <collectionViewController id="VC1-00-001" customClass="ShopViewController" customModule="App" sceneMemberID="viewController">
                            <collectionView key="view" dataMode="prototypes" id="COL-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <cells>
                                    <collectionViewCell reuseIdentifier="item" id="CEL-00-001">
                                        <rect key="frame" x="0.0" y="0.0" width="180" height="120"/>
                                        <view key="contentView" id="CNV-00-001">
                                            <rect key="frame" x="0.0" y="0.0" width="180" height="120"/>
                                            <subviews>
                                                <label tag="1" text="Title" id="LBL-00-001">
                                                    <rect key="frame" x="10" y="10" width="160" height="20"/>
                                                    <color key="textColor" white="0.8" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                                </label>
                                                <label tag="2" text="Untouched" id="LBL-00-002">
                                                    <rect key="frame" x="10" y="40" width="160" height="20"/>
                                                </label>
                                                <label tag="3" text="Sample" id="LBL-00-003">
                                                    <rect key="frame" x="10" y="70" width="160" height="20"/>
                                                </label>
                                            </subviews>
                                        </view>
                                    </collectionViewCell>
                                </cells>
                            </collectionView>
                        </collectionViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// "tag id: text, colour" of each label, where code's values say where they were set.
    private func labels() throws -> [String] {
        let screen = try SwiftFixture.screen(storyboard: Self.storyboard, swift: (Self.swiftPath, Self.swift), joined: true)
        return screen.allElements.filter { $0.kind == .label }.map { label in
            let text = label.text.map { "\($0.value)" } ?? label.textFromCode.map { "from code at line \($0.location.line)" } ?? "-"
            let colour = label.textColor.map { $0.value == .setInCode ? "colour from code at line \($0.location.line)" : "file colour" } ?? "no colour"
            return "\(label.tag?.value ?? 0) \(label.id?.value ?? "?"): \(text), \(colour)"
        }
    }

    @Test func theKeptDataSourceSetsWhatItFindsByTagAfterTheScreensOwnCode() throws {
        #expect(try labels() == [
            "1 LBL-00-001: from code at line 12, colour from code at line 13",
            "2 LBL-00-002: Untouched, no colour",
            "3 LBL-00-003: Mine, no colour",
        ])
    }
}
