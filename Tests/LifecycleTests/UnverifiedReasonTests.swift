import Testing
@testable import Lifecycle

/// Reasons speak in UIKit's API names and Apple documentation links, never in section numbers of
/// the project's design notes (issue #16, point 4).
@Suite struct UnverifiedReasonTests {
    @Test func everyUnverifiedReasonEndsWithAnAppleDocumentationLinkAndCitesNoSection() {
        for order in UnverifiedOrder.allCases {
            #expect(order.reason.range(of: #" https://developer\.apple\.com/documentation/uikit/\S+$"#, options: .regularExpression) != nil,
                    "\(order)")
            #expect(order.reason.range(of: #"\b\d\.\d\b|seed \d"#, options: .regularExpression) == nil, "\(order)")
        }
    }
}
