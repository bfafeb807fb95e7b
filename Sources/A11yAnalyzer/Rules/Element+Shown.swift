import Hierarchy

extension Element {
    /// Whether the view itself is drawn: not hidden, and more opaque than `alphaThreshold` (the
    /// assumption `alphaThreshold`); its ancestors are not looked at.
    func isShown(alphaThreshold: Double) -> Bool {
        hidden?.value != true && (alpha?.value ?? 1) > alphaThreshold
    }
}
