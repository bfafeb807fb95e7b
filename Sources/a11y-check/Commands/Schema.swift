import A11yCore
import Hierarchy
import ArgumentParser
import LintEngine
import Reporters
import YAMLSource

/// `a11y-check schema [--config]`: the JSON Schema of the spec format, or of `.a11y-check.yml`.
struct Schema: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema of the spec format, or with --config of .a11y-check.yml (for the YAML language server).",
        discussion: """
            Save it and point your editor at it, for example with a first line in each spec:
              # yaml-language-server: $schema=./a11y-check.schema.json

            And for .a11y-check.yml:
              a11y-check schema --config > a11y-check.config.schema.json
            with a first line in it:
              # yaml-language-server: $schema=./a11y-check.config.schema.json
            """
    )

    @Flag(help: "Print the schema of the configuration file .a11y-check.yml instead.")
    var config = false

    func run() throws {
        if config {
            print(ConfigurationSchema.document(reporters: Reporters.all.map { $0.identifier }).serialized())
        } else {
            print(SpecSchema.json())
        }
    }
}
