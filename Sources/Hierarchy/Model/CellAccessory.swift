/// `UITableViewCell.AccessoryType`: the standard view at a cell's trailing edge
/// (https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype).
public enum CellAccessory: String, CaseIterable, Sendable, Codable {
    case none
    case disclosureIndicator
    case checkmark
    case detailButton
    case detailDisclosureButton

    /// True for the two types with an info button, which VoiceOver reaches as an element of its
    /// own ("More Info, Button").
    public var hasDetailButton: Bool { self == .detailButton || self == .detailDisclosureButton }
}
