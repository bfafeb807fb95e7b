import A11yCore

/// A cell that stands for the rows code makes of it.
extension Element {
    /// `prototype`: a table view's dynamic prototype cell or a collection view's cell, one
    /// representative of the rows or items code dequeues from it
    /// ([dequeueReusableCell(withIdentifier:for:)](https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:))):
    /// how many rows of it are on screen, and beside which others, is the data's, so what it holds
    /// is not known to be on screen beside anything outside it (`a11y-duplicate-label`).
    public var prototype: Located<Bool>? {
        get { storage.located(.prototype) }
        set { set(.prototype, newValue) }
    }
}
