import A11yCore
import A11yModel
import ArgumentParser
import YAMLSource

/// `a11y-check schema`: the JSON Schema of the spec format.
struct Schema: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the JSON Schema of the spec format (for the YAML language server).",
        discussion: """
            Save it and point your editor at it, for example with a first line in each spec:
              # yaml-language-server: $schema=./a11y-check.schema.json
            """
    )

    func run() throws {
        print(SpecSchema.json())
    }
}
