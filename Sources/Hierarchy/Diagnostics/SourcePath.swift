/// The path of one input file, made once per file and shared by every ``SourceLocation`` in it,
/// so a location is 16 bytes and copying it retains one object.
final class SourcePath: Sendable {
    /// The path as the user named it.
    let path: String

    init(_ path: String) {
        self.path = path
    }
}
