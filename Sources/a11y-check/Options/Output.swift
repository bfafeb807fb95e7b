import A11yCore
import Foundation

/// Messages for the person at the terminal, on standard error so reports stay clean; a path or
/// name from the inputs cannot drive the terminal (``TerminalText``).
enum Output {
    static func error(_ message: String) {
        FileHandle.standardError.write(Data("error: \(TerminalText.visibleLines(message))\n".utf8))
    }

    static func note(_ message: String) {
        FileHandle.standardError.write(Data("note: \(TerminalText.visibleLines(message))\n".utf8))
    }
}
