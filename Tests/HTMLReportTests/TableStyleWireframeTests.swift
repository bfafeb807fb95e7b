import A11yCore
import AnalysisResult
import Testing
@testable import HTMLReport

/// A table's sections drawn as UIKit draws each `UITableView.Style`
/// ([UITableView.Style](https://developer.apple.com/documentation/uikit/uitableview/style)):
/// plain, headers as bands across the table; grouped, the grouped background
/// (`systemGroupedBackground`) with each section's cells one full-width group
/// (`secondarySystemGroupedBackground`); inset grouped, each section a card with rounded corners
/// inset from the edges. Grouped headers are secondary text just above their section, footers
/// secondary text just below it, in every style.
@Suite("table styles in the wireframe")
struct TableStyleWireframeTests {
    typealias View = SceneDrawing.View

    static func frame(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
        Rect(x: x, y: y, width: width, height: height)
    }

    /// One section ("Account", one cell, a footer) of a table of `style`, its cell at `left` with
    /// `width`, as the walk of the model lists it: the table, the section's area, the header, the
    /// cell, the footer.
    static func views(_ style: String, left: Double = 0, width: Double = 393) -> [View] {
        let header = style == "plain" ? (size: 17.0, weight: "semibold") : (size: 13.0, weight: "regular")
        return [
            View(id: "list", screen: "home", kind: "table", frame: frame(0, 0, 393, 852), tableStyle: style),
            View(id: nil, screen: "home", kind: "tableSection", frame: frame(left, 138, width, 44), tableStyle: style),
            View(id: "s.header", screen: "home", kind: "sectionHeader", frame: frame(left, 100, width, 38), text: "Account",
                 fontSize: header.size, fontWeight: header.weight, tableStyle: style),
            View(id: "name", screen: "home", kind: "cell", frame: frame(left, 138, width, 44), text: "Name", tableStyle: style),
            View(id: "s.footer", screen: "home", kind: "sectionFooter", frame: frame(left, 182, width, 38),
                 text: "Shown to <everyone>", fontSize: 13, tableStyle: style),
        ]
    }

    /// Plain: no grouped background or group; the header is a band the table's width with its
    /// text in the headline style, centred in it; the footer is secondary text below the cell.
    @Test func plainHeadersAreBands() {
        let svg = WireframeContentTests.svg(Self.views("plain"))
        #expect(!svg.contains(#"class="grouped-bg""#))
        #expect(!svg.contains(#"class="group""#))
        // 38 − 20 (17 × 1.2) leaves 18: the line starts 9 points down, its baseline 15.6 below.
        #expect(svg.contains(#"<rect x="0" y="100" width="393" height="38" class="header-band"/>"#
            + #"<text x="16" y="124.6" font-size="17" class="ink" font-weight="600">Account</text>"#))
        #expect(svg.contains(#"<text x="16" y="200.5" font-size="13" class="muted-ink">Shown to &lt;everyone&gt;</text>"#))
    }

    /// Grouped: the table on the grouped background, the section a full-width group drawn before
    /// its cell; the header's text sits 6 points above the section, the footer's 6 below.
    @Test func groupedSectionsAreFullWidthGroups() throws {
        let svg = WireframeContentTests.svg(Self.views("grouped"))
        #expect(svg.contains(#"<rect x="0" y="0" width="393" height="852" class="grouped-bg"/>"#))
        let group = try #require(svg.range(of: #"<rect x="0" y="138" width="393" height="44" class="group"/>"#))
        let cell = try #require(svg.range(of: #">Name</text>"#))
        #expect(group.upperBound <= cell.lowerBound)
        #expect(!svg.contains(#"class="header-band""#))
        // Header area 100…132 (38 − 6): a 16-point line ends at 132, its baseline 12.5 below 116.
        #expect(svg.contains(#"<text x="16" y="128.5" font-size="13" class="muted-ink">Account</text>"#))
        #expect(svg.contains(#"<text x="16" y="200.5" font-size="13" class="muted-ink">Shown to &lt;everyone&gt;</text>"#))
    }

    /// Inset grouped: the section is a card with rounded corners where its cells are (inset 16
    /// points on an iPhone 16), and the titles line up with the card's content.
    @Test func insetGroupedSectionsAreRoundedCards() {
        let svg = WireframeContentTests.svg(Self.views("insetGrouped", left: 16, width: 361))
        #expect(svg.contains(#"<rect x="0" y="0" width="393" height="852" class="grouped-bg"/>"#))
        #expect(svg.contains(#"<rect x="16" y="138" width="361" height="44" class="group" rx="10"/>"#))
        #expect(svg.contains(#"<text x="32" y="128.5" font-size="13" class="muted-ink">Account</text>"#))
        #expect(svg.contains(#"<text x="32" y="200.5" font-size="13" class="muted-ink">Shown to &lt;everyone&gt;</text>"#))
    }

    /// A table with its own background keeps it: the grouped background is UIKit's default only.
    @Test func aTablesOwnBackgroundWins() {
        let table = View(id: "list", screen: "home", kind: "table", frame: Self.frame(0, 0, 393, 852), backgroundColor: "#FFEEDD",
                         tableStyle: "grouped")
        let svg = WireframeContentTests.svg([table])
        #expect(svg.contains(#"<rect x="0" y="0" width="393" height="852" style="fill:#FFEEDD"/>"#))
        #expect(!svg.contains(#"class="grouped-bg""#))
    }
}
