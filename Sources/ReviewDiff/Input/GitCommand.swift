import Foundation

/// Runs `git` directly (never through a shell) with Foundation's `Process`, in a given directory,
/// and hands back what it printed.
///
/// Arguments go to git as an argument vector, so no quoting is involved; callers validate
/// revisions before passing them (``GitRevisionReader``). Git is asked not to prompt and not to
/// take optional locks, so reading a repository never writes to it.
struct GitCommand: Sendable {
    /// What one git run printed.
    struct Output: Sendable {
        let status: Int32
        let stdout: Data
        let stderr: String
    }

    /// The git executable, found on `PATH`.
    let executable: URL
    /// Where git runs.
    let directory: URL

    /// Git from `PATH`, run in `directory`; throws when no `git` is installed.
    init(directory: URL) throws(DiffInputError) {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let candidates = path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("git") }
        guard let git = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw .usage("git is not installed (no 'git' on PATH); `a11y-check diff` reads revisions with git")
        }
        executable = git
        self.directory = directory
    }

    /// Runs git with `arguments`, writing `input` to its standard input.
    func run(_ arguments: [String], input: Data? = nil) throws(DiffInputError) -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["GIT_OPTIONAL_LOCKS"] = "0"
        environment["LC_ALL"] = "C"
        process.environment = environment
        let stdout = Pipe(), stderr = Pipe(), stdin = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = stdin
        do {
            try process.run()
        } catch {
            throw .read("cannot run git: \(error.localizedDescription)")
        }
        // Standard input and standard error are served on their own threads, so a large output
        // cannot block git while it waits for us to read or write.
        let writer = Thread {
            if let input { try? stdin.fileHandleForWriting.write(contentsOf: input) }
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let errors = PipeDrain(stderr.fileHandleForReading)
        let printed = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, stdout: printed,
                      stderr: String(decoding: errors.wait(), as: UTF8.self))
    }
}

/// Reads a pipe to its end on a thread of its own.
private final class PipeDrain: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    init(_ handle: FileHandle) {
        Thread {
            self.data = handle.readDataToEndOfFile()
            self.done.signal()
        }.start()
    }

    /// Everything the pipe held, once it is closed.
    func wait() -> Data {
        done.wait()
        return data
    }
}
