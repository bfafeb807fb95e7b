import A11yCore
import Testing
@testable import SwiftSource

/// The nesting of `[` a Swift file may have before swift-syntax's parser takes exponential time:
/// found before the parse, comments and string literals aside, braces starting the count again
/// (docs/robustness.md, "Limits"). The fuzz target `swift` found the first shape: 84 unclosed
/// `[` in a closure took over 10 seconds to parse.
@Suite struct SquareBracketNestingTests {
    private func tooDeep(_ source: String) -> (line: Int, column: Int)? {
        SquareBracketNesting.firstTooDeep(in: Array(source.utf8))
    }

    @Test func theNinthNestedBracketIsTheOneReported() throws {
        let within = "let cube = " + String(repeating: "[", count: 8) + "0" + String(repeating: "]", count: 8)
        #expect(tooDeep(within) == nil)
        let past = try #require(tooDeep("func f() {\n  _ = " + String(repeating: "[", count: 9) + "1" + String(repeating: "]", count: 9) + "\n}"))
        #expect(past.line == 2 && past.column == 15)
    }

    @Test func unclosedBracketsAddUp() throws {
        let past = try #require(tooDeep("let a = [[[[\nlet b = [[[[\nlet c = [[[[\n"))
        #expect(past.line == 3 && past.column == 9)
    }

    @Test func parenthesesInsideBracketsDoNotCountButDoNotHideThem() throws {
        let past = try #require(tooDeep("_ = [([([([([([([([([(1)])])])])])])])])]"))
        #expect(past.line == 1 && past.column == 21)
        #expect(tooDeep("_ = [" + String(repeating: "f(", count: 30) + "1" + String(repeating: ")", count: 30) + "]") == nil)
    }

    @Test func bracesStartTheCountAgain() {
        let closures = String(repeating: "[{", count: 12) + "1" + String(repeating: "}]", count: 12)
        #expect(tooDeep("_ = " + closures) == nil)
        #expect(tooDeep("_ = [[[[[[[[{ [[[[[[[[1]]]]]]]] }]]]]]]]") == nil)
    }

    @Test func aClosingBracketDoesNotCloseWhatIsOpenBeyondABrace() throws {
        let past = try #require(tooDeep("_ = [[[[[[[[ { ]]]]]]]] } [\n"))
        #expect(past.line == 1 && past.column == 27)
    }

    @Test func commentsAndStringLiteralsHoldNoBrackets() {
        let brackets = String(repeating: "[", count: 20)
        let source = """
            let plain = "\(brackets)\\"\(brackets)"
            let raw = #"\(brackets)"\(brackets)"#
            let multiline = \"""
              \(brackets) \\\""" \(brackets)
              \"""
            // \(brackets)
            /* \(brackets) /* nested \(brackets) */ \(brackets) */
            let open = "\(brackets)
            let after = [[1], [2]]
            """
        #expect(tooDeep(source) == nil)
    }

    @Test func anInterpolationIsCode() throws {
        let nine = String(repeating: "[", count: 9) + "1" + String(repeating: "]", count: 9)
        let plain = try #require(tooDeep("let s = \"value: \\(\(nine)) [\""))
        #expect(plain.line == 1 && plain.column == 27)
        let raw = try #require(tooDeep("let s = #\"\\(x) \\#(\(nine))\"#"))
        #expect(raw.line == 1 && raw.column == 27)
        #expect(tooDeep("let s = \"\\(f(\"[[[[[[[[[\"))\" + \"[[[[[[[[[\"") == nil)
    }

    @Test func columnsCountUnicodeScalars() throws {
        let past = try #require(tooDeep("let é = \"ü\"; _ = [[[[[[[[[1]]]]]]]]]"))
        #expect(past.line == 1 && past.column == 26)
    }

    @Test func theFuzzTargetsTimeoutIsRefusedAtItsNinthBracket() throws {
        let source = """
            final class PlayerViewController: UIViewController {
                override func viewDidLoad() {
                    button.accessibilityLabel = "Play"
                    present(controller) {
              [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[  @IBOutlet weak var
            """
        let past = try #require(tooDeep(source))
        #expect(past.line == 5 && past.column == 11)
    }

    @Test func aFileNestingTooDeepIsNotReadAndTheWarningSaysWhere() throws {
        let source = "import UIKit\n\nfinal class Grid: UIView {\n    let cube = " + String(repeating: "[", count: 9) + "0" + String(repeating: "]", count: 9) + "\n}\n"
        let loaded = SwiftSpecSource().decode(Array(source.utf8), path: "App/Grid.swift")
        let warning = try #require(loaded.diagnostics.first)
        #expect(loaded.diagnostics.count == 1)
        #expect(warning.ruleID == "code-nesting-too-deep" && warning.severity == .warning)
        #expect(warning.location == SourceLocation(file: "App/Grid.swift", line: 4, column: 24))
        #expect(loaded.file?.code == nil)
        #expect(loaded.inputError == nil)
    }
}
