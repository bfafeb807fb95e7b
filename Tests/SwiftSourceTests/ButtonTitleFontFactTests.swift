import A11yCore
import Hierarchy
import Testing
@testable import SwiftSource

/// What code sets on a button's title label is its title's font: UIButton draws its title in
/// `titleLabel` (https://developer.apple.com/documentation/uikit/uibutton/titlelabel), so
/// `playButton.titleLabel?.font`, `titleLabel?.adjustsFontForContentSizeCategory` in a UIButton
/// subclass and an app's UILabel extension method called on the title label set the button's
/// `font` and `adjustsFontForContentSizeCategory`; the label's text colour is not the title's
/// (UIButton sets it from `setTitleColor(_:for:)`). A button given a configuration draws its title
/// in the configuration's font and colour
/// (https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct), which
/// the syntax does not settle: unknown. A `UILabel` outlet's `titleLabel` name is no button's.
@Suite struct ButtonTitleFontFactTests {
    static let source = """
        import UIKit

        extension UILabel {
            func applyHeadlineStyle() {
                font = .preferredFont(forTextStyle: .headline)
                adjustsFontForContentSizeCategory = true
                textColor = .red
            }
        }

        class PillButton: UIButton {
            override func awakeFromNib() {
                super.awakeFromNib()
                titleLabel?.font = .systemFont(ofSize: 13)
                self.titleLabel?.adjustsFontForContentSizeCategory = false
            }
        }

        final class CapsuleButton: PillButton {
            override func awakeFromNib() {
                super.awakeFromNib()
                configuration?.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { $0 }
            }
        }

        final class PlayerView: UIView {
            @IBOutlet weak var playButton: UIButton!
            @IBOutlet weak var shareButton: PillButton!
            @IBOutlet weak var buyButton: UIButton!
            @IBOutlet weak var plainButton: UIButton!
            @IBOutlet weak var titleLabel: UILabel!

            override func awakeFromNib() {
                super.awakeFromNib()
                playButton.titleLabel?.font = .preferredFont(forTextStyle: .body)
                playButton.titleLabel?.adjustsFontForContentSizeCategory = true
                shareButton.titleLabel?.applyHeadlineStyle()
                buyButton.configuration = .filled()
                plainButton.configuration = nil
                titleLabel?.font = .systemFont(ofSize: 20)
            }
        }
        """

    static let facts = SwiftFixture.read([(SwiftFixture.path, source)])

    @Test func aButtonSubclassSetsItsOwnTitleFontThroughItsTitleLabel() {
        #expect(Self.facts.values(of: .this, in: "PillButton") == [
            .font: SwiftFixture.fact(14, 9, .this, .font, .font(CodeFont(size: 13))),
            .adjustsFontForContentSizeCategory: SwiftFixture.fact(15, 9, .this, .adjustsFontForContentSizeCategory, .flag(false)),
        ])
        #expect(Self.facts.values(of: .member("titleLabel"), in: "PillButton").isEmpty)
    }

    @Test func aConfigurationLeavesTheTitleFontAndColourUnknown() {
        let configured = CodeValue.unknown("a configuration: UIConfigurationTextAttributesTransformer { $0 }")
        #expect(Self.facts.values(of: .this, in: "CapsuleButton") == [
            .font: SwiftFixture.fact(22, 9, .this, .font, configured),
            .adjustsFontForContentSizeCategory: SwiftFixture.fact(15, 9, .this, .adjustsFontForContentSizeCategory, .flag(false)),
            .textColor: SwiftFixture.fact(22, 9, .this, .textColor, configured),
        ])
    }

    @Test func anOutletButtonsTitleLabelSetsTheButtonsFont() {
        #expect(Self.facts.values(of: .member("playButton"), in: "PlayerView") == [
            .font: SwiftFixture.fact(35, 9, .member("playButton"), .font, .font(CodeFont(textStyle: .body))),
            .adjustsFontForContentSizeCategory: SwiftFixture.fact(36, 9, .member("playButton"), .adjustsFontForContentSizeCategory, .flag(true)),
        ])
        let configured = CodeValue.unknown("a configuration: .filled()")
        // A whole configuration also makes what the button shows unknown (ButtonConfigurationFactTests).
        #expect(Self.facts.values(of: .member("buyButton"), in: "PlayerView") == [
            .font: SwiftFixture.fact(38, 9, .member("buyButton"), .font, configured),
            .textColor: SwiftFixture.fact(38, 9, .member("buyButton"), .textColor, configured),
            .title: SwiftFixture.fact(38, 9, .member("buyButton"), .title, configured),
            .image: SwiftFixture.fact(38, 9, .member("buyButton"), .image, configured),
            .frame: SwiftFixture.fact(38, 9, .member("buyButton"), .frame, configured),
        ])
        // `configuration = nil`: the button's own font and colours again.
        #expect(Self.facts.values(of: .member("plainButton"), in: "PlayerView").isEmpty)
        // A label outlet named `titleLabel` is that label.
        #expect(Self.facts.values(of: .member("titleLabel"), in: "PlayerView") == [
            .font: SwiftFixture.fact(40, 9, .member("titleLabel"), .font, .font(CodeFont(size: 20))),
        ])
    }

    /// A local bound to the subclass's own title label stands for it (``FactWalker/boundViews(_:to:scope:)``):
    /// Corona-Warn-App's `DynamicTypeButton` scales its title through `guard let titleLabel =
    /// self.titleLabel`. The title label is no outlet UIKit sets before `awakeFromNib()` (it is
    /// optional), so what follows its binding, like what follows a guard on the instance's state
    /// (`rawFont.textStyle`), may not run: the button's title font is unknown, and no rule judges
    /// it, where before its storyboard font was judged as never adjusting.
    @Test func aLocalBoundToTheTitleLabelSetsTheTitleFont() {
        let source = """
            class DynamicTypeButton: UIButton {
                override func awakeFromNib() {
                    super.awakeFromNib()
                    guard let label = self.titleLabel else { return }
                    label.adjustsFontForContentSizeCategory = true
                    guard let titleLabel = self.titleLabel, let style = rawFont.textStyle else { return }
                    titleLabel.font = UIFontMetrics(forTextStyle: style).scaledFont(for: rawFont)
                }
            }
            """
        let facts = SwiftFixture.read([(SwiftFixture.path, source)])
        #expect(facts.values(of: .this, in: "DynamicTypeButton") == [
            .adjustsFontForContentSizeCategory: SwiftFixture.fact(5, 9, .this, .adjustsFontForContentSizeCategory, FactWalker.dependsOnCondition),
            .font: SwiftFixture.fact(7, 9, .this, .font, FactWalker.dependsOnCondition),
        ])
    }

    @Test func aLabelExtensionMethodCalledOnTheTitleLabelSetsOnlyTheTitleFont() {
        #expect(Self.facts.values(of: .member("shareButton"), in: "PlayerView") == [
            .font: SwiftFixture.fact(5, 9, .member("shareButton"), .font, .font(CodeFont(textStyle: .headline))),
            .adjustsFontForContentSizeCategory: SwiftFixture.fact(6, 9, .member("shareButton"), .adjustsFontForContentSizeCategory, .flag(true)),
        ])
    }
}
