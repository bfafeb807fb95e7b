import A11yCore
import AnalysisResult
import HTMLReport
import LintEngine
import ProjectAnalysis

/// The `report` target: a YAML spec linted and drawn as `a11y-check report` draws it, every scene
/// in every environment of ``FuzzFolder/configuration``'s matrix, findings with their excerpts,
/// into an HTML page in memory. No spec text may open a `<script>` element the page did not write.
enum FuzzReport {
    /// Renders the page of `bytes`; returns the number of findings.
    static func render(_ bytes: [UInt8]) -> Int {
        let path = FuzzFolder.path + "/" + FuzzTarget.report.fileName
        let result = FuzzFolder.runner.run(FuzzFolder.request([InMemorySpecFile(path: path, bytes: bytes)]))
        let page = Self.page(result, text: String(decoding: bytes, as: UTF8.self))
        let scripts = page.components(separatedBy: "<script").count - 1
        if scripts != pageScripts {
            fatalError("the report of a spec holds \(scripts) <script elements; the page writes \(pageScripts)")
        }
        return result.findings.count
    }

    /// The `<script` elements of every page: those of an empty spec's.
    private static let pageScripts: Int = {
        let result = FuzzFolder.runner.run(FuzzFolder.request([InMemorySpecFile(path: FuzzFolder.path + "/empty.yaml", bytes: [])]))
        return page(result, text: "").components(separatedBy: "<script").count - 1
    }()

    private static func page(_ result: LintResult, text: String) -> String {
        let analysis = ProjectAnalysis(lint: result, parts: AnalysisParts.all.union([.sources, .drawing]))
        let input = ReportInput(analysis: analysis, toolVersion: A11yCheckVersion.current, relativePath: { $0 },
                                readFile: { _ in text })
        return ReportPage(document: input.document(outline: true), scene: input.scene(at:)).render()
    }
}
