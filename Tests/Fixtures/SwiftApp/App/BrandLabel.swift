import UIKit

/// The app's label: it follows the user's text size wherever a storyboard puts it.
class BrandLabel: UILabel {
    override func awakeFromNib() {
        super.awakeFromNib()
        adjustsFontForContentSizeCategory = true
    }
}

/// The round "Next" button, drawn in code.
final class NextButton: UIButton {
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        self.setTitle("Next", for: .normal)
    }
}
