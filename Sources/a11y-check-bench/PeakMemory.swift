import Foundation

/// The peak resident memory of a process, as Linux reports it.
enum PeakMemory {
    /// This process's peak resident set size in bytes: `VmHWM` from `/proc/self/status`.
    static func ofThisProcess() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") else { return nil }
        return kilobytes * 1024
    }

    /// Runs this executable again with `arguments` in a fresh process and reads the peak it
    /// prints, so each corpus size is measured without the others' memory.
    static func ofFreshProcess(arguments: [String]) throws -> Int? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return Int(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
