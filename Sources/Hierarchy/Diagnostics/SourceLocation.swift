/// A position in an input file: 1-based line and column, columns counted in Unicode scalars.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The path of the file as the user named it (or as found under a directory they named).
    public let file: String
    /// 1-based line number.
    public let line: Int
    /// 1-based column, counted in Unicode scalars (the unit libyaml counts in).
    public let column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, the shape Xcode and clang print.
    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
