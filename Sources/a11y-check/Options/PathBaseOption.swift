import A11yCore
import ArgumentParser

/// `--path-base`: the directory the CI reporters (sarif, github, codeclimate, sonarqube, junit,
/// markdown) make file paths relative to. By default the root of the git repository the command
/// runs in (where GitHub, GitLab and SonarQube resolve paths), else the working directory.
struct PathBaseOption: ParsableArguments {
    @Option(name: .customLong("path-base"),
            help: "Make CI report paths relative to this directory (default: the git repository's root, else the current directory).",
            completion: .directory)
    var pathBase: String?

    /// The directory to use, for a command running in `workingDirectory`.
    func resolved(workingDirectory: String) -> String {
        if let pathBase { return pathBase }
        return RepositoryRoot.find(from: workingDirectory) ?? workingDirectory
    }
}
