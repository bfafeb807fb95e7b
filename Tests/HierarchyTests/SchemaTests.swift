import Testing
@testable import Hierarchy

/// The schema is generated from the decoder's key lists; these tests keep the two from drifting.
@Suite struct SchemaTests {
    private func properties(_ definition: String) -> Set<String> {
        guard case .object(let root) = SpecSchema.document(),
              case .object(let definitions)? = root["definitions"],
              case .object(let schema)? = definitions[definition],
              case .object(let properties)? = schema["properties"] else { return [] }
        return Set(properties.keys)
    }

    @Test func screenKeysMatchTheDecoder() {
        #expect(properties("screen") == Set(ScreenDecoder.keys))
        #expect(properties("navigationItem") == Set(ScreenDecoder.navigationItemKeys))
        #expect(properties("tabBarItem") == Set(ScreenDecoder.tabBarItemKeys))
        #expect(properties("barItem") == Set(ScreenDecoder.barItemKeys))
    }

    @Test func appSceneAndPresentationKeysMatchTheDecoder() {
        #expect(properties("app") == Set(SpecFileDecoder.appKeys))
        #expect(properties("scene") == Set(SceneDecoder.keys))
        #expect(properties("presentation") == Set(SceneDecoder.presentationKeys))
        #expect(properties("containerChild") == Set(NodeDecoder.childKeys))
        #expect(properties("font") == Set(ElementDecoder.fontKeys))
    }

    @Test(arguments: ElementKind.allCases)
    func elementKeysMatchTheDecoder(kind: ElementKind) {
        #expect(properties("\(kind.rawValue)Properties") == Set(ElementDecoder.commonKeys + kind.specificKeys))
    }

    @Test func serializationSortsKeysAndEscapes() {
        let value: JSONValue = ["b": "x\"\n\u{1}", "a": [1, .number(2.5), true, .null]]
        #expect(value.serialized() == """
            {
              "a": [
                1,
                2.5,
                true,
                null
              ],
              "b": "x\\"\\n\\u0001"
            }
            """)
    }
}
