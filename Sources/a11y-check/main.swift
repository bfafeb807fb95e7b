import Hierarchy
let loaded = ProjectLoader.load(paths: Array(CommandLine.arguments.dropFirst()))
for d in loaded.diagnostics { print(d) }
