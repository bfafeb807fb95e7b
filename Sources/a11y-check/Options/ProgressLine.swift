import Foundation
import LintEngine

/// A progress line on standard error for a lint run that takes over a second (SwiftLint's
/// `--progress` as the model): shown only when standard error is a terminal and no CI variable is
/// set, so pipes and CI logs never see it; erased before the report.
final class ProgressLine: @unchecked Sendable {
    /// How long a run goes before the line appears.
    static let delay: TimeInterval = 1

    private let lock = NSLock()
    private var stage: LintStage?
    private var shown = false
    private var finished = false

    /// True when a progress line may be shown: standard error is a terminal and `CI` is unset.
    static func isWanted(isTerminal: Bool = isatty(STDERR_FILENO) == 1,
                         environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        isTerminal && environment["CI"] == nil && environment["GITHUB_ACTIONS"] == nil
    }

    /// What the line says at `stage`.
    static func text(_ stage: LintStage) -> String {
        switch stage {
        case .loading(let files): "a11y-check: reading \(files) spec file\(files == 1 ? "" : "s")…"
        case .analyzing(let scenes, let environments):
            "a11y-check: analyzing \(scenes) scene\(scenes == 1 ? "" : "s") x \(environments) environment\(environments == 1 ? "" : "s")…"
        }
    }

    /// Starts the clock: after ``delay`` the current stage is shown, and redrawn as stages change.
    func start() {
        DispatchQueue.global().asyncAfter(deadline: .now() + Self.delay) { [self] in
            lock.withLock {
                guard !finished else { return }
                shown = true
                draw()
            }
        }
    }

    /// Records the stage the run reached.
    func update(_ stage: LintStage) {
        lock.withLock {
            self.stage = stage
            if shown && !finished { draw() }
        }
    }

    /// Erases the line, if it was shown; nothing is drawn afterwards.
    func finish() {
        lock.withLock {
            finished = true
            if shown { write("\r\u{1B}[K") }
        }
    }

    private func draw() {
        guard let stage else { return }
        write("\r\u{1B}[K" + Self.text(stage))
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
