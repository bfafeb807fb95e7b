#import "LegacyPlayerView.h"

@implementation LegacyPlayerView

- (void)awakeFromNib {
    [super awakeFromNib];
    self.accessibilityLabel = @"Player";
}

@end
