import A11yCore
import Hierarchy
import Testing
@testable import SwiftSource

/// A loop over outlets the code lists (`for button in [leftButton, rightButton]`, also with
/// `.compactMap { $0 }`, or through a local bound to the list) runs its body for each of them, so
/// what the body sets on the loop's name it sets on each, as Simplenote styles its rating buttons.
/// A loop over anything else sets nothing on them, and what it sets on the instance depends on
/// whether it runs at all.
@Suite struct LoopedViewsFactTests {
    static let source = """
        final class RatingsView: UIView {
            @IBOutlet private var leftButton: UIButton!
            @IBOutlet private var rightButton: UIButton!
            @IBOutlet private var doneButton: UIButton!
            @IBOutlet private var messageLabel: UILabel!

            override func awakeFromNib() {
                super.awakeFromNib()
                let buttons = [leftButton, rightButton].compactMap { $0 }
                for button in buttons {
                    button.titleLabel?.font = .preferredFont(forTextStyle: .subheadline)
                    button.setTitleColor(brandTint, for: .normal)
                }
                for view in [doneButton, messageLabel].compactMap({ $0 }) {
                    view.isHidden = false
                }
                for button in others {
                    button.isHidden = true
                    isHidden = true
                }
            }
        }
        """

    static let facts = SwiftFixture.read([(SwiftFixture.path, source)])

    @Test func whatTheBodySetsReachesEachListedOutlet() {
        for name in ["leftButton", "rightButton"] {
            let values = Self.facts.values(of: .member(name), in: "RatingsView")
            #expect(values[.font] == SwiftFixture.fact(11, 13, .member(name), .font, .font(CodeFont(textStyle: .subheadline))))
            #expect(values[.textColor].map { "\($0.location.line):\($0.location.column) \($0.value.isUnknown)" } == "12:13 true")
        }
        for name in ["doneButton", "messageLabel"] {
            #expect(Self.facts.values(of: .member(name), in: "RatingsView") == [
                .isHidden: SwiftFixture.fact(15, 13, .member(name), .isHidden, .flag(false)),
            ])
        }
    }

    @Test func aLoopOverAnythingElseSetsNothingOnTheOutletsAndOnlyMaySetTheInstance() {
        #expect(Self.facts.values(of: .member("others"), in: "RatingsView").isEmpty)
        #expect(Self.facts.values(of: .this, in: "RatingsView") == [
            .isHidden: SwiftFixture.fact(19, 13, .this, .isHidden, FactWalker.dependsOnCondition),
        ])
    }
}
