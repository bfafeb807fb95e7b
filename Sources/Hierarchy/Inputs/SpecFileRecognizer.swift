/// A ``SpecSource`` whose extension other tools share (YAML): it says whether a file found below
/// a folder is one of its files. A file named directly (on the command line or in the
/// configuration's `included`) is always read.
public protocol SpecFileRecognizer: SpecSource {
    /// True when the file at `path`, found below a folder, is a spec of this source; a file that
    /// cannot be read counts as one, so the error reading it is reported.
    func recognizes(_ path: String) -> Bool
}
