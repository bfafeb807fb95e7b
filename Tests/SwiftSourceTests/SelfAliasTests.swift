import A11yCore
import Hierarchy
import Testing
@testable import SwiftSource

/// A closure that captures `self` weakly gets it back under another name (`guard let strongSelf =
/// self`, `if let this = self`, `let strongSelf = self`:
/// https://docs.swift.org/swift-book/documentation/the-swift-programming-language/automaticreferencecounting/#Resolving-Strong-Reference-Cycles-for-Closures):
/// what it sets through that name it sets on the instance and its outlets (GitHawk's settings,
/// whose API status label's colour a request's completion sets; pocket-casts writes it in 40
/// files). A closure runs later, so what it sets is unknown.
@Suite struct SelfAliasTests {
    private typealias F = SwiftFixture

    @Test func whatAClosureSetsThroughANameForSelfIsSetOnTheInstance() {
        let source = """
            class SettingsViewController: UITableViewController {
                @IBOutlet weak var apiStatusLabel: UILabel!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    client.send { [weak self] result in
                        guard let strongSelf = self else { return }
                        strongSelf.apiStatusLabel.textColor = result.color
                        strongSelf.title = "Settings"
                        strongSelf.styleStatus()
                    }
                    client.poll { [weak self] in
                        if let this = self { this.apiStatusLabel.accessibilityLabel = "Status" }
                    }
                }
                private func styleStatus() {
                    apiStatusLabel.font = .preferredFont(forTextStyle: .footnote)
                }
            }
            """
        let later = FactWalker.dependsOnCondition
        #expect(F.facts(of: "SettingsViewController", in: source)?.facts == [
            F.fact(7, 13, .member("apiStatusLabel"), .textColor, later),
            F.fact(8, 13, .this, .title, later),
            F.fact(16, 9, .member("apiStatusLabel"), .font, later),
            F.fact(12, 34, .member("apiStatusLabel"), .accessibilityLabel, later),
        ])
    }

    /// Only a name bound to `self` stands for it; outside a closure what it sets is known.
    @Test func onlyANameBoundToSelfStandsForIt() {
        let source = """
            class SettingsViewController: UITableViewController {
                @IBOutlet weak var apiStatusLabel: UILabel!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let strongSelf = other
                    strongSelf.apiStatusLabel.textColor = .red
                    let this: SettingsViewController? = self
                    this?.title = "Settings"
                }
            }
            """
        #expect(F.facts(of: "SettingsViewController", in: source)?.facts == [
            F.fact(8, 9, .this, .title, .text("Settings")),
        ])
    }
}
