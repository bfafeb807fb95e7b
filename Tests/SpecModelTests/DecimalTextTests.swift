@testable import A11yCore
@testable import Hierarchy
@testable import YAMLReader
@testable import YAMLSource
import Testing

/// The decimal fast path gives exactly what `Double(_:)` gives, or defers to it.
@Suite struct DecimalTextTests {
    @Test(arguments: [
        "0", "-0", "+0", "16", "-2", "+7", "007", "0.5", "-0.0", "44.25", "0.1", "0.3", "123456.789012345",
        "999999999999999", "9999999999999999", "1.", ".5", "-", "+", "", "1e3", "1.2.3", "0x10", "inf", "nan",
        " 1", "1 ", "1_000", "٣", "12345678901234567890",
    ])
    func matchesDouble(_ text: String) {
        if let fast = DecimalText.double(text) {
            #expect(fast.bitPattern == Double(text)?.bitPattern)
        }
    }

    @Test func readsCommonForms() {
        #expect(DecimalText.double("393") == 393)
        #expect(DecimalText.double("-0")?.sign == .minus)
        #expect(DecimalText.double("0.1") == 0.1)
        #expect(DecimalText.double("1e3") == nil)
        #expect(DecimalText.double("1.") == nil)
    }
}
