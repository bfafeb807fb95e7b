import A11yCore
import Hierarchy
@testable import SwiftSource

/// Swift source read as one file of an app, and the facts expected of it.
enum SwiftFixture {
    static let path = "App/Screen.swift"

    /// The facts of the files, each `(path, text)`.
    static func read(_ files: [(String, String)]) -> CodeFacts {
        SwiftCodeReader.read(sources: files.map { (path: $0.0, text: $0.1) })
    }

    /// The class `name` of `source` read as ``path``.
    static func facts(of name: String, in source: String) -> ClassFacts? {
        read([(path, source)]).classes[name]
    }

    /// A location in ``path``.
    static func at(_ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(file: path, line: line, column: column)
    }

    /// The fact `subject.property = value` at `line:column` of ``path``.
    static func fact(_ line: Int, _ column: Int, _ subject: CodeSubject, _ property: CodeProperty, _ value: CodeValue) -> CodeFact {
        CodeFact(subject: subject, property: property, value: value, location: at(line, column))
    }
}
