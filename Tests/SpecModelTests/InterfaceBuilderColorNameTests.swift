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
        ("tableCellGroupedBackgroundColor", .secondarySystemGroupedBackground),
    ])
    func systemColorNamesAreUIKitSystemColours(name: String, color: SystemColor) {
        #expect(SystemColor(interfaceBuilderName: name) == color)
    }

    /// nRF Connect Device Manager's grouped cells set `tableCellGroupedBackgroundColor`, whose
    /// resources copy is white: read as that white in both appearances, the secondary label over
    /// it was a false `a11y-contrast` of 1.10:1 in the dark appearance, where UIKit draws #1C1C1E.
    @Test func aGroupedCellsColourIsDrawnAsTheSecondaryGroupedBackground() {
        let color = SystemColor(interfaceBuilderName: "tableCellGroupedBackgroundColor")
        #expect(color?.value(in: ColorContext(appearance: .dark, iosVersion: .latest)) == SystemColor.secondarySystemGroupedBackground.value(in: ColorContext(appearance: .dark, iosVersion: .latest)))
        #expect(color?.variesWithAppearance == true)
    }

    @Test func anUnknownNameIsNone() {
        #expect(SystemColor(interfaceBuilderName: "tintColor") == nil)
        #expect(SystemColor(interfaceBuilderName: "systemTeal") == nil)
    }

    /// The names offered in "did you mean" hints are exactly the ones read.
    @Test func everyOfferedNameIsRead() {
        #expect(SystemColor.interfaceBuilderNames.count == SystemColor.allCases.count + 2)
        #expect(SystemColor.interfaceBuilderNames.allSatisfy { SystemColor(interfaceBuilderName: $0) != nil })
    }
}
