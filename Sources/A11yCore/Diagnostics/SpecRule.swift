/// The stable ids of the diagnostics that decoding spec files into the model and validating the
/// model produce, whatever the source (each source's own reading rules, such as YAML's syntax
/// rules, live with the source).
///
/// Every one is an error: a spec that breaks one of them does not describe an interface.
public enum SpecRule: String, CaseIterable, Sendable {
    /// A collection beyond one of ``SpecLimits``' sizes, or more diagnostics in one file than
    /// ``SpecLimits/maximumDiagnosticsPerFile``.
    case limitExceeded = "spec-limit-exceeded"
    /// A `version` other than 1.
    case unsupportedVersion = "spec-unsupported-version"
    /// A key the format does not define.
    case unknownKey = "spec-unknown-key"
    /// A value of the wrong YAML type.
    case wrongType = "spec-wrong-type"
    /// A value outside its enumeration or range.
    case invalidValue = "spec-invalid-value"
    /// `yes`, `no`, `on` or `off` where a boolean is expected.
    case yamlBoolean = "spec-yaml11-boolean"
    /// A required key is missing.
    case missingKey = "spec-missing-key"
    /// A reference to a screen, element or view controller id that does not exist.
    case unknownReference = "spec-unknown-reference"
    /// An id defined twice.
    case duplicateID = "spec-duplicate-id"
    /// One view controller used twice in one scene.
    case reusedViewController = "spec-reused-view-controller"
    /// A container that contains itself.
    case containerCycle = "spec-container-cycle"
    /// `order` naming something that is not a descendant.
    case orderNotDescendant = "spec-order-not-descendant"
    /// A presentation `from` a view controller that is not on screen at that point of the chain.
    case presenterNotOnScreen = "spec-presenter-not-on-screen"
    /// Two files disagree about `app`.
    case conflictingApp = "spec-conflicting-app"
    /// `app.infoPlist` is missing, unreadable or malformed.
    case infoPlist = "spec-info-plist"
    /// A path a file names, or a file found below a named folder, that resolves (symbolic links
    /// followed) outside the folders the run reads (``PathContainment``), or an `import` of a file
    /// no spec source reads.
    case pathOutsideInput = "spec-path-outside-input"

    /// Every spec rule is an error.
    public var severity: Severity { .error }
}
