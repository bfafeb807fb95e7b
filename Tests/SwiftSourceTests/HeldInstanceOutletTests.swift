import A11yCore
import Hierarchy
import Testing
@testable import A11yAnalyzer
@testable import SwiftSource

/// A data source or controller sets properties on the outlets of a cell or custom view it holds:
/// a cell it dequeues and casts (`as! ProductCell`, `guard let cell = cell as? ProductCell`), a
/// parameter of the cell's class, an outlet of the view's class
/// (`portionView.valueField.placeholder = ...`), a cast in place, an outlet handed to a method, or
/// a cell an app's generic helper dequeues by its class (`dequeueReusableCell(ProductCell.self, for:)`). UIKit hands the data source each cell after the
/// cell's own `awakeFromNib()` has run
/// (https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:),
/// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/awakefromnib()), so
/// what the holder sets is set on those outlets of the class after its own code, to a value
/// a11y-check does not know (the holder sets it on the instances it holds, at some time): the
/// file's placeholder text and empty field are not judged.
@Suite struct HeldInstanceOutletTests {
    static let swiftPath = "App/Catalog.swift"
    static let swift = """
        final class ProductCell: UITableViewCell {
            @IBOutlet weak var nameLabel: UILabel!
            @IBOutlet weak var buyButton: UIButton!
            @IBOutlet weak var priceLabel: UILabel!
            @IBOutlet weak var quantityField: UITextField!
            var product: Product?
            override func awakeFromNib() {
                super.awakeFromNib()
                priceLabel.text = "Free"
                nameLabel.textColor = .label
            }
        }
        final class CatalogDataSource: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Product", for: indexPath) as! ProductCell
                cell.nameLabel.text = products[indexPath.row].name
                cell.nameLabel.textColor = theme.primaryText
                cell.buyButton.setTitle("Buy", for: .normal)
                cell.product.title = "Not an outlet"
                fill(cell, with: products[indexPath.row])
                return cell
            }
            func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
                guard let cell = cell as? ProductCell else { return }
                cell.quantityField?.placeholder = "Quantity"
                let plain = UILabel()
                plain.layer.isHidden = true
            }
            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                let sizing = tableView.dequeueReusableCell(ProductCell.self, for: indexPath)
                sizing.priceLabel.text = prices[indexPath.row]
                return sizing.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height
            }
            private func fill(_ cell: ProductCell, with product: Product) {
                cell.buyButton.accessibilityLabel = "Buy \\(product.name)"
            }
        }
        final class NutritionViewController: UIViewController {
            @IBOutlet weak var portionView: NutrientRow!
            override func viewDidLoad() {
                super.viewDidLoad()
                portionView.valueField.placeholder = NSLocalizedString("portion", comment: "")
                self.portionView.titleLabel.isHidden = false
                let extra = NutrientRow(frame: .zero)
                extra.titleLabel.text = "Extra"
                (view as? NutrientRow)?.titleLabel.accessibilityTraits.insert(.header)
                style(extra.valueField)
            }
            private func style(_ field: UITextField) {
                field.font = .preferredFont(forTextStyle: .body)
            }
        }
        final class NutrientRow: UIView {
            @IBOutlet weak var titleLabel: UILabel!
            @IBOutlet weak var valueField: UITextField!
        }
        """
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="VC1-00-001">
            <scenes>
                <scene sceneID="S01-00-001">
                    <objects>
                        <tableViewController id="VC1-00-001" sceneMemberID="viewController">
                            <tableView key="view" style="plain" rowHeight="88" id="TBL-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <prototypes>
                                    <tableViewCell reuseIdentifier="Product" id="CEL-00-001" customClass="ProductCell" customModule="App">
                                        <rect key="frame" x="0.0" y="50" width="393" height="88"/>
                                        <tableViewCellContentView key="contentView" tableViewCell="CEL-00-001" id="CNV-00-001">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="88"/>
                                            <subviews>
                                                <label text="_Name" id="LBL-00-001">
                                                    <rect key="frame" x="20" y="12" width="200" height="20"/>
                                                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                                </label>
                                                <label text="Price" id="LBL-00-002">
                                                    <rect key="frame" x="20" y="44" width="200" height="20"/>
                                                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                                </label>
                                                <button id="BTN-00-001">
                                                    <rect key="frame" x="300" y="22" width="60" height="44"/>
                                                </button>
                                                <textField id="TXF-00-001">
                                                    <rect key="frame" x="230" y="22" width="60" height="44"/>
                                                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                                </textField>
                                            </subviews>
                                        </tableViewCellContentView>
                                        <connections>
                                            <outlet property="nameLabel" destination="LBL-00-001" id="OUT-00-001"/>
                                            <outlet property="priceLabel" destination="LBL-00-002" id="OUT-00-002"/>
                                            <outlet property="buyButton" destination="BTN-00-001" id="OUT-00-003"/>
                                            <outlet property="quantityField" destination="TXF-00-001" id="OUT-00-004"/>
                                        </connections>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    private static func at(_ line: Int, _ column: Int) -> A11yCore.SourceLocation {
        A11yCore.SourceLocation(file: swiftPath, line: line, column: column)
    }

    private static func unknown(_ line: Int, _ column: Int, _ outlet: String, _ property: CodeProperty, _ value: String) -> CodeFact {
        CodeFact(subject: .member(outlet), property: property, value: .unknown(value), location: at(line, column))
    }

    /// What the data source's methods set, which run when UIKit calls them (`fill(_:with:)` is
    /// read where `tableView(_:cellForRowAt:)` calls it).
    private static let inDataSource = "set in tableView(), which runs when it is called"

    @Test func whatAHolderSetsOnAnInstancesOutletIsAnUnknownFactOfItsClass() {
        let facts = SwiftFixture.read([(Self.swiftPath, Self.swift)])
        #expect(facts.heldOutletFacts["ProductCell"] == [
            Self.unknown(16, 9, "nameLabel", .text, Self.inDataSource),
            Self.unknown(17, 9, "nameLabel", .textColor, Self.inDataSource),
            Self.unknown(18, 9, "buyButton", .title, Self.inDataSource),
            Self.unknown(25, 9, "quantityField", .placeholder, Self.inDataSource),
            Self.unknown(31, 9, "priceLabel", .text, Self.inDataSource),
            Self.unknown(35, 9, "buyButton", .accessibilityLabel, Self.inDataSource),
        ])
        #expect(facts.heldOutletFacts["NutrientRow"] == [
            Self.unknown(42, 9, "valueField", .placeholder, "set on the NutrientRow this code holds"),
            Self.unknown(43, 9, "titleLabel", .isHidden, "set on the NutrientRow this code holds"),
            Self.unknown(45, 9, "titleLabel", .text, "set on the NutrientRow this code holds"),
            Self.unknown(46, 9, "titleLabel", .accessibilityTraits, "set on the NutrientRow this code holds"),
            Self.unknown(50, 9, "valueField", .font, "set on the NutrientRow this code holds"),
        ])
        // Not an outlet of the class, and no app class: no fact joined anywhere.
        #expect(facts.heldOutletFacts.keys.sorted() == ["NutrientRow", "ProductCell"])
    }

    /// `"value" at line`, or `at line` for code's unknown text, or `-`.
    private static func shown(_ value: Located<String>?) -> String? {
        value.map { "\"\($0.value)\" at \($0.location.line)" }
    }

    /// "id: text, label, placeholder, colour" of the cell's views, with the line each value was
    /// set at, and the label rules' findings.
    private func cellViews(joined: Bool) throws -> (views: [String], findings: [String]) {
        let screen = try SwiftFixture.screen(storyboard: Self.storyboard, swift: (Self.swiftPath, Self.swift), joined: joined)
        let views = screen.allElements.filter { [.label, .button, .textField].contains($0.kind) }.map { element -> String in
            let fromCode = element.textFromCode.map { "from code at \($0.location.line)" }
            let shown = Self.shown(element.text) ?? Self.shown(element.title) ?? fromCode ?? "-"
            let label = Self.shown(element.label).map { " label " + $0 } ?? ""
            let placeholder = Self.shown(element.placeholder).map { " placeholder " + $0 } ?? ""
            let colour = element.textColor.map { " colour \($0.value == .setInCode ? "unknown" : "known") at \($0.location.line)" } ?? ""
            return "\(element.id?.value ?? "?"): \(shown)\(label)\(placeholder)\(colour)"
        }
        let input = ScreenRuleInput(screen: screen, analysis: ScreenAccessibility.analyze(screen: screen, options: .defaults), scope: screen.id)
        let findings = (LabelIsFileNameRule().findings(in: input) + MissingLabelRule().findings(in: input)).map {
            "\($0.ruleID) \($0.location.file):\($0.location.line)"
        }
        return (views, findings.sorted())
    }

    @Test func theFileAloneIsJudgedByItsPlaceholderTextAndEmptyField() throws {
        let cell = try cellViews(joined: false)
        // An empty button an outlet holds is one code fills (the file's own reading).
        #expect(cell.views == [#"LBL-00-001: "_Name" at 15"#, #"LBL-00-002: "Price" at 19"#, "BTN-00-001: from code at 23", "TXF-00-001: -"])
        #expect(cell.findings == [
            "a11y-label-is-file-name App/Base.lproj/Main.storyboard:15",
            "a11y-missing-label App/Base.lproj/Main.storyboard:26",
        ])
    }

    @Test func theHoldersValuesComeAfterTheCellsOwnAndAreUnknown() throws {
        let cell = try cellViews(joined: true)
        #expect(cell.views == [
            "LBL-00-001: from code at 16 colour unknown at 17",
            "LBL-00-002: from code at 31",
            #"BTN-00-001: from code at 18 label "(set in code)" at 35"#,
            #"TXF-00-001: - placeholder "(set in code)" at 25"#,
        ])
        #expect(cell.findings == [])
    }
}
