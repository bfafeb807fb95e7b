# Homebrew formula for a11y-check: copy into a tap (`brew tap-new your-org/tools`, then
# Formula/a11y-check.rb in it) and `brew install your-org/tools/a11y-check`.
# On each release: set `url` to the release tag's source archive and `sha256` to its checksum
# (`curl -L URL | shasum -a 256`), as docs/releasing.md says.
class A11yCheck < Formula
  desc "Predicts what UIKit and VoiceOver will do with an iOS interface"
  homepage "https://github.com/a11y-check/a11y-check"
  url "https://github.com/a11y-check/a11y-check/archive/refs/tags/v0.1.0.tar.gz"
  sha256 "the SHA-256 of the archive above, written at release time"
  license "MIT"

  depends_on "pkg-config" => :build
  depends_on xcode: ["16.3", :build]
  depends_on "libyaml"
  uses_from_macos "libxml2"

  def install
    system "swift", "build", "--disable-sandbox", "--configuration", "release", "--product", "a11y-check"
    bin.install ".build/release/a11y-check"
    generate_completions_from_executable(bin/"a11y-check", "--generate-completion-script")
  end

  test do
    assert_match version.to_s, shell_output("#{bin}/a11y-check --version")
    (testpath/"home.yaml").write "screens:\n  home:\n    title: Home\n"
    system bin/"a11y-check", "lint", testpath/"home.yaml"
  end
end
