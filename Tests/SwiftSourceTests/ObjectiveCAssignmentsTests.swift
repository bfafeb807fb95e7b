import A11yCore
import Hierarchy
import Testing
@testable import A11yAnalyzer
@testable import SwiftSource

/// Objective-C is not parsed, but the lines where an `@implementation` sets a property of one of
/// its outlets are found, so that what that code decides is unknown, not the storyboard's:
/// UIKit's properties by their Objective-C names (`textColor`, `hidden` through `setHidden:`),
/// and a button's `setTitle:forState:` for `UIControlStateNormal`
/// (https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:)).
@Suite struct ObjectiveCAssignmentsTests {
    static let path = "App/RecentCell.m"
    static let source = """
        #import "RecentCell.h"

        @implementation RecentCell
        - (void)awakeFromNib {
            [super awakeFromNib];
            self.title = NSLocalizedString(@"recents", nil);
            self.navigationItem.title = self.title;
            self.navigationItem.titleView = self.headerView;
            self.roomTitle.textColor = ThemeService.shared.theme.textPrimaryColor;
            _lastEvent.accessibilityLabel = [self describe];
            self->_badge.font = [UIFont systemFontOfSize:12];
            [self.joinButton setTitle:NSLocalizedString(@"join", nil) forState:UIControlStateNormal];
            [self.joinButton setTitle:@"Joining" forState:UIControlStateHighlighted];
            [_spinner setHidden:YES];
            self.joinButton.enabled = [self canJoin];
            self.roomTitle.accessibilityTraits |= UIAccessibilityTraitHeader;
            if (self.roomTitle.textColor == nil) { other_title.text = @"x"; }
            // self.commented.text = @"no";
            /* self.blocked.text = @"no";
               self.stillBlocked.text = @"no"; */
            cell.self.notMine.text = @"no";
        }
        @end

        void Helper(void) { self.outside.text = @"no"; }
        """

    @Test func theAssignmentsOfAnImplementationAreFound() {
        let found = ObjectiveCAssignments.scan(Self.source, path: Self.path).assignments
        #expect(found.map { "\($0.location.line):\($0.location.column) \($0.className).\($0.subject).\($0.property.rawValue)" } == [
            "6:5 RecentCell.self.title",
            "7:5 RecentCell.self.navigationItemTitle",
            "8:5 RecentCell.self.navigationItemTitle",
            "9:5 RecentCell.roomTitle.textColor",
            "10:5 RecentCell.lastEvent.accessibilityLabel",
            "11:5 RecentCell.badge.font",
            "12:5 RecentCell.joinButton.title",
            "14:5 RecentCell.spinner.isHidden",
            "15:5 RecentCell.joinButton.isEnabled",
            "16:5 RecentCell.roomTitle.accessibilityTraits",
        ])
    }

    /// Subviews an `@implementation` adds to its view or an outlet make what VoiceOver finds there
    /// code's (https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)): seafile's
    /// `SeafDetailViewController`, whose storyboard view holds only a logo, adds its text and
    /// progress views in code, and is no empty screen.
    @Test func addedSubviewsAreFound() {
        let source = """
            @implementation SeafDetailViewController
            - (void)viewDidLoad {
                [self.view addSubview:self.textView];
                [_stack addArrangedSubview:label];
                [self.container insertSubview:self.progressView atIndex:0];
                [self.view bringSubviewToFront:self.toolbarView];
            }
            @end
            """
        let found = ObjectiveCAssignments.scan(source, path: "App/SeafDetailViewController.m").assignments
        #expect(found.map { "\($0.location.line):\($0.location.column) \($0.subject).\($0.property.rawValue)" } == [
            "3:5 view.subviews", "4:5 stack.subviews", "5:5 container.subviews",
        ])
    }

    /// Lines are searched on their bytes when they are ASCII and by characters otherwise: the
    /// columns are characters' either way (an accented word before an assignment, an emoji made
    /// of several scalars); a `self` ending a longer name (`myself.`) starts no reference; a file
    /// with `\r\n` line ends gives the same lines and columns.
    @Test func columnsCountCharactersOnEveryLineAndLineEndsMayBeCRLF() {
        let source = """
            @implementation Card
            - (void)setUp {
                myself.title.text = @"no"; self.title.text = @"x";
                /* Café */ _title.hidden = YES; self.detail.font = nil;
                NSString *s = @"👩‍👩‍👧"; [self.button setTitle:s forState:UIControlStateNormal];
            }
            @end
            """
        let expected = ["3:32 title.text", "4:16 title.isHidden", "4:37 detail.font", "5:25 button.title"]
        for text in [source, source.replacingOccurrences(of: "\n", with: "\r\n")] {
            let found = ObjectiveCAssignments.scan(text, path: "App/Card.m").assignments
            #expect(found.map { "\($0.location.line):\($0.location.column) \($0.subject).\($0.property.rawValue)" } == expected)
        }
    }

    /// A header's `@interface Name : Super` names the superclass; a class extension names none.
    @Test func theSuperclassesAHeaderDeclares() {
        let header = """
            #import <UIKit/UIKit.h>
            @class Room;
            @interface GroupInviteCell : GroupCell <UITableViewDelegate>
            @property (weak, nonatomic) IBOutlet UILabel *inviteLabel;
            @end
              @interface GroupCell:UITableViewCell
            @end
            @interface GroupInviteCell ()
            @end
            """
        #expect(ObjectiveCHeaders.declarations(in: header) == ["GroupInviteCell": "GroupCell", "GroupCell": "UITableViewCell"])
    }

    @Test func theClassFactsAreUnknownValuesAtTheirLines() throws {
        let scanned = ObjectiveCAssignments.scan(Self.source, path: Self.path)
        let code = ObjectiveCCode(implementations: scanned.implementations, assignments: scanned.assignments)
        let facts = try #require(ObjectiveCClassFacts.classes([code], superclasses: [:])["RecentCell"])
        #expect(facts.location == SourceLocation(file: Self.path, line: 3, column: 1))
        #expect(facts.outlets.map(\.name) == ["roomTitle", "lastEvent", "badge", "joinButton", "spinner"])
        #expect(facts.facts[3] == CodeFact(subject: .member("roomTitle"), property: .textColor, value: .unknown("set in Objective-C"),
                                           location: SourceLocation(file: Self.path, line: 9, column: 5)))
        #expect(facts.facts.allSatisfy { $0.value == .unknown("set in Objective-C") })
    }
}
