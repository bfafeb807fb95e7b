extension Scene {
    /// The scene a screen that belongs to no scene is analysed in: the screen as the window root,
    /// with no presentations. Its id is the screen id.
    public static func standalone(_ screen: Screen) -> Scene {
        Scene(id: screen.id, location: screen.location,
              root: ViewControllerNode(id: screen.id, location: screen.location, kind: .screen(screen.id)))
    }
}
