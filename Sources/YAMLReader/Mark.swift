/// A position in a YAML file, 1-based, columns in Unicode scalars.
public struct Mark: Hashable, Sendable, BitwiseCopyable {
    /// 1-based line.
    public let line: Int32
    /// 1-based column in Unicode scalars.
    public let column: Int32

    /// Creates a mark from 1-based numbers.
    public init(line: Int32, column: Int32) {
        self.line = line
        self.column = column
    }
}
