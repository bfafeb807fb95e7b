import SwiftParser
import SwiftSyntax
import Testing
@testable import SwiftSource

/// `trimmedText` is what swift-syntax's `trimmedDescription` gives (the node's text without the
/// trivia before its first token and after its last), for every node of a file with comments,
/// blank lines and trivia inside nodes, and for a node made in code.
@Suite struct TrimmedTextTests {
    @Test func everyNodeOfAFileGivesWhatTrimmedDescriptionGives() {
        let source = """
        // The player.
        final class PlayerViewController: /* base */ UIViewController {
            @IBOutlet weak var playButton: UIButton!   // the big one

            override func viewDidLoad() {
                super.viewDidLoad()
                playButton.accessibilityLabel = NSLocalizedString("play", comment: "Play") /* later */
                let mask: UIInterfaceOrientationMask = UIDevice.current.userInterfaceIdiom == .pad
                    ? .all   // tablets
                    : .portrait
                _ = mask
            }
        }

        """
        let tree = Parser.parse(source: source)
        var compared = 0
        for node in [Syntax(tree)] + tree.tokens(viewMode: .sourceAccurate).flatMap(\.ancestors) {
            #expect(node.trimmedText == node.trimmedDescription, "\(node.kind)")
            compared += 1
        }
        #expect(compared > 100)
    }

    /// A message names an expression on one line: as written when it is on one, each line's
    /// text joined by a space when it spans several.
    @Test func anExpressionsMessageTextIsOneLine() throws {
        let tree = Parser.parse(source: "x = hint(for: 3)\ny = String(\n    format: \"%d\",\r\n    count)\nz = \"café\"\n")
        let values = tree.statements.compactMap { $0.item.as(SequenceExprSyntax.self)?.elements.last }
        #expect(values.map(ExpressionShapes.text) == ["hint(for: 3)", "String( format: \"%d\", count)", "\"café\""])
    }

    @Test func aNodeMadeInCodeGivesItsTextWithoutOuterTrivia() {
        let type = TypeSyntax(IdentifierTypeSyntax(leadingTrivia: .spaces(2), name: .identifier("UILabel"), trailingTrivia: .lineComment("// x")))
        #expect(type.trimmedText == "UILabel")
        #expect(type.trimmedText == type.trimmedDescription)
    }
}

private extension SyntaxProtocol {
    /// This node's ancestors, nearest first.
    var ancestors: [Syntax] {
        var result: [Syntax] = []
        var current = parent
        while let node = current {
            result.append(node)
            current = node.parent
        }
        return result
    }
}
