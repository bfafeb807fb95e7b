import Hierarchy
import Testing
@testable import SwiftSource

/// Accessibility set in code on outlets and on the instance itself (code-facts shapes: "accessibility
/// on an outlet", "order", "custom view classes"). UIKit's properties:
/// https://developer.apple.com/documentation/uikit/uiaccessibility-protocol
@Suite struct AccessibilityFactTests {
    private typealias F = SwiftFixture

    @Test func aLiteralLabelOnAnOutletIsItsValueAtTheAssignment() {
        let source = """
            class PlayerViewController: UIViewController {
                @IBOutlet weak var playButton: UIButton!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    playButton.accessibilityLabel = "Play"
                    self.playButton.accessibilityHint = "Plays the episode."
                    playButton?.accessibilityValue = nil
                }
            }
            """
        #expect(F.facts(of: "PlayerViewController", in: source)?.facts == [
            F.fact(5, 9, .member("playButton"), .accessibilityLabel, .text("Play")),
            F.fact(6, 9, .member("playButton"), .accessibilityHint, .text("Plays the episode.")),
            F.fact(7, 9, .member("playButton"), .accessibilityValue, .none),
        ])
    }

    @Test func aLocalizedLabelKeepsItsKey() {
        let source = """
            class PlayerViewController: UIViewController {
                @IBOutlet weak var playButton: UIButton!
                override func viewDidLoad() {
                    playButton.accessibilityLabel = NSLocalizedString("player.play", comment: "")
                    playButton.accessibilityHint = String(localized: "player.play.hint")
                }
            }
            """
        #expect(F.facts(of: "PlayerViewController", in: source)?.facts == [
            F.fact(4, 9, .member("playButton"), .accessibilityLabel, .localized(key: "player.play")),
            F.fact(5, 9, .member("playButton"), .accessibilityHint, .localized(key: "player.play.hint")),
        ])
    }

    @Test func aValueTheSyntaxDoesNotSettleIsUnknownNeverADefault() {
        let source = """
            class EpisodeCell: UITableViewCell {
                @IBOutlet weak var titleLabel: UILabel!
                override func awakeFromNib() {
                    titleLabel.accessibilityLabel = episode.title
                    titleLabel.accessibilityHint = "Plays \\(name)."
                    titleLabel.accessibilityValue = formatter.string(from: duration)
                    isAccessibilityElement = isEnabledByServer
                }
            }
            """
        #expect(F.facts(of: "EpisodeCell", in: source)?.facts == [
            F.fact(4, 9, .member("titleLabel"), .accessibilityLabel, .unknown("episode.title")),
            F.fact(5, 9, .member("titleLabel"), .accessibilityHint, .unknown(#""Plays \(name).""#)),
            F.fact(6, 9, .member("titleLabel"), .accessibilityValue, .unknown("formatter.string(from: duration)")),
            F.fact(7, 9, .this, .isAccessibilityElement, .unknown("isEnabledByServer")),
        ])
    }

    @Test func anAssignmentUnderAConditionOnStateDependsOnIt() {
        let source = """
            class ProfileViewController: UIViewController {
                @IBOutlet weak var badge: UIImageView!
                override func viewDidLoad() {
                    badge.accessibilityLabel = "Member"
                    if user.isPremium {
                        badge.accessibilityLabel = "Premium member"
                    }
                    guard let plan else { return }
                    badge.isAccessibilityElement = true
                }
            }
            """
        #expect(F.facts(of: "ProfileViewController", in: source)?.facts == [
            F.fact(4, 9, .member("badge"), .accessibilityLabel, .text("Member")),
            F.fact(6, 13, .member("badge"), .accessibilityLabel, .unknown("depends on a condition")),
            F.fact(9, 9, .member("badge"), .isAccessibilityElement, .unknown("depends on a condition")),
        ])
    }

    @Test func traitsAreReplacedByAssignmentAndChangedByInsertAndRemove() {
        let source = """
            class SectionHeader: UIView {
                @IBOutlet weak var titleLabel: UILabel!
                @IBOutlet weak var moreButton: UIButton!
                @IBOutlet weak var filterButton: UIButton!
                override func awakeFromNib() {
                    titleLabel.accessibilityTraits = .header
                    filterButton.accessibilityTraits = [.button, .selected]
                    moreButton.accessibilityTraits.insert(.link)
                    moreButton.accessibilityTraits.remove(.button)
                    accessibilityTraits = UIAccessibilityTraits.none
                    accessibilityTraits.formUnion([.summaryElement, .toggleButton])
                }
            }
            """
        #expect(F.facts(of: "SectionHeader", in: source)?.facts == [
            F.fact(6, 9, .member("titleLabel"), .accessibilityTraits, .traits([.header])),
            F.fact(7, 9, .member("filterButton"), .accessibilityTraits, .traits([.button, .selected])),
            F.fact(8, 9, .member("moreButton"), .accessibilityTraits, .addedTraits([.link])),
            F.fact(9, 9, .member("moreButton"), .accessibilityTraits, .removedTraits([.button])),
            F.fact(10, 9, .this, .accessibilityTraits, .traits([])),
            F.fact(11, 9, .this, .accessibilityTraits, .addedTraits([.summaryElement, .switch])),
        ])
    }

    @Test func aTraitUIKitDoesNotNameIsUnknown() {
        let source = """
            class Tile: UIView {
                override func awakeFromNib() {
                    accessibilityTraits = .brandHighlight
                    accessibilityTraits.insert(customTraits)
                }
            }
            """
        #expect(F.facts(of: "Tile", in: source)?.facts == [
            F.fact(3, 9, .this, .accessibilityTraits, .unknown(".brandHighlight")),
            F.fact(4, 9, .this, .accessibilityTraits, .unknown("accessibilityTraits.insert(customTraits)")),
        ])
    }

    @Test func flagsHidingModalityAndGroupingAreRead() {
        let source = """
            class PlayerView: UIView {
                @IBOutlet weak var artwork: UIImageView!
                @IBOutlet weak var overlay: UIView!
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    artwork.isAccessibilityElement = false
                    overlay.accessibilityElementsHidden = true
                    accessibilityViewIsModal = true
                    shouldGroupAccessibilityChildren = true
                }
            }
            """
        #expect(F.facts(of: "PlayerView", in: source)?.facts == [
            F.fact(6, 9, .member("artwork"), .isAccessibilityElement, .flag(false)),
            F.fact(7, 9, .member("overlay"), .accessibilityElementsHidden, .flag(true)),
            F.fact(8, 9, .this, .accessibilityViewIsModal, .flag(true)),
            F.fact(9, 9, .this, .shouldGroupAccessibilityChildren, .flag(true)),
        ])
    }

    @Test func accessibilityElementsGiveTheOrderByName() {
        let source = """
            class SummaryViewController: UIViewController {
                @IBOutlet weak var total: UILabel!
                @IBOutlet weak var pay: UIButton!
                @IBOutlet weak var card: UIView!
                override func viewDidLoad() {
                    view.accessibilityElements = [total, self.pay, card!]
                    card.accessibilityElements = makeElements()
                }
            }
            """
        #expect(F.facts(of: "SummaryViewController", in: source)?.facts == [
            F.fact(6, 9, .member("view"), .accessibilityElements, .elements(["total", "pay", "card"])),
            F.fact(7, 9, .member("card"), .accessibilityElements, .unknown("makeElements()")),
        ])
    }

    @Test func anOverriddenAccessibilityGetterIsAFactAboutTheClass() {
        let source = """
            class RatingView: UIView {
                override var accessibilityLabel: String? {
                    get { "Rating" }
                    set {}
                }
                override var accessibilityValue: String? {
                    get { "\\(stars) stars" }
                    set {}
                }
                override var isAccessibilityElement: Bool { get { true } set {} }
                override var accessibilityTraits: UIAccessibilityTraits { get { .adjustable } set {} }
            }
            """
        #expect(F.facts(of: "RatingView", in: source)?.facts == [
            F.fact(2, 18, .this, .accessibilityLabel, .text("Rating")),
            F.fact(6, 18, .this, .accessibilityValue, .unknown(#""\(stars) stars""#)),
            F.fact(10, 18, .this, .isAccessibilityElement, .flag(true)),
            F.fact(11, 18, .this, .accessibilityTraits, .traits([.adjustable])),
        ])
    }
}
