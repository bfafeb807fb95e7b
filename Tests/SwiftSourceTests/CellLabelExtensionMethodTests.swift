import A11yCore
import Hierarchy
import Testing
@testable import SwiftSource

/// A method of the app's extension of UILabel called on a table view cell's own labels
/// (`textLabel?.applyBodyStyle()`, as WooCommerce's reusable cells style the labels of their
/// Interface Builder style) is read as on an outlet declared `UILabel`: UITableViewCell hands its
/// subclasses `textLabel` and `detailTextLabel` as labels
/// (https://developer.apple.com/documentation/uikit/uitableviewcell/textlabel), so the text style
/// and `adjustsFontForContentSizeCategory` the method sets are theirs
/// (https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory).
/// A class that is no cell has no such label.
@Suite struct CellLabelExtensionMethodTests {
    static let styles = """
        extension UILabel {
            func applyBodyStyle() {
                adjustsFontForContentSizeCategory = true
                font = .preferredFont(forTextStyle: .body)
            }
        }
        """
    static let cells = """
        class BasicTableViewCell: UITableViewCell {
            override func awakeFromNib() {
                super.awakeFromNib()
                textLabel?.applyBodyStyle()
                detailTextLabel?.applyBodyStyle()
            }
        }
        final class SettingsView: UIView {
            var textLabel: UILabel?
            override func awakeFromNib() {
                super.awakeFromNib()
                textLabel?.applyBodyStyle()
            }
        }
        """

    static let facts = SwiftFixture.read([("App/UILabel+Styles.swift", Self.styles), ("App/Cells.swift", Self.cells)])

    @Test func aCellsOwnLabelsTakeWhatTheLabelExtensionSets() {
        for name in ["textLabel", "detailTextLabel"] {
            #expect(Self.facts.values(of: .member(name), in: "BasicTableViewCell") == [
                .adjustsFontForContentSizeCategory: CodeFact(
                    subject: .member(name), property: .adjustsFontForContentSizeCategory, value: .flag(true),
                    location: SourceLocation(file: "App/UILabel+Styles.swift", line: 3, column: 9)),
                .font: CodeFact(
                    subject: .member(name), property: .font, value: .font(CodeFont(textStyle: .body)),
                    location: SourceLocation(file: "App/UILabel+Styles.swift", line: 4, column: 9)),
            ])
        }
    }

    @Test func aViewThatIsNoCellHasNoSuchLabel() {
        #expect(Self.facts.values(of: .member("textLabel"), in: "SettingsView").isEmpty)
    }
}
