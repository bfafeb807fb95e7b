import A11yModel
import Testing
@testable import InterfaceBuilderSource

/// Interface Builder's `systemColor` names are UIKit's system colours, so their dark and
/// per-version values follow (Human Interface Guidelines, "Color").
@Suite struct ColorReaderTests {
    @Test(arguments: [
        ("labelColor", SystemColor.label), ("systemTealColor", .systemTeal), ("secondarySystemBackgroundColor", .secondarySystemBackground),
        ("systemGroupedBackgroundColor", .systemGroupedBackground), ("groupTableViewBackgroundColor", .systemGroupedBackground),
        ("whiteColor", .white), ("darkTextColor", .darkText), ("clearColor", .clear),
    ])
    func systemColorNamesAreUIKitSystemColours(name: String, color: SystemColor) {
        #expect(SystemColor(interfaceBuilderName: name) == color)
    }

    @Test func anUnknownNameIsNone() {
        #expect(SystemColor(interfaceBuilderName: "tintColor") == nil)
        #expect(SystemColor(interfaceBuilderName: "systemTeal") == nil)
    }
}
