/// A rule example with its `↓` marks removed: the YAML to load and the positions where the
/// rule must report.
public struct MarkedExample: Sendable, Equatable {
    /// The marker character.
    public static let marker: Unicode.Scalar = "↓"

    /// The example text without marks.
    public let yaml: String
    /// 1-based line and column (Unicode scalars, counted after removal) of each mark, in order.
    public let marks: [Mark]

    /// Strips the marks from `text`.
    public init(_ text: String) {
        var yaml = String.UnicodeScalarView()
        var marks: [Mark] = []
        var line: Int32 = 1
        var column: Int32 = 1
        for scalar in text.unicodeScalars {
            if scalar == Self.marker {
                marks.append(Mark(line: line, column: column))
                continue
            }
            yaml.append(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        self.yaml = String(yaml)
        self.marks = marks
    }
}
