import A11yCore
import Hierarchy
import Testing
@testable import SwiftSource

/// An outlet the class passes to one of its own methods (`configureFields(descriptionLabel:
/// strLabel, valueLabel: strStatLabel, value: 1)`) is what the method's parameter stands for:
/// what the method sets on the parameter (`valueLabel.textColor = ...`) is set on that outlet, at
/// each call with its own outlets (habitica's item stats view, whose grey placeholder colour
/// its code replaces). Arguments are matched to parameters by their labels, as Swift matches
/// them (https://docs.swift.org/swift-book/documentation/the-swift-programming-language/functions/#Function-Argument-Labels-and-Parameter-Names).
@Suite struct PassedOutletTests {
    private typealias F = SwiftFixture

    @Test func whatAMethodSetsOnAParameterIsSetOnTheOutletEachCallPasses() {
        let source = """
            class StatsView: UIView {
                @IBOutlet var strLabel: UILabel!
                @IBOutlet var strValue: UILabel!
                @IBOutlet var conValue: UILabel!
                @IBOutlet var doneButton: UIButton!
                override func awakeFromNib() {
                    super.awakeFromNib()
                    style(strValue, header: true)
                    style(self.conValue)
                    configure(button: doneButton, title: "Done")
                }
                func update(gear: Gear) {
                    configureFields(descriptionLabel: strLabel, valueLabel: strValue, value: gear.strength)
                }
                private func style(_ label: UILabel, header: Bool = false) {
                    label.textColor = .secondaryLabel
                }
                private func configure(button: UIButton, title: String) {
                    button.setTitle(title, for: .normal)
                    button.accessibilityTraits.insert(.header)
                }
                private func configureFields(descriptionLabel: UILabel, valueLabel: UILabel, value: Int) {
                    valueLabel.text = "+\\(value)"
                    descriptionLabel.textColor = value == 0 ? dimmed : primary
                }
            }
            """
        let updated = CodeValue.unknown("set in update(), which runs when it is called")
        #expect(F.facts(of: "StatsView", in: source)?.facts == [
            F.fact(16, 9, .member("strValue"), .textColor, .color(.system(.secondaryLabel))),
            F.fact(16, 9, .member("conValue"), .textColor, .color(.system(.secondaryLabel))),
            F.fact(19, 9, .member("doneButton"), .title, .unknown("title")),
            F.fact(20, 9, .member("doneButton"), .accessibilityTraits, .addedTraits([.header])),
            F.fact(23, 9, .member("strValue"), .text, updated),
            F.fact(24, 9, .member("strLabel"), .textColor, updated),
        ])
    }

    @Test func aCallWhoseLabelsFitNoParametersPassesNothing() {
        let source = """
            class StatsView: UIView {
                @IBOutlet var strValue: UILabel!
                override func awakeFromNib() {
                    super.awakeFromNib()
                    style(label: strValue)
                    let local = UILabel()
                    style(local)
                }
                private func style(_ label: UILabel) {
                    label.textColor = .secondaryLabel
                }
            }
            """
        #expect(F.facts(of: "StatsView", in: source)?.facts == [])
    }

    /// A name the method binds again (a local, a closure's parameter) is no longer what was passed.
    @Test func aNameBoundAgainInTheMethodIsNoLongerTheOutlet() {
        let source = """
            class StatsView: UIView {
                @IBOutlet var strValue: UILabel!
                override func awakeFromNib() {
                    super.awakeFromNib()
                    style(strValue)
                }
                private func style(_ label: UILabel) {
                    labels.forEach { label in label.textColor = .secondaryLabel }
                    if let label = label.superview as? UILabel { label.text = "Strength" }
                }
            }
            """
        #expect(F.facts(of: "StatsView", in: source)?.facts == [])
    }
}
