/// A rule example with its `↓` marks taken out: the YAML to load and the positions where the
/// rule must report.
public struct MarkedExample: Hashable, Sendable {
    /// A marked position: 1-based line and column, columns in Unicode scalars, measured after the
    /// marks are removed (the units ``SourceLocation`` uses).
    public struct Mark: Hashable, Comparable, Sendable, CustomStringConvertible {
        public let line: Int
        public let column: Int

        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }

        public static func < (lhs: Mark, rhs: Mark) -> Bool { (lhs.line, lhs.column) < (rhs.line, rhs.column) }

        /// `line:column`.
        public var description: String { "\(line):\(column)" }
    }

    /// The mark character.
    public static let marker: Unicode.Scalar = "↓"

    /// The example without marks.
    public let text: String
    /// The marks, in text order.
    public let marks: [Mark]

    /// Strips every `↓` from `example` and records where each stood.
    public init(_ example: String) {
        var text = String.UnicodeScalarView()
        var marks: [Mark] = []
        var line = 1
        var column = 1
        for scalar in example.unicodeScalars {
            if scalar == Self.marker {
                marks.append(Mark(line: line, column: column))
                continue
            }
            text.append(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        self.text = String(text)
        self.marks = marks
    }
}
