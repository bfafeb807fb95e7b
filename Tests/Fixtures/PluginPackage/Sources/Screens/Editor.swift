/// The editor screen that `editor.yaml` describes; the build-tool plugin checks that file.
public struct Editor {
    public init() {}
}
