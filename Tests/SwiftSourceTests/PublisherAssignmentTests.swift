import A11yCore
import Foundation
import Hierarchy
import Testing
@testable import A11yAnalyzer
@testable import SwiftSource

/// Combine's `publisher.assign(to: \.property, on: object)` sets the object's property with every
/// value the publisher publishes, so the property is set in code to a value the syntax does not
/// settle (https://developer.apple.com/documentation/combine/publisher/assign(to:on:)). A cell
/// whose card view takes its label from its model's publisher (corona-warn-app's home cells) is
/// no unlabelled button.
@Suite struct PublisherAssignmentTests {
    private typealias F = SwiftFixture

    @Test func anAssignmentToAnOutletsOrTheInstancesPropertyIsAFactOfUnknownValue() {
        let source = #"""
            class NoticeCell: UITableViewCell {
                @IBOutlet var titleLabel: UILabel!
                @IBOutlet var cardView: UIView!
                override func awakeFromNib() {
                    super.awakeFromNib()
                    model.$title.assign(to: \.text, on: titleLabel).store(in: &subscriptions)
                    model.$title.assign(to: \UIView.accessibilityLabel, on: self.cardView)
                    model.$hidden.assign(to: \.isHidden, on: self).store(in: &subscriptions)
                    model.$detail.assign(to: \.attributedText, on: titleLabel).store(in: &subscriptions)
                }
                func configure(with model: NoticeModel) {
                    model.$hint.assign(to: \.accessibilityHint, on: cardView).store(in: &subscriptions)
                    let label = UILabel()
                    model.$title.assign(to: \.text, on: label).store(in: &subscriptions)
                    model.$title.assign(to: \.layer.name, on: cardView).store(in: &subscriptions)
                    model.$title.assign(to: \.text, on: other.label).store(in: &subscriptions)
                    model.$title.sink { value in print(value) }.store(in: &subscriptions)
                }
            }
            """#
        #expect(F.facts(of: "NoticeCell", in: source)?.facts == [
            F.fact(6, 9, .member("titleLabel"), .text, .unknown("published by model.$title")),
            F.fact(7, 9, .member("cardView"), .accessibilityLabel, .unknown("published by model.$title")),
            F.fact(8, 9, .this, .isHidden, .unknown("published by model.$hidden")),
            F.fact(9, 9, .member("titleLabel"), .text, .unknown("published by model.$detail")),
            F.fact(9, 9, .member("titleLabel"), .font, .unknown("published by model.$detail")),
            F.fact(9, 9, .member("titleLabel"), .textColor, .unknown("published by model.$detail")),
            F.fact(12, 9, .member("cardView"), .accessibilityHint, .unknown("set in configure(), which runs when it is called")),
        ])
    }

    static let swift = #"""
        class NoticeCell: UITableViewCell {
            @IBOutlet var cardView: UIView!
            override func awakeFromNib() {
                super.awakeFromNib()
                isAccessibilityElement = false
                cardView.isAccessibilityElement = true
                cardView.accessibilityTraits = .button
            }
            func configure(with model: NoticeModel) {
                model.$title.assign(to: \.accessibilityLabel, on: cardView).store(in: &subscriptions)
            }
        }
        """#
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell id="CEL-00-001" customClass="NoticeCell" customModule="App">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="120"/>
                    <tableViewCellContentView key="contentView" tableViewCell="CEL-00-001" id="CNV-00-001">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="120"/>
                        <subviews>
                            <view id="CRD-00-001" userLabel="Container View">
                                <rect key="frame" x="16" y="8" width="361" height="104"/>
                                <subviews>
                                    <label text="Title" id="LBL-00-001">
                                        <rect key="frame" x="16" y="16" width="329" height="21"/>
                                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                    </label>
                                </subviews>
                            </view>
                        </subviews>
                    </tableViewCellContentView>
                    <connections>
                        <outlet property="cardView" destination="CRD-00-001" id="OUT-00-001"/>
                    </connections>
                </tableViewCell>
            </objects>
        </document>
        """

    private func missingLabels(_ swift: String) throws -> [String] {
        var file = try F.interfaceFile(Self.xib, path: "App/NoticeCell.xib")
        CodeJoin.apply(F.read([("App/NoticeCell.swift", swift)]), to: &file)
        let screen = try #require(file.screens.first)
        let analysis = ScreenAccessibility.analyze(screen: screen, options: .defaults)
        return MissingLabelRule().findings(in: ScreenRuleInput(screen: screen, analysis: analysis, scope: screen.id))
            .map { "\($0.location.file):\($0.location.line)" }
    }

    @Test func aCardWhoseLabelAPublisherAssignsIsNoUnlabelledButton() throws {
        let withoutAssignment = Self.swift.replacingOccurrences(of: #"model.$title.assign(to: \.accessibilityLabel, on: cardView)"#, with: "")
        #expect(try missingLabels(withoutAssignment) == ["App/NoticeCell.xib:10"])
        #expect(try missingLabels(Self.swift) == [])
    }
}
