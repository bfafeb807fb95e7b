import ArgumentParser
import Foundation

/// Messages for the person at the terminal, on standard error so reports stay clean, and the
/// reports themselves.
enum Output {
    static func error(_ message: String) {
        FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    }

    static func note(_ message: String) {
        FileHandle.standardError.write(Data("note: \(message)\n".utf8))
    }

    /// Writes a command's report to the file `path` names, else to standard output; a file that
    /// cannot be written ends the command with exit code 1.
    static func report(_ text: String, to path: String?) throws {
        guard let path else {
            print(text, terminator: "")
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            Self.error("cannot write \(path): \(error.localizedDescription)")
            throw ExitCode(1)
        }
    }
}
