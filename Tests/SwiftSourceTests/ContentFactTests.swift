import Hierarchy
import Testing
@testable import SwiftSource

/// What is shown and spoken, and Dynamic Type, set in code (code-facts shapes: "content on an
/// outlet", "custom view classes"). UIKit: https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:),
/// https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:),
/// https://developer.apple.com/documentation/uikit/uifontmetrics
@Suite struct ContentFactTests {
    private typealias F = SwiftFixture

    @Test func textTitlesPlaceholdersAndStateAreRead() {
        let source = """
            class LoginViewController: UIViewController {
                @IBOutlet weak var heading: UILabel!
                @IBOutlet weak var signIn: UIButton!
                @IBOutlet weak var email: UITextField!
                override func viewDidLoad() {
                    title = "Sign In"
                    navigationItem.title = "Welcome"
                    heading.text = "Welcome back"
                    signIn.setTitle("Sign in", for: .normal)
                    signIn.setTitle("Signing in", for: .highlighted)
                    email.placeholder = "Email"
                    signIn.isEnabled = false
                    heading.isHidden = true
                }
            }
            """
        #expect(F.facts(of: "LoginViewController", in: source)?.facts == [
            F.fact(6, 9, .this, .title, .text("Sign In")),
            F.fact(7, 9, .this, .navigationItemTitle, .text("Welcome")),
            F.fact(8, 9, .member("heading"), .text, .text("Welcome back")),
            F.fact(9, 9, .member("signIn"), .title, .text("Sign in")),
            F.fact(11, 9, .member("email"), .placeholder, .text("Email")),
            F.fact(12, 9, .member("signIn"), .isEnabled, .flag(false)),
            F.fact(13, 9, .member("heading"), .isHidden, .flag(true)),
        ])
    }

    /// A title view code makes replaces the navigation item's title: what it shows is unknown
    /// (https://developer.apple.com/documentation/uikit/uinavigationitem/titleview).
    @Test func aTitleViewMakesTheNavigationTitleUnknown() {
        let source = """
            class ProfileViewController: UIViewController {
                override func viewDidLoad() {
                    navigationItem.titleView = ProfileTitleView(user: user)
                }
            }
            """
        #expect(F.facts(of: "ProfileViewController", in: source)?.facts == [
            F.fact(3, 9, .this, .navigationItemTitle, .unknown("ProfileTitleView(user: user)")),
        ])
    }

    /// Inside a UIButton subclass, `setTitle(_:for:)` with `self` implied sets the instance's own title.
    @Test func aBareSetTitleInAButtonSubclassIsTheButtonsOwnTitle() {
        let source = """
            class NextButton: UIButton {
                override func awakeFromNib() {
                    super.awakeFromNib()
                    setTitle("Next", for: .normal)
                    self.setImage(UIImage(named: "chevron"), for: .normal)
                }
            }
            """
        #expect(F.facts(of: "NextButton", in: source)?.facts.map { "\($0.location.line):\($0.location.column) \($0.subject) \($0.property)" } == [
            "4:9 self title", "5:9 self image",
        ])
        #expect(F.facts(of: "NextButton", in: source)?.facts.first?.value == .text("Next"))
    }

    /// An attributed string sets the same text as the plain property, to a value the syntax does not
    /// settle; an attributed text or title also replaces the view's font with its own attributes
    /// (UILabel's `attributedText` "updates the values in the font, textColor, and other
    /// style-related properties"), so the font is unknown too; a placeholder's style is the
    /// placeholder's only. UIKit: https://developer.apple.com/documentation/uikit/uilabel/attributedtext,
    /// https://developer.apple.com/documentation/uikit/uitextfield/attributedplaceholder,
    /// https://developer.apple.com/documentation/uikit/uibutton/setattributedtitle(_:for:)
    @Test func attributedTextPlaceholdersAndTitlesAreTheirPlainTwinsSetToUnknownValues() {
        let source = """
            class PasswordCell: UITableViewCell {
                @IBOutlet weak var field: UITextField!
                @IBOutlet weak var caption: UILabel!
                @IBOutlet weak var reveal: UIButton!
                override func awakeFromNib() {
                    field.attributedText = styled(password)
                    field.attributedPlaceholder = NSAttributedString(string: "Password")
                    caption.attributedText = nil
                    reveal.setAttributedTitle(revealTitle, for: .normal)
                    reveal.setAttributedTitle(hideTitle, for: .selected)
                }
            }
            """
        #expect(F.facts(of: "PasswordCell", in: source)?.facts == [
            F.fact(6, 9, .member("field"), .text, .unknown("styled(password)")),
            F.fact(6, 9, .member("field"), .font, .unknown("styled(password)")),
            F.fact(6, 9, .member("field"), .textColor, .unknown("styled(password)")),
            F.fact(7, 9, .member("field"), .placeholder, .unknown(#"NSAttributedString(string: "Password")"#)),
            F.fact(8, 9, .member("caption"), .text, .none),
            F.fact(9, 9, .member("reveal"), .title, .unknown("revealTitle")),
            F.fact(9, 9, .member("reveal"), .font, .unknown("revealTitle")),
            F.fact(9, 9, .member("reveal"), .textColor, .unknown("revealTitle")),
        ])
    }

    @Test func fontsAreTextStylesScaledFontsOrFixedSizes() {
        let source = """
            class ArticleCell: UITableViewCell {
                @IBOutlet weak var headline: UILabel!
                @IBOutlet weak var body: UILabel!
                @IBOutlet weak var byline: UILabel!
                @IBOutlet weak var badge: UILabel!
                @IBOutlet weak var footer: UILabel!
                override func awakeFromNib() {
                    headline.font = .preferredFont(forTextStyle: .headline)
                    body.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont(name: "Georgia", size: 17)!)
                    byline.font = UIFontMetrics.default.scaledFont(for: brandFont)
                    badge.font = .systemFont(ofSize: 11, weight: .semibold)
                    footer.font = brandFont
                    headline.adjustsFontForContentSizeCategory = true
                }
            }
            """
        #expect(F.facts(of: "ArticleCell", in: source)?.facts == [
            F.fact(8, 9, .member("headline"), .font, .font(CodeFont(textStyle: .headline))),
            F.fact(9, 9, .member("body"), .font, .font(CodeFont(textStyle: .body, scaled: true, size: 17))),
            F.fact(10, 9, .member("byline"), .font, .font(CodeFont(textStyle: .body, scaled: true))),
            F.fact(11, 9, .member("badge"), .font, .font(CodeFont(size: 11, weight: .semibold))),
            F.fact(12, 9, .member("footer"), .font, .unknown("brandFont")),
            F.fact(13, 9, .member("headline"), .adjustsFontForContentSizeCategory, .flag(true)),
        ])
    }

    @Test func aCustomLabelClassTurningOnDynamicTypeIsAFactAboutItself() {
        let source = """
            class BrandLabel: UILabel {
                override func awakeFromNib() {
                    super.awakeFromNib()
                    font = UIFont.preferredFont(forTextStyle: .body)
                    self.adjustsFontForContentSizeCategory = true
                }
            }
            """
        #expect(F.facts(of: "BrandLabel", in: source)?.facts == [
            F.fact(4, 9, .this, .font, .font(CodeFont(textStyle: .body))),
            F.fact(5, 9, .this, .adjustsFontForContentSizeCategory, .flag(true)),
        ])
    }

    @Test func methodsOfTheClassCalledFromAnEntryPointAreReadWhereCalled() {
        let source = """
            class SettingsViewController: UIViewController {
                @IBOutlet weak var header: UILabel!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    setUpAccessibility()
                    header.text = "Settings"
                }
                private func setUpAccessibility() {
                    header.accessibilityTraits = .header
                    self.configure(title: "Ignored")
                }
                func configure(title: String) {
                    header.accessibilityLabel = title
                    setUpAccessibility()
                }
            }
            """
        #expect(F.facts(of: "SettingsViewController", in: source)?.facts == [
            F.fact(9, 9, .member("header"), .accessibilityTraits, .traits([.header])),
            F.fact(13, 9, .member("header"), .accessibilityLabel, .unknown("title")),
            F.fact(6, 9, .member("header"), .text, .text("Settings")),
        ])
    }

    /// `viewWillAppear(_:)` and `viewDidAppear(_:)` run before VoiceOver moves to the screen, after
    /// `viewDidLoad`: what they set is known, their parameter a local.
    /// UIKit: https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)
    @Test func appearanceMethodsAreEntryMethodsAfterViewDidLoad() {
        let source = """
            class InboxViewController: UIViewController {
                @IBOutlet weak var banner: UILabel!
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    banner.isHidden = animated
                }
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    title = "Inbox"
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Loading"
                }
            }
            """
        #expect(F.facts(of: "InboxViewController", in: source)?.facts == [
            F.fact(13, 9, .this, .title, .text("Loading")),
            F.fact(9, 9, .this, .title, .text("Inbox")),
            F.fact(5, 9, .member("banner"), .isHidden, .unknown("animated")),
        ])
    }

    /// A method no entry method calls runs when something else calls it: a table view
    /// configuring a cell (`configure(with:)` from `tableView(_:cellForRowAt:)`), an action, a
    /// delegate callback. What it sets, literal or not, is unknown after it runs, and it is read
    /// after the entry methods, in the order the methods are written (a method it calls is read
    /// once).
    @Test func methodsNoEntryMethodCallsSetUnknownValuesAfterTheEntryMethods() {
        let source = """
            class EntryCell: UITableViewCell {
                @IBOutlet weak var titleLabel: UILabel!
                @IBOutlet weak var detailLabel: UILabel!
                func configure(with entry: Entry) {
                    titleLabel.text = entry.title
                    detailLabel.adjustsFontForContentSizeCategory = true
                    markRead()
                }
                private func markRead() {
                    accessibilityLabel = "Read"
                }
                override func awakeFromNib() {
                    super.awakeFromNib()
                    titleLabel.text = "Title"
                }
            }
            """
        let calledElsewhere = { (method: String) in CodeValue.unknown("set in \(method)(), which runs when it is called") }
        #expect(F.facts(of: "EntryCell", in: source)?.facts == [
            F.fact(14, 9, .member("titleLabel"), .text, .text("Title")),
            F.fact(5, 9, .member("titleLabel"), .text, calledElsewhere("configure")),
            F.fact(6, 9, .member("detailLabel"), .adjustsFontForContentSizeCategory, calledElsewhere("configure")),
            F.fact(10, 9, .this, .accessibilityLabel, calledElsewhere("configure")),
        ])
    }

    /// Overloads share a base name, and each is read: a `configure(with:)` that unpacks a model and
    /// calls the `configure(with:label:)` that sets the label (a menu button) is not taken to have
    /// read its overload already.
    @Test func everyOverloadOfAMethodCalledElsewhereIsRead() {
        let source = """
            class MenuButton: UIView {
                func configure(with entry: Entry) {
                    guard case .regular(let name) = entry else { return }
                    self.configure(with: entry.icon, label: name)
                }
                func configure(with icon: UIImage, label: String) {
                    accessibilityLabel = label
                }
            }
            """
        #expect(F.facts(of: "MenuButton", in: source)?.facts == [
            F.fact(7, 9, .this, .accessibilityLabel, .unknown("set in configure(), which runs when it is called")),
        ])
    }

    /// A property's observer or setter runs when something sets the property (a data source handing
    /// a cell its model: `cell.appIcon = icon`), not when the view loads, so what it sets is unknown,
    /// read after the methods; an outlet's `didSet` still runs when the file connects it. Swift:
    /// https://docs.swift.org/swift-book/documentation/the-swift-programming-language/properties/#Property-Observers
    @Test func propertyObserversAndSettersSetUnknownValuesWhenThePropertyIsSet() {
        let source = """
            class IconCell: UICollectionViewCell {
                @IBOutlet weak var imageView: UIImageView! {
                    didSet { imageView.accessibilityLabel = "Icon" }
                }
                var appIcon: AppIcon! {
                    didSet { accessibilityLabel = appIcon.name }
                }
                var caption: String? {
                    get { imageView.accessibilityHint }
                    set(text) { imageView.accessibilityHint = text }
                }
                static var shared: String = "" { willSet { accessibilityValue = newValue } }
            }
            """
        #expect(F.facts(of: "IconCell", in: source)?.facts == [
            F.fact(3, 18, .member("imageView"), .accessibilityLabel, .text("Icon")),
            F.fact(6, 18, .this, .accessibilityLabel, .unknown("set when appIcon is set")),
            F.fact(10, 21, .member("imageView"), .accessibilityHint, .unknown("set when caption is set")),
        ])
    }

    @Test func initializersOutletObserversAndEntryMethodsRunInUIKitsOrder() {
        let source = """
            class CounterView: UIView {
                @IBOutlet weak var count: UILabel! {
                    didSet { count.accessibilityLabel = "Count" }
                }
                override func layoutSubviews() {
                    count.isHidden = false
                }
                override func awakeFromNib() {
                    count.accessibilityHint = "Double-tap to reset."
                }
                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                    isAccessibilityElement = false
                }
            }
            """
        #expect(F.facts(of: "CounterView", in: source)?.facts == [
            F.fact(13, 9, .this, .isAccessibilityElement, .flag(false)),
            F.fact(3, 18, .member("count"), .accessibilityLabel, .text("Count")),
            F.fact(9, 9, .member("count"), .accessibilityHint, .text("Double-tap to reset.")),
            F.fact(6, 9, .member("count"), .isHidden, .flag(false)),
        ])
    }

    @Test func localVariablesClosuresAndLongerChainsAreNotTheClasssFacts() {
        let source = """
            class FeedViewController: UIViewController {
                @IBOutlet weak var status: UILabel!
                override func viewDidLoad() {
                    let label = UILabel()
                    label.accessibilityLabel = "Local"
                    status.layer.accessibilityLabel = "Layer"
                    UIView.animate(withDuration: 0.3) {
                        self.status.isHidden = true
                    }
                    for item in items { item.accessibilityLabel = "Item" }
                    status.text += "!"
                }
            }
            """
        #expect(F.facts(of: "FeedViewController", in: source)?.facts == [
            F.fact(8, 13, .member("status"), .isHidden, .unknown("depends on a condition")),
            F.fact(11, 9, .member("status"), .text, .unknown(#"status.text += "!""#)),
        ])
    }
}
