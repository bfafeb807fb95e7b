import A11yCore
import Hierarchy
import Testing
@testable import A11yAnalyzer
@testable import SwiftSource

/// A collection view diffable data source whose `supplementaryViewProvider` code sets gives the
/// section headers the closure makes
/// (https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/supplementaryviewprovider-swift.property),
/// as a data source answering `collectionView(_:viewForSupplementaryElementOfKind:at:)` does:
/// what they say is unknown, and `a11y-no-heading` says nothing about the screen, whether the
/// controller sets the provider or an object it keeps does (zotero-ios's item detail screen keeps
/// an `ItemDetailCollectionViewHandler` that sets it in a function nested in its initializer).
/// Setting it to `nil` gives no header.
@Suite struct HeaderProviderTests {
    private func screen(_ swift: String) throws -> Screen {
        try SwiftFixture.screen(storyboard: SectionHeaderJoinTests.storyboard, swift: (SectionHeaderJoinTests.swiftPath, swift), joined: true)
    }

    private func noHeading(_ swift: String) throws -> [String] {
        let screen = try screen(swift)
        let input = ScreenRuleInput(screen: screen, analysis: ScreenAccessibility.analyze(screen: screen, options: .defaults), scope: screen.id)
        return NoHeadingRule().findings(in: input).map { "\($0.location.line):\($0.location.column) \($0.subject)" }
    }

    private static func controller(settingProviderTo value: String) -> String {
        """
        class CookiesViewController: UITableViewController {
            var dataSource: UICollectionViewDiffableDataSource<Int, Cookie>!
            override func viewDidLoad() {
                super.viewDidLoad()
                dataSource.supplementaryViewProvider = \(value)
            }
        }
        """
    }

    @Test func aControllerSettingTheProviderLeavesTheScreenAlone() throws {
        let swift = Self.controller(settingProviderTo: "{ collectionView, kind, indexPath in nil }")
        #expect(try screen(swift).unknown(.sectionHeaders)?.location == SourceLocation(file: SectionHeaderJoinTests.swiftPath, line: 5, column: 9))
        #expect(try noHeading(swift) == [])
    }

    @Test func aKeptHandlerSettingTheProviderInANestedFunctionLeavesTheScreenAlone() throws {
        let swift = """
            class CookieListHandler: NSObject {
                private var dataSource: UICollectionViewDiffableDataSource<Int, Cookie>!
                init(collectionView: UICollectionView) {
                    super.init()
                    func setUp() {
                        dataSource.supplementaryViewProvider = { [weak self] collectionView, kind, indexPath in
                            self?.header(at: indexPath)
                        }
                    }
                    setUp()
                }
            }
            class CookiesViewController: UITableViewController {
                private lazy var handler: CookieListHandler = CookieListHandler(collectionView: collectionView)
            }
            """
        #expect(SwiftFixture.facts(of: "CookieListHandler", in: swift)?.facts.first { $0.property == .sectionHeaders }?.location == SwiftFixture.at(6, 13))
        #expect(try screen(swift).unknown(.sectionHeaders)?.location == SourceLocation(file: SectionHeaderJoinTests.swiftPath, line: 14, column: 22))
        #expect(try noHeading(swift) == [])
    }

    @Test func aProviderSetToNilGivesNoHeader() throws {
        #expect(try noHeading(Self.controller(settingProviderTo: "nil")) == ["6:17 Main.CookiesViewController"])
    }
}
