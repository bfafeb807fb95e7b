import A11yCore
import Hierarchy
import Testing
@testable import SwiftSource

/// Style methods an app adds to UIKit's view classes in extensions (`extension UILabel { func
/// applyHeadlineStyle() }`) and calls on its outlets: what the method sets on `self` is set on the
/// outlet it is called on, as Swift dispatches it by the outlet's class
/// (https://docs.swift.org/swift-book/documentation/the-swift-programming-language/extensions/),
/// so a label styled with a text style and `adjustsFontForContentSizeCategory`
/// (https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory)
/// is not judged by its storyboard's fixed font.
@Suite struct ViewExtensionMethodTests {
    static let styles = """
        import UIKit

        extension UILabel {
            func applyHeadlineStyle() {
                adjustsFontForContentSizeCategory = true
                font = .preferredFont(forTextStyle: .headline)
            }
        }

        extension UITextField {
            func applyHeadlineStyle() {
                textColor = .red
            }
        }
        """
    static let cell = """
        final class OrderCell: UITableViewCell {
            @IBOutlet weak var titleLabel: UILabel!
            @IBOutlet weak var noteField: UITextField!

            override func awakeFromNib() {
                super.awakeFromNib()
                titleLabel.applyHeadlineStyle()
            }
        }
        """

    @Test func theOutletTakesWhatTheExtensionOfItsClassSetsOnSelf() throws {
        let facts = SwiftFixture.read([("App/UILabel+Styles.swift", Self.styles), ("App/OrderCell.swift", Self.cell)])
        let values = facts.values(of: .member("titleLabel"), in: "OrderCell")
        #expect(values[.adjustsFontForContentSizeCategory] == CodeFact(
            subject: .member("titleLabel"), property: .adjustsFontForContentSizeCategory, value: .flag(true),
            location: SourceLocation(file: "App/UILabel+Styles.swift", line: 5, column: 9)))
        guard case .font(let font)? = values[.font]?.value else {
            Issue.record("no font set on titleLabel: \(values)")
            return
        }
        #expect(font.textStyle == .headline)
        // The text field's extension of the same name is not the label's, and nothing is set on the cell itself.
        #expect(values[.textColor] == nil)
        #expect(facts.values(of: .member("noteField"), in: "OrderCell").isEmpty)
        #expect(facts.values(of: .this, in: "OrderCell")[.font] == nil)
    }

    static let chained = """
        extension UIView {
            func applyCardStyle() {
                backgroundColor = .systemBackground
            }
        }

        extension UILabel {
            func applyBodyStyle() {
                applyScaledFont()
                applyCardStyle()
            }
            func setText(_ text: String) {
                self.text = text
            }
            func applyScaledFont() {
                adjustsFontForContentSizeCategory = true
                applyScaledFont()
            }
        }

        class ThemedLabel: UILabel {}

        final class NoteCell: UITableViewCell {
            @IBOutlet weak var bodyLabel: ThemedLabel!

            override func awakeFromNib() {
                super.awakeFromNib()
                bodyLabel.applyBodyStyle()
                bodyLabel.setText("Note", for: .normal)
            }
            func applyScaledFont() {
                isHidden = true
            }
        }
        """

    @Test func anOutletOfAnAppSubclassTakesWhatChainedExtensionMethodsSet() throws {
        let facts = SwiftFixture.read([("App/Styles.swift", Self.chained)])
        let values = facts.values(of: .member("bodyLabel"), in: "NoteCell")
        #expect(values[.adjustsFontForContentSizeCategory] == CodeFact(
            subject: .member("bodyLabel"), property: .adjustsFontForContentSizeCategory, value: .flag(true),
            location: SourceLocation(file: "App/Styles.swift", line: 16, column: 9)))
        // `setText(_:for:)` is not the extension's `setText(_:)`: its labels do not fit.
        #expect(values[.text] == nil)
        #expect(values[.backgroundColor]?.location == SourceLocation(file: "App/Styles.swift", line: 3, column: 9))
        // The cell's own method of the same name is not the extension's: read as a method of the
        // cell no entry method calls.
        #expect(values[.isHidden] == nil)
        #expect(facts.values(of: .this, in: "NoteCell")[.isHidden]?.value == .unknown("set in applyScaledFont(), which runs when it is called"))
    }
}

/// Inside an app's extension method of a UIKit view, `self` is the view the extension extends: a
/// call on `self` there is that view's method, never a method of the class whose code called the
/// extension, however it is named (Ello's `UIButton.setImage(_:imageStyle:for:)` calls UIButton's
/// `setImage(_:for:)`, https://developer.apple.com/documentation/uikit/uibutton/setimage(_:for:),
/// from a cell that has a `setImage(_:)` of its own).
@Suite struct ExtensionSelfCallTests {
    static let source = """
        extension UIButton {
            func setImage(_ interfaceImage: InterfaceImage, imageStyle: InterfaceImage.Style, for state: UIControl.State) {
                self.setImage(interfaceImage.image(imageStyle), for: state)
            }
        }

        final class StreamImageCell: UICollectionViewCell {
            @IBOutlet var buyButton: UIButton?
            @IBOutlet var failImage: UIImageView!

            override func awakeFromNib() {
                super.awakeFromNib()
                buyButton?.setTitle("", for: .normal)
                buyButton?.setImage(.buyButton, imageStyle: .normal, for: .normal)
            }

            func setImage(_ image: UIImage) {
                failImage.isHidden = true
            }
        }
        """

    @Test func aCallOnSelfInAnExtensionMethodIsTheViewsNotTheCallersOwnMethod() throws {
        let facts = SwiftFixture.read([("App/StreamImageCell.swift", Self.source)])
        let values = facts.values(of: .member("buyButton"), in: "StreamImageCell")
        // UIButton's setImage(_:for:) with a state the syntax does not settle: the image is unknown.
        #expect(values[.image] == CodeFact(
            subject: .member("buyButton"), property: .image, value: .unknown("for a state code decides: state"),
            location: SourceLocation(file: "App/StreamImageCell.swift", line: 3, column: 9)))
        // The cell's own setImage(_:) is not read there: only as a method no entry method calls.
        #expect(facts.values(of: .member("failImage"), in: "StreamImageCell")[.isHidden]?.value
            == .unknown("set in setImage(), which runs when it is called"))
    }
}
