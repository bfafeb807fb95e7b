/// GitHub code scanning's `primaryLocationLineHash`, computed the way `github/codeql-action`
/// (`src/fingerprints.ts`) computes it when a SARIF upload lacks one.
///
/// For each line: a rolling hash (base 37, wrapping 64-bit arithmetic) of the first 100 UTF-16
/// code units from the line's start, skipping spaces and tabs, with CR and CRLF read as LF, and an
/// end-of-file marker (65535) followed by zeros past the end. The value is the unsigned hash in
/// hexadecimal, then `:` and how many lines so far (this one included) had the same hash.
enum LineHash {
    private static let blockSize = 100
    private static let base: Int64 = 37
    private static let endOfFile: UInt16 = 65535

    /// The hash of every line of `text`, by 1-based line number.
    static func hashes(of text: String) -> [Int: String] {
        var window = [UInt16](repeating: 0, count: blockSize)
        var lineNumbers = [Int](repeating: -1, count: blockSize)
        var hash: Int64 = 0
        let firstMod = (0..<blockSize).reduce(Int64(1)) { power, _ in power &* base }
        var index = 0
        var lineNumber = 0
        var lineStart = true
        var previousWasCR = false
        var seen: [String: Int] = [:]
        var result: [Int: String] = [:]

        func output() {
            let value = String(UInt64(bitPattern: hash), radix: 16)
            seen[value, default: 0] += 1
            result[lineNumbers[index]] = "\(value):\(seen[value]!)"
            lineNumbers[index] = -1
        }
        func update(_ unit: UInt16) {
            let leaving = window[index]
            window[index] = unit
            hash = (base &* hash) &+ Int64(unit) &- (firstMod &* Int64(leaving))
            index = (index + 1) % blockSize
        }
        func process(_ codeUnit: UInt16) {
            if codeUnit == 0x20 || codeUnit == 0x09 || (previousWasCR && codeUnit == 0x0A) {
                previousWasCR = false
                return
            }
            let unit: UInt16 = codeUnit == 0x0D ? 0x0A : codeUnit
            previousWasCR = codeUnit == 0x0D
            if lineNumbers[index] != -1 { output() }
            if lineStart {
                lineStart = false
                lineNumber += 1
                lineNumbers[index] = lineNumber
            }
            if unit == 0x0A { lineStart = true }
            update(unit)
        }

        text.utf16.forEach(process)
        process(endOfFile)
        for _ in 0..<blockSize {
            if lineNumbers[index] != -1 { output() }
            update(0)
        }
        return result
    }
}
