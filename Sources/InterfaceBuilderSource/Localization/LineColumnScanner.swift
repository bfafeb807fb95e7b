import A11yCore

/// A text's Unicode scalars read one at a time, knowing the line and column of the one it is at:
/// 1-based, columns counted in Unicode scalars as every position a11y-check reports. A line ends
/// at `\n` (a CR LF line's `\r` is its last column, so the next line starts at column 1). The
/// key locators of strings tables and string catalogs scan with it.
struct LineColumnScanner {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var column = 1

    /// A scanner at the first scalar of `text`.
    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    /// A scanner at the first scalar of the UTF-8 `bytes`, after a UTF-8 byte order mark (which
    /// takes no column).
    init(utf8 bytes: [UInt8]) {
        self.init(String(decoding: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes, as: UTF8.self))
    }

    /// True once every scalar is read.
    var isAtEnd: Bool { index >= scalars.count }

    /// The scalar `offset` places after the one the scanner is at (that one for 0); nil past the end.
    func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    /// Where the scanner is, in the file at `path`.
    func location(in path: String) -> SourceLocation {
        SourceLocation(file: path, line: line, column: column)
    }

    /// Moves past the scalar the scanner is at: to the next line after `\n`, else to the next column.
    mutating func advance() {
        if scalars[index] == "\n" { line += 1; column = 1 } else { column += 1 }
        index += 1
    }
}
