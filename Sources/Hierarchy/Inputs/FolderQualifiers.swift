/// What tells apart files of one name in different folders of a run (several sample apps in one
/// folder, each with its own `Main.storyboard` or `SceneDelegate.swift`): the sources put it in
/// front of the ids they derive from such a file's name.
public enum FolderQualifiers {
    /// The folder of each of `paths` from the deepest folder they all share: without `.lproj`
    /// folders when that still tells every path apart, else with them.
    public static func of(_ paths: [String]) -> [String] {
        let folders = paths.map { path in
            Array(path.split(separator: "/", omittingEmptySubsequences: true).dropLast().filter { $0 != "." })
        }
        var shared = 0
        while let first = folders.first, shared < first.count, folders.allSatisfy({ $0.count > shared && $0[shared] == first[shared] }) {
            shared += 1
        }
        let full = folders.map { $0.dropFirst(shared).joined(separator: "/") }
        let withoutLocalization = folders.map { $0.dropFirst(shared).filter { !$0.hasSuffix(".lproj") }.joined(separator: "/") }
        return Set(withoutLocalization).count == withoutLocalization.count ? withoutLocalization : full
    }
}
