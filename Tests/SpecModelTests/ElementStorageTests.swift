@testable import A11yCore
@testable import Hierarchy
import Testing

/// An element stores only the properties set; each accessor still reads and writes its own value,
/// as the one stored field per property did.
@Suite struct ElementStorageTests {
    private static let here = A11yCore.SourceLocation(file: "s.yaml", line: 3, column: 7)

    private static func at(_ line: Int) -> A11yCore.SourceLocation {
        A11yCore.SourceLocation(file: "s.yaml", line: line, column: 1)
    }

    @Test func everyKeyHasASlot() {
        #expect(ElementPropertyKey.allCases.count <= MemoryLayout<ElementPropertySlots>.size)
    }

    @Test func everyPropertyReadsBackWhatWasSetAndNothingElse() {
        var element = Element(kind: .slider, location: Self.here)
        element.id = Located("volume", at: Self.at(1))
        element.frame = Located(Rect(x: 1, y: 2, width: 3, height: 4), at: Self.at(2))
        element.text = Located("text", at: Self.at(3))
        element.title = Located("title", at: Self.at(4))
        element.placeholder = Located("placeholder", at: Self.at(5))
        element.image = Located("image", at: Self.at(6))
        element.isOn = Located(true, at: Self.at(7))
        element.value = Located("5", at: Self.at(8))
        element.label = Located("Volume", at: Self.at(9))
        element.hint = Located("hint", at: Self.at(10))
        element.identifier = Located("identifier", at: Self.at(11))
        element.language = Located("fr", at: Self.at(12))
        element.accessible = Located(false, at: Self.at(13))
        element.hiddenFromAccessibility = Located(true, at: Self.at(14))
        element.hidden = Located(false, at: Self.at(15))
        element.alpha = Located(0.5, at: Self.at(16))
        element.enabled = Located(true, at: Self.at(17))
        element.clipsToBounds = Located(false, at: Self.at(18))
        element.viewIsModal = Located(true, at: Self.at(19))
        element.group = Located(false, at: Self.at(20))
        element.containerType = Located(.landmark, at: Self.at(21))
        element.order = Located([Located("a", at: Self.at(22))], at: Self.at(22))
        element.font = Located(FontSpec(size: 12, textStyle: .body), at: Self.at(23))
        element.textColor = Located(.fixed(Color(red: 1, green: 0, blue: 0)), at: Self.at(24))
        element.backgroundColor = Located(.fixed(Color(red: 0, green: 0, blue: 1, alpha: 0.5)), at: Self.at(25))
        element.selectedSegment = Located(2, at: Self.at(26))
        element.minimum = Located(-1, at: Self.at(27))
        element.maximum = Located(11, at: Self.at(28))
        element.numberOfPages = Located(3, at: Self.at(29))
        element.currentPage = Located(1, at: Self.at(30))
        element.className = Located("Gauge", at: Self.at(31))

        #expect(element.kind == .slider)
        #expect(element.location == Self.here)
        #expect(element.id == Located("volume", at: Self.at(1)))
        #expect(element.frame == Located(Rect(x: 1, y: 2, width: 3, height: 4), at: Self.at(2)))
        #expect(element.text == Located("text", at: Self.at(3)))
        #expect(element.title == Located("title", at: Self.at(4)))
        #expect(element.placeholder == Located("placeholder", at: Self.at(5)))
        #expect(element.image == Located("image", at: Self.at(6)))
        #expect(element.isOn == Located(true, at: Self.at(7)))
        #expect(element.value == Located("5", at: Self.at(8)))
        #expect(element.label == Located("Volume", at: Self.at(9)))
        #expect(element.hint == Located("hint", at: Self.at(10)))
        #expect(element.identifier == Located("identifier", at: Self.at(11)))
        #expect(element.language == Located("fr", at: Self.at(12)))
        #expect(element.accessible == Located(false, at: Self.at(13)))
        #expect(element.hiddenFromAccessibility == Located(true, at: Self.at(14)))
        #expect(element.hidden == Located(false, at: Self.at(15)))
        #expect(element.alpha == Located(0.5, at: Self.at(16)))
        #expect(element.enabled == Located(true, at: Self.at(17)))
        #expect(element.clipsToBounds == Located(false, at: Self.at(18)))
        #expect(element.viewIsModal == Located(true, at: Self.at(19)))
        #expect(element.group == Located(false, at: Self.at(20)))
        #expect(element.containerType == Located(.landmark, at: Self.at(21)))
        #expect(element.order == Located([Located("a", at: Self.at(22))], at: Self.at(22)))
        #expect(element.font == Located(FontSpec(size: 12, textStyle: .body), at: Self.at(23)))
        #expect(element.textColor == Located(.fixed(Color(red: 1, green: 0, blue: 0)), at: Self.at(24)))
        #expect(element.backgroundColor == Located(.fixed(Color(red: 0, green: 0, blue: 1, alpha: 0.5)), at: Self.at(25)))
        #expect(element.selectedSegment == Located(2, at: Self.at(26)))
        #expect(element.minimum == Located(-1, at: Self.at(27)))
        #expect(element.maximum == Located(11, at: Self.at(28)))
        #expect(element.numberOfPages == Located(3, at: Self.at(29)))
        #expect(element.currentPage == Located(1, at: Self.at(30)))
        #expect(element.className == Located("Gauge", at: Self.at(31)))
    }

    @Test func unsetPropertiesAreNil() {
        let element = Element(kind: .label, location: Self.here)
        #expect(element.id == nil)
        #expect(element.label == nil)
        #expect(element.frame == nil)
        #expect(element.order == nil)
        #expect(element.children.isEmpty)
        #expect(element.addedTraits.isEmpty)
    }

    @Test func settingAgainReplacesAndNilRemovesOnlyThatProperty() {
        var element = Element(kind: .button, location: Self.here, capacity: 3)
        element.id = Located("a", at: Self.at(1))
        element.title = Located("Title", at: Self.at(2))
        element.label = Located("Label", at: Self.at(3))
        element.id = Located("b", at: Self.at(4))
        #expect(element.id == Located("b", at: Self.at(4)))
        element.id = nil
        #expect(element.id == nil)
        #expect(element.title == Located("Title", at: Self.at(2)))
        #expect(element.label == Located("Label", at: Self.at(3)))
        element.label = nil
        element.hint = Located("Hint", at: Self.at(5))
        element.id = Located("c", at: Self.at(6))
        #expect(element.title == Located("Title", at: Self.at(2)))
        #expect(element.label == nil)
        #expect(element.hint == Located("Hint", at: Self.at(5)))
        #expect(element.id == Located("c", at: Self.at(6)))
    }

    @Test func aCopyKeepsItsValuesWhenTheOriginalChanges() {
        var original = Element(kind: .view, location: Self.here)
        original.id = Located("box", at: Self.at(1))
        original.children = [Element(kind: .label, location: Self.at(2))]
        let copy = original
        original.id = Located("other", at: Self.at(3))
        original.label = Located("Box", at: Self.at(4))
        original.children.append(Element(kind: .button, location: Self.at(5)))
        original.addedTraits.append(Located(.header, at: Self.at(6)))
        #expect(copy.id == Located("box", at: Self.at(1)))
        #expect(copy.label == nil)
        #expect(copy.children.map(\.kind) == [.label])
        #expect(copy.addedTraits.isEmpty)
        #expect(original.id == Located("other", at: Self.at(3)))
        #expect(original.label == Located("Box", at: Self.at(4)))
        #expect(original.children.map(\.kind) == [.label, .button])
    }
}
