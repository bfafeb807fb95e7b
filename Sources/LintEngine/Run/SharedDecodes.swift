import A11yCore
import Hierarchy
import SpecInputs

/// The files several lint requests read, decoded once for all of them: an Xcode project's
/// targets (an app and its extensions) compile many of the same Swift files and ship many of the
/// same storyboards, and a run per target decoded (parsed) each of them again. Files on disk that
/// two or more of the requests read are decoded up front on every core; each request is given
/// them as ``LintRequest/decodedFiles`` and a file is let go after the last request that reads
/// it. Decoding depends on a file's bytes and path only, so every run loads what it would have
/// loaded on its own.
public struct SharedDecodes {
    /// The shared files decoded, by path, until their last request is made.
    private var decoded: [String: LoadedSpecFile] = [:]
    /// The files each request reads.
    private let files: [[String]]
    /// The index of the last request that reads each shared file.
    private let lastReader: [String: Int]

    /// Decodes the files that two or more of `requests` read from disk (files in memory and
    /// files a request already has decoded are left to it); a single request shares nothing and
    /// its files are not even listed.
    public init(_ requests: [LintRequest]) {
        guard requests.count > 1 else {
            files = []
            lastReader = [:]
            return
        }
        files = requests.map { request in
            request.inMemoryFiles == nil ? LintInputFiles(request).files.filter { request.decodedFiles[$0] == nil } : []
        }
        var readers: [String: Int] = [:]
        var last: [String: Int] = [:]
        for (index, paths) in files.enumerated() {
            for path in Set(paths) {
                readers[path, default: 0] += 1
                last[path] = index
            }
        }
        let paths = readers.filter { $0.value > 1 }.keys.sorted()
        lastReader = Dictionary(uniqueKeysWithValues: paths.map { ($0, last[$0]!) })
        guard let sources = requests.first?.sources, !paths.isEmpty else { return }
        decoded = Dictionary(uniqueKeysWithValues: zip(paths, paths.concurrentMap { sources.load(path: $0) }))
    }

    /// `request`, the `index`-th of those given, with the shared files it reads already decoded;
    /// the files no later request reads are let go.
    public mutating func prepare(_ request: LintRequest, at index: Int) -> LintRequest {
        guard files.indices.contains(index) else { return request }
        var request = request
        for path in files[index] {
            guard let file = decoded[path] else { continue }
            request.decodedFiles[path] = file
            if lastReader[path] == index { decoded[path] = nil }
        }
        return request
    }
}
