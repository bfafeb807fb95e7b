import Foundation
import A11yCore
import Hierarchy
import LintEngine
import PropertyBased
import Settings
import Testing

/// Property: whatever number a spec writes in a frame, a control's value, range, count or index,
/// or a font size (finite, huge, negative, not finite, not a number at all), the full lint ends
/// with spec errors or findings, each located in the file, and never traps (issue #18).
@Suite struct NumericPropertyTests {
    /// Numbers as a spec may write them: doubles of every magnitude (a uniform range cannot span
    /// all doubles, so exponents are drawn apart), any integer, small counts and indices, and
    /// the troublesome forms the fuzz dictionary also holds.
    static let numberText = Gen<String>.oneOf(
        Gen.double(in: -1e300...1e300).map { "\($0)" },
        Gen.int(in: -330...330).map { "-9.5e\($0)" },
        Gen.double(in: -200_000...200_000).map { "\($0)" },
        Gen.int().map { "\($0)" },
        Gen.int(in: -3...12).map { "\($0)" },
        Gen.int(in: 0...(troublesome.count - 1)).map { troublesome[$0] })

    static let troublesome = [
        "nan", ".nan", ".NaN", ".inf", "-.inf", "+.inf", "inf", "-infinity", "1e308", "-1e308", "1e400", "-1e400", "1e-400",
        "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-0", "-0.0", "0x7fffffff", "0o17", "100000",
        "100001", "1000000000", "1e20", "0.5", "44", "'7'", "x",
    ]

    /// A screen using `values` (14 of them) in every numeric slot of the format.
    static func spec(_ values: [String]) -> String {
        """
        screens:
          s:
            view:
              - view:
                  frame: [\(values[0]), \(values[1]), \(values[2]), \(values[3])]
                  children:
                    - slider: {id: a, minimum: \(values[4]), maximum: \(values[5]), value: \(values[6])}
                    - pageControl: {id: b, numberOfPages: \(values[7]), currentPage: \(values[8])}
                    - segmented: {id: c, segments: [A, B], selected: \(values[9])}
                    - stepper: {id: d, minimum: \(values[10]), value: \(values[11])}
                    - label: {id: e, text: T, font: {size: \(values[12])}, alpha: \(values[13])}
                    - button: {id: f, title: B, frame: [\(values[1]), \(values[0]), \(values[3]), \(values[2])]}

        """
    }

    /// Numbers within the format's ranges, or at their edges, so that most specs pass decoding
    /// and the analyses themselves meet extreme values (frames 100,000 points away, 0-point sizes).
    static let numberTextNearTheLimits = Gen<String>.oneOf(
        Gen.double(in: -100_000...100_000).map { "\($0)" },
        Gen.int(in: 0...3).map { "\($0)" },
        Gen.int(in: 0...(edges.count - 1)).map { edges[$0] })

    static let edges = ["-0", "0", "1", "100000", "-100000", "99999.99999", "1e-300", "2", "0.5"]

    /// A screen using `values` (6 of them) in its frames and slider, every other number valid:
    /// sizes take the magnitude of theirs, so that decoding accepts the spec.
    static func validSpec(_ values: [String]) -> String {
        let size = values.map { $0.hasPrefix("-") ? String($0.dropFirst()) : $0 }
        return """
            screens:
              s:
                view:
                  - view:
                      frame: [\(values[0]), \(values[1]), \(size[2]), \(size[3])]
                      children:
                        - slider: {id: a, minimum: \(values[4]), maximum: 100000, value: \(values[5])}
                        - pageControl: {id: b, numberOfPages: 3, currentPage: 2}
                        - segmented: {id: c, segments: [A, B], selected: 1, frame: [\(values[1]), \(values[0]), \(size[4]), \(size[5])]}
                        - stepper: {id: d, minimum: -1, value: \(values[5])}
                        - label: {id: e, text: T, font: {size: 1000}, alpha: 1}
                        - button: {id: f, title: B, frame: [\(values[1]), \(values[0]), \(size[3]), \(size[2])]}

            """
    }

    @Test func anyNumberInAnySlotGivesErrorsOrFindingsNeverATrap() async throws {
        try await check(Self.numberText, count: 150, values: 14, spec: Self.spec)
    }

    @Test func numbersAtTheLimitsReachTheAnalysesWithoutATrap() async throws {
        let analysed = try await check(Self.numberTextNearTheLimits, count: 100, values: 6, spec: Self.validSpec)
        #expect(analysed > 0)
    }

    /// Lints `count` specs whose numbers `numbers` draws; returns how many reached the analyses.
    @discardableResult
    private func check(_ numbers: Generator<String, some Sequence>, count: Int, values: Int,
                       spec: @escaping @Sendable ([String]) -> String) async throws -> Int {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-check-numbers-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("spec.yaml").path
        var configuration = LintConfiguration()
        configuration.matrix.devices = try EnvironmentNames.devices.values(in: "iphone,ipad")
        let runner = LintRunner()
        let analysed = Counter()
        await propertyCheck(count: count, input: numbers.array(of: values)) { values in
            let text = spec(values)
            #expect(FileManager.default.createFile(atPath: path, contents: Data(text.utf8)))
            let result = runner.run(LintRequest(paths: [path], configuration: configuration, workingDirectory: folder.path))
            #expect(result.inputErrors.isEmpty)
            #expect(result.findings.allSatisfy { $0.location.line >= 1 && $0.location.line <= 15 && $0.location.column >= 1 })
            if result.analysisSkipped {
                #expect(result.findings.contains { $0.severity == .error && $0.ruleID.hasPrefix("spec-") }, "\(text)")
            } else {
                analysed.add()
            }
        }
        return analysed.value
    }
}

/// A count the property's closure can raise.
private final class Counter: @unchecked Sendable {
    private(set) var value = 0
    func add() { value += 1 }
}
