# Builds and installs a11y-check:  make install PREFIX=/usr/local   (the default prefix)
#   make build       the release binary, .build/release/a11y-check
#   make install     build, then copy it to $(PREFIX)/bin (DESTDIR is honoured for packagers)
#   make uninstall   remove $(PREFIX)/bin/a11y-check
# libyaml must be installed first: `apt-get install libyaml-dev` (Linux), `brew install libyaml` (macOS).
# On Linux the Swift runtime is linked statically, so the installed binary needs only libyaml.

PREFIX ?= /usr/local
BINDIR = $(DESTDIR)$(PREFIX)/bin
SWIFT ?= swift
INSTALL ?= install

ifeq ($(shell uname -s),Linux)
STATIC_FLAGS = --static-swift-stdlib
endif

BUILD_FLAGS = --configuration release --product a11y-check $(STATIC_FLAGS)

.PHONY: build install uninstall

build:
	$(SWIFT) build $(BUILD_FLAGS)

install: build
	$(INSTALL) -d "$(BINDIR)"
	$(INSTALL) -m 0755 "$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/a11y-check" "$(BINDIR)/a11y-check"

uninstall:
	rm -f "$(BINDIR)/a11y-check"
