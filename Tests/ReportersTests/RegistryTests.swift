import Testing
@testable import Reporters

@Suite("reporter registry")
struct RegistryTests {
    @Test func identifiersAreUniqueAndDocumented() {
        let identifiers = Reporters.all.map { $0.identifier }
        #expect(identifiers == ["xcode", "relative-path", "json", "sarif", "junit", "github", "markdown", "checkstyle", "summary", "codeclimate", "csv", "sonarqube"])
        #expect(Reporters.defaultIdentifier == "xcode")
        for type in Reporters.all {
            #expect(!type.summary.isEmpty && !type.summary.contains("\n"), "\(type.identifier)")
        }
    }

    @Test(arguments: ["xcode", "relative-path", "json", "sarif", "junit", "github", "markdown", "checkstyle", "summary", "codeclimate", "csv", "sonarqube"])
    func looksUpEveryIdentifier(identifier: String) throws {
        #expect(try type(of: Reporters.reporter(identifier: identifier)).identifier == identifier)
    }

    @Test func unknownIdentifierSuggestsTheClosest() {
        #expect(throws: UnknownReporterError(identifier: "jsno", suggestion: "json", available: Reporters.all.map { $0.identifier })) {
            try Reporters.reporter(identifier: "jsno")
        }
        #expect(throws: UnknownReporterError.self) { try Reporters.reporter(identifier: "SARIF") }
        do {
            _ = try Reporters.reporter(identifier: "SARIF")
        } catch {
            #expect(error.suggestion == "sarif")
        }
    }

    @Test func unknownIdentifierWithoutANeighbourListsThemAll() {
        do {
            _ = try Reporters.reporter(identifier: "html")
            Issue.record("html is not a reporter")
        } catch {
            #expect(error.suggestion == nil)
            #expect(error.description == "unknown reporter 'html'. Available reporters: xcode, relative-path, json, sarif, junit, github, markdown, checkstyle, summary, codeclimate, csv, sonarqube.")
        }
        let typo = UnknownReporterError(identifier: "jnuit", suggestion: "junit", available: ["junit"])
        #expect(typo.description == "unknown reporter 'jnuit'; did you mean 'junit'? Available reporters: junit.")
    }
}
