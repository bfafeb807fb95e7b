import A11yCore
import HTMLReport

/// Hand-built report values: an iPad landscape page sheet with its dismiss region, a leaked
/// presenter element, an unreachable one, a finding, an orientation row and a lifecycle timeline.
enum ReportFixtures {
    static let attack = "</svg><img src=x onerror=alert(1)>"
    static let attributeAttack = "x\" onmouseover=\"alert(1)"

    static func card(label: String = "Done", environmentID: String = "ipad-pro-11-landscape-ios26-ltr") -> WireframeCard {
        let window = Rect(x: 0, y: 0, width: 1194, height: 834)
        let sheet = Rect(x: 179, y: 34, width: 834, height: 800)
        return WireframeCard(
            scene: "pageSheet", standalone: false, environmentID: environmentID,
            environment: "ipad-pro-11 landscape iOS 26", window: window,
            safeArea: Rect(x: 0, y: 24, width: 1194, height: 790),
            bars: [.init(kind: .status, frame: Rect(x: 0, y: 0, width: 1194, height: 24)),
                   .init(kind: .navigation, frame: Rect(x: 0, y: 24, width: 1194, height: 50))],
            presentations: [.init(presenter: "root", presented: "sheet", requestedStyle: "pageSheet", usedStyle: "pageSheet",
                                  why: "regular width keeps the requested style", outcome: "presented", shape: .sheet,
                                  frame: sheet, dimsPresenter: true)],
            dismissRegion: window,
            elements: [
                .init(id: "dismissRegion", screen: "sheet", announcement: "dismiss popup, Button", frame: window,
                      state: .reachable(number: 1), location: SourceReference(file: "Examples/modal-styles.yaml", line: 40), layer: 1),
                .init(id: "done", screen: "sheet", announcement: "\(label), Button", frame: Rect(x: 950, y: 50, width: 44, height: 44),
                      state: .reachable(number: 2), location: SourceReference(file: "Examples/modal-styles.yaml", line: 44), layer: 1),
                .init(id: "green", screen: "root", announcement: "Green, Button", frame: Rect(x: 20, y: 700, width: 120, height: 44),
                      state: .leaked(number: 3), location: SourceReference(file: "Examples/modal-styles.yaml", line: 12), layer: 0),
                .init(id: "title", screen: "root", announcement: "Title", frame: Rect(x: 20, y: 100, width: 300, height: 30),
                      state: .unreachable(reason: "covered by sheet (pageSheet)"), location: SourceReference(file: "Examples/modal-styles.yaml", line: 9), layer: 0),
            ],
            assumptions: ["dismissRegion"])
    }

    static let timeline = LifecycleTimeline(kind: "present", title: "root presents sheet", steps: [
        .init(title: "sheet appears", callbacks: [
            .init(controller: "sheet", name: "viewWillAppear", unverified: nil),
            .init(controller: "root", name: "viewWillDisappear", unverified: "sheetPresenterOrder"),
        ]),
    ], unverifiedOrders: [.init(name: "sheetPresenterOrder", reason: "the <presenter>'s callbacks after the sheet's, from recordings")])

    static func document(label: String = "Done", environmentID: String = "ipad-pro-11-landscape-ios26-ltr",
                         rule: String = "a11y-modal-leak") -> ReportDocument {
        ReportDocument(
            title: "a11y-check report", toolVersion: "0.0.0-test", files: ["Examples/modal-styles.yaml"],
            environments: [.init(id: environmentID, name: "ipad-pro-11 landscape iOS 26")],
            scenes: [.init(id: "pageSheet", standalone: false, cards: [card(label: label, environmentID: environmentID)],
                           orientation: [OrientationRow(environment: "ipad-pro-11 landscape iOS 26", decider: "root",
                                                        reason: "the window's root view controller decides",
                                                        effectiveMask: ["portrait", "landscapeLeft"], initialOrientation: nil,
                                                        rotations: ["landscapeLeft: rotates"], crash: nil)],
                           lifecycle: [LifecycleGroup(environments: [.init(id: environmentID, name: "ipad-pro-11 landscape iOS 26")],
                                                      timeline: timeline)],
                           sources: [SourceExcerpt(file: "Examples/modal-styles.yaml", declared: [9, 12, 40, 44], lines: [
                               .init(number: 8, text: "    view:"),
                               .init(number: 9, text: "      - label: {id: title}"),
                               .init(number: 10, text: "      - stack:"),
                               .init(number: 11, text: "      - button:"),
                               .init(number: 12, text: "          id: green  # \(label)"),
                               .init(number: 13, text: "          label: Green"),
                               .init(number: 39, text: "    view:"),
                               .init(number: 40, text: "      - {id: dismissRegion}"),
                               .init(number: 41, text: "      - label: {id: heading}"),
                               .init(number: 43, text: "      - label: {id: subtitle}"),
                               .init(number: 44, text: "      - button: {id: done}"),
                           ])])],
            findings: [FindingEntry(file: "Examples/modal-styles.yaml", line: 12, column: 7, severity: "warning", rule: rule,
                                    message: "'\(label)' stays reachable", excerpt: [
                                        .init(number: 11, text: "      - button:"),
                                        .init(number: 12, text: "          id: green  # \(label)"),
                                        .init(number: 13, text: "          label: Green"),
                                    ])],
            rules: ["a11y-modal-leak": RuleEntry(id: "a11y-modal-leak", rationale: "VoiceOver reads what the modal covers.",
                                                 documentation: "https://developer.apple.com/documentation/uikit/uiview/accessibilityviewismodal")])
    }
}
