# Builds and installs a11y-check:  make install PREFIX=/usr/local   (the default prefix)
#   make build           the release binary, .build/release/a11y-check
#   make install         build, then copy it to $(PREFIX)/bin (DESTDIR is honoured for packagers)
#   make uninstall       remove $(PREFIX)/bin/a11y-check
#   make static          Linux: a release binary with libyaml, libxml2 and libxml2's own dependencies
#                        (ICU, liblzma, zlib) linked statically too: it needs only libc, libm,
#                        libstdc++ and libgcc_s; .build/static/release/a11y-check
#   make universal       macOS only: one binary for arm64 and x86_64, .build/apple/Products/Release/a11y-check
#                        (needs a libyaml built for both architectures; see docs/install.md)
#   make artifactbundle  the binary of this system (static on Linux, universal on macOS) as
#                        .build/a11y-check.artifactbundle (zip: .build/a11y-check.artifactbundle.zip),
#                        the form a Swift package's binaryTarget takes (docs/install.md)
# libyaml and libxml2 must be installed first: `apt-get install libyaml-dev libxml2-dev` (Linux),
# `brew install libyaml libxml2` (macOS). On Linux the Swift runtime is linked statically, so the
# installed binary needs libyaml and libxml2 (not Swift) at run time.

PREFIX ?= /usr/local
BINDIR = $(DESTDIR)$(PREFIX)/bin
SWIFT ?= swift
INSTALL ?= install

ifeq ($(shell uname -s),Linux)
STATIC_FLAGS = --static-swift-stdlib
endif

BUILD_FLAGS = --configuration release --product a11y-check $(STATIC_FLAGS)

VERSION = $(shell sed -n 's/.*current = "\(.*\)".*/\1/p' Sources/A11yCore/Version.swift)
STATIC_LIBS = $(CURDIR)/.build/static-libs
# The folder of static archives goes to the compiler driver (-L before the system folders, where
# the shared libraries are); lld takes the archives in any order (libxml2.a needs ICU, liblzma and
# zlib after it).
STATIC_FLAGS_ALL = --configuration release --product a11y-check --static-swift-stdlib --scratch-path .build/static \
	-Xswiftc -use-ld=lld -Xswiftc -L$(STATIC_LIBS) \
	-Xlinker -licuuc -Xlinker -licudata -Xlinker -llzma -Xlinker -lz -Xlinker -lstdc++ -Xlinker -lm
UNIVERSAL_FLAGS = --configuration release --product a11y-check --arch arm64 --arch x86_64

.PHONY: build install uninstall static universal artifactbundle

build:
	$(SWIFT) build $(BUILD_FLAGS)

install: build
	$(INSTALL) -d "$(BINDIR)"
	$(INSTALL) -m 0755 "$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/a11y-check" "$(BINDIR)/a11y-check"

uninstall:
	rm -f "$(BINDIR)/a11y-check"

static:
ifneq ($(shell uname -s),Linux)
	@echo "make static builds a Linux binary; on macOS use make universal" >&2; exit 1
endif
	scripts/static-libs "$(STATIC_LIBS)"
	$(SWIFT) build $(STATIC_FLAGS_ALL)

universal:
ifneq ($(shell uname -s),Darwin)
	@echo "make universal needs macOS and Xcode (lipo, both architectures' SDKs)" >&2; exit 1
endif
	$(SWIFT) build $(UNIVERSAL_FLAGS)

ifeq ($(shell uname -s),Linux)
artifactbundle: static
	scripts/artifactbundle .build "$(VERSION)" "$$($(SWIFT) build $(STATIC_FLAGS_ALL) --show-bin-path)/a11y-check" \
		"$$(uname -m)-unknown-linux-gnu"
else
artifactbundle: universal
	scripts/artifactbundle .build "$(VERSION)" "$$($(SWIFT) build $(UNIVERSAL_FLAGS) --show-bin-path)/a11y-check" \
		x86_64-apple-macosx arm64-apple-macosx
endif
