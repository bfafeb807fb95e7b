import Foundation

/// Finds the `a11y-check` commands in shell text the way a POSIX shell splits it, well enough for
/// the recipes in `docs/`: quotes, backslash-newline continuations, comments, `;`, `|`, `&&`, `||`
/// and redirections. Variables stay as written (`"$RUNNER_TEMP/x"` is the word `$RUNNER_TEMP/x`).
enum ShellCommands {
    /// The argument lists of every command whose program is `program`, in order.
    static func invocations(of program: String, in text: String) -> [[String]] {
        commands(in: text).compactMap { words in
            var words = words[...]
            while let first = words.first, isAssignment(first) { words.removeFirst() }
            while let first = words.first, ["if", "then", "else", "do", "!", "exec", "time"].contains(first) { words.removeFirst() }
            guard words.first == program else { return nil }
            return Array(words.dropFirst())
        }
    }

    /// `NAME=value`, a variable assignment before a command.
    private static func isAssignment(_ word: String) -> Bool {
        guard let equals = word.firstIndex(of: "="), equals != word.startIndex else { return false }
        return word[..<equals].allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
    }

    /// Every simple command in `text`, as its words up to the first redirection.
    static func commands(in text: String) -> [[String]] {
        var commands: [[String]] = []
        var words: [String] = []
        var word = ""
        var inWord = false
        var redirected = false
        var characters = Array(text.replacingOccurrences(of: "\\\n", with: ""))[...]

        func endWord() {
            if inWord {
                if word.first == ">" || word.first == "<" || (word.first?.isNumber == true && word.dropFirst().first == ">") {
                    redirected = true
                } else if !redirected {
                    words.append(word)
                }
            }
            word = ""
            inWord = false
        }
        func endCommand() {
            endWord()
            if !words.isEmpty { commands.append(words) }
            words = []
            redirected = false
        }

        while let character = characters.popFirst() {
            switch character {
            case "'":
                inWord = true
                while let next = characters.popFirst(), next != "'" { word.append(next) }
            case "\"":
                inWord = true
                while let next = characters.popFirst(), next != "\"" {
                    if next == "\\", let escaped = characters.first, "$`\"\\".contains(escaped) {
                        word.append(characters.removeFirst())
                    } else {
                        word.append(next)
                    }
                }
            case "\\":
                inWord = true
                if let next = characters.popFirst() { word.append(next) }
            case "#" where !inWord:
                while let next = characters.first, next != "\n" { characters.removeFirst() }
            case " ", "\t":
                endWord()
            case "\n", ";", "|", "&", "(", ")":
                endCommand()
            default:
                inWord = true
                word.append(character)
            }
        }
        endCommand()
        return commands
    }
}
