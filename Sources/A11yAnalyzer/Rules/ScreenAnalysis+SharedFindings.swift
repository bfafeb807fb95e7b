extension ScreenAnalysis {
    /// True when `other` analyses the same screen in the same layout direction with the same alpha
    /// threshold and announcement style, and yields the same nodes, elements (in the same order)
    /// and unreachable elements: the two differ at most in their idiom and row tolerance, which no
    /// ``ScreenRule`` reads, so every screen rule finds the same in both.
    func sharesScreenRuleFindings(with other: ScreenAnalysis) -> Bool {
        screenID == other.screenID && layoutDirection == other.layoutDirection
            && options.alphaThreshold == other.options.alphaThreshold
            && options.announcementStyle == other.options.announcementStyle
            && elements == other.elements && unreachable == other.unreachable && nodes == other.nodes
    }
}
