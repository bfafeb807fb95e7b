import Foundation

/// Headless Chromium for the report's browser tests (Debian's `chromium` package; `.ci/run`
/// installs it). It loads a page from a file, takes a screenshot and dumps the DOM the page's
/// script leaves, and collects what the page logs to the console.
public struct HeadlessChromium: Sendable {
    /// What one load of a page gave.
    public struct Load: Sendable {
        /// The PNG screenshot's bytes.
        public let screenshot: Data
        /// The serialized DOM after the page's script ran.
        public let dom: String
        /// Console messages (`CONSOLE` lines) and failed loads the browser logged.
        public let pageErrors: [String]
    }

    public let executable: String

    /// The first Chromium found: `$CHROMIUM`, then `chromium`, `chromium-browser`,
    /// `google-chrome` on the `PATH`.
    public static func find() -> HeadlessChromium? {
        var candidates: [String] = []
        if let named = ProcessInfo.processInfo.environment["CHROMIUM"] { candidates.append(named) }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            candidates += path.split(separator: ":").map { "\($0)/\(name)" }
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }.map(HeadlessChromium.init)
    }

    /// True in CI (`CI` is set), where the browser tests must run rather than skip.
    public static var required: Bool {
        ProcessInfo.processInfo.environment["CI"].map { !$0.isEmpty && $0 != "0" && $0 != "false" } ?? false
    }

    public init(executable: String) {
        self.executable = executable
    }

    /// Loads `page` twice (a screenshot at `width` x `height`, then the DOM), with no network
    /// (`--host-resolver-rules` sends every host nowhere, so a page that loads anything logs it).
    public func load(_ page: URL, width: Int = 1280, height: Int = 1600) throws -> Load {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-check-chromium-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let png = directory.appendingPathComponent("screenshot.png")
        let shot = try run(["--screenshot=\(png.path)", "--window-size=\(width),\(height)", page.absoluteString],
                           profile: directory.appendingPathComponent("profile-1"))
        let dump = try run(["--dump-dom", page.absoluteString], profile: directory.appendingPathComponent("profile-2"))
        // Each load logs the same messages: keep each once, without the process and time prefix.
        var seen: Set<String> = []
        let errors = (shot.stderr + dump.stderr).split(separator: "\n").compactMap { line -> String? in
            if let console = line.range(of: ":CONSOLE") { return String(line[console.lowerBound...]) }
            guard line.contains("net::ERR_") || line.contains("Failed to load") else { return nil }
            return line.split(separator: "]", maxSplits: 1).last.map(String.init)
        }.filter { seen.insert($0).inserted }
        return Load(screenshot: (try? Data(contentsOf: png)) ?? Data(), dom: dump.stdout, pageErrors: errors)
    }

    private func run(_ arguments: [String], profile: URL) throws -> (stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
                             "--hide-scrollbars", "--enable-logging=stderr", "--v=0",
                             "--host-resolver-rules=MAP * ~NOTFOUND", "--user-data-dir=\(profile.path)",
                             "--virtual-time-budget=5000"] + arguments
        // Standard error goes to a file, so the two streams never block each other.
        let errorLog = profile.appendingPathExtension("log")
        try Data().write(to: errorLog)
        let err = try FileHandle(forWritingTo: errorLog)
        defer { try? err.close() }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // A browser that hangs ends the test instead of the run.
        DispatchQueue.global().asyncAfter(deadline: .now() + 120) { if process.isRunning { process.terminate() } }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let stderr = (try? Data(contentsOf: errorLog)) ?? Data()
        return (String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }
}
