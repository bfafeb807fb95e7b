import Testing
@testable import Lifecycle

/// The `"viewControllerId.callbackName"` text of a callback, as the JSON report lists them.
@Suite struct CallbackTextTests {
    @Test func callbackTextParsesBack() {
        #expect(LifecycleCallback(text: "nav@3:5.willMove(toParent:)") == LifecycleCallback("nav@3:5", .willMoveToParent))
        #expect(LifecycleCallback(text: "my.list.viewWillAppear") == LifecycleCallback("my.list", .viewWillAppear))
        #expect(LifecycleCallback(text: "list.reloadData") == nil)
    }
}
