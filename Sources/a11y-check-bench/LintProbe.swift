import A11yCore
import Hierarchy
import Foundation
import Glibc
import LintEngine
import Reporters
import Settings

/// A full `a11y-check lint DIR --reporter summary` in this process, the way the command runs it:
/// default configuration and matrix, every rule, the report rendered. Run in a fresh process per
/// measurement (``measure(directory:pinnedTo:)``) so that each starts cold, like the command; the
/// one-core runs go through `taskset`, as a user would pin the command.
enum LintProbe {
    /// What one probe measured.
    struct Sample {
        /// User plus system CPU time of the whole process, in seconds.
        let cpuSeconds: Double
        /// Wall-clock time of the lint, in seconds.
        let wallSeconds: Double
        /// Peak resident memory of the process, in bytes.
        let peakBytes: Int
        let findings: Int
    }

    /// Lints `directory` in this process and prints the sample as one line for the parent.
    static func runAndPrint(directory: String) {
        runAndPrint(LintRequest(paths: [directory], configuration: LintConfiguration(), workingDirectory: directory))
    }

    /// Lints `request` in this process (the time it took to make counts: it is part of the run)
    /// and prints the sample as one line for the parent.
    static func runAndPrint(_ request: @autoclosure () -> LintRequest) {
        let started = Date()
        let request = request()
        let result = LintRunner().run(request)
        let report = LintReport(findings: result.findings, rules: result.rules, toolVersion: A11yCheckVersion.current,
                                workingDirectory: request.workingDirectory, files: result.files)
        let text = SummaryReporter().render(report)
        let wall = Date().timeIntervalSince(started)
        result.keepWorkingSetUntilExit()
        print(processCPUSeconds(), wall, PeakMemory.ofThisProcess() ?? 0, result.findings.count, text.utf8.count)
    }

    /// `taskset`, which pins the runs to the CPUs they name.
    static let taskset = "/usr/bin/taskset"

    /// Runs the probe on `directory` in a fresh process, pinned to the CPUs `cpus` names
    /// (`taskset -c`) when given.
    static func measure(directory: String, pinnedTo cpus: String?) throws -> Sample? {
        try measure(["--lint-probe", directory], pinnedTo: cpus)
    }

    /// Runs this executable with `probe` (arguments that make it print a sample) in a fresh
    /// process, pinned to the CPUs `cpus` names (`taskset -c`) when given.
    static func measure(_ probe: [String], pinnedTo cpus: String?) throws -> Sample? {
        let process = Process()
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        process.executableURL = URL(fileURLWithPath: cpus == nil ? executable : taskset)
        process.arguments = cpus.map { ["-c", $0, executable] + probe } ?? probe
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let fields = String(decoding: data, as: UTF8.self).split(separator: " ").map { String($0).trimmingCharacters(in: .whitespacesAndNewlines) }
        guard process.terminationStatus == 0, fields.count == 5, let cpu = Double(fields[0]), let wall = Double(fields[1]),
              let peak = Int(fields[2]), let findings = Int(fields[3]) else { return nil }
        return Sample(cpuSeconds: cpu, wallSeconds: wall, peakBytes: peak, findings: findings)
    }

    /// User plus system CPU time of every thread of this process.
    private static func processCPUSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) * 1e-9
    }
}
