import A11yCore
import Hierarchy
import TestSupport
import Testing

/// Orientation masks: one orientation, a list, a named mask, or one per idiom.
@Suite struct MaskTests {
    @Test(arguments: [
        ("portrait", IdiomMasks(.portrait)),
        ("[portrait, landscapeLeft]", IdiomMasks([.portrait, .landscapeLeft])),
        ("landscape", IdiomMasks(.landscape)),
        ("all", IdiomMasks(.all)),
        ("allButUpsideDown", IdiomMasks([.portrait, .landscapeLeft, .landscapeRight])),
        ("[landscape, portraitUpsideDown]", IdiomMasks([.landscapeLeft, .landscapeRight, .portraitUpsideDown])),
        ("{iphone: portrait, ipad: all}", IdiomMasks(iphone: .portrait, ipad: .all)),
        ("{ipad: [landscapeRight]}", IdiomMasks(iphone: nil, ipad: .landscapeRight)),
    ])
    func screenMasksDecode(text: String, expected: IdiomMasks) throws {
        let file = try #require(Spec.file("screens:\n  s:\n    orientations: \(text)\n"))
        let orientations = try #require(file.screens.first?.orientations)
        #expect(orientations.value == expected)
        #expect(orientations.location.line == 3)
        #expect(orientations.location.column == 5)
    }

    @Test(arguments: [
        ("portait", "3:19 spec-invalid-value", "'portait' is not an orientation or a named mask; did you mean 'portrait'?"),
        ("[portrait, landscap]", "3:30 spec-invalid-value", "'landscap' is not an orientation or a named mask; did you mean 'landscape'?"),
        ("{iphone: portrait, watch: all}", "3:38 spec-unknown-key", "unknown key 'watch' in a per-idiom mask"),
        ("{ipad: upsideDown}", "3:26 spec-invalid-value", "'upsideDown' is not an orientation or a named mask"),
        ("~", "3:19 spec-wrong-type", "'orientations' must be an orientation, a list of orientations or a named mask, found null"),
    ])
    func invalidMasksAreReportedAndDropped(text: String, expected: String, message: String) throws {
        let result = Spec.decode("screens:\n  s:\n    orientations: \(text)\n")
        #expect(result.diagnostics.map(\.summary) == [expected])
        #expect(result.diagnostics.first?.message == message)
        #expect(result.file?.screens.first?.orientations == nil)
    }

    @Test func maskHintListsEveryName() {
        let result = Spec.decode("screens:\n  s:\n    orientations: up\n")
        #expect(result.diagnostics.first?.hint ==
            "allowed values: portrait, portraitUpsideDown, landscapeLeft, landscapeRight, landscape, all, allButUpsideDown")
    }

    @Test(arguments: [
        ("landscape", InfoPlistOrientations(plain: .landscape)),
        ("[portrait]", InfoPlistOrientations(plain: .portrait)),
        ("{iphone: portrait, ipad: all}", InfoPlistOrientations(iphone: .portrait, ipad: .all)),
        ("{ipad: all}", InfoPlistOrientations(ipad: .all)),
    ])
    func appMasksSetThePlainOrPerDeviceKeys(text: String, expected: InfoPlistOrientations) throws {
        let file = try #require(Spec.file("app:\n  orientations: \(text)\n"))
        #expect(file.app?.orientations?.value == expected)
    }

    @Test func appMaskWithOneInvalidIdiomIsDroppedWhole() throws {
        let result = Spec.decode("app:\n  orientations: {iphone: portrait, ipad: sideways}\n")
        #expect(result.diagnostics.map(\.summary) == ["2:42 spec-invalid-value"])
        #expect(result.file?.app?.orientations == nil)
    }

    @Test func containerAndAppDelegateMasks() throws {
        let file = try #require(Spec.file("""
            app:
              delegateOrientations: {iphone: allButUpsideDown}
            scenes:
              main:
                root:
                  navigation:
                    stack: [a]
                    orientations: landscape
                    delegateOrientations: [portrait]
                    forwardsOrientations: top
            """))
        #expect(file.app?.delegateOrientations?.value == IdiomMasks(iphone: .allButUpsideDown, ipad: nil))
        let settings = try #require(file.scenes.first?.root.settings)
        #expect(settings.orientations?.value == IdiomMasks(.landscape))
        #expect(settings.delegateOrientations?.value == IdiomMasks(.portrait))
        #expect(settings.forwardsOrientations?.value == "top")
    }

    @Test(arguments: [
        ("navigation: {stack: [a], forwardsOrientations: selected}", "top, visible, presented"),
        ("tabs: {items: [a], forwardsOrientations: top}", "selected, presented"),
        ("container: {children: [{node: a}], forwardsOrientations: b}", "a, presented"),
    ])
    func forwardingTakesTheValuesOfTheContainerKind(node: String, allowed: String) {
        let result = Spec.decode("scenes:\n  main:\n    root: {\(node)}\n")
        #expect(result.diagnostics.map(\.ruleID) == ["spec-invalid-value"])
        #expect(result.diagnostics.first?.hint == "allowed values: \(allowed)")
    }
}
