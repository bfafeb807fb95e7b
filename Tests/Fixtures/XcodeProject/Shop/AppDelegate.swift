// A fixture file of the Xcode project test: read as the Shop target's source, never compiled.
