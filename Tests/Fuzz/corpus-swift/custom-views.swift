import UIKit

class BrandLabel: UILabel {
    override func awakeFromNib() {
        super.awakeFromNib()
        font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17, weight: .semibold))
        adjustsFontForContentSizeCategory = true
    }
}

final class NextButton: UIButton {
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setTitle("Next", for: .normal)
        accessibilityTraits = [.button, .startsMediaSession]
    }
}

final class CoverView: UIImageView {
    override func layoutSubviews() {
        super.layoutSubviews()
        isAccessibilityElement = true
        accessibilityLabel = String(localized: "cover.label")
        accessibilityTraits = .image
    }
}

extension PlayerViewController {
    override func awakeFromNib() {
        super.awakeFromNib()
        coverView.accessibilityLabel = "Album cover"
        progressButton.accessibilityLabel = ""
    }
}
