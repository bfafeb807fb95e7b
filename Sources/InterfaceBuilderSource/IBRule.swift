import A11yCore

/// The stable ids of the diagnostics reading Interface Builder files produces.
public enum IBRule: String, CaseIterable, Sendable {
    /// libxml2 could not parse the file.
    case xmlSyntax = "ib-xml-syntax"
    /// The file declares a document type (`<!DOCTYPE>`), which Xcode never writes.
    case doctype = "ib-doctype"
    /// A file larger than ``XMLTreeReader/maximumFileSize``.
    case fileTooLarge = "ib-file-too-large"
    /// Elements nested deeper than ``XMLTreeReader/maximumDepth``.
    case nestingTooDeep = "ib-nesting-too-deep"
    /// The root is not an iOS Interface Builder document.
    case notInterfaceBuilder = "ib-not-interface-builder"
    /// A storyboard or xib of another platform (`targetRuntime` tvOS, macOS, watchOS): not an
    /// iOS interface, so not analysed.
    case otherPlatform = "ib-other-platform"
    /// An element a11y-check does not know (once per element name per file).
    case unknownElement = "ib-unknown-element"
    /// An attribute a11y-check does not know where it reads accessibility, or a size-class
    /// variation key it does not know (once per name per file).
    case unknownAttribute = "ib-unknown-attribute"
    /// A segue or relationship whose destination id is not in the file, or a key of the file's
    /// development-language strings table (`"<objectID>.<property>"`) naming an object it does
    /// not have.
    case missingDestination = "ib-missing-destination"
    /// A storyboard reference to a file not among the inputs, or to an identifier not in it.
    case unresolvedReference = "ib-unresolved-reference"
    /// A segue that leads back to a view controller already on screen.
    case segueCycle = "ib-segue-cycle"
    /// A view controller whose object id another one of the file already has (a file merged by
    /// hand): the second is left out.
    case duplicateID = "ib-duplicate-id"
    /// Something the file says that code decides at run time (a custom segue, a hosting controller).
    case decidedInCode = "ib-decided-in-code"
    /// A launch screen (`launchScreen="YES"`, or the Info.plist's `UILaunchStoryboardName`): a
    /// static image, not analysed.
    case launchScreen = "ib-launch-screen"
    /// An asset catalog colour set whose `Contents.json` cannot be read (bad JSON, an unknown
    /// colour space, a reference to a colour that is not a UIKit system colour, no colour for iOS).
    case assetCatalog = "ib-asset-catalog"
    /// A named colour the file uses that no asset catalog of the run has: its dark value is
    /// unknown (once per name per file, at its first use).
    case unresolvedColor = "ib-unresolved-color"
    /// A number that is not finite (`nan`, `inf`) or outside the bounds the spec format sets for
    /// its slot (a frame at `1e308`): read as not written.
    case invalidAttributeValue = "ib-invalid-value"

    /// How serious the diagnostic is: a file that cannot be read is an error, the rest are warnings
    /// or notes, because the rest of the file still describes an interface.
    public var severity: Severity {
        switch self {
        case .xmlSyntax, .doctype, .fileTooLarge, .nestingTooDeep, .notInterfaceBuilder: .error
        case .unknownElement, .unknownAttribute, .missingDestination, .segueCycle, .duplicateID, .assetCatalog, .invalidAttributeValue: .warning
        case .otherPlatform, .unresolvedReference, .decidedInCode, .launchScreen, .unresolvedColor: .info
        }
    }
}

extension IBRule {
    /// The message of ``launchScreen`` for the file `name`, saying `because` of what it is one.
    public static func launchScreenMessage(name: String, because: String) -> String {
        "\(name) is the app's launch screen (\(because)): UIKit shows it as a static image while the app launches, so it is not analysed"
    }
}

extension Diagnostic {
    /// Creates a diagnostic for one of the Interface Builder rules, with that rule's severity.
    public init(_ rule: IBRule, at location: SourceLocation, _ message: String, hint: String? = nil) {
        self.init(ruleID: rule.rawValue, severity: rule.severity, location: location, message: message, hint: hint)
    }
}
