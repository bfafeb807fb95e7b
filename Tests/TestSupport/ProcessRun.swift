import Foundation

/// Runs a program and collects its exit status and output.
public enum ProcessRun {
    public struct Output {
        public let status: Int32
        public let stdout: String
        public let stderr: String
    }

    /// The built `a11y-check`, which SwiftPM places beside the test bundle.
    public static var a11yCheck: URL {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = testBinary.deletingLastPathComponent()
        while directory.path != "/" && !FileManager.default.fileExists(atPath: directory.appendingPathComponent("a11y-check").path) {
            directory = directory.deletingLastPathComponent()
        }
        return directory.appendingPathComponent("a11y-check")
    }

    public static func run(executable: String, arguments: [String], in directory: URL,
                    environment: [String: String]? = nil) throws -> Output {
        let process = Process()
        if let environment { process.environment = environment }
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let errors = Thread.detachedRead(err.fileHandleForReading)
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: errors(), as: UTF8.self))
    }
}

extension Thread {
    /// Reads `handle` to its end on a new thread; the returned function waits for the bytes.
    public static func detachedRead(_ handle: FileHandle) -> () -> Data {
        final class Box: @unchecked Sendable {
            var data = Data()
            let done = DispatchSemaphore(value: 0)
        }
        let box = Box()
        Thread.detachNewThread {
            box.data = handle.readDataToEndOfFile()
            box.done.signal()
        }
        return {
            box.done.wait()
            return box.data
        }
    }
}
