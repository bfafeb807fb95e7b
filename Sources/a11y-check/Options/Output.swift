import A11yCore
import ArgumentParser
import Foundation

/// Messages for the person at the terminal, on standard error so reports stay clean (a path or
/// name from the inputs cannot drive the terminal: ``TerminalText``), and the reports themselves.
enum Output {
    static func error(_ message: String) {
        FileHandle.standardError.write(Data("error: \(TerminalText.visibleLines(message))\n".utf8))
    }

    static func note(_ message: String) {
        FileHandle.standardError.write(Data("note: \(TerminalText.visibleLines(message))\n".utf8))
    }

    /// A diagnostic of the inputs, as `file:line:column: severity: message [code]`.
    static func diagnostic(_ diagnostic: Diagnostic) {
        FileHandle.standardError.write(Data("\(TerminalText.visible(diagnostic.description))\n".utf8))
    }

    /// Writes a command's report to the file `path` names, else to standard output, through
    /// `files` (never through a symbolic link, over an input or over another output of the run);
    /// a file that cannot be written ends the command with exit code 1.
    static func report(_ text: String, to path: String?, files: OutputFiles) throws {
        guard let path else {
            print(text, terminator: "")
            return
        }
        do {
            try files.write(text.utf8, to: path)
        } catch {
            Self.error("\(error)")
            throw ExitCode(1)
        }
    }
}
