import A11yCore
import Hierarchy

/// What a11y-check takes from an Objective-C file: the classes it implements
/// (`@implementation Name`, a category's too), each where its first `@implementation` is, the
/// outlet properties they assign and the superclasses it declares (``ObjectiveCAssignments``,
/// ``ObjectiveCHeaders``). The code itself is not parsed.
struct ObjectiveCCode: LoadedCode {
    /// The class names, in file order, each once, with where they are implemented.
    let implementations: [Located<String>]
    /// Where the classes set properties of their outlets (``ObjectiveCAssignments``).
    var assignments: [ObjectiveCAssignment] = []
    /// The superclasses the file declares (`@interface Name : Super`, ``ObjectiveCHeaders``).
    var superclasses: [String: String] = [:]
}
