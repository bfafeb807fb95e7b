import A11yCore
import Hierarchy
import TestSupport
import Testing

/// Elements: the kind key, kind-specific keys, traits and table cells.
@Suite struct ElementTests {
    /// The elements of the only screen, `view` being the YAML list after `view: ` on line 3 (a block
    /// list starts with a line break, so its items begin on line 4).
    private static func elements(_ view: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [Element] {
        Spec.file("screens:\n  s:\n    view: \(view)\n", sourceLocation: sourceLocation)?.screens.first?.view ?? []
    }

    @Test func elementsKeepKindPropertiesAndNesting() throws {
        let view = Self.elements("""

                  - view:
                      id: box
                      frame: [0, 10, 393, 200.5]
                      children:
                        - button: {id: ok, title: OK, hint: Saves}
                        - slider: {id: volume, minimum: 0, maximum: 11, value: '5'}
            """)
        let box = try #require(view.first)
        #expect(box.kind == .view)
        #expect(box.id?.value == "box")
        #expect(box.location.line == 4)
        #expect(box.location.column == 9)
        #expect(box.frame?.value == Rect(x: 0, y: 10, width: 393, height: 200.5))
        #expect(box.children.map(\.kind) == [.button, .slider])
        #expect(box.subtree.compactMap(\.id?.value) == ["box", "ok", "volume"])
        #expect(box.children[0].hint?.value == "Saves")
        #expect(box.children[1].maximum?.value == 11)
        #expect(box.children[1].value?.value == "5")
    }

    @Test(arguments: [
        ("[{}]", "3:12", "an element must be a mapping with one kind key, found a mapping with 0 keys"),
        ("[{button: {id: a}, label: {id: b}}]", "3:12", "an element must be a mapping with one kind key, found a mapping with 2 keys"),
        ("[button]", "3:12", "an element must be a mapping with one kind key, found a string"),
    ])
    func elementNeedsExactlyOneKindKey(view: String, position: String, message: String) {
        let result = Spec.decode("screens:\n  s:\n    view: \(view)\n")
        #expect(result.diagnostics.map(\.summary) == ["\(position) spec-wrong-type"])
        #expect(result.diagnostics.first?.message == message)
        #expect(result.file?.screens.first?.view.isEmpty == true)
    }

    @Test func unknownKindSuggestsTheClosest() {
        let result = Spec.decode("screens:\n  s:\n    view: [{buton: {id: a}}]\n")
        #expect(result.diagnostics.map(\.summary) == ["3:13 spec-invalid-value"])
        #expect(result.diagnostics.first?.message == "unknown element kind 'buton'; did you mean 'button'?")
    }

    @Test(arguments: [
        ("button", "cells: []", "cells"),
        ("label", "segments: [a]", "segments"),
        ("view", "items: []", "items"),
        ("switch", "numberOfPages: 3", "numberOfPages"),
        ("cell", "minimum: 0", "minimum"),
    ])
    func kindSpecificKeysOnTheWrongKindAreUnknown(kind: String, property: String, key: String) throws {
        let result = Spec.decode("screens:\n  s:\n    view:\n      - \(kind): {\(property)}\n")
        let column = 7 + 2 + kind.count + 3
        #expect(result.diagnostics.map(\.summary) == ["4:\(column) spec-unknown-key"])
        #expect(result.diagnostics.first?.message.hasPrefix("unknown key '\(key)' in a \(kind)") == true)
    }

    @Test func kindSpecificKeysOnTheirKind() throws {
        let view = Self.elements("""
            [{segmented: {id: preset, segments: [Flat, Bass], selected: 1}},
                   {pageControl: {numberOfPages: 3, currentPage: 2}},
                   {custom: {class: Gauge}}]
            """)
        #expect(view.map(\.kind) == [.segmented, .pageControl, .custom])
        #expect(view[0].segments.map(\.value) == ["Flat", "Bass"])
        #expect(view[0].selectedSegment?.value == 1)
        #expect(view[1].numberOfPages?.value == 3)
        #expect(view[1].currentPage?.value == 2)
        #expect(view[2].className?.value == "Gauge")
    }

    @Test func traitsAddAndRemove() throws {
        let label = try #require(Self.elements("[{label: {traits: [header, -staticText, toggleButton]}}]").first)
        #expect(label.addedTraits.map(\.value) == [.header, .switch])
        #expect(label.removedTraits.map(\.value) == [.staticText])
        #expect(label.traits == [.header, .switch])
        #expect(label.removedTraits.first?.location.column == 38)
    }

    @Test func defaultTraitsApplyWithoutTraitsKey() throws {
        let view = Self.elements("[{button: {}}, {textView: {}}, {view: {}}]")
        #expect(view.map(\.traits) == [[.button], [.textEntry, .textArea], []])
    }

    @Test(arguments: [
        ("[heder]", "3:30", "'heder' is not an accessibility trait; did you mean 'header'?"),
        ("[button, -heder]", "3:38", "'heder' is not an accessibility trait; did you mean 'header'?"),
        ("[sparkly]", "3:30", "'sparkly' is not an accessibility trait"),
    ])
    func unknownTraitsAreReportedAtTheItem(traits: String, position: String, message: String) {
        let result = Spec.decode("screens:\n  s:\n    view: [{label: {traits: \(traits)}}]\n")
        #expect(result.diagnostics.map(\.summary) == ["\(position) spec-invalid-value"])
        #expect(result.diagnostics.first?.message == message)
        #expect(result.diagnostics.first?.hint?.contains("prefix '-' removes a default trait") == true)
    }

    @Test func cellsMayBeBarePropertiesOrElements() throws {
        let table = try #require(Self.elements("""

                  - table:
                      id: list
                      cells:
                        - {id: one, text: One}
                        - label: {id: two, text: Two}
                        - cell: {id: three, accessible: false}
                        - {image: photo}
                        - {label: Hello}
                        - button:
            """).first)
        #expect(table.kind == .table)
        #expect(table.children.map(\.kind) == [.cell, .label, .cell, .cell, .cell, .button])
        #expect(table.children.map { $0.id?.value } == ["one", "two", "three", nil, nil, nil])
        #expect(table.children[0].text?.value == "One")
        #expect(table.children[2].accessible?.value == false)
        #expect(table.children[3].image?.value == "photo")
        #expect(table.children[4].label?.value == "Hello")
        #expect(table.children[0].location.line == 7)
        #expect(table.children[0].location.column == 15)
        #expect(table.children[1].location.line == 8)
        #expect(table.children[1].location.column == 15)
    }

    @Test func bareCellWithAnUnknownKeyIsACellProblem() {
        let result = Spec.decode("screens:\n  s:\n    view: [{collection: {cells: [{txt: Hi}]}}]\n")
        #expect(result.diagnostics.map(\.summary) == ["3:35 spec-unknown-key"])
        #expect(result.diagnostics.first?.message == "unknown key 'txt' in a cell; did you mean 'text'?")
    }

    @Test(arguments: [
        ("alpha: 1.5", "'alpha' is 1.5, outside 0 to 1"),
        ("frame: [0, 0, -1, 10]", "'frame' has a negative size"),
        ("textColor: '#12345'", "'#12345' is not a colour"),
    ])
    func valuesOutOfRangeAreInvalid(property: String, message: String) {
        let result = Spec.decode("screens:\n  s:\n    view:\n      - view: {\(property)}\n")
        #expect(result.diagnostics.map(\.ruleID) == ["spec-invalid-value"])
        #expect(result.diagnostics.first?.location.line == 4)
        #expect(result.diagnostics.first?.message == message)
    }

    @Test func coloursAndFontsDecode() throws {
        let label = try #require(Self.elements("""
            [{label: {textColor: '#FF000080', backgroundColor: "#ffffff",
                   font: {size: 17, weight: semibold, textStyle: body, adjustsForContentSize: true}}}]
            """).first)
        #expect(label.textColor?.value == .fixed(Color(red: 1, green: 0, blue: 0, alpha: 128.0 / 255)))
        #expect(label.backgroundColor?.value == .fixed(Color(red: 1, green: 1, blue: 1)))
        #expect(label.font?.value == FontSpec(size: 17, weight: .semibold, textStyle: .body, adjustsForContentSize: true))
    }

    /// Numbers are YAML numbers, not only the short decimals the fast reader takes: exponents,
    /// a leading point, long digit runs. Infinity and NaN are not numbers a frame can hold.
    @Test func numbersInEveryPlainForm() throws {
        let slider = try #require(Self.elements("""
            [{slider: {minimum: 1e3, maximum: .5, frame: [0.1234567890123456789, -2E-1, 1.5e2, +44]}}]
            """).first)
        #expect(slider.minimum?.value == 1000)
        #expect(slider.maximum?.value == 0.5)
        #expect(slider.frame?.value == Rect(x: 0.1234567890123456789, y: -0.2, width: 150, height: 44))
        let infinite = Spec.decode("screens:\n  s:\n    view: [{slider: {minimum: .inf}}]")
        #expect(infinite.diagnostics.map(\.summary) == ["3:31 spec-invalid-value"])
    }
}
