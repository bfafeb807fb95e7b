import A11yCore
import Hierarchy

/// `a11y-modal-no-escape`: the screen on top of a scene's presentations gives VoiceOver users no
/// way out: no reachable dismiss control and no `accessibilityPerformEscape`
/// (reference/voiceover.md A1.7, "a modal with no escape route"; Presentr issue 51).
public struct ModalNoEscapeRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "a11y-modal-no-escape", severity: .warning, category: .accessibility,
        summary: "A presented screen has no dismiss control VoiceOver can reach and no escape gesture.",
        rationale: """
            VoiceOver users leave a presented screen with a button (Close, Cancel, Done, Dismiss, Back, Exit; the bar's \
            close, cancel, done and stop system items: stop is the X apps used before iOS 13 added close; any control \
            or bar button item that performs an unwind segue, Interface Builder's Exit, or whose action the app's \
            code shows dismissing the screen, dismiss(animated:completion:) or popViewController(animated:), or \
            performing an unwind segue by its identifier, whatever it says), the \
            "dismiss popup" region UIKit adds around iPad popovers and sheets, or the two-finger Z-shaped escape \
            gesture, which calls accessibilityPerformEscape. A swipe-down or a tap on the dimmed background is not \
            available to them, so a screen with none of these traps them (Presentr issue 51; MagentaA11y native \
            modal checklist). A screen pushed on a navigation stack inside the presented screen has its Back \
            button (UINavigationItem.backBarButtonItem), which leads to the screen under it: that one is checked \
            where it is on top. A presented screen that describes no view (a view controller made in code, whose \
            views only its code builds), or shows a view whose content its code provides (an app's view class with \
            no subviews described, a web view, a standalone navigation bar or toolbar, a table or collection view \
            whose cells its data source makes), or whose bar items code sets \
            to something a11y-check does not know (a Close item added only when presented), or that shows a \
            button whose title or label code sets to something a11y-check does not know (a title from the app's \
            strings), or a button or bar button item whose action a11y-check has not read (the storyboard's action \
            goes to code the run does not hold, or the action hands the tap to a delegate, a closure or a segue \
            performed by an identifier that is not a literal or not the screen's), is left alone: what it shows, or what a tap does, is unknown, not \
            nothing. So is a presentation whose style code \
            decides (a storyboard segue of a custom class, whose perform() shows the destination its own way; a \
            modalPresentationStyle set to a value a11y-check does not know): whether UIKit adds a dismiss region is \
            unknown. An action read to its end that only stays on the screen (plays a video, presents another \
            screen) is no way out, and neither is a value control's (a switch's, slider's, segmented control's or \
            text field's), which reports the value the user set.
            """,
        documentation: "https://developer.apple.com/documentation/objectivec/nsobject/1615091-accessibilityperformescape",
        triggeringExamples: [
            """
            screens:
              list:
                view:
                  - button: {id: add, title: Add, frame: [16, 100, 80, 44]}
              terms:
                view:
                  - label: {id: terms, text: Terms of use, frame: [16, 100, 300, 44]}
            scenes:
              main:
                root: list
                presentations:
                  - ↓{present: terms, style: fullScreen}
            """,
            """
            screens:
              list:
                view:
                  - button: {id: add, title: Add, frame: [16, 100, 80, 44]}
              snooze:
                view:
                  - switch: {id: snoozeAll, label: Snooze all, on: false, actionFromCode: true, frame: [16, 100, 51, 31]}
            scenes:
              main:
                root: list
                presentations:
                  - ↓{present: snooze, style: fullScreen}
            """,
        ],
        nonTriggeringExamples: [
            """
            screens:
              list:
                view:
                  - button: {id: add, title: Add, frame: [16, 100, 80, 44]}
              terms:
                view:
                  - custom: {id: header, class: ModalHeaderView, frame: [0, 59, 393, 44]}
                  - label: {id: terms, text: Terms of use, frame: [16, 120, 300, 44]}
            scenes:
              main:
                root: list
                presentations:
                  - {present: terms, style: fullScreen}
            """,
            """
            screens:
              list:
                view:
                  - button: {id: add, title: Add, frame: [16, 100, 80, 44]}
              editor: {class: EditorViewController}
            scenes:
              main:
                root: list
                presentations:
                  - {present: editor, style: fullScreen}
            """,
            """
            screens:
              list:
                view:
                  - button: {id: add, title: Add, frame: [16, 100, 80, 44]}
              terms:
                view:
                  - label: {id: terms, text: Terms of use, frame: [16, 100, 300, 44]}
                  - button: {id: close, title: Close, frame: [16, 160, 80, 44]}
            scenes:
              main:
                root: list
                presentations:
                  - {present: terms, style: fullScreen}
            """,
            """
            screens:
              list: {title: List}
              terms:
                title: Terms
                navigationItem:
                  rightItems: [{id: finish, system: done, label: Fertig}]
                view:
                  - label: {id: terms, text: Terms of use, frame: [16, 100, 300, 44]}
            scenes:
              main:
                root: list
                presentations:
                  - present: {navigation: {id: termsNav, stack: [terms]}}
                    style: fullScreen
            """,
            """
            screens:
              list: {title: List}
              terms:
                title: Terms
                navigationItem:
                  rightItems: [{id: finish, system: done}]
                view:
                  - button: {id: privacy, title: Privacy, frame: [16, 100, 200, 44]}
              privacy:
                title: Privacy
                view:
                  - label: {id: policy, text: We keep nothing, frame: [16, 100, 300, 44]}
            scenes:
              main:
                root: list
                presentations:
                  - present: {navigation: {id: termsNav, stack: [terms, privacy]}}
                    style: fullScreen
            """,
            """
            screens:
              list: {title: List}
              terms:
                title: Terms
                navigationItem:
                  leftItems: [{id: close, system: stop}]
                view:
                  - label: {id: terms, text: Terms of use, frame: [16, 100, 300, 44]}
            scenes:
              main:
                root: list
                presentations:
                  - present: {navigation: {id: termsNav, stack: [terms]}}
                    style: fullScreen
            """,
            """
            screens:
              list:
                view:
                  - button: {id: add, title: Add, frame: [16, 100, 80, 44]}
              terms:
                view:
                  - label: {id: terms, text: Terms of use, frame: [16, 100, 300, 44]}
                  - button: {id: close, textFromCode: true, frame: [16, 160, 80, 44]}
            scenes:
              main:
                root: list
                presentations:
                  - {present: terms, style: fullScreen}
            """,
            """
            screens:
              list:
                view:
                  - button: {id: add, title: Add, frame: [16, 100, 80, 44]}
              welcome:
                view:
                  - button: {id: video, title: Watch Intro Video, frame: [16, 100, 200, 44]}
                  - button: {id: start, title: Start Playing, dismisses: true, frame: [16, 160, 200, 44]}
            scenes:
              main:
                root: list
                presentations:
                  - {present: welcome, style: fullScreen}
            """,
            """
            screens:
              list:
                view:
                  - button: {id: add, title: Add, frame: [16, 100, 80, 44]}
              welcome:
                view:
                  - button: {id: start, title: Start Playing, actionFromCode: true, frame: [16, 160, 200, 44]}
            scenes:
              main:
                root: list
                presentations:
                  - {present: welcome, style: fullScreen}
            """,
            """
            screens:
              list: {title: List}
              reply:
                title: Reply
                navigationItem:
                  leftItems: [{id: stories, title: Stories, unwinds: true}]
                view:
                  - label: {id: body, text: Write a reply, frame: [16, 120, 300, 44]}
            scenes:
              main:
                root: list
                presentations:
                  - present: {navigation: {id: replyNav, stack: [reply]}}
                    style: fullScreen
            """,
            """
            screens:
              list: {title: List}
              terms:
                escape: true
                view:
                  - label: {id: terms, text: Terms of use, frame: [16, 100, 300, 44]}
            scenes:
              main:
                root: list
                presentations:
                  - {present: terms, style: fullScreen}
            """,
        ])

    public func findings(in input: RuleInput) -> [Finding] {
        findings(in: input, lackingEscape: verdicts(in: input))
    }

    /// ``findings(in:)`` for each of `inputs`: whether a presentation has a way out reads the
    /// scene's resolution and its VoiceOver analysis, which no colour changes, so environments
    /// alike but for their appearance judge it once; each finding names its own environment.
    public func findings(across inputs: [RuleInput]) -> [[Finding]] {
        findingsSharedAcrossAppearances(across: inputs, judging: verdicts) { findings(in: $0, lackingEscape: $1) }
    }

    /// For each scene of `input`, true when it shows a presentation whose top has no way out
    /// VoiceOver reaches (``lacksEscape(sceneAt:of:)``).
    private func verdicts(in input: RuleInput) -> [Bool] {
        var lacking = Array(repeating: false, count: input.scenes.count)
        for index in input.presentingSceneIndices {
            lacking[index] = lacksEscape(sceneAt: index, of: input)
        }
        return lacking
    }

    /// A finding for each scene of `input` whose verdict (`lackingEscape`, one per scene) says
    /// its top presentation has no way out.
    private func findings(in input: RuleInput, lackingEscape: [Bool]) -> [Finding] {
        zip(input.scenes, lackingEscape).compactMap { scene, lacks in
            guard lacks, let top = scene.shownPresentations.last else { return nil }
            return finding(
                at: top.presentation.location, in: scene, subject: top.presented.id,
                "\(top.presented.id) (\(top.style.effective.rawValue)) has no dismiss control VoiceOver can reach "
                    + "and no escape: true on \(scene.environment.name)",
                hint: "add a Close or Cancel button, or implement accessibilityPerformEscape() (a spec's escape: true)")
        }
    }

    /// True when the top presentation of the scene at `index` of `input` (one that shows a
    /// presentation) has no dismiss control VoiceOver reaches and no escape, as far as the model
    /// settles it: what it leaves unknown finds nothing.
    private func lacksEscape(sceneAt index: Int, of input: RuleInput) -> Bool {
        let scene = input.scenes[index]
        guard let top = scene.shownPresentations.last else { return false }
        // Whether UIKit adds the dismiss region (an escape) rests on an isModalInPresentation
        // set in code to a value a11y-check does not know: say nothing.
        if top.isDecidedInCode(.isModalInPresentation),
           DismissRegion.applies(to: top, in: scene.environment, assumptions: input.assumptions) { return false }
        // So does everything when code decides the style (a custom segue's `perform()`, a
        // `modalPresentationStyle` the syntax does not settle): a popover or form sheet has a
        // dismiss region, and a custom segue may not present at all.
        if top.isDecidedInCode(.modalPresentationStyle) { return false }
        let visible = VisibleControllers.nodes(in: top.presented, sizeClasses: scene.environment.sizeClasses)
        let screens = visible.compactMap { $0.contentScreenID.flatMap { input.project.screens[$0] } }
        if screens.contains(where: { $0.escape?.value == true }) { return false }
        // What the model alone settles is asked before the scene is analysed, the costly part.
        // A screen that describes no view, or whose own view's content code provides (a view
        // controller made in code, whose views `loadView` or `viewDidLoad` build; one whose
        // code adds subviews to its view) may hold its Close button: unknown.
        if screens.contains(where: { ($0.view.isEmpty && $0.rootView == nil) || $0.rootView?.contentFromCode?.value == true }) { return false }
        // So may a bar whose items code sets to something the syntax does not settle (a
        // Close item added only when presented: `if isModal { navigationItem.leftBarButtonItem = ... }`).
        if screens.contains(where: { $0.unknown(.leftBarButtonItems) != nil || $0.unknown(.rightBarButtonItems) != nil }) { return false }
        // So may a view whose content its code provides (an app's view class with no subviews
        // described, a web view, a standalone navigation bar or toolbar, whose items are not
        // modelled): unknown too.
        let threshold = input.assumptions.alphaThreshold
        if screens.contains(where: { $0.view.contains { $0.mayHoldWayOutFromCode(alphaThreshold: threshold) } }) { return false }
        // A way out VoiceOver reaches. What an element is is asked before whose it is (the
        // cheaper questions first).
        let result = input.presentingSceneAccessibility(at: index)
        let owners = Set(visible.map(\.id) + screens.map(\.id))
        let systemItems = Set(screens.flatMap(Self.dismissItemLocations))
        let unwinding = Set(screens.flatMap(Self.unwindingTaps))
        let escapes = result.elements.contains { element in
            let isEscape = element.traits.contains(.backButton) || element.id == "dismissRegion"
                || (!systemItems.isEmpty && systemItems.contains(element.location))
                || (!unwinding.isEmpty && unwinding.contains(Tap(element))) || Self.isDismissButton(element)
            return isEscape && owners.contains(element.screenID)
        }
        guard !escapes else { return false }
        // A button whose label code sets to a value a11y-check does not know (a title from the
        // app's strings: `closeButton.setTitle(L10n.close, for: .normal)`) may be the way out;
        // so may a control whose action a11y-check has not read (``Element/actionFromCode``).
        let unread = Set(screens.flatMap(Self.unreadActionTaps))
        if result.elements.contains(where: { element in
            (Self.mayBeDismissButton(element) || (!unread.isEmpty && unread.contains(Tap(element)))) && owners.contains(element.screenID)
        }) { return false }
        return true
    }
}
