import Foundation

/// A path as one word of a shell command a note suggests (`a11y-check lint 'Out/Share Extension'`):
/// as it is when it holds only characters no shell treats specially, else in single quotes.
enum ShellWord {
    static func quoted(_ word: String) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || scalar.properties.numericType != nil || "/._-+,:@%=".unicodeScalars.contains(scalar))
        }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
