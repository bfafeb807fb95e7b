import A11yCore
import Hierarchy
import Testing
@testable import SwiftSource

/// A local bound to one of the class's views (`let label = titleLabel!`, `if let label =
/// self.titleLabel`, `guard let label = label` for a parameter standing for an outlet, and Swift
/// 5.7's shorthand `guard let valueText else`) holds a reference to that view, so what code sets
/// on it is set on the view (https://docs.swift.org/swift-book/documentation/the-swift-programming-language/classesandstructures/#Classes-Are-Reference-Types),
/// as Vocable's keyboard cells set their label's font and KeePassium's field cells turn on
/// `adjustsFontForContentSizeCategory`
/// (https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory).
/// A binding of outlets alone never fails once the view has loaded, so it is no condition; a
/// binding of anything else is. A `var`, which may be given another view, and a local bound to
/// anything else (a new label, a property of a view) stand for no view of the class.
@Suite struct BoundViewsFactTests {
    static let source = """
        final class KeyCell: UICollectionViewCell {
            @IBOutlet private var textLabel: UILabel!
            @IBOutlet private var detailLabel: UILabel!
            @IBOutlet private var valueText: UITextView!
            @IBOutlet private var noteLabel: UILabel!

            override func awakeFromNib() {
                super.awakeFromNib()
                let detail = detailLabel!
                detail.font = .preferredFont(forTextStyle: .footnote)
                detail.adjustsFontForContentSizeCategory = true
                let made = UILabel()
                made.font = .systemFont(ofSize: 12)
                let words = noteLabel.text
                if let label = self.noteLabel {
                    label.adjustsFontForContentSizeCategory = true
                }
                setUp(valueText: valueText)
                guard let textLabel = textLabel else { return }
                textLabel.font = .systemFont(ofSize: 22, weight: .bold)
                guard let note = model?.note else { return }
                noteLabel.text = note
            }

            private func setUp(valueText: UITextView?) {
                guard let valueText else { return }
                valueText.adjustsFontForContentSizeCategory = true
                var other = detailLabel!
                other = noteLabel
                other.isHidden = true
            }
        }
        """

    static let facts = SwiftFixture.read([(SwiftFixture.path, source)])

    @Test func aLocalLetBoundToAnOutletSetsTheOutlet() {
        #expect(Self.facts.values(of: .member("detailLabel"), in: "KeyCell") == [
            .font: SwiftFixture.fact(10, 9, .member("detailLabel"), .font, .font(CodeFont(textStyle: .footnote))),
            .adjustsFontForContentSizeCategory: SwiftFixture.fact(11, 9, .member("detailLabel"), .adjustsFontForContentSizeCategory, .flag(true)),
        ])
    }

    /// A binding of an outlet does not fail once the view has loaded: what follows it (or the
    /// `if` body) runs as the code around it; a binding of anything else is a condition.
    @Test func anOptionalBindingOfAnOutletStandsForItAndIsNoCondition() {
        #expect(Self.facts.values(of: .member("noteLabel"), in: "KeyCell") == [
            .adjustsFontForContentSizeCategory: SwiftFixture.fact(16, 13, .member("noteLabel"), .adjustsFontForContentSizeCategory, .flag(true)),
            .text: SwiftFixture.fact(22, 9, .member("noteLabel"), .text, FactWalker.dependsOnCondition),
        ])
        #expect(Self.facts.values(of: .member("textLabel"), in: "KeyCell") == [
            .font: SwiftFixture.fact(20, 9, .member("textLabel"), .font, .font(CodeFont(size: 22, weight: .bold))),
        ])
    }

    @Test func theShorthandBindingOfAParameterStandsForTheOutletPassed() {
        #expect(Self.facts.values(of: .member("valueText"), in: "KeyCell") == [
            .adjustsFontForContentSizeCategory: SwiftFixture.fact(27, 9, .member("valueText"), .adjustsFontForContentSizeCategory, .flag(true)),
        ])
    }

    /// A `var` may be given another view before code sets something on it (`other.isHidden`):
    /// it stands for none, and neither outlet is hidden.
    @Test func aLocalBoundToAnythingElseStandsForNoView() {
        #expect(Self.facts.values(of: .member("made"), in: "KeyCell").isEmpty)
        #expect(Self.facts.values(of: .member("words"), in: "KeyCell").isEmpty)
        #expect(Self.facts.values(of: .member("text"), in: "KeyCell").isEmpty)
    }
}
