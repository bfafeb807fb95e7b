import Foundation

/// Messages for the person at the terminal, on standard error so reports stay clean.
enum Output {
    static func error(_ message: String) {
        FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    }

    static func note(_ message: String) {
        FileHandle.standardError.write(Data("note: \(message)\n".utf8))
    }
}
