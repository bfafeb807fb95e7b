import A11yCore
import Hierarchy
import InterfaceBuilderSource
import SpecInputs
import Testing

/// Dynamic prototypes (`Library.storyboard`): a table of `dataMode="prototypes"` and a collection
/// view's `<cells>` are templates code dequeues (docs/interface-builder.md, "How files become screens"),
/// so each prototype is read as one representative row or item, in document order, at the frame
/// Interface Builder lays it out at, with the content the file gives it (docs/interface-builder.md).
@Suite struct PrototypeCellTests {
    private static let project = IBFixtures.load("Library.storyboard")

    @Test func eachPrototypeIsOneRepresentativeRow() throws {
        #expect(Self.project.diagnostics.map(\.description) == [])
        let table = try #require(Self.project.project.screens["Library.Tracks"]?.view.first)
        #expect(table.kind == .table)
        #expect(table.children.map { "\($0.kind) \($0.id?.value ?? "") \($0.frame?.value.y ?? -1)" } == ["cell CEL-00-301 50.0", "cell CEL-00-302 110.0"])
    }

    /// Each representative row or item is marked `prototype`, at its cell's element: which rows
    /// are on screen together is the data's (docs/interface-builder.md).
    @Test func eachRepresentativeIsMarkedAPrototype() throws {
        let table = try #require(Self.project.project.screens["Library.Tracks"]?.view.first)
        #expect(table.children.map { $0.prototype.map { "\($0.value) \($0.location.line):\($0.location.column)" } } == ["true 17:29", "true 38:29"])
        let collection = try #require(Self.project.project.screens["Library.Albums"]?.view.first)
        #expect(collection.children.map { $0.prototype.map { "\($0.value) \($0.location.line):\($0.location.column)" } } == ["true 70:29"])
    }

    /// VoiceOver reads a cell as one element whose label joins what its subviews say. The track
    /// cell holds a button, which would make it a container (assumption `cellWithControls`), but
    /// the file sets its `isAccessibilityElement` (`<bool key="isElement" value="YES"/>`), which
    /// wins: the image-only button is heard only as its image name inside the cell's label, a
    /// hidden control every row built from this prototype would share.
    @Test func voiceOverReadsTheRepresentativeRows() {
        let elements = IBFixtures.voiceOver(Self.project.project, scene: "Library.Tracks")
        #expect(elements.map { "\($0.id): \($0.label ?? "")" } == [
            "CEL-00-301: Track title, ellipsis", "CEL-00-302: Loading more tracks",
        ])
    }

    /// A collection view cell is a plain view to accessibility: `UICollectionViewCell` is not an
    /// accessibility element by default, so VoiceOver reaches its subviews (Apple,
    /// `isAccessibilityElement`: false unless the receiver is a standard UIKit control); the
    /// cover image without a label is not one either.
    @Test func aCollectionViewsPrototypeIsOneItem() throws {
        let collection = try #require(Self.project.project.screens["Library.Albums"]?.view.first)
        #expect(collection.children.map { "\($0.kind) \($0.id?.value ?? "")" } == ["view CEL-00-303"])
        let elements = IBFixtures.voiceOver(Self.project.project, scene: "Library.Albums")
        #expect(elements.map { "\($0.id): \($0.label ?? "")" } == ["LBL-00-303: Album title"])
    }
}
