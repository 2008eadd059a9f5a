# shellcheck shell=bash
# Sourced by the scripts in scripts/: puts the project's own tools first on
# PATH. Source it yourself to run trunk, wasm-bindgen or wasm-opt by hand:
#
#     source scripts/env.sh
#
# node_modules/.bin comes first: Trunk must find the npm `binaryen`
# wasm-opt (version 132), never an older one installed elsewhere.

PROJECT_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PROJECT_ROOT
export PATH="$PROJECT_ROOT/node_modules/.bin:${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"

# Trunk asks crates.io for a newer version of itself at every start; the
# pinned version is the one we want, so skip the question.
export TRUNK_SKIP_VERSION_CHECK=true

# wasm-bindgen-test-runner drives headless Chromium through this driver for
# the browser tests (tests/*.rs with `run_in_browser`).
export CHROMEDRIVER=/usr/bin/chromedriver
