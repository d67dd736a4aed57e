#!/bin/sh
# Install Tarsas for the current user, without root:
#   the app        -> ~/.local/lib/tarsas/        (replaced whole on every install or upgrade)
#   the command    -> ~/.local/bin/tarsas         (a symbolic link)
#   the menu entry -> ~/.local/share/applications/tarsas.desktop
#   AppStream data -> ~/.local/share/metainfo/org.tarsas.Tarsas.metainfo.xml
#   the icons      -> ~/.local/share/icons/hicolor/<N>x<N>/apps/tarsas.png
# Saves and settings live elsewhere (~/.local/share/Tarsas) and are never touched.
#
# Usage: ./install.sh [BUNDLE]   BUNDLE defaults to the folder this script is in when it holds the
# bundle (an unpacked download), else dist/Tarsas of the source tree (after installer/build.py).
# XDG_DATA_HOME is honoured for the share/ parts.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
if [ $# -ge 1 ]; then
  bundle=$(cd "$1" && pwd)
elif [ -x "$here/tarsas" ]; then
  bundle=$here
else
  bundle=$(cd "$here/../.." && pwd)/dist/Tarsas
fi
if [ ! -x "$bundle/tarsas" ] || [ ! -d "$bundle/share" ]; then
  echo "install.sh: no Tarsas bundle at $bundle (build it with: uv run python installer/build.py)" >&2
  exit 1
fi

data_home=${XDG_DATA_HOME:-$HOME/.local/share}
lib_dir=$HOME/.local/lib/tarsas
bin_dir=$HOME/.local/bin

# Copy the new bundle next to the old one, then swap, so a failed copy leaves the old install.
mkdir -p "$HOME/.local/lib" "$bin_dir"
rm -rf "$lib_dir.new"
cp -R "$bundle" "$lib_dir.new"
cp "$here/uninstall.sh" "$lib_dir.new/uninstall.sh" 2>/dev/null || true
rm -rf "$lib_dir"
mv "$lib_dir.new" "$lib_dir"
ln -sfn "$lib_dir/tarsas" "$bin_dir/tarsas"

# Menu entry: point Exec at the installed program, as ~/.local/bin may not be on PATH.
mkdir -p "$data_home/applications" "$data_home/metainfo"
sed "s|^Exec=tarsas|Exec=\"$lib_dir/tarsas\"|" "$bundle/share/applications/tarsas.desktop" \
  > "$data_home/applications/tarsas.desktop"
chmod 644 "$data_home/applications/tarsas.desktop"
cp "$bundle/share/metainfo/org.tarsas.Tarsas.metainfo.xml" "$data_home/metainfo/org.tarsas.Tarsas.metainfo.xml"
if [ -f "$bundle/share/mime/packages/tarsas.xml" ]; then  # a .tarsas record opens in Tarsas
  mkdir -p "$data_home/mime/packages"
  cp "$bundle/share/mime/packages/tarsas.xml" "$data_home/mime/packages/tarsas.xml"
fi
for icon in "$bundle"/share/icons/hicolor/*/apps/tarsas.png; do
  size_dir=$(basename "$(dirname "$(dirname "$icon")")")
  mkdir -p "$data_home/icons/hicolor/$size_dir/apps"
  cp "$icon" "$data_home/icons/hicolor/$size_dir/apps/tarsas.png"
done

# Let the desktop notice now rather than at next login; harmless where the tools are missing.
if command -v update-desktop-database >/dev/null 2>&1; then
  update-desktop-database -q "$data_home/applications" 2>/dev/null || true
fi
if command -v gtk-update-icon-cache >/dev/null 2>&1; then
  gtk-update-icon-cache -q -t "$data_home/icons/hicolor" 2>/dev/null || true
fi
if command -v update-mime-database >/dev/null 2>&1; then
  update-mime-database "$data_home/mime" 2>/dev/null || true
fi

echo "Tarsas is installed: find it in your applications menu, or run $bin_dir/tarsas"
echo "To uninstall: $lib_dir/uninstall.sh  (your saves in $data_home/Tarsas stay)"
