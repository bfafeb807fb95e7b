import A11yCore
import Hierarchy
import Testing

/// `anyChild` tests a node's children in `children`'s order without making their list, and
/// `OnScreenNodes.forEachVisibleNode` visits the nodes `visibleNodes` lists, in its order: a
/// navigation controller's top, a tab bar controller's selected item, every split column.
@Suite struct ViewControllerNodeChildrenTests {
    static let at = SourceLocation(file: "app.yaml", line: 1, column: 1)

    static func screen(_ id: String) -> ViewControllerNode {
        ViewControllerNode(id: id, location: at, kind: .screen(id))
    }

    static let split = ViewControllerNode(id: "split", location: at, kind: .split(style: .doubleColumn, primary: screen("list"),
                                                                                   supplementary: nil, secondary: screen("detail"), collapsesTo: .primary))

    @Test func anyChildTestsEachChildInOrderUntilOneHolds() {
        var tested: [String] = []
        let found = Self.split.anyChild { tested.append($0.id); return $0.id == "detail" }
        #expect(found)
        #expect(tested == ["list", "detail"])
        #expect(!Self.screen("alone").anyChild { _ in true })
    }

    @Test func theVisitedNodesAreTheVisibleOnesInOrder() {
        let navigation = ViewControllerNode(id: "nav", location: Self.at, kind: .navigation(stack: [Self.screen("root"), Self.screen("top")],
                                                                                            navigationBarHidden: false, toolbarHidden: false))
        let tabs = ViewControllerNode(id: "tabs", location: Self.at, kind: .tabs(items: [navigation, Self.split], selectedIndex: 0))
        var visited: [String] = []
        OnScreenNodes.forEachVisibleNode(in: tabs) { visited.append($0.id) }
        #expect(visited == ["tabs", "nav", "top"])
        #expect(visited == OnScreenNodes.visibleNodes(in: tabs).map(\.id))
        #expect(OnScreenNodes.visibleNodes(in: Self.split).map(\.id) == ["split", "list", "detail"])
    }
}
