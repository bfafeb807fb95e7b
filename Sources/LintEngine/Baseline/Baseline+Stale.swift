import A11yCore
import Foundation

extension Baseline {
    /// The entries no current finding accounts for, each with ``Entry/count`` the number of
    /// recorded findings that are gone (the whole count when the problem was fixed everywhere):
    /// what `--strict-baseline` reports, so that a baseline shrinks as problems are fixed instead
    /// of silently covering the next one with the same identity.
    ///
    /// Only entries whose file was `linted` are judged, and those whose file no longer exists: an
    /// entry for a file this run did not read is neither matched nor stale. Paths are relative to
    /// `directory`, as the baseline records them.
    public func staleEntries(_ findings: [Finding], linted: [String], relativeTo directory: String) -> [Entry] {
        let paths = RelativePaths(base: directory)
        let lintedFiles = Set(linted.map(paths.relative))
        var found: [FindingIdentity: Int] = [:]
        for finding in findings { found[FindingIdentity(finding, paths: paths), default: 0] += 1 }
        var stale: [Entry] = []
        for entry in entries {
            let judged = lintedFiles.contains(entry.file) || !FileManager.default.fileExists(atPath: paths.absolute(entry.file))
            guard judged else { continue }
            let matched = min(entry.count, found[entry.identity, default: 0])
            found[entry.identity, default: 0] -= matched
            if matched < entry.count {
                var gone = entry
                gone.count = entry.count - matched
                stale.append(gone)
            }
        }
        return stale
    }
}
