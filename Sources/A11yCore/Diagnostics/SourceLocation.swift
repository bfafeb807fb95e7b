/// A position in an input file: 1-based line and column, columns counted in Unicode scalars.
///
/// The decoded model holds one location per value, so a location is a plain 12-byte value: the
/// file's path is an interned number (``SourcePath``) and line and column are stored in 32 bits
/// each. Copying a location retains nothing.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    @usableFromInline let source: SourcePath
    @usableFromInline let storedLine: Int32
    @usableFromInline let storedColumn: Int32

    /// The path of the file as the user named it (or as found under a directory they named).
    public var file: String { source.path }
    /// 1-based line number.
    public var line: Int { Int(storedLine) }
    /// 1-based column, counted in Unicode scalars (the unit libyaml counts in).
    public var column: Int { Int(storedColumn) }

    /// Creates a location. Lines and columns beyond `Int32.max` are clamped to it.
    public init(file: String, line: Int, column: Int) {
        self.init(SourcePath(file), line: Int32(clamping: line), column: Int32(clamping: column))
    }

    /// Creates a location in a file whose path is already interned. Inlinable: decoders in other
    /// modules make one per decoded value.
    @inlinable
    package init(_ source: SourcePath, line: Int32, column: Int32) {
        self.source = source
        storedLine = line
        storedColumn = column
    }

    /// True when `other` is in the same file (compared by the interned path, not by text).
    @inlinable
    public func isInSameFile(as other: SourceLocation) -> Bool {
        source == other.source
    }

    /// `file:line:column`, the shape Xcode and clang print.
    public var description: String { "\(file):\(line):\(column)" }

    public static func == (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        lhs.storedLine == rhs.storedLine && lhs.storedColumn == rhs.storedColumn
            && lhs.source == rhs.source
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(source)
        hasher.combine(storedLine)
        hasher.combine(storedColumn)
    }

    @inlinable
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.source == rhs.source { return (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn) }
        return (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
