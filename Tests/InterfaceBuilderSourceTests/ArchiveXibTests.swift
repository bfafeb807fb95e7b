import A11yCore
import Hierarchy
import InterfaceBuilderSource
import SpecInputs
import Testing

/// An Xcode 4 xib (`<archive>`, the keyed-archive format before Xcode 5) is read as a xib: its
/// top-level cell is a component whose content view's labels are the cell's, named after the
/// custom class `flattenedProperties` gives, with the outlets' names.
@Suite struct ArchiveXibTests {
    static let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="7.10">
        	<data>
        		<object class="NSMutableArray" key="IBDocument.RootObjects" id="1000">
        			<object class="IBProxyObject" id="11">
        				<string key="IBProxiedObjectIdentifier">IBFilesOwner</string>
        			</object>
        			<object class="IBUITableViewCell" id="20">
        				<object class="NSMutableArray" key="NSSubviews">
        					<object class="IBUIView" id="21">
        						<object class="NSMutableArray" key="NSSubviews">
        							<object class="IBUILabel" id="22">
        								<string key="NSFrame">{{86, 8}, {279, 21}}</string>
        								<string key="IBUIText">Subject Name</string>
        								<object class="IBUIFontDescription" key="IBUIFontDescription">
        									<string key="name">Helvetica-Bold</string>
        									<double key="pointSize">17</double>
        								</object>
        							</object>
        							<object class="IBUILabel" id="23">
        								<string key="NSFrame">{{86, 30}, {279, 21}}</string>
        								<string key="IBUIText">Email Address</string>
        								<bool key="IBUIHidden">YES</bool>
        							</object>
        						</object>
        						<string key="NSFrame">{{0, 1}, {385, 83}}</string>
        					</object>
        				</object>
        				<string key="NSFrameSize">{385, 84}</string>
        				<reference key="IBUIContentView" ref="21"/>
        			</object>
        		</object>
        		<object class="IBObjectContainer" key="IBDocument.Objects">
        			<object class="NSMutableArray" key="connectionRecords">
        				<object class="IBConnectionRecord">
        					<object class="IBCocoaTouchOutletConnection" key="connection">
        						<string key="label">_nameLabel</string>
        						<reference key="source" ref="20"/>
        						<reference key="destination" ref="22"/>
        					</object>
        				</object>
        			</object>
        			<object class="IBMutableOrderedSet" key="objectRecords">
        				<object class="NSArray" key="orderedObjects">
        					<object class="IBObjectRecord">
        						<int key="objectID">3</int>
        						<reference key="object" ref="20"/>
        					</object>
        				</object>
        			</object>
        			<object class="NSMutableDictionary" key="flattenedProperties">
        				<object class="NSArray" key="dict.sortedKeys">
        					<string>3.CustomClassName</string>
        				</object>
        				<object class="NSArray" key="dict.values">
        					<string>CertificateCell</string>
        				</object>
        			</object>
        		</object>
        	</data>
        </archive>
        """

    @Test func theCellIsAComponentWithItsLabels() throws {
        let loaded = IBFixtures.decode(Self.xml, path: "/nonexistent/Certificate.xib")
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.inputErrors.isEmpty)
        let screen = try #require(loaded.project.screens["Certificate.CertificateCell"])
        #expect(screen.isComponent)
        let cell = try #require(screen.view.first)
        #expect(cell.kind == .cell)
        #expect(cell.className?.value == "CertificateCell")
        #expect(cell.frame?.value == Rect(x: 0, y: 0, width: 385, height: 84))
        #expect(cell.children.map { $0.text?.value } == ["Subject Name", "Email Address"])
        // Moved by the content view's origin, into the cell's coordinates.
        #expect(cell.children.first?.frame?.value == Rect(x: 86, y: 9, width: 279, height: 21))
        #expect(cell.children.first?.font?.value.size == 17)
        #expect(cell.children.first?.name?.value == "_nameLabel")
        #expect(cell.children.last?.hidden?.value == true)
    }
}
