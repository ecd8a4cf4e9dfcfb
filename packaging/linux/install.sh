#!/bin/sh
# Installs Gameshelf for the current user; no root needed. Run it from the unpacked archive:
#     ./install.sh
# Places:
#   the app          $XDG_DATA_HOME/gameshelf/          (default ~/.local/share/gameshelf/)
#   a launcher       ~/.local/bin/gameshelf -> the app's executable
#   the menu entry   $XDG_DATA_HOME/applications/gameshelf.desktop (Exec = absolute path)
#   the icons        $XDG_DATA_HOME/icons/hicolor/<N>x<N>/apps/gameshelf.png, scalable/apps/gameshelf.svg
#   the save type    $XDG_DATA_HOME/mime/packages/gameshelf.xml, its icon under hicolor/*/mimetypes/
# Running it again replaces an earlier install. ./uninstall.sh removes everything again
# (a copy is kept in the app folder). Settings and saved games are not touched.
set -eu

HERE=$(cd "$(dirname "$0")" && pwd)
DATA_HOME=${XDG_DATA_HOME:-"$HOME/.local/share"}
BIN_DIR=${GAMESHELF_BIN_DIR:-"$HOME/.local/bin"}
APP_DIR="$DATA_HOME/gameshelf"
DESKTOP_DIR="$DATA_HOME/applications"
ICON_DIR="$DATA_HOME/icons/hicolor"
EXE="$APP_DIR/Gameshelf"
SIZES="16 24 32 48 64 128 256 512"

if [ ! -x "$HERE/Gameshelf/Gameshelf" ]; then
    echo "install.sh: Gameshelf/Gameshelf not found next to this script; run it from the unpacked archive." >&2
    exit 1
fi

echo "Installing Gameshelf into $APP_DIR"
# 1. the app: copied beside the old one, then swapped in, so a failed copy leaves the old install working
mkdir -p "$DATA_HOME"
rm -rf "$APP_DIR.new"
mkdir -p "$APP_DIR.new"
cp -RP "$HERE/Gameshelf/." "$APP_DIR.new/"
cp "$HERE/uninstall.sh" "$APP_DIR.new/uninstall.sh"
chmod 755 "$APP_DIR.new/uninstall.sh" "$APP_DIR.new/Gameshelf"
rm -rf "$APP_DIR"
mv "$APP_DIR.new" "$APP_DIR"

# 2. the launcher: never clobber a `gameshelf` that is not ours (e.g. from `pip install --user`)
mkdir -p "$BIN_DIR"
LINK="$BIN_DIR/gameshelf"
if [ -L "$LINK" ] || [ ! -e "$LINK" ]; then
    ln -sfn "$EXE" "$LINK"
else
    echo "install.sh: $LINK exists and is not a link to Gameshelf; leaving it (the menu entry still works)." >&2
fi

# 3. the menu entry, with the absolute path (quoted per the Desktop Entry spec if it has spaces)
case "$EXE" in
    *[[:space:]\"\`\$\\]*)
        escaped=$(printf '%s' "$EXE" | sed -e 's/[\\"`$]/\\&/g')
        EXEC_VALUE="\"$escaped\"" ;;
    *) EXEC_VALUE="$EXE" ;;
esac
mkdir -p "$DESKTOP_DIR"
while IFS= read -r line || [ -n "$line" ]; do
    case "$line" in
        Exec=*) printf 'Exec=%s %%f\n' "$EXEC_VALUE" ;;
        TryExec=*) printf 'TryExec=%s\n' "$EXE" ;;
        "# install.sh rewrites"*|"# %f:"*) ;;
        *) printf '%s\n' "$line" ;;
    esac
done < "$HERE/gameshelf.desktop" > "$DESKTOP_DIR/gameshelf.desktop.tmp"
mv "$DESKTOP_DIR/gameshelf.desktop.tmp" "$DESKTOP_DIR/gameshelf.desktop"
chmod 644 "$DESKTOP_DIR/gameshelf.desktop"

# 4. the icons
for size in $SIZES; do
    mkdir -p "$ICON_DIR/${size}x${size}/apps"
    cp "$HERE/icons/gameshelf-$size.png" "$ICON_DIR/${size}x${size}/apps/gameshelf.png"
done
mkdir -p "$ICON_DIR/scalable/apps"
cp "$HERE/icons/gameshelf.svg" "$ICON_DIR/scalable/apps/gameshelf.svg"

# 4b. the save file type, with the app's icon for it
mkdir -p "$DATA_HOME/mime/packages" "$ICON_DIR/scalable/mimetypes"
cp "$HERE/gameshelf-save.xml" "$DATA_HOME/mime/packages/gameshelf.xml"
cp "$HERE/icons/gameshelf.svg" "$ICON_DIR/scalable/mimetypes/application-x-gameshelf-save.svg"
if command -v update-mime-database >/dev/null 2>&1; then
    update-mime-database "$DATA_HOME/mime" >/dev/null 2>&1 || true
fi

# 5. tell the desktop (optional tools; missing ones are fine)
if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database -q "$DESKTOP_DIR" 2>/dev/null || true
fi
# (an icon cache is refreshed only where one exists: creating one would leave a file behind we do not own)
if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f "$ICON_DIR/icon-theme.cache" ]; then
    gtk-update-icon-cache -q -f -t "$ICON_DIR" 2>/dev/null || true
fi

echo "Done. Start Gameshelf from your applications menu, or run: $LINK"
case ":${PATH:-}:" in
    *":$BIN_DIR:"*) ;;
    *) echo "(Note: $BIN_DIR is not on your PATH; the menu entry works regardless.)" ;;
esac
echo "To remove it: $APP_DIR/uninstall.sh"
