/// What `--version` says about the build: the git commit, from `BuildCommit.swift`, which the
/// BuildCommit plugin generates before each build (`scripts/build-commit`).
///
/// SwiftPM does not run build-tool plugins when it builds this executable as another plugin's tool,
/// so the generated file may be missing: the protocol's default answers "unknown commit" then, and
/// the generated `BuildInfo.commit` takes precedence whenever it exists.
enum BuildInfo: BuildCommitDefault {}

/// The fallback for a build without the generated file.
protocol BuildCommitDefault {}

extension BuildCommitDefault {
    static var commit: String { "unknown commit" }
}
