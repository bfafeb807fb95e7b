import A11yCore

extension IBRule {
    /// What `a11y-check rules` prints for the rule; its examples are storyboards, which the
    /// generic rule test lints like the YAML examples of the other rules.
    public var description: RuleDescription {
        let text = details
        return RuleDescription(id: rawValue, severity: severity, category: .spec, summary: text.summary,
                               rationale: text.rationale, documentation: text.documentation,
                               triggeringExamples: text.triggering, nonTriggeringExamples: text.nonTriggering,
                               exampleFileName: "example.storyboard", exampleLanguage: "xml")
    }

    /// The rules whose trigger cannot be written as one short file (a file over 16 MiB, elements
    /// nested 200 deep, a colour set's `Contents.json` in an asset catalog); BadInputTests and
    /// AssetCatalogTests build their input.
    public static let rulesWithoutTextExamples: Set<IBRule> = [.fileTooLarge, .nestingTooDeep, .assetCatalog]

    private struct Details {
        let summary: String
        let rationale: String
        var documentation = IBRule.documentation
        var triggering: [String] = []
        var nonTriggering: [String] = []
    }

    private static let documentation = ProjectLinks.document("interface-builder.md#diagnostics")

    private var details: Details {
        switch self {
        case .xmlSyntax:
            Details(summary: "The file is not well-formed XML.",
                    rationale: "libxml2 stops at the first error, so nothing after it describes an interface; Xcode itself refuses to open such a file.",
                    documentation: "https://www.w3.org/TR/xml/#sec-well-formed",
                    triggering: [Self.xib("    <view id=\"V01\">\n  </objects>↓\n")],
                    nonTriggering: [Self.xib("    <view id=\"V01\"/>\n")])
        case .doctype:
            Details(summary: "The file declares a document type (<!DOCTYPE>).",
                    rationale: "Xcode never writes one; a document type is how XML declares entities, which could read local files (XXE) or expand without bound, so it is refused before anything is read.",
                    documentation: "https://owasp.org/www-community/vulnerabilities/XML_External_Entity_(XXE)_Processing",
                    triggering: ["<?xml version=\"1.0\"?>\n↓<!DOCTYPE document>\n" + Self.xibBody("    <view id=\"V01\"/>\n")],
                    nonTriggering: [Self.xib("    <view id=\"V01\"/>\n")])
        case .fileTooLarge:
            Details(summary: "A file larger than 16 MiB.",
                    rationale: "The largest storyboards of shipping apps are well under 1 MiB; a larger file is generated or corrupt, and reading it whole would cost memory for nothing.",
                    nonTriggering: [Self.xib("    <view id=\"V01\"/>\n")])
        case .nestingTooDeep:
            Details(summary: "Elements nested more than 200 deep.",
                    rationale: "The mapping walks the element tree recursively; no interface needs such depth, and a deeper file would exhaust the stack.",
                    nonTriggering: [Self.xib("    <view id=\"V01\"/>\n")])
        case .notInterfaceBuilder:
            Details(summary: "The root is not an iOS Interface Builder document.",
                    rationale: "A .storyboard or .xib for macOS, watchOS or tvOS, or another XML file, describes no iOS interface.",
                    triggering: ["↓<plist version=\"1.0\"><dict/></plist>\n"],
                    nonTriggering: [Self.xib("    <view id=\"V01\"/>\n")])
        case .otherPlatform:
            Details(summary: "A storyboard or xib for tvOS, macOS or watchOS: not analysed.",
                    rationale: "Its targetRuntime names another platform, whose interface UIKit on iOS never shows; an app folder often holds one for a companion target, so it is a note, not an error.",
                    documentation: "https://developer.apple.com/documentation/xcode/configuring-a-multiplatform-app-target",
                    triggering: ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n↓<document type=\"com.apple.InterfaceBuilder.AppleTV.Storyboard\" version=\"3.0\" targetRuntime=\"AppleTV\">\n  <scenes/>\n</document>\n"],
                    nonTriggering: [Self.storyboard("")])
        case .unknownElement:
            Details(summary: "A view or view controller element a11y-check does not know.",
                    rationale: "Its content and accessibility cannot be predicted, so the view and its subviews are left out; the warning says which screen lacks them (once per element name per file).",
                    triggering: [Self.storyboard("                        ↓<fancyGauge id=\"G01\"/>\n")],
                    nonTriggering: [Self.storyboard("                        <progressView progress=\"0.5\" id=\"P01\"/>\n")])
        case .unknownAttribute:
            Details(summary: "An accessibility attribute or trait, or a size-class variation key, a11y-check does not know.",
                    rationale: "What it would change in VoiceOver's announcement cannot be predicted, so it is ignored, with a warning (once per name per file).",
                    triggering: [Self.storyboard("                        <label text=\"Hi\" id=\"L01\">\n                            ↓<accessibility key=\"accessibilityConfiguration\" flavour=\"loud\"/>\n                        </label>\n")],
                    nonTriggering: [Self.storyboard("                        <label text=\"Hi\" id=\"L01\">\n                            <accessibility key=\"accessibilityConfiguration\" label=\"Greeting\"/>\n                        </label>\n")])
        case .missingDestination:
            Details(summary: "A segue, relationship or initialViewController naming no view controller in the file, or a key of its strings table naming no object of it.",
                    rationale: "UIKit raises an exception when such a segue is performed; no scene can be made for it. A key of the development language's strings table (en.lproj/Main.strings) that names no object is ignored: the text it was meant to change shows the storyboard's. A table's stale keys are one warning, at the first, counting them: they have one cause (a table exported before the storyboard changed) and one fix.",
                    documentation: "https://developer.apple.com/documentation/uikit/uistoryboardsegue",
                    triggering: [Self.storyboard(Self.button(segue: "↓<segue destination=\"NOP\" kind=\"presentation\" id=\"SG1\"/>"))],
                    nonTriggering: [Self.storyboard(Self.button(segue: "<segue destination=\"VC2\" kind=\"presentation\" id=\"SG1\"/>"),
                                                    scenes: Self.scene("VC2", title: "Detail"))])
        case .unresolvedReference:
            Details(summary: "A storyboard reference to a storyboard this run does not read.",
                    rationale: "The referenced view controller is in another file; without it the reference is read as an empty screen, so its content is not checked.",
                    documentation: "https://developer.apple.com/documentation/uikit/uistoryboard",
                    triggering: [Self.storyboard(Self.button(segue: "<segue destination=\"REF\" kind=\"show\" id=\"SG1\"/>"),
                                                 scenes: "        <scene sceneID=\"S02\">\n            <objects>\n                ↓<viewControllerPlaceholder storyboardName=\"Settings\" id=\"REF\" sceneMemberID=\"viewController\"/>\n            </objects>\n        </scene>\n")],
                    nonTriggering: [Self.storyboard(Self.button(segue: "<segue destination=\"VC2\" kind=\"show\" id=\"SG1\"/>"),
                                                    scenes: Self.scene("VC2", title: "Settings"))])
        case .segueCycle:
            Details(summary: "A segue to a view controller already on screen, or a container inside itself.",
                    rationale: "Performing it makes a second instance of the controller; no scene is made for it, so the scene reads as the first visit. A showDetail segue to what the split view's secondary column holds (the master-detail pattern) replaces that column and is no cycle.",
                    documentation: "https://developer.apple.com/documentation/uikit/uistoryboardsegue",
                    triggering: [Self.storyboard(Self.button(segue: "<segue destination=\"VC2\" kind=\"presentation\" id=\"SG1\"/>"),
                                                 scenes: Self.scene("VC2", title: "Detail", subviews: Self.button(id: "B02", segue: "↓<segue destination=\"VC1\" kind=\"presentation\" id=\"SG2\"/>")))],
                    nonTriggering: [Self.storyboard(Self.button(segue: "<segue destination=\"VC2\" kind=\"presentation\" id=\"SG1\"/>"),
                                                    scenes: Self.scene("VC2", title: "Detail", subviews: Self.button(id: "B02", segue: "<segue destination=\"EX-VC2\" kind=\"unwind\" unwindAction=\"back:\" id=\"SG2\"/>")))])
        case .duplicateID:
            Details(summary: "Two view controllers with one object id: the second is left out.",
                    rationale: "Interface Builder gives every object of a file its own id, and segues and outlets name their destination by it; a repeated id (left by a merge made by hand) makes every reference to it ambiguous, so only the first controller with the id is read.",
                    documentation: "https://developer.apple.com/documentation/uikit/uistoryboard",
                    triggering: [Self.storyboard(Self.button(segue: "<segue destination=\"VC2\" kind=\"show\" id=\"SG1\"/>"),
                                                 scenes: Self.scene("VC2", title: "Detail") + Self.scene("VC2", title: "Copy").replacingOccurrences(of: "<viewController title=\"Copy\"", with: "↓<viewController title=\"Copy\""))],
                    nonTriggering: [Self.storyboard(Self.button(segue: "<segue destination=\"VC2\" kind=\"show\" id=\"SG1\"/>"),
                                                    scenes: Self.scene("VC2", title: "Detail") + Self.scene("VC3", title: "Other"))])
        case .decidedInCode:
            Details(summary: "A custom segue, or a hosting or page view controller: code decides what is shown.",
                    rationale: "A segue class performs its transition in code, and SwiftUI or page content comes from code; the file cannot say what VoiceOver will find there.",
                    documentation: "https://developer.apple.com/documentation/uikit/uistoryboardsegue/perform()",
                    triggering: [Self.storyboard(Self.button(segue: "<segue destination=\"HC1\" kind=\"show\" id=\"SG1\"/>"),
                                                 scenes: "        <scene sceneID=\"S02\">\n            <objects>\n                ↓<hostingController id=\"HC1\" sceneMemberID=\"viewController\"/>\n            </objects>\n        </scene>\n")],
                    nonTriggering: [Self.storyboard(Self.button(segue: "<segue destination=\"VC2\" kind=\"show\" id=\"SG1\"/>"),
                                                    scenes: Self.scene("VC2", title: "Detail"))])
        case .assetCatalog:
            Details(summary: "An asset catalog colour set that cannot be read.",
                    rationale: "A storyboard's named colour takes its light and dark values from the app's asset catalog; when its Contents.json is not valid JSON, names a colour space a11y-check does not know, refers to a colour that is not a UIKit system colour or has no colour for iOS, the colour keeps the light value the storyboard stores, so its contrast in the dark appearance is not checked. A colour set none of whose entries gives a colour (Xcode's template AccentColor and WidgetBackground) is left unset, not broken: it is not reported.",
                    documentation: "https://developer.apple.com/library/archive/documentation/Xcode/Reference/xcode_ref-Asset_Catalog_Format/Named_Color.html",
                    nonTriggering: [Self.storyboard("")])
        case .unresolvedColor:
            Details(summary: "A named colour no asset catalog of the run has: its dark value is unknown.",
                    rationale: "Interface Builder keeps under <resources> only the light value of each named colour; the dark one is in the app's asset catalog (a NAME.colorset folder). When no catalog among the inputs, inside the folders named or beside the file has the name, the colour's contrast is checked in the light appearance only, never with a guessed dark value (once per name per file, at its first use).",
                    documentation: "https://developer.apple.com/library/archive/documentation/Xcode/Reference/xcode_ref-Asset_Catalog_Format/Named_Color.html",
                    triggering: [Self.storyboard(Self.label("<color key=\"textColor\" name=\"brandColor\"/>", marked: true), resources: Self.brandColor)],
                    nonTriggering: [Self.storyboard(Self.label("<color key=\"textColor\" red=\"0.0\" green=\"0.0\" blue=\"0.0\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>"),
                                                    resources: Self.brandColor)])
        case .invalidAttributeValue:
            Details(summary: "A number that is not finite, or outside the range a11y-check reads for it.",
                    rationale: "Xcode writes finite numbers within a screen's reach; nan, inf or a frame at 1e308 would place an element nowhere or make a colour's contrast meaningless. The attribute is read as not written, as the YAML format refuses such numbers (once per element and attribute).",
                    documentation: "https://developer.apple.com/documentation/uikit/uiview/frame",
                    triggering: [Self.storyboard("                        <label text=\"Hi\" id=\"L01\">\n                            ↓<rect key=\"frame\" x=\"16\" y=\"120\" width=\"1e308\" height=\"21\"/>\n                        </label>\n")],
                    nonTriggering: [Self.storyboard("                        <label text=\"Hi\" id=\"L01\">\n                            <rect key=\"frame\" x=\"16\" y=\"120\" width=\"200\" height=\"21\"/>\n                        </label>\n")])
        case .launchScreen:
            Details(summary: "A launch screen: UIKit shows it as a static image, so it is not analysed.",
                    rationale: "The launch screen is a snapshot shown while the app launches and replaced by its first screen; VoiceOver never reaches its views, so checking them would raise false alarms. It is one when the app's Info.plist names it in UILaunchStoryboardName, or when the document says launchScreen=\"YES\" and no project target's Info.plist names another.",
                    documentation: "https://developer.apple.com/documentation/bundleresources/information-property-list/uilaunchstoryboardname",
                    triggering: [Self.storyboard("", marked: true, attributes: " launchScreen=\"YES\"")],
                    nonTriggering: [Self.storyboard("")])
        }
    }

    /// A xib whose `<objects>` hold `objects`.
    private static func xib(_ objects: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + xibBody(objects)
    }

    private static func xibBody(_ objects: String) -> String {
        "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\" targetRuntime=\"iOS.CocoaTouch\">\n  <objects>\n"
            + objects + "  </objects>\n</document>\n"
    }

    /// A storyboard whose initial view controller `VC1` (titled Home) holds `subviews`, followed
    /// by `scenes` and by `<resources>` holding `resources` when there are some;
    /// `attributes` are added to `<document>`, which `marked` marks with `↓`.
    private static func storyboard(_ subviews: String, scenes: String = "", resources: String = "", marked: Bool = false,
                                   attributes: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        \(marked ? "↓" : "")<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch"\(attributes) initialViewController="VC1">
            <scenes>

        """ + scene("VC1", title: "Home", subviews: subviews) + scenes + """
            </scenes>

        """ + (resources.isEmpty ? "" : "    <resources>\n" + resources + "    </resources>\n") + """
        </document>

        """
    }

    /// The named colour `brandColor` as `<resources>` stores it: its light value only.
    private static let brandColor = """
                <namedColor name="brandColor">
                    <color red="0.0" green="0.4" blue="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </namedColor>

        """

    /// A label reading Hello at the top of the root view, whose colour element is `color`;
    /// `marked` marks it with `↓` (the colours of a view are located at the view).
    private static func label(_ color: String, marked: Bool = false) -> String {
        """
                                    \(marked ? "↓" : "")<label text="Hello" id="L01">
                                        <rect key="frame" x="16" y="120" width="200" height="21"/>
                                        \(color)
                                    </label>

        """
    }

    /// One scene: view controller `id` titled `title`, its root view holding `subviews`.
    private static func scene(_ id: String, title: String, subviews: String = "") -> String {
        """
                <scene sceneID="S-\(id)">
                    <objects>
                        <viewController title="\(title)" id="\(id)" sceneMemberID="viewController">
                            <view key="view" id="V-\(id)">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>

        """ + subviews + """
                                </subviews>
                            </view>
                        </viewController>
                        <exit id="EX-\(id)" sceneMemberID="exit"/>
                    </objects>
                </scene>

        """
    }

    /// A button titled Next at the top of the root view, whose connections hold `segue`.
    private static func button(id: String = "B01", segue: String) -> String {
        """
                                    <button id="\(id)">
                                        <rect key="frame" x="16" y="120" width="120" height="44"/>
                                        <state key="normal" title="Next"/>
                                        <connections>
                                            \(segue)
                                        </connections>
                                    </button>

        """
    }
}
