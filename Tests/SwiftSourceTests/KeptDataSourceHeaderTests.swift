import A11yCore
import Hierarchy
import Testing
@testable import A11yAnalyzer
@testable import SwiftSource

/// A table view controller that keeps its table's data source in an object of its own (a stored
/// property whose app class, or a superclass of it, answers
/// `tableView(_:titleForHeaderInSection:)`,
/// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforheaderinsection:))
/// shows the headers that object gives, which VoiceOver reads as headings: they are set in code,
/// unknown, and `a11y-no-heading` says nothing about the screen (habitica's equipment, skills and
/// shop screens). A kept object that gives no headers, a kept view controller, or a computed
/// property, changes nothing.
@Suite struct KeptDataSourceHeaderTests {
    static let swiftPath = "App/CookiesViewController.swift"
    static let dataSources = """
        class BaseDataSource<Model>: NSObject, UITableViewDataSource {
            weak var tableView: UITableView? { didSet { tableView?.dataSource = self } }
            func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                sections[section].title
            }
        }
        class CookieDataSource: BaseDataSource<Cookie> {}
        class CookieCache: NSObject {}
        class CrumbsViewController: UITableViewController {
            override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Crumbs" }
        }

        """

    static func swift(keeping properties: String) -> String {
        dataSources + """
            class CookiesViewController: UITableViewController {
                \(properties)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    dataSource?.tableView = tableView
                }
            }
            """
    }

    private func screen(keeping properties: String) throws -> Screen {
        try SwiftFixture.screen(storyboard: SectionHeaderJoinTests.storyboard, swift: (Self.swiftPath, Self.swift(keeping: properties)), joined: true)
    }

    private func noHeading(keeping properties: String) throws -> [String] {
        let screen = try screen(keeping: properties)
        let input = ScreenRuleInput(screen: screen, analysis: ScreenAccessibility.analyze(screen: screen, options: .defaults), scope: screen.id)
        return NoHeadingRule().findings(in: input).map { "\($0.location.line):\($0.location.column) \($0.subject)" }
    }

    @Test func theTypesStoredPropertiesHoldAreReadWithoutOptionalsOrGenericArguments() {
        let source = Self.swift(keeping: """
            private var dataSource: CookieDataSource?
                let cache = CookieCache()
                var rows: [Cookie] = []
                var source: BaseDataSource<Cookie> { BaseDataSource() }
                static let shared = CookieCache()
            """)
        #expect(SwiftFixture.facts(of: "CookiesViewController", in: source)?.heldTypes == [
            Located("CookieDataSource", at: SwiftFixture.at(13, 17)),
            Located("CookieCache", at: SwiftFixture.at(14, 9)),
            Located("[Cookie]", at: SwiftFixture.at(15, 9)),
        ])
    }

    @Test func aKeptDataSourceGivingHeadersLeavesTheScreenAlone() throws {
        let properties = "private var dataSource: CookieDataSource?"
        #expect(try screen(keeping: properties).unknown(.sectionHeaders)?.location == SourceLocation(file: Self.swiftPath, line: 13, column: 17))
        #expect(try noHeading(keeping: properties) == [])
    }

    @Test func keptObjectsGivingNoHeadersLeaveTheScreenReported() throws {
        #expect(try noHeading(keeping: "let cache = CookieCache()\n    var dataSource: CookieCache?") == ["6:17 Main.CookiesViewController"])
    }

    /// A view controller the screen keeps to present later (pocket-casts' up next list) shows its
    /// headers in its own view, not in the screen's.
    @Test func aKeptViewControllersHeadersAreItsOwn() throws {
        #expect(try noHeading(keeping: "lazy var crumbs = CrumbsViewController()\n    var dataSource: CookieCache?") == ["6:17 Main.CookiesViewController"])
    }
}
