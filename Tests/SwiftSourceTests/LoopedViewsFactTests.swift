import A11yCore
import Hierarchy
import Testing
@testable import SwiftSource

/// A loop over outlets the code lists (`for button in [leftButton, rightButton]`, also with
/// `.compactMap { $0 }`, or through a local bound to the list) sets what its body sets on the loop's name on each of them, as unknown
/// (a loop's body: it depends on a condition). A loop over anything else sets nothing on them.
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
                    button.setTitleColor(.simplenoteTint, for: .normal)
                }
                for view in [doneButton, messageLabel].compactMap({ $0 }) {
                    view.isHidden = false
                }
                for button in others {
                    button.setTitleColor(.red, for: .normal)
                }
            }
        }
        """

    static let facts = SwiftFixture.read([(SwiftFixture.path, source)])

    @Test func whatTheBodySetsReachesEachListedOutlet() {
        for name in ["leftButton", "rightButton"] {
            #expect(Self.facts.values(of: .member(name), in: "RatingsView") == [
                .textColor: SwiftFixture.fact(11, 13, .member(name), .textColor, FactWalker.dependsOnCondition),
            ])
        }
        for name in ["doneButton", "messageLabel"] {
            #expect(Self.facts.values(of: .member(name), in: "RatingsView") == [
                .isHidden: SwiftFixture.fact(14, 13, .member(name), .isHidden, FactWalker.dependsOnCondition),
            ])
        }
    }

    @Test func aLoopOverAnythingElseSetsNothingOnTheOutlets() {
        #expect(Self.facts.values(of: .member("others"), in: "RatingsView").isEmpty)
    }
}
