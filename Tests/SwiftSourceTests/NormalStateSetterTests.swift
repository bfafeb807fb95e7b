import Testing
@testable import SwiftSource

/// `UIControl.State` is an option set whose `normal` is 0
/// (https://developer.apple.com/documentation/uikit/uicontrol/state/normal), so a button setter
/// given `for: []` or `for: [.normal]` sets the normal state's title, image or colour, the one
/// VoiceOver reads at rest, as `for: .normal` does. Before, `self.setAttributedTitle(x, for: [])`
/// in an app's UIButton extension was not read, and two buttons kept the file's equal titles
/// (a11y-duplicate-label on ivpn/ios-app's plan buttons).
@Suite struct NormalStateSetterTests {
    private typealias F = SwiftFixture

    @Test func anEmptyOrNormalOnlyStateSetIsTheNormalState() {
        let source = """
            class PlanViewController: UIViewController {
                @IBOutlet var standard: UIButton!
                @IBOutlet var pro: UIButton!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    standard.setTitle("Standard", for: [])
                    pro.setTitle("Pro", for: [.normal])
                    pro.setAttributedTitle(proTitle, for: UIControl.State.normal)
                    standard.setTitle("Chosen", for: [.normal, .selected])
                    pro.setTitle("Pressed", for: [.highlighted])
                }
            }
            """
        #expect(F.facts(of: "PlanViewController", in: source)?.facts.map { "\($0.location.line):\($0.location.column) \($0.subject) \($0.property) \($0.value)" } == [
            "6:9 standard title text(\"Standard\")",
            "7:9 pro title text(\"Pro\")",
            "8:9 pro title unknown(\"proTitle\")",
            "8:9 pro font unknown(\"proTitle\")",
            "8:9 pro textColor unknown(\"proTitle\")",
        ])
    }

    /// A state the syntax does not settle may be the normal one: the title it sets is unknown, not
    /// the file's (DesignerNewsApp's vote buttons keep their placeholder title otherwise).
    @Test func aStateCodeDecidesMayBeTheNormalState() {
        let source = """
            class CommentCell: UITableViewCell {
                @IBOutlet var upvoteButton: UIButton!
                func configure(votes: Int, state: UIControl.State) {
                    upvoteButton.setTitle(String(votes), for: state)
                }
                override func awakeFromNib() {
                    super.awakeFromNib()
                    upvoteButton.setTitleColor(.label, for: currentState)
                }
            }
            """
        #expect(F.facts(of: "CommentCell", in: source)?.facts.map { "\($0.location.line):\($0.location.column) \($0.subject) \($0.property) \($0.value)" } == [
            "8:9 upvoteButton textColor unknown(\"for a state code decides: currentState\")",
            "4:9 upvoteButton title unknown(\"set in configure(), which runs when it is called\")",
        ])
    }

    /// Swift 2 and 3 spell the same setters `setTitle(_:forState:)`, the state
    /// `UIControlState.Normal` (Swift 2), `UIControlState.normal` and `UIControlState()` (the
    /// empty option set the Swift 3 migrator wrote): the normal state
    /// (https://developer.apple.com/documentation/uikit/uicontrol/state/normal). Before, they were
    /// not read, and DesignerNewsApp's vote buttons kept the storyboard's placeholder title "8",
    /// which a11y-duplicate-label compared.
    @Test func swiftTwoAndThreeSpellingsAreTheNormalState() {
        let source = """
            class StoryTableViewCell: UITableViewCell {
                @IBOutlet var upvoteButton: UIButton!
                @IBOutlet var commentButton: UIButton!
                @IBOutlet var modeControl: UISegmentedControl!
                override func awakeFromNib() {
                    super.awakeFromNib()
                    upvoteButton.setTitle("Upvote", forState: UIControlState.Normal)
                    self.commentButton.setImage(UIImage(named: "comment"), forState: .Normal)
                    commentButton.setAttributedTitle(title, forState: UIControlState.normal)
                    upvoteButton.setTitleColor(.white, for: UIControlState())
                    upvoteButton.setTitle("Voted", forState: UIControlState.Selected)
                    modeControl.setTitle("Top", forSegmentAtIndex: 0)
                }
            }
            """
        #expect(F.facts(of: "StoryTableViewCell", in: source)?.facts.map { "\($0.location.line):\($0.location.column) \($0.subject) \($0.property) \($0.value)" } == [
            "7:9 upvoteButton title text(\"Upvote\")",
            "8:9 commentButton image text(\"comment\")",
            "9:9 commentButton title unknown(\"title\")",
            "9:9 commentButton font unknown(\"title\")",
            "9:9 commentButton textColor unknown(\"title\")",
            "10:9 upvoteButton textColor color(Hierarchy.ColorValue.system(Hierarchy.SystemColor.white))",
            "12:9 modeControl segments unknown(\"modeControl.setTitle(\\\"Top\\\", forSegmentAtIndex: 0)\")",
        ])
    }
}
