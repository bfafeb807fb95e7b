import A11yCore
import Foundation
import Hierarchy
import Testing
@testable import A11yAnalyzer
@testable import SwiftSource

/// RxCocoa's `observable.bind(to: view.rx.text)`, `driver.drive(view.rx.text)` and
/// `signal.emit(to: button.rx.title(for:))` set the binder's property on the view with every
/// element the sequence emits, so the property is set in code to a value the syntax does not
/// settle (RxSwift's traits: https://github.com/ReactiveX/RxSwift/blob/main/Documentation/Traits.md#driver).
/// A disabled text field whose text an amount is bound to (artsy/eidolon's bid confirmation) is no
/// field with nothing to speak: VoiceOver reads a text field's text as its value
/// (https://developer.apple.com/documentation/uikit/uitextfield/text).
@Suite struct ReactiveBindingTests {
    private typealias F = SwiftFixture

    @Test func aBindingToAnOutletsOrTheInstancesBinderIsAFactOfUnknownValue() {
        let source = #"""
            class BidViewController: UIViewController {
                @IBOutlet var amountField: UITextField!
                @IBOutlet var titleLabel: UILabel!
                @IBOutlet var payButton: UIButton!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    amount.bind(to: amountField.rx.text).disposed(by: bag)
                    title.drive(titleLabel.rx.text, self.payButton.rx.isHidden)
                    name.bind(to: self.rx.title)
                    label.emit(to: payButton.rx.title(for: .normal))
                    detail.bind(to: titleLabel.rx.attributedText).disposed(by: bag)
                    amount.bind(to: other.field.rx.text)
                    amount.bind(to: amountField.rx.layer)
                    amount.bind { value in print(value) }.disposed(by: bag)
                    amount.bind(onNext: { print($0) })
                }
            }
            """#
        #expect(F.facts(of: "BidViewController", in: source)?.facts == [
            F.fact(7, 9, .member("amountField"), .text, .unknown("bound to amount")),
            F.fact(8, 9, .member("titleLabel"), .text, .unknown("bound to title")),
            F.fact(8, 9, .member("payButton"), .isHidden, .unknown("bound to title")),
            F.fact(9, 9, .this, .title, .unknown("bound to name")),
            F.fact(10, 9, .member("payButton"), .title, .unknown("bound to label")),
            F.fact(11, 9, .member("titleLabel"), .text, .unknown("bound to detail")),
            F.fact(11, 9, .member("titleLabel"), .font, .unknown("bound to detail")),
            F.fact(11, 9, .member("titleLabel"), .textColor, .unknown("bound to detail")),
        ])
    }

    /// A data source binding a sequence to the binder of a cell it dequeues
    /// (`driver.drive(cell.valueField.rx.text)`, mozilla-lockwise/lockwise-ios's item detail) sets
    /// that outlet of the cell's class, as `cell.valueField.text = ...` does (``HeldInstances``);
    /// Combine's `assign(to:on:)` on such an outlet is read the same way.
    @Test func aBindingToAHeldCellsOutletIsAFactOfItsClass() {
        let source = #"""
            final class DetailCell: UITableViewCell {
                @IBOutlet var valueField: UITextField!
                @IBOutlet var titleLabel: UILabel!
            }
            final class DetailView: UIViewController {
                func configure(_ tableView: UITableView) {
                    guard let cell = tableView.dequeueReusableCell(withIdentifier: "detail") as? DetailCell else { return }
                    row.value.drive(cell.valueField.rx.text).disposed(by: cell.bag)
                    row.enabled.drive(cell.valueField.rx.isUserInteractionEnabled).disposed(by: cell.bag)
                    row.$title.assign(to: \.text, on: cell.titleLabel).store(in: &subscriptions)
                    cell.valueField.rx.text.bind(to: row.observer)
                }
            }
            """#
        let unknown = { (line: Int, outlet: String, property: CodeProperty) in
            F.fact(line, 9, .member(outlet), property, .unknown("set in configure(), which runs when it is called"))
        }
        #expect(F.read([(F.path, source)]).heldOutletFacts["DetailCell"] == [
            unknown(8, "valueField", .text),
            unknown(9, "valueField", .isUserInteractionEnabled),
            unknown(10, "titleLabel", .text),
        ])
    }

    static let swift = #"""
        class ConfirmViewController: UIViewController {
            @IBOutlet var amountField: UITextField!
            override func viewDidLoad() {
                super.viewDidLoad()
                viewModel.amount.bind(to: amountField.rx.text).disposed(by: bag)
            }
        }
        """#
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="VC0-00-001">
            <scenes>
                <scene sceneID="SCN-00-001">
                    <objects>
                        <viewController id="VC0-00-001" customClass="ConfirmViewController" customModule="App" sceneMemberID="viewController">
                            <view key="view" id="VIW-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <label text="Your bid" id="LBL-00-001">
                                        <rect key="frame" x="16" y="100" width="200" height="21"/>
                                        <accessibility key="accessibilityConfiguration"><accessibilityTraits key="traits" header="YES"/></accessibility>
                                    </label>
                                    <textField enabled="NO" borderStyle="line" id="TXT-00-001">
                                        <rect key="frame" x="16" y="140" width="255" height="44"/>
                                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                    </textField>
                                </subviews>
                            </view>
                            <connections>
                                <outlet property="amountField" destination="TXT-00-001" id="OUT-00-001"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    private func missingLabels(_ swift: String) throws -> [String] {
        var file = try F.interfaceFile(Self.storyboard, path: "App/Main.storyboard")
        CodeJoin.apply(F.read([("App/ConfirmViewController.swift", swift)]), to: &file)
        let screen = try #require(file.screens.first)
        let analysis = ScreenAccessibility.analyze(screen: screen, options: .defaults)
        return MissingLabelRule().findings(in: ScreenRuleInput(screen: screen, analysis: analysis, scope: screen.id))
            .map { "\($0.location.file):\($0.location.line):\($0.location.column) \($0.message)" }
    }

    @Test func aTextFieldWhoseTextIsBoundHasSomethingToSpeak() throws {
        let unbound = Self.swift.replacingOccurrences(of: "viewModel.amount.bind(to: amountField.rx.text).disposed(by: bag)", with: "")
        let findings = try missingLabels(unbound)
        #expect(findings == [
            #"App/Main.storyboard:14:29 'amountField' (TXT-00-001) has nothing to speak but its role: VoiceOver says "Dimmed. Text Field.""#,
        ])
        #expect(try missingLabels(Self.swift) == [])
    }
}
