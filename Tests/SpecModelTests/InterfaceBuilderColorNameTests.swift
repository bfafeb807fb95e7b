import Hierarchy
import Testing

/// The names Interface Builder gives UIKit's system colours (a storyboard's `systemColor`, an
/// asset catalog colour set's `"reference"`) are the UIColor properties with `Color` added, so
/// their dark and per-version values follow (Human Interface Guidelines, "Color").
@Suite struct InterfaceBuilderColorNameTests {
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

    /// The names offered in "did you mean" hints are exactly the ones read.
    @Test func everyOfferedNameIsRead() {
        #expect(SystemColor.interfaceBuilderNames.count == SystemColor.allCases.count + 1)
        #expect(SystemColor.interfaceBuilderNames.allSatisfy { SystemColor(interfaceBuilderName: $0) != nil })
    }
}
