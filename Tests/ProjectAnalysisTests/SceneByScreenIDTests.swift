import Hierarchy
import ProjectAnalysis
import Testing
import TestSupport

/// `--scene` takes a screen's id as findings name it (`screen 'Fulfillment.Manual-Card-Details-Input'
/// has no heading`): the first scene that shows the screen. Before, a storyboard screen shown inside
/// another scene (pushed, presented) was found only by the last part of its id, never by the id a
/// finding prints ("no scene or screen 'Fulfillment.Manual-Card-Details-Input'": artsy/eidolon,
/// JohanDegraeve/xdripswift's Main.SnoozeViewController).
@Suite struct SceneByScreenIDTests {
    static let yaml = """
        screens:
          Shop.home:
            title: Home
            view:
              - button: {id: present, title: Present, frame: [16, 100, 120, 44]}
          Shop.card-input: {title: Card}
        scenes:
          Shop.main:
            root: Shop.home
            presentations:
              - {present: Shop.card-input, style: pageSheet}
        """

    @Test func aScreensFullIdNamesTheSceneThatShowsIt() throws {
        let project = Fixtures.project(Self.yaml)
        #expect(try UnknownSceneError.resolve("Shop.card-input", in: project) == "Shop.main")
        #expect(try UnknownSceneError.resolve("card-input", in: project) == "Shop.main")
        #expect(throws: UnknownSceneError(id: "Shop.card", known: ["Shop.main"])) { try UnknownSceneError.resolve("Shop.card", in: project) }
    }
}
