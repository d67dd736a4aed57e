#!/bin/sh
# Remove Tarsas installed by install.sh for the current user. Saves and settings
# (~/.local/share/Tarsas) are kept: delete that folder yourself if you want them gone.
set -eu

data_home=${XDG_DATA_HOME:-$HOME/.local/share}
lib_dir=$HOME/.local/lib/tarsas
bin_link=$HOME/.local/bin/tarsas

# Only remove the command if it is our link (never someone else's tarsas).
if [ -L "$bin_link" ] && [ "$(readlink "$bin_link")" = "$lib_dir/tarsas" ]; then
  rm -f "$bin_link"
fi
rm -f "$data_home/applications/tarsas.desktop"
rm -f "$data_home/metainfo/org.tarsas.Tarsas.metainfo.xml"
rm -f "$data_home/mime/packages/tarsas.xml"
for icon in "$data_home"/icons/hicolor/*/apps/tarsas.png; do
  [ -e "$icon" ] && rm -f "$icon"
done
rm -rf "$lib_dir" "$lib_dir.new"

if command -v update-desktop-database >/dev/null 2>&1; then
  update-desktop-database -q "$data_home/applications" 2>/dev/null || true
fi
if command -v gtk-update-icon-cache >/dev/null 2>&1; then
  gtk-update-icon-cache -q -t "$data_home/icons/hicolor" 2>/dev/null || true
fi
# The MIME database is generated from the packages: with none left (ours was the only one), it
# is removed whole; otherwise it is rebuilt without ours.
if [ -d "$data_home/mime/packages" ] && [ -z "$(ls -A "$data_home/mime/packages")" ]; then
  rm -rf "$data_home/mime"
elif command -v update-mime-database >/dev/null 2>&1 && [ -d "$data_home/mime/packages" ]; then
  update-mime-database "$data_home/mime" 2>/dev/null || true
fi

echo "Tarsas is uninstalled."
if [ -d "$data_home/Tarsas" ]; then
  echo "Your saves are still in $data_home/Tarsas"
fi
