import A11yCore
import Hierarchy
import TestSupport
import Testing

/// Keys, types, enumerations, booleans and the version: how values are checked as they decode.
@Suite struct DecodingTests {
    @Test(arguments: [
        ("screns: {}", "1:1", "the top level", "screens"),
        ("screens:\n  s:\n    titel: x", "3:5", "a screen", "title"),
        ("screens:\n  s:\n    view:\n      - button: {id: b, lable: x}", "4:25", "a button", "label"),
        ("screens:\n  s:\n    navigationItem: {titel: x}", "3:22", "navigationItem", "title"),
        ("screens:\n  s:\n    navigationItem: {promt: x}", "3:22", "navigationItem", "prompt"),
        ("screens:\n  s:\n    toolbarItems: [{id: a, sytem: done}]", "3:28", "a bar item", "system"),
        ("screens:\n  s:\n    tabBarItem: {badg: '3'}", "3:18", "tabBarItem", "badge"),
        ("scenes:\n  x:\n    root: a\n    presentations:\n      - {present: b, styel: fullScreen}",
         "5:22", "a presentation", "style"),
        ("scenes:\n  x:\n    root:\n      tabs: {id: t, itemz: [a]}", "4:21", "a tabs", "items"),
        ("scenes:\n  x:\n    root:\n      navigation: {stack: [a], navigationBarHiden: true}",
         "4:32", "a navigation", "navigationBarHidden"),
        ("scenes:\n  x:\n    root:\n      container: {screen: a, childen: []}", "4:30", "a container", "children"),
        ("scenes:\n  x:\n    root:\n      container:\n        children: [{node: a, addedby: code}]",
         "5:30", "a container child", "addedBy"),
        ("scenes:\n  x:\n    root: a\n    presentation: []", "4:5", "a scene", "presentations"),
        ("app: {nmae: Lab}", "1:7", "app", "name"),
        ("screens:\n  s:\n    view: [{tabBar: {items: [{titel: A}]}}]", "3:31", "a tab bar item", "title"),
        ("screens:\n  s:\n    tabBarItem: {title: A, hnt: B}", "3:28", "tabBarItem", "hint"),
        ("scenes:\n  x:\n    root:\n      navigation: {id: n, stack: [a], tabBarItme: {title: A}}", "4:39", "a navigation", "tabBarItem"),
        ("scenes:\n  x:\n    root:\n      navigation: {id: n, stack: [a], tabBarItem: {titel: A}}", "4:52", "tabBarItem", "title"),
        ("screens:\n  s:\n    rootView: {ordr: [a]}", "3:16", "rootView", "order"),
        ("screens:\n  s:\n    rootVeiw: {order: [a]}", "3:5", "a screen", "rootView"),
        ("screens:\n  s:\n    view: [{label: {font: {szie: 12}}}]", "3:28", "a font", "size"),
    ])
    func unknownKeySuggestsTheClosest(text: String, position: String, place: String, suggestion: String) throws {
        let result = Spec.decode(text)
        #expect(result.diagnostics.map(\.summary) == ["\(position) spec-unknown-key"])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.message.contains(place))
        #expect(diagnostic.message.hasSuffix("did you mean '\(suggestion)'?"))
        #expect(diagnostic.hint?.hasPrefix("allowed keys: ") == true)
        #expect(diagnostic.hint?.contains(suggestion) == true)
    }

    @Test func unknownKeyFarFromEveryKeyHasNoSuggestion() throws {
        let result = Spec.decode("screens:\n  s:\n    colour: red")
        #expect(result.diagnostics.map(\.summary) == ["3:5 spec-unknown-key"])
        #expect(result.diagnostics.first?.message == "unknown key 'colour' in a screen")
    }

    @Test(arguments: [
        ("- a\n- b", "1:1", "'the file' must be a mapping with version, app, screens and scenes, found a list"),
        ("screens: [a]", "1:10", "'screens' must be a mapping, found a list"),
        ("screens:\n  s:\n    title: [a]", "3:12", "'title' must be text, found a list"),
        ("screens:\n  s:\n    title: ~", "3:12", "'title' must be text, found null"),
        ("screens:\n  s:\n    shouldAutorotate: 3", "3:23", "'shouldAutorotate' must be true or false, found a number (3)"),
        ("screens:\n  s:\n    escape: \"true\"", "3:13", "'escape' must be true or false, found a string"),
        ("screens:\n  s:\n    view: {button: {}}", "3:11", "'view' must be a list, found a mapping"),
        ("screens:\n  s:\n    preferredContentSize: [320]", "3:27",
         "'preferredContentSize' must be a list of 2 numbers [width, height], found a list"),
        ("screens:\n  s:\n    view: [{view: {frame: [0, 0, wide, 10]}}]", "3:34", "'frame width' must be a number, found a string"),
        ("screens:\n  s:\n    view: [{segmented: {selected: 1.5}}]", "3:35", "'selected' must be a whole number, found a number (1.5)"),
        ("scenes:\n  x:\n    root: [a]", "3:11",
         "'root' must be a screen id or a mapping with one key (screen, navigation, tabs, split, page, container), found a list"),
        ("version: one", "1:10", "'version' must be a whole number, found a string"),
    ])
    func wrongTypeNamesExpectedAndFound(text: String, position: String, message: String) {
        let result = Spec.decode(text)
        #expect(result.diagnostics.map(\.summary) == ["\(position) spec-wrong-type"])
        #expect(result.diagnostics.first?.message == message)
    }

    @Test(arguments: [
        ("screens:\n  s:\n    modalPresentationStyle: fullscreen", "3:29", "fullScreen",
         "automatic, fullScreen, overFullScreen, pageSheet, formSheet, currentContext, overCurrentContext, popover, custom"),
        ("screens:\n  s:\n    rotationHandling: trait", "3:23", "traits", "traits, size, none"),
        ("screens:\n  s:\n    refreshOn: viewDidApear", "3:16", "viewDidAppear",
         "viewWillAppear, viewDidAppear, presentationControllerDidDismiss, delegate"),
        ("screens:\n  s:\n    preferredOrientation: landscapeleft", "3:27", "landscapeLeft",
         "portrait, portraitUpsideDown, landscapeLeft, landscapeRight"),
        ("screens:\n  s:\n    view: [{view: {containerType: lists}}]", "3:35", "list", "list, landmark, dataTable, semanticGroup"),
        ("scenes:\n  x:\n    root: a\n    presentations: [{present: b, transition: crossDisolve}]", "4:46", "crossDissolve",
         "coverVertical, flipHorizontal, crossDissolve, partialCurl"),
        ("scenes:\n  x:\n    root: a\n    presentations: [{present: b, adaptiveStyle: nne}]", "4:49", "none",
         "none, fullScreen, overFullScreen, pageSheet, formSheet"),
        ("app: {devices: [iphone, ipod]}", "1:25", "ipad", "iphone, ipad"),
    ])
    func enumerationValueListsTheAllowedOnes(text: String, position: String, suggestion: String, allowed: String) throws {
        let result = Spec.decode(text)
        #expect(result.diagnostics.map(\.summary) == ["\(position) spec-invalid-value"])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.message.hasSuffix("did you mean '\(suggestion)'?"))
        #expect(diagnostic.hint == "allowed values: \(allowed)")
    }

    @Test(arguments: ["yes", "no", "on", "off", "Yes", "NO", "On", "OFF", "y", "n"])
    func yaml11BooleansAreRefused(word: String) throws {
        let result = Spec.decode("screens:\n  s:\n    shouldAutorotate: \(word)\n")
        #expect(result.diagnostics.map(\.summary) == ["3:23 spec-yaml11-boolean"])
        let screen = try #require(result.file?.screens.first)
        #expect(screen.shouldAutorotate == nil)
    }

    /// Only lowercase `true` and `false` are booleans; other spellings are refused like YAML 1.1's words.
    @Test(arguments: [("True", "true"), ("FALSE", "false")])
    func capitalizedBooleansAreRefused(word: String, meaning: String) {
        let result = Spec.decode("screens:\n  s:\n    escape: \(word)\n")
        #expect(result.diagnostics.map(\.summary) == ["3:13 spec-yaml11-boolean"])
        #expect(result.diagnostics.first?.hint == "write \(meaning); only true and false are booleans")
    }

    @Test func keysWithoutValuesAreEmpty() throws {
        let file = try #require(Spec.file("screens:\n  home:\n  other:\n    view:\n"))
        #expect(file.screens.map(\.id) == ["home", "other"])
        #expect(file.screens.allSatisfy { $0.view.isEmpty })
    }

    @Test func yaml11BooleanInAnElementNamesTheMeaning() throws {
        let result = Spec.decode("screens:\n  s:\n    view: [{switch: {on: yes}}]\n")
        #expect(result.diagnostics.map(\.summary) == ["3:26 spec-yaml11-boolean"])
        #expect(result.diagnostics.first?.hint == "write true; only true and false are booleans")
    }

    @Test func yaml11WordsAreTextWhereTextIsExpected() throws {
        let file = try #require(Spec.file("screens:\n  s:\n    title: no\n    class: On\n"))
        #expect(file.screens.first?.title?.value == "no")
        #expect(file.screens.first?.className?.value == "On")
    }

    @Test(arguments: [("true", true), ("false", false)])
    func coreSchemaBooleansDecode(word: String, value: Bool) throws {
        let file = try #require(Spec.file("screens:\n  s:\n    escape: \(word)\n"))
        #expect(file.screens.first?.escape?.value == value)
        #expect(file.screens.first?.escape?.location.line == 3)
        #expect(file.screens.first?.escape?.location.column == 5)
    }

    @Test(arguments: [("version: 2", ["1:10 spec-unsupported-version"]), ("version: 1", []), ("version: 0", ["1:10 spec-unsupported-version"])])
    func onlyVersionOneIsRead(text: String, expected: [String]) {
        #expect(Spec.diagnostics(text) == expected)
    }

    @Test func decodingContinuesPastEveryProblem() {
        let text = """
            screens:
              a:
                titel: x
                shouldAutorotate: yes
                view:
                  - buton: {}
                  - label: {text: ok, alpha: 2}
            """
        #expect(Spec.diagnostics(text) == [
            "3:5 spec-unknown-key", "4:23 spec-yaml11-boolean", "6:9 spec-invalid-value", "7:34 spec-invalid-value",
        ])
    }
}
